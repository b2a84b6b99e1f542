import path from "node:path";
import pg from "pg";
import { loadConfig } from "../config.ts";
import { countAppliedMigrations, type DatabaseHandle, openDatabase } from "./client.ts";
import { DataFolderError } from "./data-folder.ts";
import { migrateWhenReachable } from "./wait-for-database.ts";

// npm run db:migrate -w apps/api: the migrations alone, as the API applies them at its start
// (migrateWhenReachable), for a deployment that migrates once before starting its processes
// (docs/operations.md, « Déployer sur plusieurs machines »). drizzle's migrator takes no lock: two
// processes that migrate the same database at the same moment may both try the same migration and
// one of them fails. A session advisory lock makes runs of this command wait for each other, so it
// may be started on every machine; the API processes are started once it has ended.

/** pg_advisory_lock key of this command (the demo seed's lock is another). */
const MIGRATION_LOCK_KEY = 34_034_001;

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
  pgliteRole: "administration",
  connectTimeoutMs: config.databaseConnectTimeoutMs,
}).catch((error: unknown) => {
  // A damaged embedded folder, or one the server holds: the message says what to do.
  if (!(error instanceof DataFolderError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
});
let lock: pg.Client | undefined;
let before = 0;
/** PostgreSQL: this command's turn, on a connection of its own that holds the lock until the end. */
async function takeLock(url: string): Promise<void> {
  if (lock) return;
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: config.databaseConnectTimeoutMs,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  lock = client;
}
// The same waiting as the API's start (an unreachable server is retried, a wrong password is not),
// the lock taken within each attempt.
const locked: DatabaseHandle = {
  ...database,
  async migrate() {
    if (config.databaseUrl) await takeLock(config.databaseUrl);
    before = await countAppliedMigrations(database.db);
    return database.migrate();
  },
};
let exitCode = 0;
try {
  await migrateWhenReachable(locked, {
    timeoutMs: config.databaseStartupTimeoutMs,
    report: (line) => console.warn(line),
  });
  const after = await countAppliedMigrations(database.db);
  console.log(
    after > before
      ? `Migrations appliquées\u00a0: ${after - before} (la base en compte ${after}).`
      : `Base déjà à jour\u00a0: ${after} migrations, rien à appliquer.`,
  );
} catch (error) {
  exitCode = 1;
  console.error(
    `\n  Migration impossible\u00a0: ${error instanceof Error ? error.message : String(error)}\n`,
  );
} finally {
  // The lock ends with its connection.
  await lock?.end().catch(() => {});
  await database.close();
}
process.exit(exitCode);
