import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.ts";
import { type FileStore, isStoredFileName } from "../lib/file-store.ts";
import { ArchiveError } from "./archive-reader.ts";
import {
  type Executor,
  identifiers,
  readAppliedMigrations,
  readTables,
  rowsOf,
  sequenceOf,
} from "./catalogue.ts";
import { APP_SECRET_ENTRY, type BackupManifest, UPLOADS_PREFIX } from "./manifest.ts";
import { applyMigrations, codeMigrations } from "./migrations.ts";

// npm run restore (decision 022): into a new or empty database only (or, with --remplacer, over
// one whose rows are given up), in one transaction: the schema as it was when the archive was made,
// the rows in foreign-key order, the sequences, then the newer migrations. The images follow once
// the transaction has committed.

export interface RestoreTarget {
  database: Pick<DatabaseHandle, "db" | "kind">;
  /** The folder the images go to when there is no bucket (DATA_DIR/uploads). */
  uploadsDir: string;
  /** The server's file store: with a bucket (S3 mode) the images are written there instead. */
  files?: FileStore;
  /** DATA_DIR/app-secret: where the archive's generated secret goes back, if it has one. */
  appSecretFile: string;
}

export interface RestoreOptions {
  /** Give up the rows and images the target holds (kept aside for images) instead of refusing. */
  replace?: boolean;
  now?: Date;
}

export interface RestoreSummary {
  rows: number;
  tables: number;
  uploads: number;
  /** Migrations of this version applied after the archive's rows were loaded. */
  newerMigrations: string[];
  /** Where the target's previous images were moved (replace mode), if it had any. */
  previousUploads: string | null;
  /** Files of the archive that are not pictures of ours, which a bucket does not take (S3 mode). */
  skippedUploads: number;
  /** Where the target's previous generated secret was moved, if it differed. */
  previousAppSecret: string | null;
  appSecretRestored: boolean;
}

const INSERT_BATCH_ROWS = 500;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

function stamp(now: Date): string {
  return now.toISOString().slice(0, 19).replaceAll(":", "-");
}

async function hasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** An empty folder beside the uploads folder, where the archive's images wait for the commit. */
async function stagingFolderFor(uploadsDir: string): Promise<string> {
  const parent = path.dirname(uploadsDir);
  await mkdir(parent, { recursive: true });
  const staged = path.join(parent, `.uploads-restauration-${process.pid}`);
  await rm(staged, { recursive: true, force: true });
  await mkdir(staged, { recursive: true });
  return staged;
}

/** The archive's migrations must be the first ones of this version, in the same order. */
function migrationPlan(manifest: BackupManifest) {
  const code = codeMigrations();
  const level = manifest.migrations.length;
  manifest.migrations.forEach((migration, index) => {
    const ours = code[index];
    if (!ours || ours.created_at !== migration.created_at) {
      throw new ArchiveError(
        `L’archive vient d’une version de l’application dont les migrations diffèrent de celle-ci ` +
          `(migration ${migration.tag ?? migration.created_at} inconnue ici)\u00a0: restaurez-la avec la ` +
          "version qui l’a créée, ou une plus récente.",
      );
    }
  });
  return { upToArchive: code.slice(0, level), afterArchive: code.slice(level) };
}

async function loadTable(tx: Executor, table: BackupManifest["tables"][number], staging: string) {
  let batch: string[] = [];
  let bytes = 0;
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const columns = identifiers(table.columns);
    // OVERRIDING SYSTEM VALUE: the ids are the archive's (identity columns refuse them otherwise).
    await tx.execute(sql`insert into ${sql.identifier(table.name)} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${batch.join(",")}]`}::json)`);
    loaded += batch.length;
    batch = [];
    bytes = 0;
  };
  const lines = createInterface({
    input: createReadStream(path.join(staging, table.file)),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_BATCH_ROWS || bytes >= INSERT_BATCH_BYTES) await flush();
  }
  await flush();
  if (loaded !== table.rows) {
    throw new ArchiveError(
      `La table ${table.name} a ${loaded} lignes dans l’archive, le manifeste en annonce ${table.rows}.`,
    );
  }
  return loaded;
}

/**
 * Tables that triggers fill from the others' rows (search_words, migration 0016): loaded first, so
 * that the triggers of the rows restored after them meet the archive's words with their own
 * `on conflict do nothing`, instead of the archive's words meeting the triggers' and being refused.
 */
const FILLED_BY_TRIGGERS = new Set(["search_words"]);

/** The archive's tables in the order they are loaded: FILLED_BY_TRIGGERS first, then as archived. */
function loadOrder<T extends { name: string }>(tables: readonly T[]): T[] {
  return [
    ...tables.filter((table) => FILLED_BY_TRIGGERS.has(table.name)),
    ...tables.filter((table) => !FILLED_BY_TRIGGERS.has(table.name)),
  ];
}

async function countRows(db: Executor, table: string): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Restores an archive already checked by unpackArchive (its entries are in `staging`). Throws an
 * ArchiveError, with nothing written, when the target is not new or empty (unless `replace`) or
 * when its schema does not match the archive's.
 */
export async function restoreBackup(
  manifest: BackupManifest,
  staging: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const now = options.now ?? new Date();
  const { db } = target.database;
  const plan = migrationPlan(manifest);
  const applied = await readAppliedMigrations(db);
  const fromScratch = applied.length === 0;
  const tablesNow = fromScratch ? [] : await readTables(db);
  const nonEmpty: string[] = [];
  for (const table of tablesNow) {
    const count = await countRows(db, table.name);
    if (count > 0) nonEmpty.push(`${table.name} (${count})`);
  }
  const bucket = target.files?.kind === "s3" ? target.files : null;
  const inBucket = bucket ? new Set((await bucket.list()).map((file) => file.name)) : null;
  const uploadsPresent = inBucket ? inBucket.size > 0 : await hasFiles(target.uploadsDir);
  const uploadsPlace = bucket ? bucket.location : target.uploadsDir;
  if (!options.replace && (nonEmpty.length > 0 || uploadsPresent)) {
    const held = [
      ...(nonEmpty.length > 0
        ? [`des lignes dans ${nonEmpty.slice(0, 6).join(", ")}${nonEmpty.length > 6 ? ", …" : ""}`]
        : []),
      ...(uploadsPresent ? [`des images dans ${uploadsPlace}`] : []),
    ];
    throw new ArchiveError(
      `La cible n’est pas vide\u00a0: elle contient ${held.join(" et ")}. Rien n’a été écrit. ` +
        "Restaurez dans une base neuve, ou relancez avec --remplacer pour remplacer ces données par " +
        (bucket
          ? "celles de l’archive (les images actuelles restent dans le compartiment)."
          : "celles de l’archive (les images actuelles seront mises de côté)."),
    );
  }
  // Only then the level: "not empty" is the first thing to know about a target that holds data.
  if (!fromScratch) {
    const sameLevel =
      applied.length === manifest.migrations.length &&
      applied.every((migration, index) => migration.created_at === manifest.migrations[index]?.created_at);
    if (!sameLevel) {
      throw new ArchiveError(
        `La base cible a ${applied.length} migration(s) appliquée(s), l’archive ${manifest.migrations.length}\u00a0: ` +
          "restaurez dans une base neuve (PostgreSQL\u00a0: une base vide créée par createdb\u00a0; PGlite\u00a0: un " +
          "DATA_DIR dont le dossier pglite n’existe pas), la restauration y appliquera les migrations.",
      );
    }
  }

  // Images first: into a folder of their own beside the target, renamed into place once the rows
  // are committed, removed if they are not; or into the bucket, the objects written removed if the
  // rows are not committed (decision 051).
  const stagedUploads = bucket ? null : await stagingFolderFor(target.uploadsDir);
  const uploads = manifest.files.filter((file) => file.path.startsWith(UPLOADS_PREFIX));
  const written: string[] = [];
  let skippedUploads = 0;
  let restoredRows = 0;
  try {
    for (const upload of uploads) {
      const name = upload.path.slice(UPLOADS_PREFIX.length);
      if (bucket) {
        if (!isStoredFileName(name)) {
          skippedUploads += 1;
          continue;
        }
        // A name is never reused: an object already there (--remplacer) holds these bytes.
        if (inBucket?.has(name)) continue;
        await bucket.write(name, await readFile(path.join(staging, upload.path)));
        written.push(name);
      } else if (stagedUploads) {
        const destination = path.join(stagedUploads, name);
        await mkdir(path.dirname(destination), { recursive: true });
        await copyFile(path.join(staging, upload.path), destination);
      }
    }

    await db.transaction(async (tx) => {
      if (fromScratch) await applyMigrations(tx, plan.upToArchive);
      else if (options.replace && tablesNow.length > 0) {
        // The audit log refuses TRUNCATE but for a whole-database restore (migration 0012).
        await tx.execute(sql`set local culture.restoring = 'on'`);
        await tx.execute(
          sql`truncate ${identifiers(tablesNow.map((table) => table.name))} restart identity cascade`,
        );
      }
      // The schema at the archive's level must be the one the rows were read from.
      const tables = new Map((await readTables(tx)).map((table) => [table.name, table]));
      const archived = new Set(manifest.tables.map((table) => table.name));
      for (const table of manifest.tables) {
        const here = tables.get(table.name);
        if (!here || here.columns.join(",") !== table.columns.join(",")) {
          throw new ArchiveError(
            `La table ${table.name} de l’archive (${table.columns.join(", ")}) ne correspond pas au ` +
              `schéma de cette version (${here ? here.columns.join(", ") : "absente"})\u00a0: rien n’a été écrit.`,
          );
        }
      }
      const missing = [...tables.keys()].filter((name) => !archived.has(name));
      if (missing.length > 0) {
        throw new ArchiveError(
          `L’archive ne contient pas les tables ${missing.join(", ")}\u00a0: rien n’a été écrit.`,
        );
      }
      for (const table of loadOrder(manifest.tables)) restoredRows += await loadTable(tx, table, staging);
      for (const sequence of manifest.sequences) {
        const name = await sequenceOf(tx, sequence.table, sequence.column);
        if (!name) continue;
        const [max] = await rowsOf<{ max: string | null }>(
          tx,
          sql`select max(${sql.identifier(sequence.column)})::text as max from ${sql.identifier(sequence.table)}`,
        );
        // The archive's value (ids of deleted rows are not handed out again), never below the rows.
        const value = [sequence.last_value, max?.max]
          .filter((candidate): candidate is string => candidate !== null && candidate !== undefined)
          .map(BigInt)
          .reduce((a, b) => (a > b ? a : b), 0n);
        if (value > 0n)
          await tx.execute(sql`select setval(${name}::regclass, ${value.toString()}::bigint, true)`);
      }
      await applyMigrations(tx, plan.afterArchive);
    });
  } catch (error) {
    if (stagedUploads) await rm(stagedUploads, { recursive: true, force: true });
    await Promise.all(written.map((name) => bucket?.remove(name).catch(() => {})));
    throw error;
  }

  let previousUploads: string | null = null;
  if (stagedUploads) {
    if (uploadsPresent) {
      previousUploads = `${target.uploadsDir}.avant-restauration-${stamp(now)}`;
      await rename(target.uploadsDir, previousUploads);
    } else {
      await rmdir(target.uploadsDir).catch(() => {});
    }
    await rename(stagedUploads, target.uploadsDir);
  }

  let previousAppSecret: string | null = null;
  const secret = manifest.files.find((file) => file.path === APP_SECRET_ENTRY);
  if (secret) {
    const restored = await readFile(path.join(staging, APP_SECRET_ENTRY), "utf8");
    const current = await readFile(target.appSecretFile, "utf8").catch(() => null);
    if (current !== null && current.trim() !== restored.trim()) {
      previousAppSecret = `${target.appSecretFile}.avant-restauration-${stamp(now)}`;
      await rename(target.appSecretFile, previousAppSecret);
    }
    await writeFile(target.appSecretFile, restored, { mode: 0o600 });
  }

  return {
    rows: restoredRows,
    tables: manifest.tables.length,
    uploads: uploads.length - skippedUploads,
    skippedUploads,
    newerMigrations: plan.afterArchive.map((migration) => migration.tag),
    previousUploads,
    previousAppSecret,
    appSecretRestored: Boolean(secret),
  };
}
