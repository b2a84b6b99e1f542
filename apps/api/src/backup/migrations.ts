import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "../db/client.ts";
import type { Executor } from "./catalogue.ts";

// A restore rebuilds the schema exactly as it was when the archive was made, loads the rows, then
// applies the newer migrations: the data goes through the same migrations it would have gone
// through had it stayed in place. drizzle's migrator always runs every migration in a transaction
// of its own; the restore needs them inside its single transaction, up to a given one, so it runs
// the same files the way drizzle does (pg-core/dialect.js: same table, same hash, same created_at).

export interface Migration {
  tag: string;
  created_at: number;
  hash: string;
  statements: string[];
}

/** The migrations of this version of the application, oldest first. */
export function codeMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, index) => {
    const file = files[index];
    if (!file || file.folderMillis !== entry.when) throw new Error(`Migration ${entry.tag} not found`);
    return { tag: entry.tag, created_at: entry.when, hash: file.hash, statements: file.sql };
  });
}

export async function applyMigrations(tx: Executor, migrations: readonly Migration[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
    id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.created_at})`,
    );
  }
}
