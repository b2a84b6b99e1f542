import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database when it was created on a PostgreSQL server. */
  destroy(): Promise<void>;
  /** PostgreSQL only: the new database's URL, for API processes started on it (api-process.ts). */
  url?: string;
}

/**
 * A fresh, migrated (unless told not to) database for one test file: PGlite in memory by default; with
 * TEST_DATABASE_URL, a new database created on that PostgreSQL server (and dropped afterwards),
 * so that test files running in parallel never see each other's rows.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Not migrated: an empty cluster, as a first start finds it (≈ 4 s, the template is migrated).
    const templateFile = migrated ? inject("pgliteTemplate") : "";
    const pgliteTemplate = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    const handle = await openDatabase({ pgliteTemplate });
    if (migrated) await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const name = `cp_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // destroy() drops the database WITH (FORCE): a connection the pool is still closing then hears
  // "terminating connection due to administrator command", which is expected here.
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    poolMax: 20,
    onIdleConnectionError: () => {},
  });
  if (migrated) await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
