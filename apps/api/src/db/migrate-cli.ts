import path from "node:path";
import { loadConfig } from "../config.ts";
import { countAppliedMigrations, openDatabase } from "./client.ts";
import { DataFolderError } from "./data-folder.ts";
import { migrateWhenReachable } from "./wait-for-database.ts";

// npm run db:migrate -w apps/api: the migrations alone, as the API applies them at its start
// (migrateWhenReachable), for a deployment that migrates once before starting its processes
// (docs/operations.md, « Déployer sur plusieurs machines »). Runs started on several machines at
// once take turns: on PostgreSQL, migrate() holds an advisory lock (db/client.ts).

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
let exitCode = 0;
try {
  // The same waiting as the API's start (an unreachable server is retried, a wrong password is not).
  const { applied } = await migrateWhenReachable(database, {
    timeoutMs: config.databaseStartupTimeoutMs,
    report: (line) => console.warn(line),
  });
  const after = await countAppliedMigrations(database.db);
  console.log(
    applied > 0
      ? `Migrations appliquées\u00a0: ${applied} (la base en compte ${after}).`
      : `Base déjà à jour\u00a0: ${after} migrations, rien à appliquer.`,
  );
} catch (error) {
  exitCode = 1;
  console.error(
    `\n  Migration impossible\u00a0: ${error instanceof Error ? error.message : String(error)}\n`,
  );
} finally {
  await database.close();
}
process.exit(exitCode);
