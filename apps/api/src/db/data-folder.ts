import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

// The embedded database's folder (DATA_DIR/pglite) is checked before PGlite opens it, because PGlite
// itself re-initialises any folder without PG_VERSION over the files that are there, and opens a
// truncated table without a word (decision 022). Nothing here writes into a folder it refuses.

/** The PostgreSQL of the bundled PGlite; data-folder.test.ts checks these against a fresh cluster. */
export const PGLITE_PG_MAJOR = "18";
/** pg_control's own format and the catalogue version, both fixed for one PostgreSQL major release. */
export const PG_CONTROL_VERSION = 1800;
export const PG_CATALOG_VERSION = 202506291;
const PG_CONTROL_SIZE = 8192;
/** pg_control's `state` (DBState in PostgreSQL's pg_control.h). */
const DB_SHUTDOWNED = 1;

/** Written into the folder at each clean close, removed when it is opened again. */
export const FOLDER_MANIFEST_NAME = "culture-patrimoine-manifest.json";
const MANIFEST_FORMAT = 1;

/** What the lock file says; another process reads it to tell whether the folder is in use. */
interface LockHolder {
  pid: number;
  /** Linux: the process's start time in clock ticks since boot, so that a reused pid is not taken for it. */
  processStart: string | null;
  hostname: string;
  role: FolderRole;
  startedAt: string;
}

/** Who opens the folder: said in the message another process gets when it finds the folder taken. */
export type FolderRole = "serveur" | "sauvegarde" | "restauration" | "administration";

const roleNames: Record<FolderRole, { fr: string; en: string }> = {
  serveur: { fr: "un serveur", en: "a server" },
  sauvegarde: { fr: "une sauvegarde (npm run backup)", en: "a backup (npm run backup)" },
  restauration: { fr: "une restauration (npm run restore)", en: "a restore (npm run restore)" },
  administration: {
    fr: "la création d’un administrateur (npm run admin:create)",
    en: "the creation of an administrator (npm run admin:create)",
  },
};

/** The start cannot go on: the message says, in French then in English, what was found and what to do. */
export class DataFolderError extends Error {
  constructor(
    readonly french: string,
    readonly english: string,
  ) {
    super(`${french}\n\n${english}`);
    this.name = "DataFolderError";
  }
}

/** What to do with a refused folder; `untouched` when nothing opened it (PGlite's recovery did not run). */
function whatToDo(dir: string, untouched = true): { fr: string; en: string } {
  const aside = `${dir}.ancien`;
  return {
    fr: [
      `${untouched ? "Rien n’a été modifié dans ce dossier. " : ""}Que faire\u00a0:`,
      "  – restaurer la dernière sauvegarde\u00a0: déplacez ce dossier ailleurs, puis lancez",
      "    «\u00a0npm run restore -- <archive.tar.gz>\u00a0» (voir «\u00a0Sauvegarde et restauration\u00a0» dans le README)\u00a0;",
      `  – ou démarrer avec une base vide\u00a0: déplacez ce dossier (par exemple «\u00a0mv ${dir} ${aside}\u00a0»)`,
      "    et relancez\u00a0; gardez l’ancien dossier tant que ses données peuvent servir.",
    ].join("\n"),
    en: [
      `${untouched ? "Nothing was changed in this folder. " : ""}What to do:`,
      "  - restore the latest backup: move this folder aside, then run",
      '    "npm run restore -- <archive.tar.gz>" (see "Sauvegarde et restauration" in the README);',
      `  - or start with an empty database: move this folder aside (e.g. "mv ${dir} ${aside}")`,
      "    and start again; keep the old folder as long as its data may be needed.",
    ].join("\n"),
  };
}

function refused(dir: string, foundFr: string, foundEn: string): DataFolderError {
  const todo = whatToDo(dir);
  return new DataFolderError(
    `Le dossier de la base embarquée ${dir} ne peut pas être ouvert\u00a0: ${foundFr}\n${todo.fr}`,
    `The embedded database folder ${dir} cannot be opened: ${foundEn}\n${todo.en}`,
  );
}

/** PGlite failed inside (e.g. `RuntimeError: Aborted()`) on a folder that passed the checks below. */
export function pgliteFailedToOpen(dir: string, error: unknown): DataFolderError {
  const reason = error instanceof Error ? error.message : String(error);
  const todo = whatToDo(dir, false);
  return new DataFolderError(
    `La base embarquée n’a pas pu s’ouvrir sur le dossier ${dir} (${reason})\u00a0: ses fichiers sont ` +
      `probablement endommagés.\n${todo.fr}`,
    `The embedded database failed to open the folder ${dir} (${reason}): its files are probably ` +
      `damaged.\n${todo.en}`,
  );
}

/**
 * After an unclean stop, the check of every table and index (embedded-integrity.ts) found damage.
 * PGlite's recovery has replayed its log on opening; nothing else was written, nothing repaired.
 */
export function damagedAfterCrash(dir: string, problems: string[]): DataFolderError {
  const todo = whatToDo(dir, false);
  const shown = problems.slice(0, 5).map((line) => `  – ${line}`);
  if (problems.length > 5) shown.push(`  – et ${problems.length - 5} autre(s)`);
  return new DataFolderError(
    `La base embarquée du dossier ${dir} n’avait pas été arrêtée proprement, et sa vérification avant ` +
      `de servir a trouvé des dégâts :\n${shown.join("\n")}\nLe serveur ne démarre pas sur ces données ; ` +
      `le dossier est laissé tel quel.\n${todo.fr}`,
    `The embedded database of folder ${dir} was not stopped cleanly, and the check before serving ` +
      `found damage (${problems.length} table(s) or index(es), listed above). The server does not start on ` +
      `this data; the folder is left as it is.\n${todo.en}`,
  );
}

export type FolderState =
  /** Missing or empty: this start creates the database. */
  | { kind: "new" }
  /** A cluster of our PostgreSQL version; `cleanClose` when its last close wrote the manifest. */
  | { kind: "cluster"; cleanClose: boolean };

function statOrNull(file: string) {
  try {
    return statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function readPgControl(file: string): Buffer {
  const buffer = Buffer.alloc(24);
  const fd = openSync(file, "r");
  try {
    readSync(fd, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(fd);
  }
  return buffer;
}

/**
 * Tells a new folder from a cluster this PGlite can open, and refuses anything else with a
 * DataFolderError. Reads only.
 */
export async function inspectDataFolder(dir: string): Promise<FolderState> {
  try {
    return await inspect(dir);
  } catch (error) {
    if (error instanceof DataFolderError) throw error;
    // Permissions, a disk that fails: said in the same words, not as a stack.
    const reason = error instanceof Error ? error.message : String(error);
    throw refused(dir, `il ne peut pas être lu (${reason}).`, `it cannot be read (${reason}).`);
  }
}

async function inspect(dir: string): Promise<FolderState> {
  const info = statOrNull(dir);
  if (!info) return { kind: "new" };
  if (!info.isDirectory()) {
    throw refused(dir, "c’est un fichier, pas un dossier.", "it is a file, not a folder.");
  }
  const entries = await readdir(dir);
  if (entries.length === 0) return { kind: "new" };

  const version = statOrNull(path.join(dir, "PG_VERSION"));
  if (!version) {
    const shown = entries.slice(0, 5).join(", ") + (entries.length > 5 ? ", …" : "");
    const looksLikeCluster = ["base", "global", "pg_wal"].some((name) => entries.includes(name));
    throw looksLikeCluster
      ? refused(
          dir,
          `il contient une base PostgreSQL (${shown}) dont le fichier PG_VERSION manque\u00a0: elle est incomplète ou endommagée.`,
          `it holds a PostgreSQL cluster (${shown}) whose PG_VERSION file is missing: it is incomplete or damaged.`,
        )
      : refused(
          dir,
          `il contient ${entries.length} élément(s) (${shown}) mais pas de base PostgreSQL (aucun fichier PG_VERSION).`,
          `it holds ${entries.length} item(s) (${shown}) but no PostgreSQL cluster (no PG_VERSION file).`,
        );
  }
  const major = (await readFile(path.join(dir, "PG_VERSION"), "utf8")).trim();
  if (major !== PGLITE_PG_MAJOR) {
    throw refused(
      dir,
      `c’est une base PostgreSQL ${major || "de version illisible"}, alors que cette version de l’application utilise PostgreSQL ${PGLITE_PG_MAJOR}.`,
      `it is a PostgreSQL ${major || "(unreadable version)"} cluster, while this version of the application uses PostgreSQL ${PGLITE_PG_MAJOR}.`,
    );
  }
  const missing = ["base", "global", "pg_wal", "pg_xact", "global/pg_control"].filter(
    (name) => !statOrNull(path.join(dir, name)),
  );
  if (missing.length > 0) {
    throw refused(
      dir,
      `des éléments indispensables d’une base PostgreSQL manquent (${missing.join(", ")}).`,
      `parts every PostgreSQL cluster has are missing (${missing.join(", ")}).`,
    );
  }
  const controlFile = path.join(dir, "global/pg_control");
  const control = readPgControl(controlFile);
  const controlVersion = control.readUInt32LE(8);
  const catalogVersion = control.readUInt32LE(12);
  if (
    statSync(controlFile).size !== PG_CONTROL_SIZE ||
    controlVersion !== PG_CONTROL_VERSION ||
    catalogVersion !== PG_CATALOG_VERSION
  ) {
    throw refused(
      dir,
      `son fichier de contrôle (global/pg_control) est endommagé ou vient d’une autre version de PostgreSQL (format ${controlVersion}, catalogue ${catalogVersion}\u00a0; attendus ${PG_CONTROL_VERSION} et ${PG_CATALOG_VERSION}).`,
      `its control file (global/pg_control) is damaged or comes from another PostgreSQL version (format ${controlVersion}, catalogue ${catalogVersion}; expected ${PG_CONTROL_VERSION} and ${PG_CATALOG_VERSION}).`,
    );
  }

  const manifestFile = path.join(dir, FOLDER_MANIFEST_NAME);
  if (!statOrNull(manifestFile)) return { kind: "cluster", cleanClose: false };
  const damage = await compareWithManifest(dir, manifestFile);
  if (damage) throw refused(dir, damage.fr, damage.en);
  if (control.readUInt32LE(16) !== DB_SHUTDOWNED) {
    // The manifest says the folder was closed cleanly, pg_control says it was not: edited since.
    throw refused(
      dir,
      "son fichier de contrôle ne correspond pas à l’arrêt propre enregistré.",
      "its control file does not match the recorded clean close.",
    );
  }
  return { kind: "cluster", cleanClose: true };
}

interface FolderManifest {
  format: number;
  pgMajor: string;
  closedAt: string;
  /** Relative path → [size in bytes, SHA-256 in hex]. */
  files: Record<string, [number, string]>;
}

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, relative)));
    else if (entry.isFile() && relative !== FOLDER_MANIFEST_NAME) found.push(relative);
  }
  return found;
}

async function sha256File(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex");
}

async function compareWithManifest(
  dir: string,
  manifestFile: string,
): Promise<{ fr: string; en: string } | null> {
  let manifest: FolderManifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, "utf8")) as FolderManifest;
    if (manifest.format !== MANIFEST_FORMAT || typeof manifest.files !== "object") throw new Error();
  } catch {
    return {
      fr: `son relevé d’arrêt propre (${FOLDER_MANIFEST_NAME}) est illisible.`,
      en: `its clean-close record (${FOLDER_MANIFEST_NAME}) is unreadable.`,
    };
  }
  const missing: string[] = [];
  const resized: string[] = [];
  const changed: string[] = [];
  for (const [file, [size, sha256]] of Object.entries(manifest.files)) {
    const info = statOrNull(path.join(dir, file));
    if (!info) missing.push(file);
    else if (info.size !== size) resized.push(`${file} (${info.size} / ${size})`);
    else if ((await sha256File(path.join(dir, file))) !== sha256) changed.push(file);
  }
  if (missing.length + resized.length + changed.length === 0) return null;
  const list = (files: string[]) => files.slice(0, 5).join(", ") + (files.length > 5 ? ", …" : "");
  const fr: string[] = [];
  const en: string[] = [];
  if (missing.length > 0) {
    fr.push(`${missing.length} fichier(s) disparu(s)\u00a0: ${list(missing)}`);
    en.push(`${missing.length} file(s) gone: ${list(missing)}`);
  }
  if (resized.length > 0) {
    fr.push(`${resized.length} fichier(s) d’une autre taille (trouvée / attendue)\u00a0: ${list(resized)}`);
    en.push(`${resized.length} file(s) of another size (found / expected): ${list(resized)}`);
  }
  if (changed.length > 0) {
    fr.push(`${changed.length} fichier(s) au contenu modifié\u00a0: ${list(changed)}`);
    en.push(`${changed.length} file(s) with changed content: ${list(changed)}`);
  }
  return {
    fr: `ses fichiers ne sont plus ceux de son dernier arrêt propre (${manifest.closedAt})\u00a0; ${fr.join("\u00a0; ")}.`,
    en: `its files are no longer those of its last clean close (${manifest.closedAt}); ${en.join("; ")}.`,
  };
}

/** After PGlite closed the folder: every file's size and hash, checked by the next start. */
export async function writeFolderManifest(dir: string): Promise<void> {
  const files: FolderManifest["files"] = {};
  for (const file of (await listFiles(dir)).sort()) {
    const full = path.join(dir, file);
    files[file] = [(await stat(full)).size, await sha256File(full)];
  }
  const manifest: FolderManifest = {
    format: MANIFEST_FORMAT,
    pgMajor: PGLITE_PG_MAJOR,
    closedAt: new Date().toISOString(),
    files,
  };
  // Written aside then renamed: a manifest cut short by a crash would make the next start refuse.
  const temporary = path.join(dir, `${FOLDER_MANIFEST_NAME}.${process.pid}.tmp`);
  await writeFile(temporary, JSON.stringify(manifest));
  await rename(temporary, path.join(dir, FOLDER_MANIFEST_NAME));
}

/** Opening the folder makes the manifest stale: from here on, only PostgreSQL's WAL vouches for it. */
export async function forgetFolderManifest(dir: string): Promise<void> {
  await rm(path.join(dir, FOLDER_MANIFEST_NAME), { force: true });
}

/**
 * A new database is created in a sibling folder and renamed into place once PGlite has closed it,
 * so that a start stopped during creation (Ctrl-C in the first seconds) never leaves a half-made
 * folder that the next start would have to refuse.
 */
export async function createDataFolder(dir: string, create: (dir: string) => Promise<void>): Promise<void> {
  const parent = path.dirname(dir);
  for (const entry of await readdir(parent)) {
    // Left by a creation that was stopped: they never held anything but an empty cluster.
    if (entry.startsWith(`${path.basename(dir)}.creating-`)) {
      await rm(path.join(parent, entry), { recursive: true, force: true });
    }
  }
  const temporary = `${dir}.creating-${process.pid}`;
  await create(temporary);
  await writeFolderManifest(temporary);
  // rename() replaces an empty directory, which counts as a new database too.
  await rename(temporary, dir);
}

// ---------------------------------------------------------------------------------------------
// One process at a time: PGlite has no shared memory between processes, so two of them writing
// one folder corrupt it. The lock file sits beside the folder (DATA_DIR/pglite.lock), never in it.

const heldHere = new Set<string>();

export function lockFileOf(dir: string): string {
  return `${dir}.lock`;
}

/** Linux only: field 22 of /proc/<pid>/stat, the process's start time since boot. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: LockHolder): boolean {
  // Our own pid is a previous life of this process (a container restarted with the same pid),
  // unless this very process holds the folder.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // The pid is taken: by the holder, or by a process that got its number after it died.
  const start = processStartOf(holder.pid);
  return !(holder.processStart && start && start !== holder.processStart);
}

function readHolder(file: string): { raw: string; holder: LockHolder | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return { raw, holder: Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null };
  } catch {
    return { raw, holder: null };
  }
}

function parisTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("fr-FR", {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: "Europe/Paris",
  }).format(date);
}

function lockedBy(dir: string, holder: LockHolder, role: FolderRole): DataFolderError {
  const who = roleNames[holder.role] ?? roleNames.serveur;
  const since = parisTime(holder.startedAt);
  const todoFr =
    role === "serveur"
      ? "Un seul processus peut ouvrir la base embarquée\u00a0: arrêtez l’autre, ou donnez à celui-ci un autre DATA_DIR. Pour plusieurs processus, utilisez PostgreSQL (DATABASE_URL)."
      : `Arrêtez le serveur (pid ${holder.pid}) avant de lancer ${role === "sauvegarde" ? "la sauvegarde" : "la restauration"}, puis redémarrez-le\u00a0: la base embarquée ne s’ouvre que dans un processus à la fois.`;
  const todoEn =
    role === "serveur"
      ? "Only one process may open the embedded database: stop the other one, or give this one another DATA_DIR. For several processes, use PostgreSQL (DATABASE_URL)."
      : `Stop the server (pid ${holder.pid}) before running the ${role === "sauvegarde" ? "backup" : "restore"}, then start it again: the embedded database opens in one process at a time.`;
  return new DataFolderError(
    `Le dossier de la base embarquée ${dir} est déjà ouvert par ${who.fr} (pid ${holder.pid}, machine ${holder.hostname}, depuis le ${since}).\n${todoFr}`,
    `The embedded database folder ${dir} is already open in ${who.en} (pid ${holder.pid}, host ${holder.hostname}, since ${holder.startedAt}).\n${todoEn}`,
  );
}

export interface FolderLock {
  /** Whether a lock left by a process that no longer runs was taken over. */
  readonly tookOver: boolean;
  release(): void;
}

/**
 * Takes DATA_DIR/pglite.lock for this process, or refuses with a DataFolderError while another
 * live process holds it. A lock whose process is gone (killed, crashed) is taken over.
 */
export function lockDataFolder(dir: string, role: FolderRole): FolderLock {
  const lockFile = lockFileOf(dir);
  if (heldHere.has(lockFile)) {
    throw lockedBy(
      dir,
      {
        pid: process.pid,
        processStart: null,
        hostname: hostname(),
        role,
        startedAt: new Date().toISOString(),
      },
      role,
    );
  }
  const me: LockHolder = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    hostname: hostname(),
    role,
    startedAt: new Date().toISOString(),
  };
  const mine = JSON.stringify(me);
  // Written whole under another name, then linked: link() fails when the lock exists, and nobody
  // ever reads a lock file half written.
  const temporary = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temporary, mine);
  let tookOver = false;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(temporary, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 5) throw error;
      }
      const current = readHolder(lockFile);
      if (!current) continue;
      if (current.holder && isRunning(current.holder)) throw lockedBy(dir, current.holder, role);
      // Stale. Moved away before removal, then checked: had another process replaced it in the
      // meantime, its lock is put back and the loop finds it.
      const stale = `${lockFile}.stale-${process.pid}`;
      try {
        renameSync(lockFile, stale);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      if (readFileSync(stale, "utf8") !== current.raw) {
        try {
          linkSync(stale, lockFile);
        } catch {
          // Someone else holds it now; the next turn of the loop tells who.
        }
      } else {
        tookOver = true;
      }
      unlinkSync(stale);
    }
  } finally {
    rmSync(temporary, { force: true });
  }
  heldHere.add(lockFile);
  const release = () => {
    if (!heldHere.delete(lockFile)) return;
    process.off("exit", release);
    try {
      if (readFileSync(lockFile, "utf8") === mine) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  // A start that fails after this point (migrations, port taken) still frees the folder.
  process.on("exit", release);
  return { tookOver, release };
}
