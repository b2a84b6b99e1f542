import path from "node:path";
import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { DataFolderError, type FolderRole } from "../db/data-folder.ts";
import { ArchiveError } from "./archive-reader.ts";

// What npm run backup and npm run restore share: the database of the server's configuration, and
// French figures.

const numbers = new Intl.NumberFormat("fr-FR");

export function count(value: number, one: string, many: string): string {
  return `${numbers.format(value)}\u00a0${value > 1 ? many : one}`;
}

export function size(bytes: number): string {
  if (bytes < 1024) return `${numbers.format(bytes)}\u00a0o`;
  if (bytes < 1024 * 1024)
    return `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(bytes / 1024)}\u00a0ko`;
  return `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)}\u00a0Mo`;
}

export function pgliteDirOf(config: Config): string {
  return path.join(config.dataDir, "pglite");
}

export function describeDatabase(config: Config): string {
  return config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite (${pgliteDirOf(config)})`;
}

/** Ends the command with a message on standard error. */
export function stop(message: string, code = 1): never {
  console.error(`\n${message}\n`);
  process.exit(code);
}

/**
 * The database the server uses; the embedded folder is locked for this command, so never while a
 * server has it open (a DataFolderError says so).
 */
export function openServerDatabase(config: Config, role: FolderRole): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config),
    pgliteRole: role,
    poolMax: 2,
  });
}

/** A refusal this command explains (French, or French then English): its message, not a stack. */
export function isExplained(error: unknown): error is Error {
  return error instanceof DataFolderError || error instanceof ArchiveError;
}
