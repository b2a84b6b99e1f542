import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { runScript } from "../test/embedded-process.ts";
import { countAppliedMigrations, migrationsFolder } from "./client.ts";

// npm run db:migrate, as the deployment's migration unit runs it: on every machine at once, on a
// new PostgreSQL database. drizzle's migrator takes no lock; the command's advisory lock makes the
// runs wait for each other, so none fails and the later ones find nothing to apply.

const CLI = "src/db/migrate-cli.ts";
const migrationFiles = readdirSync(migrationsFolder).filter((name) => name.endsWith(".sql")).length;

describe.skipIf(!process.env.TEST_DATABASE_URL)("npm run db:migrate on PostgreSQL", () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cp-migrate-"));
    database = await createTestDatabase({ migrated: false });
  }, 120_000);
  afterAll(async () => {
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function migrate() {
    const run = runScript(CLI, dataDir, { DATABASE_URL: database.url ?? "" });
    const code = await run.ended;
    return { code, output: run.output() };
  }

  it("three runs started together on a new database all succeed, and the migrations are applied once", async () => {
    const runs = await Promise.all([migrate(), migrate(), migrate()]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    const outputs = runs.map((run) => run.output);
    expect(
      outputs.filter((output) => output.includes(`Migrations appliquées\u00a0: ${migrationFiles}`)),
    ).toHaveLength(1);
    expect(outputs.filter((output) => output.includes("Base déjà à jour"))).toHaveLength(2);
    expect(await countAppliedMigrations(database.db)).toBe(migrationFiles);
  }, 180_000);

  it("says so and ends with 1 when the database does not exist", async () => {
    const url = new URL(database.url ?? "");
    url.pathname = "/cp_test_missing_database";
    const run = runScript(CLI, dataDir, { DATABASE_URL: url.toString() });
    expect(await run.ended).toBe(1);
    expect(run.output()).toContain("Migration impossible");
    expect(run.output()).toContain("createdb");
  }, 120_000);
});
