import { statSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { inspectDataFolder } from "../db/data-folder.ts";
import { fileStoreOf } from "../lib/file-store.ts";
import { createBackup } from "./backup.ts";
import {
  count,
  describeDatabase,
  isExplained,
  openServerDatabase,
  pgliteDirOf,
  size,
  stop,
} from "./cli-output.ts";
import { APP_SECRET_ENTRY, UPLOADS_PREFIX } from "./manifest.ts";

// npm run backup [-- <archive.tar.gz | folder>]: the server's database (same DATABASE_URL /
// DATA_DIR as the server) and its pictures (DATA_DIR/uploads, or the S3_BUCKET) in one archive,
// by default in DATA_DIR/backups/.

const usage = `Usage\u00a0: npm run backup [-- <fichier.tar.gz | dossier>]
  Écrit une sauvegarde de la base (DATABASE_URL, ou PGlite dans DATA_DIR/pglite) et des images
  (DATA_DIR/uploads, ou le compartiment S3_BUCKET), par défaut dans DATA_DIR/backups/. Avec
  PGlite, arrêtez d’abord le serveur.`;

const args = process.argv.slice(2);
if (args.some((arg) => arg === "--help" || arg === "-h" || arg === "--aide")) {
  console.log(usage);
  process.exit(0);
}
const unknown = args.filter((arg) => arg.startsWith("-"));
if (unknown.length > 0 || args.length > 1)
  stop(`Option inconnue ou argument en trop\u00a0: ${args.join(" ")}\n${usage}`, 2);

const config = loadConfig();
const now = new Date();
const name = `culture-patrimoine-${now.toISOString().slice(0, 19).replaceAll(":", "-")}.tar.gz`;
const given = args[0];
const isFolder =
  given !== undefined && (given.endsWith("/") || statSync(given, { throwIfNoEntry: false })?.isDirectory());
const file = path.resolve(
  given === undefined
    ? path.join(config.dataDir, "backups", name)
    : isFolder
      ? path.join(given, name)
      : given,
);

if (!config.databaseUrl && (await inspectDataFolder(pgliteDirOf(config)).catch(() => null))?.kind === "new") {
  stop(
    `Aucune base embarquée dans ${pgliteDirOf(config)}\u00a0: rien à sauvegarder (DATA_DIR est-il le bon\u00a0?).`,
  );
}
const database = await openServerDatabase(config, "sauvegarde").catch((error: unknown) =>
  isExplained(error) ? stop(error.message) : Promise.reject(error),
);
let summary: Awaited<ReturnType<typeof createBackup>>;
try {
  summary = await createBackup(
    {
      database,
      files: fileStoreOf(config),
      // A secret given by the environment stays with the deployment's configuration, not here.
      appSecretFile: config.appSecret ? undefined : path.join(config.dataDir, "app-secret"),
    },
    file,
    now,
  );
} catch (error) {
  await database.close();
  console.error("\nLa sauvegarde a échoué, aucune archive n’a été écrite\u00a0:", error);
  process.exit(1);
}
await database.close();

const { manifest } = summary;
const rows = manifest.tables.reduce((total, table) => total + table.rows, 0);
const uploads = manifest.files.filter((entry) => entry.path.startsWith(UPLOADS_PREFIX));
const uploadBytes = uploads.reduce((total, entry) => total + entry.size, 0);
const lastMigration = manifest.migrations.at(-1);
console.log(
  [
    "",
    `  Sauvegarde écrite\u00a0: ${summary.file} (${size(summary.bytes)})`,
    `  Base ${describeDatabase(config)}\u00a0: ${count(manifest.tables.length, "table", "tables")}, ${count(rows, "ligne", "lignes")}, ${count(manifest.migrations.length, "migration", "migrations")}${lastMigration?.tag ? ` (dernière\u00a0: ${lastMigration.tag})` : ""}`,
    `  Images (${fileStoreOf(config).location})\u00a0: ${count(uploads.length, "fichier", "fichiers")}, ${size(uploadBytes)}`,
    manifest.files.some((entry) => entry.path === APP_SECRET_ENTRY)
      ? "  Secret généré (DATA_DIR/app-secret)\u00a0: inclus, il sera remis en place à la restauration."
      : config.appSecret
        ? "  APP_SECRET vient de l’environnement\u00a0: il n’est pas dans l’archive, gardez-le avec votre configuration."
        : "  Pas de secret généré à inclure.",
    "  L’archive contient des données personnelles et des empreintes de mots de passe\u00a0: gardez-la en lieu",
    "  sûr, et ailleurs que sur ce serveur.",
    `  Restauration\u00a0: npm run restore -- ${summary.file}`,
    "",
  ].join("\n"),
);
