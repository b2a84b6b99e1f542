import { mkdirSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { loadConfig, resolveAppSecret } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DataFolderError } from "./db/data-folder.ts";
import { DEMO_ACCOUNTS, seedDemoDataIfEmpty } from "./db/seed/seed.ts";
import { DatabaseStartupError, migrateWhenReachable } from "./db/wait-for-database.ts";
import { fileStoreOf } from "./lib/file-store.ts";
import { shutDown, trackRequestsInFlight } from "./lib/shutdown.ts";
import { createMailTransport } from "./modules/mail/transport.ts";

// Starts the platform: configuration, database (migrated), demo data on a new database, HTTP.
const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const appSecret = resolveAppSecret(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
  poolMax: config.databasePoolMax,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  poolWaitMs: config.databasePoolWaitMs,
}).catch((error: unknown) => {
  // A damaged, foreign or busy embedded folder: the message says what was found and what to do.
  if (!(error instanceof DataFolderError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
});
let migration: Awaited<ReturnType<typeof migrateWhenReachable>>;
try {
  migration = await migrateWhenReachable(database, {
    timeoutMs: config.databaseStartupTimeoutMs,
    report: (line) => console.warn(line),
  });
} catch (error) {
  if (!(error instanceof DatabaseStartupError)) throw error;
  console.error(`\n  Démarrage impossible : ${error.message}\n`);
  process.exit(1);
}
// Only into a database this start created: never into one that held data, however empty it looks.
// The demo's pictures go through the upload pipeline into the file store (decisions 032, 051).
const files = fileStoreOf(config);
const seeded =
  config.seedDemo && migration.newDatabase
    ? await seedDemoDataIfEmpty(database.db, { files, appSecret })
    : false;

const mailTransport = createMailTransport(config.mail);
const app = await buildApp({ db: database.db, config, appSecret, mailTransport, fileStore: files });
const inFlight = trackRequestsInFlight(app);
await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
const lines = [
  "",
  `  Culture & Patrimoine est en ligne : http://${shownHost}:${config.port}`,
  `  Base de données : ${database.kind === "pglite" ? `PGlite (${path.join(config.dataDir, "pglite")})` : "PostgreSQL"}${seeded ? ", données de démonstration ajoutées" : ""}`,
  `  Documentation de l'API : http://${shownHost}:${config.port}/api/docs`,
  // Links in e-mails, canonical addresses, sitemap and robots.txt all start with it (decision 031).
  `  Adresse publique\u00a0: ${config.publicUrl}${process.env.PUBLIC_URL ? "" : " (PUBLIC_URL non renseignée\u00a0: à définir en production)"}`,
  // Several machines must share a bucket: a folder holds only what this machine received (decision 051).
  files.kind === "s3"
    ? `  Images\u00a0: stockage objet ${files.location}${config.objectStorage?.endpoint ? ` (${config.objectStorage.endpoint})` : ""}`
    : `  Images\u00a0: dossier ${files.location} (S3_BUCKET non renseigné\u00a0: un seul serveur)`,
  config.mail.smtpUrl
    ? `  E-mails : envoyés par ${mailTransport.description}`
    : `  E-mails : aucun serveur SMTP (SMTP_URL), chaque message est écrit dans ${mailTransport.description}`,
];
if (config.seedDemo) {
  lines.push(
    "  Comptes de démonstration :",
    `    participant    ${DEMO_ACCOUNTS.participant.email} / ${DEMO_ACCOUNTS.participant.password}`,
    `    professionnel  ${DEMO_ACCOUNTS.professionnel.email} / ${DEMO_ACCOUNTS.professionnel.password}`,
  );
}
console.log(`${lines.join("\n")}\n`);

// Requests in flight get this long to finish on SIGTERM; the orchestrator's own grace period
// (Kubernetes: 30 s) must be longer.
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down");
  // Whatever happens, the process ends: a hung close cannot keep it alive.
  const forced = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5_000);
  forced.unref();
  try {
    const cut = await shutDown({ app, database, graceMs: SHUTDOWN_GRACE_MS }, inFlight);
    process.exit(cut === 0 ? 0 : 1);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
