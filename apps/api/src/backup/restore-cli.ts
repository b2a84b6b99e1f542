import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { fileStoreOf } from "../lib/file-store.ts";
import { unpackArchive } from "./archive-reader.ts";
import { count, describeDatabase, isExplained, openServerDatabase, stop } from "./cli-output.ts";
import { APP_SECRET_ENTRY } from "./manifest.ts";
import { restoreBackup } from "./restore.ts";

// npm run restore -- <archive.tar.gz> [--remplacer]: checks the whole archive first (manifest,
// sizes, SHA-256), then restores it into the server's database (same DATABASE_URL / DATA_DIR as
// the server) and its pictures (DATA_DIR/uploads, or the S3_BUCKET), in one transaction. Refuses a
// target that holds data unless --remplacer is given.

const usage = `Usage\u00a0: npm run restore -- <archive.tar.gz> [--remplacer]
  Restaure une sauvegarde faite par npm run backup dans la base du serveur (DATABASE_URL, ou PGlite
  dans DATA_DIR/pglite) et dans DATA_DIR/uploads (ou le compartiment S3_BUCKET). La cible doit
  être neuve ou vide\u00a0; --remplacer remplace ses données (ses images sont mises de côté, ou
  laissées dans le compartiment). Arrêtez d’abord le serveur.`;

const args = process.argv.slice(2);
if (args.some((arg) => arg === "--help" || arg === "-h" || arg === "--aide")) {
  console.log(usage);
  process.exit(0);
}
const replace = args.includes("--remplacer") || args.includes("--replace");
const rest = args.filter((arg) => arg !== "--remplacer" && arg !== "--replace");
if (rest.length !== 1 || rest[0]?.startsWith("-")) stop(usage, 2);
const archive = path.resolve(rest[0] as string);

const config = loadConfig();
const staging = await mkdtemp(path.join(tmpdir(), "culture-patrimoine-restauration-"));
let database: DatabaseHandle | undefined;
try {
  // Checked whole before the database is even opened: a damaged or foreign archive writes nothing.
  const manifest = await unpackArchive(archive, staging);
  const madeOn = new Date(manifest.created_at).toLocaleString("fr-FR", { timeZone: "Europe/Paris" });
  console.log(
    `\n  Archive vérifiée\u00a0: ${archive}, faite le ${madeOn} sur ${manifest.engine === "pglite" ? "PGlite" : "PostgreSQL"} (${count(manifest.files.length, "fichier", "fichiers")}, sommes SHA-256 vérifiées).`,
  );
  await mkdir(config.dataDir, { recursive: true });
  database = await openServerDatabase(config, "restauration");
  const summary = await restoreBackup(
    manifest,
    staging,
    {
      database,
      uploadsDir: config.uploadsDir,
      files: fileStoreOf(config),
      appSecretFile: path.join(config.dataDir, APP_SECRET_ENTRY),
    },
    { replace },
  );
  const lines = [
    `  Base ${describeDatabase(config)}\u00a0: ${count(summary.rows, "ligne restaurée", "lignes restaurées")} dans ${count(summary.tables, "table", "tables")}, en une transaction.`,
    summary.newerMigrations.length > 0
      ? `  Migrations plus récentes que l’archive, appliquées ensuite\u00a0: ${summary.newerMigrations.join(", ")}.`
      : "  Schéma\u00a0: celui de l’archive, qui est celui de cette version.",
    `  Images\u00a0: ${count(summary.uploads, "fichier remis", "fichiers remis")} dans ${fileStoreOf(config).location}.`,
  ];
  if (summary.skippedUploads > 0) {
    lines.push(
      `  ${count(summary.skippedUploads, "fichier de l’archive n’est pas une image de l’application\u00a0: il n’a pas été remis", "fichiers de l’archive ne sont pas des images de l’application\u00a0: ils n’ont pas été remis")} dans le compartiment.`,
    );
  }
  if (summary.previousUploads)
    lines.push(`  Les images qui s’y trouvaient sont dans ${summary.previousUploads}.`);
  if (summary.appSecretRestored) {
    lines.push(
      config.appSecret
        ? `  Le secret généré de l’archive est remis dans ${path.join(config.dataDir, APP_SECRET_ENTRY)}, mais APP_SECRET est défini\u00a0: donnez-lui la valeur qu’avait le serveur sauvegardé, sinon les billets et liens déjà envoyés ne seront plus reconnus.`
        : `  Secret généré remis dans ${path.join(config.dataDir, APP_SECRET_ENTRY)}\u00a0: les billets et liens déjà envoyés restent valables.`,
    );
  }
  if (summary.previousAppSecret) lines.push(`  L’ancien secret est gardé dans ${summary.previousAppSecret}.`);
  lines.push("  Vous pouvez démarrer le serveur (npm start).", "");
  console.log(lines.join("\n"));
} catch (error) {
  process.exitCode = 1;
  if (isExplained(error)) console.error(`\n${error.message}\n`);
  else {
    // The transaction was rolled back: the target holds what it held before.
    console.error("\nLa restauration a échoué, rien n’a été validé dans la base\u00a0:", error);
  }
} finally {
  await database?.close();
  await rm(staging, { recursive: true, force: true });
}
