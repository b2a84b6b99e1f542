import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import {
  createDataFolder,
  DataFolderError,
  FOLDER_MANIFEST_NAME,
  inspectDataFolder,
  lockDataFolder,
  lockFileOf,
  PG_CATALOG_VERSION,
  PG_CONTROL_VERSION,
  PGLITE_PG_MAJOR,
} from "./data-folder.ts";

// The embedded database's folder (decision 022), on real PGlite clusters: one is created through
// openDatabase as a start does, filled, closed cleanly; each test damages a copy of it. A refused
// folder must come out byte for byte as it went in. PGlite only: the PostgreSQL pass skips it.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres) console.info("data-folder.test.ts skipped: it is about the embedded (PGlite) folder.");

let root: string;
/** DATA_DIR of the reference cluster: DATA_DIR/pglite, closed cleanly, with users in it. */
let reference: string;
let userCount: number;
const children: ChildProcess[] = [];

/** Every file and folder under `dir` with its content's hash: equal before and after means untouched. */
function fingerprint(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((entry) => {
      const full = path.join(dir, entry);
      const info = statSync(full);
      if (info.isDirectory()) return `${entry}/`;
      return `${entry} ${info.size} ${createHash("sha256").update(readFileSync(full)).digest("hex")}`;
    });
}

let copies = 0;
/** A DATA_DIR holding a copy of the reference cluster. */
function copyOfReference(): { dataDir: string; folder: string } {
  const dataDir = path.join(root, `copy-${++copies}`);
  cpSync(reference, dataDir, { recursive: true });
  return { dataDir, folder: path.join(dataDir, "pglite") };
}

/** The largest file of one of our tables or indexes (PostgreSQL numbers them from 16384). */
function largestRelationFile(folder: string): string {
  const database = path.join(folder, "base/5");
  const files = readdirSync(database)
    .filter((name) => /^\d+$/.test(name) && Number(name) >= 16384)
    .map((name) => ({ name, size: statSync(path.join(database, name)).size }))
    .sort((a, b) => b.size - a.size);
  if (!files[0]) throw new Error("no relation file");
  return path.join(database, files[0].name);
}

function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function sleeper(): ChildProcess {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  return child;
}

function writeLock(folder: string, holder: Record<string, unknown>) {
  writeFileSync(
    lockFileOf(folder),
    JSON.stringify({ hostname: "vm", role: "serveur", startedAt: new Date().toISOString(), ...holder }),
  );
}

describe.skipIf(onPostgres)("the embedded database folder", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "cp-data-folder-"));
    reference = path.join(root, "reference");
    mkdirSync(reference);
    const database = await openDatabase({ pgliteDir: path.join(reference, "pglite") });
    await database.migrate();
    await database.db.execute(sql`insert into users (first_name, last_name, email, password_hash, role)
      select 'Prénom ' || n, 'Nom', 'personne' || n || '@exemple.fr', 'x', 'participant'
      from generate_series(1, 300) n`);
    const [row] = (
      (await database.db.execute(sql`select count(*)::int as count from users`)) as unknown as {
        rows: { count: number }[];
      }
    ).rows;
    userCount = row?.count ?? 0;
    await database.close();
  }, 180_000);

  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("creates a new folder as a cluster of the PostgreSQL these constants name, closed cleanly", async () => {
    const folder = path.join(reference, "pglite");
    expect(readFileSync(path.join(folder, "PG_VERSION"), "utf8").trim()).toBe(PGLITE_PG_MAJOR);
    const control = readFileSync(path.join(folder, "global/pg_control"));
    expect(control.readUInt32LE(8)).toBe(PG_CONTROL_VERSION);
    expect(control.readUInt32LE(12)).toBe(PG_CATALOG_VERSION);
    expect(await inspectDataFolder(folder)).toEqual({ kind: "cluster", cleanClose: true });
    // Nothing left of the creation beside it, and no lock once closed.
    expect(readdirSync(reference).sort()).toEqual(["pglite"]);
    expect(userCount).toBe(300);
  });

  it("treats a missing or empty folder as new", async () => {
    expect(await inspectDataFolder(path.join(root, "absent"))).toEqual({ kind: "new" });
    mkdirSync(path.join(root, "empty"));
    expect(await inspectDataFolder(path.join(root, "empty"))).toEqual({ kind: "new" });
  });

  const damages: { name: string; damage: (folder: string) => void; found: RegExp }[] = [
    {
      name: "a file where the folder should be",
      damage: (folder) => {
        rmSync(folder, { recursive: true });
        writeFileSync(folder, "pas un dossier");
      },
      found: /c’est un fichier, pas un dossier/,
    },
    {
      name: "files but no database",
      damage: (folder) => {
        rmSync(folder, { recursive: true });
        mkdirSync(folder);
        writeFileSync(path.join(folder, "notes.txt"), "à garder");
      },
      found: /contient 1 élément\(s\) \(notes\.txt\) mais pas de base PostgreSQL/,
    },
    {
      name: "a cluster without PG_VERSION",
      damage: (folder) => rmSync(path.join(folder, "PG_VERSION")),
      found: /dont le fichier PG_VERSION manque/,
    },
    {
      name: "a cluster of another PostgreSQL version",
      damage: (folder) => writeFileSync(path.join(folder, "PG_VERSION"), "17\n"),
      found: /c’est une base PostgreSQL 17, alors que cette version de l’application utilise PostgreSQL 18/,
    },
    {
      name: "a cluster without its control file",
      damage: (folder) => rmSync(path.join(folder, "global/pg_control")),
      found: /des éléments indispensables d’une base PostgreSQL manquent \(global\/pg_control\)/,
    },
    {
      name: "a control file of another catalogue",
      damage: (folder) => {
        const file = path.join(folder, "global/pg_control");
        const control = readFileSync(file);
        control.writeUInt32LE(PG_CATALOG_VERSION - 1, 12);
        writeFileSync(file, control);
      },
      found: /global\/pg_control\) est endommagé ou vient d’une autre version/,
    },
    {
      name: "a truncated table file",
      damage: (folder) => {
        const file = largestRelationFile(folder);
        truncateSync(file, Math.max(0, statSync(file).size - 8192));
      },
      found: /ne sont plus ceux de son dernier arrêt propre .*1 fichier\(s\) d’une autre taille/,
    },
    {
      name: "a table file changed in place",
      damage: (folder) => {
        const file = largestRelationFile(folder);
        const bytes = readFileSync(file);
        bytes[4000] = (bytes[4000] ?? 0) ^ 0xff;
        writeFileSync(file, bytes);
      },
      found: /1 fichier\(s\) au contenu modifié\u00a0: base\/5\/\d+/,
    },
    {
      name: "a table file gone",
      damage: (folder) => rmSync(largestRelationFile(folder)),
      found: /1 fichier\(s\) disparu\(s\)\u00a0: base\/5\/\d+/,
    },
  ];

  it.each(damages)("refuses $name, and writes nothing", async ({ damage, found }) => {
    const { dataDir, folder } = copyOfReference();
    damage(folder);
    const before = fingerprint(dataDir);
    const opening = openDatabase({ pgliteDir: folder });
    await expect(opening).rejects.toBeInstanceOf(DataFolderError);
    const error = (await opening.catch((caught: unknown) => caught)) as DataFolderError;
    expect(error.french).toMatch(found);
    expect(error.french).toMatch(/Rien n’a été modifié dans ce dossier/);
    expect(error.french).toMatch(/npm run restore -- <archive\.tar\.gz>/);
    expect(error.english).toMatch(/cannot be opened: .*\nNothing was changed in this folder/s);
    // Not a byte written, in the folder or beside it (the lock was taken and given back).
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it("opens a cleanly closed folder with its rows, once per process, and records the next clean close", async () => {
    const { dataDir, folder } = copyOfReference();
    const database = await openDatabase({ pgliteDir: folder });
    try {
      expect(existsSync(path.join(folder, FOLDER_MANIFEST_NAME))).toBe(false);
      const [row] = (
        (await database.db.execute(sql`select count(*)::int as count from users`)) as unknown as {
          rows: { count: number }[];
        }
      ).rows;
      expect(row?.count).toBe(userCount);
      const second = openDatabase({ pgliteDir: folder });
      await expect(second).rejects.toThrow(/est déjà ouvert par un serveur \(pid \d+/);
      expect(readdirSync(dataDir).sort()).toEqual(["pglite", "pglite.lock"]);
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
    expect(await inspectDataFolder(folder)).toEqual({ kind: "cluster", cleanClose: true });
  });

  it("ends a failure inside PGlite (RuntimeError: Aborted) with the same clear message", async () => {
    const { dataDir, folder } = copyOfReference();
    // As after a crash (no clean-close record), with the write-ahead log lost.
    rmSync(path.join(folder, FOLDER_MANIFEST_NAME));
    for (const segment of readdirSync(path.join(folder, "pg_wal"))) {
      rmSync(path.join(folder, "pg_wal", segment), { recursive: true });
    }
    const opening = openDatabase({ pgliteDir: folder });
    await expect(opening).rejects.toBeInstanceOf(DataFolderError);
    const error = (await opening.catch((caught: unknown) => caught)) as DataFolderError;
    expect(error.french).toMatch(
      /n’a pas pu s’ouvrir sur le dossier .*\(.+\)\u00a0: ses fichiers sont probablement endommagés/s,
    );
    expect(error.english).toMatch(/failed to open the folder .* its files are probably damaged/s);
    expect(existsSync(lockFileOf(folder))).toBe(false);
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
  });

  describe("the lock beside the folder", () => {
    it("is refused while another live process holds it, naming that process", async () => {
      const folder = path.join(root, "locked-live", "pglite");
      mkdirSync(path.dirname(folder));
      const holder = sleeper();
      await new Promise((resolve) => holder.once("spawn", resolve));
      writeLock(folder, { pid: holder.pid, processStart: processStart(holder.pid!) });
      const before = readFileSync(lockFileOf(folder), "utf8");
      expect(() => lockDataFolder(folder, "serveur")).toThrow(
        new RegExp(`déjà ouvert par un serveur \\(pid ${holder.pid}, machine vm`),
      );
      expect(() => lockDataFolder(folder, "sauvegarde")).toThrow(
        new RegExp(`Arrêtez le serveur \\(pid ${holder.pid}\\) avant de lancer la sauvegarde`),
      );
      expect(readFileSync(lockFileOf(folder), "utf8")).toBe(before);
    });

    it("is taken over from a process that has ended, or whose pid now belongs to another process", async () => {
      const folder = path.join(root, "locked-stale", "pglite");
      mkdirSync(path.dirname(folder));
      const ended = spawn("true", { stdio: "ignore" });
      await new Promise((resolve) => ended.once("exit", resolve));
      const reused = sleeper();
      await new Promise((resolve) => reused.once("spawn", resolve));
      const stale = [
        { pid: ended.pid, processStart: null },
        { pid: reused.pid, processStart: "1" },
        { pid: process.pid, processStart: "1" },
      ];
      for (const holder of stale) {
        writeLock(folder, holder);
        const lock = lockDataFolder(folder, "serveur");
        expect(lock.tookOver, JSON.stringify(holder)).toBe(true);
        expect(JSON.parse(readFileSync(lockFileOf(folder), "utf8"))).toMatchObject({ pid: process.pid });
        lock.release();
        expect(existsSync(lockFileOf(folder))).toBe(false);
      }
      expect(readdirSync(path.dirname(folder))).toEqual([]);
    });
  });

  it("creates a new folder aside, so that an interrupted creation leaves nothing to refuse", async () => {
    const dataDir = path.join(root, "interrupted");
    mkdirSync(dataDir);
    const folder = path.join(dataDir, "pglite");
    const interrupted = createDataFolder(folder, async (temporary) => {
      mkdirSync(temporary);
      writeFileSync(path.join(temporary, "PG_VERSION"), "18\n");
      throw new Error("Ctrl-C");
    });
    await expect(interrupted).rejects.toThrow("Ctrl-C");
    expect(await inspectDataFolder(folder)).toEqual({ kind: "new" });
    // The next creation clears what the interrupted one left.
    await createDataFolder(folder, async (temporary) => {
      mkdirSync(temporary);
      writeFileSync(path.join(temporary, "PG_VERSION"), "18\n");
    });
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
    expect(readdirSync(folder).sort()).toEqual(["PG_VERSION", FOLDER_MANIFEST_NAME]);
  });
});
