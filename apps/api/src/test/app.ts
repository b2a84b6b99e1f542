import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type App, type BuildAppOptions, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";

/** The app's secret in every test app (tokens, links): what a test signs or a mail round reads with. */
export const TEST_APP_SECRET = "test-secret-".padEnd(40, "x");

export interface TestContext {
  app: App;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildAppOptions {
  /** The clock of the booking rules (deps.now): a test moves it to stand on either side of a deadline. */
  now?: () => Date;
}

const databaseOfApp = new WeakMap<App, TestDatabase>();

/** The database behind a test app (test helpers that act as an administrator would). */
export function testDatabaseOf(app: App): TestDatabase {
  const database = databaseOfApp.get(app);
  if (!database) throw new Error("not an app of createTestApp()");
  return database;
}

/** buildApp() over a fresh database and a temporary data folder; `env` overrides configuration. */
export async function createTestApp(
  env: Record<string, string> = {},
  { now, ...options }: TestAppOptions = { logger: false },
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cp-api-test-"));
  // The public read cache is off unless a test asks for it: tests insert rows directly and read
  // them back at once (plugins/public-cache.test.ts covers the cache itself).
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web"),
    PUBLIC_CACHE_TTL_MS: "0",
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp(
    { db: database.db, config, appSecret: TEST_APP_SECRET, ...(now && { now }) },
    { logger: false, ...options },
  );
  await app.ready();
  databaseOfApp.set(app, database);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
