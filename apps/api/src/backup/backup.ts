import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { DatabaseHandle } from "../db/client.ts";
import { type FileStore, localFileStore } from "../lib/file-store.ts";
import {
  type Executor,
  identifiers,
  readAppliedMigrations,
  readTables,
  rowsOf,
  sequenceOf,
} from "./catalogue.ts";
import {
  APP_SECRET_ENTRY,
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_PREFIX,
  MANIFEST_ENTRY,
  UPLOADS_PREFIX,
} from "./manifest.ts";
import { codeMigrations } from "./migrations.ts";

// npm run backup (decision 022): one .tar.gz with a logical dump of the database (rows of every
// table as JSON lines, sequences), the uploaded images and, in the embedded mode, the generated
// APP_SECRET; a manifest first, with each entry's size and SHA-256. Engine-independent: an archive
// of PGlite restores into PostgreSQL and the other way round.

export interface BackupSources {
  database: Pick<DatabaseHandle, "db" | "kind">;
  /** The server's file store (the bucket in S3 mode); the folder `uploadsDir` when absent. */
  files?: FileStore;
  uploadsDir?: string;
  /** DATA_DIR/app-secret when the server generated its secret (no APP_SECRET variable). */
  appSecretFile?: string | undefined;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

const FETCH_ROWS = 1000;

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function filesUnder(dir: string, prefix = ""): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

function storeOf({ files, uploadsDir }: BackupSources): FileStore {
  if (files) return files;
  if (!uploadsDir) throw new Error("backup: no file store and no uploads folder");
  return localFileStore(uploadsDir);
}

/** Every table's rows and every sequence, read in one snapshot. */
async function dumpDatabase(tx: Executor, staging: string) {
  await mkdir(path.join(staging, DATABASE_PREFIX), { recursive: true });
  const tables: BackupManifest["tables"] = [];
  const sequences: BackupManifest["sequences"] = [];
  for (const table of await readTables(tx)) {
    const file = `${DATABASE_PREFIX}${table.name}.ndjson`;
    const out = await open(path.join(staging, file), "w");
    let rows = 0;
    try {
      // row_to_json keeps every value exact (timestamps to the microsecond, numerics as written) and
      // json_populate_recordset reads it back into the same types on either engine.
      await tx.execute(sql`declare backup_rows no scroll cursor for
        select row_to_json(t)::text as line
        from (select ${identifiers(table.columns)} from ${sql.identifier(table.name)}
          order by ${identifiers(table.orderBy)}) t`);
      for (;;) {
        const batch = await rowsOf<{ line: string }>(
          tx,
          sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
        );
        if (batch.length === 0) break;
        rows += batch.length;
        await out.write(`${batch.map((row) => row.line).join("\n")}\n`);
      }
      await tx.execute(sql`close backup_rows`);
    } finally {
      await out.close();
    }
    tables.push({ name: table.name, file, columns: table.columns, rows });
    for (const column of table.sequenced) {
      const sequence = await sequenceOf(tx, table.name, column);
      if (!sequence) continue;
      const [state] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
        tx,
        sql`select last_value, is_called from ${sql.raw(sequence)}`,
      );
      sequences.push({
        table: table.name,
        column,
        last_value: state?.is_called ? String(state.last_value) : null,
      });
    }
  }
  const known = new Map(codeMigrations().map((migration) => [migration.created_at, migration.tag]));
  const migrations = (await readAppliedMigrations(tx)).map((migration) => ({
    tag: known.get(migration.created_at) ?? null,
    created_at: migration.created_at,
    hash: migration.hash,
  }));
  return { tables, sequences, migrations };
}

/** Writes the archive to `file` (through a temporary name: a cut-short backup never looks whole). */
export async function createBackup(
  sources: BackupSources,
  file: string,
  now: Date = new Date(),
): Promise<BackupSummary> {
  await mkdir(path.dirname(file), { recursive: true });
  const store = storeOf(sources);
  const staging = await mkdtemp(path.join(path.dirname(file), ".sauvegarde-en-cours-"));
  const partial = `${file}.partiel`;
  try {
    // One snapshot for every table: rows written meanwhile by a running PostgreSQL server are
    // either all in the archive or none (PGlite: the folder lock keeps the server away).
    const dumped = await sources.database.db.transaction(
      async (tx) => {
        const result = await dumpDatabase(tx, staging);
        // Copied while the snapshot is open: an image replaced after it may still be here. The same
        // entries whichever store holds them, so that an archive of the folder restores into a bucket
        // and back (decision 051).
        await mkdir(path.join(staging, UPLOADS_PREFIX), { recursive: true });
        for (const upload of await store.list()) {
          await writeFile(path.join(staging, UPLOADS_PREFIX, upload.name), await store.readAll(upload.name));
        }
        return result;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    if (sources.appSecretFile) {
      try {
        await copyFile(sources.appSecretFile, path.join(staging, APP_SECRET_ENTRY));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    const entries = (await filesUnder(staging)).filter((entry) => entry !== MANIFEST_ENTRY);
    const files: BackupManifest["files"] = [];
    for (const entry of entries) {
      const full = path.join(staging, entry);
      files.push({ path: entry, size: (await stat(full)).size, sha256: await sha256OfFile(full) });
    }
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_FORMAT_VERSION,
      created_at: now.toISOString(),
      engine: sources.database.kind,
      ...dumped,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest first: a restore reads it before anything else and checks each entry against it.
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 }, [
      MANIFEST_ENTRY,
      ...entries,
    ]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
