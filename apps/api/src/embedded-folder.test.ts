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
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./db/seed/seed.ts";
import { freePort } from "./test/api-process.ts";
import { runScript, type ScriptRun, untilServing } from "./test/embedded-process.ts";
import { call, eventWithOneSession, expectStatus } from "./test/http-calls.ts";

// The real start-up (node src/main.ts) and the real backup commands on embedded (PGlite) data
// folders (decision 022): a folder that held data is never re-initialised nor re-seeded, a damaged
// one is refused with a clear message and not one byte changed, two processes never share one, and
// npm run backup / restore carry a server's data to a new folder. PGlite only: the PostgreSQL pass
// skips it.

/** Each test starts one to three real processes, each loading PGlite: generous on a loaded machine. */
const START_TIMEOUT_MS = 180_000;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres) console.info("embedded-folder.test.ts skipped: it is about the embedded (PGlite) folder.");

let root: string;
/** DATA_DIR of a server that ran once (SEED_DEMO=false), saw some traffic and stopped cleanly. */
let used: string;
const runs: ScriptRun[] = [];

function fingerprint(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((entry) => {
      const full = path.join(dir, entry);
      const info = statSync(full);
      return info.isDirectory()
        ? `${entry}/`
        : `${entry} ${createHash("sha256").update(readFileSync(full)).digest("hex")}`;
    });
}

let copies = 0;
function copyOf(dataDir: string): string {
  const copy = path.join(root, `data-${++copies}`);
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}

async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const run = runScript("src/main.ts", dataDir, { PORT: String(port), SEED_DEMO: "false", ...env });
  runs.push(run);
  const url = `http://127.0.0.1:${port}`;
  await untilServing(run, url);
  return { run, url };
}

/** A start that must be refused: its exit code and what it printed. */
async function refusedStart(dataDir: string) {
  const run = runScript("src/main.ts", dataDir, { PORT: String(await freePort()), SEED_DEMO: "true" });
  runs.push(run);
  const code = await run.ended;
  return { code, output: run.output() };
}

function expectClearRefusal(output: string) {
  expect(output).toMatch(/Le dossier de la base embarquée .*pglite ne peut pas être ouvert\u00a0: /);
  expect(output).toMatch(/Rien n’a été modifié dans ce dossier/);
  expect(output).toMatch(/npm run restore -- <archive\.tar\.gz>/);
  expect(output).toMatch(/The embedded database folder .*pglite cannot be opened: /);
  expect(output).not.toMatch(/données de démonstration|est en ligne/);
  expect(output).not.toMatch(/^\s+at /m);
}

describe.skipIf(onPostgres)("start-up on an embedded data folder", { timeout: START_TIMEOUT_MS }, () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "cp-embedded-start-"));
    used = path.join(root, "used");
    mkdirSync(used);
    const server = await startServer(used);
    // Traffic that leaves rows, but no account: the old rule ("no users, so seed") would have
    // filled this folder with demo accounts and their published passwords.
    for (const password of ["mauvais-1", "mauvais-2"]) {
      await call(server.url, "POST", "/api/auth/login", { email: "inconnu@exemple.fr", password });
    }
    expect(await server.run.kill("SIGTERM")).toBe(0);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(runs.map((run) => run.kill("SIGKILL")));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("never seeds a folder that was created before, even one without any account", async () => {
    const { run, url } = await startServer(copyOf(used), { SEED_DEMO: "true" });
    try {
      expect(run.output()).toMatch(/Culture & Patrimoine est en ligne/);
      expect(run.output()).not.toMatch(/données de démonstration ajoutées/);
      const events = await call(url, "GET", "/api/events");
      expect(events.body).toEqual([]);
      const login = await call(url, "POST", "/api/auth/login", DEMO_ACCOUNTS.participant);
      expect(login.status).toBe(401);
    } finally {
      expect(await run.kill("SIGTERM")).toBe(0);
    }
  });

  it("refuses a folder whose PG_VERSION is missing, instead of re-initialising it", async () => {
    const dataDir = copyOf(used);
    rmSync(path.join(dataDir, "pglite/PG_VERSION"));
    const before = fingerprint(dataDir);
    const { code, output } = await refusedStart(dataDir);
    expect(code).toBe(1);
    expectClearRefusal(output);
    expect(output).toMatch(/dont le fichier PG_VERSION manque/);
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it("refuses a folder with a truncated table file, instead of starting with rows missing", async () => {
    const dataDir = copyOf(used);
    const database = path.join(dataDir, "pglite/base/5");
    // The largest file of our own relations (PostgreSQL numbers them from 16384).
    const [largest] = readdirSync(database)
      .filter((name) => /^\d+$/.test(name) && Number(name) >= 16384)
      .sort((a, b) => statSync(path.join(database, b)).size - statSync(path.join(database, a)).size);
    const file = path.join(database, largest!);
    truncateSync(file, Math.max(0, statSync(file).size - 8192));
    const before = fingerprint(dataDir);
    const { code, output } = await refusedStart(dataDir);
    expect(code).toBe(1);
    expectClearRefusal(output);
    expect(output).toMatch(
      new RegExp(`d’une autre taille \\(trouvée / attendue\\)\u00a0: base/5/${largest} `),
    );
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it("after a crash, checks every table before serving: serves a whole folder, refuses one whose table lost pages", async () => {
    const dataDir = path.join(root, "crash");
    const folder = path.join(dataDir, "pglite");
    const seeded = await startServer(dataDir, { SEED_DEMO: "true" });
    expect(await seeded.run.kill("SIGKILL")).toBeNull();

    // A crash of a whole folder: checked, then served.
    const recovered = await startServer(dataDir);
    expect(recovered.run.output()).toMatch(
      /arrêtée brutalement la dernière fois\u00a0: vérification de ses tables/,
    );
    const events = await call(recovered.url, "GET", "/api/events");
    expect(events.status).toBe(200);
    expect((events.body as unknown as unknown[]).length).toBeGreaterThan(0);
    expect(await recovered.run.kill("SIGKILL")).toBeNull();

    // Where the events table lives (PGlite opened and closed here: still no clean-close record).
    const pglite = await PGlite.create(folder, { extensions: { unaccent, pg_trgm, btree_gist } });
    const [{ file } = { file: "" }] = (
      await pglite.query<{ file: string }>("select pg_relation_filepath('events') as file")
    ).rows;
    await pglite.close();
    const tableFile = path.join(folder, file);
    expect(statSync(tableFile).size).toBeGreaterThan(8192);
    // Its last page lost, as a disk or a copy cut short would lose it: the log no longer covers it.
    truncateSync(tableFile, statSync(tableFile).size - 8192);
    const truncatedSize = statSync(tableFile).size;

    const port = await freePort();
    const run = runScript("src/main.ts", dataDir, { PORT: String(port), SEED_DEMO: "false" });
    runs.push(run);
    const outcome = await Promise.race([
      run.ended,
      untilServing(run, `http://127.0.0.1:${port}`).then(() => "serving" as const),
    ]);
    if (outcome === "serving") await run.kill("SIGKILL");
    expect(outcome, run.output()).toBe(1);
    const output = run.output();
    expect(output).toMatch(
      /La base embarquée du dossier .*pglite n’avait pas été arrêtée proprement, et sa vérification avant de servir a trouvé des dégâts\u00a0:/,
    );
    expect(output).toMatch(/– table public\.events\u00a0: could not read block/);
    expect(output).toMatch(/le dossier est laissé tel quel/);
    expect(output).toMatch(/npm run restore -- <archive\.tar\.gz>/);
    expect(output).toMatch(/was not stopped cleanly, and the check before serving found damage/);
    expect(output).not.toMatch(/est en ligne|^\s+at /m);
    // Nothing repaired, nothing removed: the table file is as the damage left it, the lock is free.
    expect(statSync(tableFile).size).toBe(truncatedSize);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("ends a start that PGlite aborts with the same clear message, not a WebAssembly stack", async () => {
    const dataDir = copyOf(used);
    const folder = path.join(dataDir, "pglite");
    // As after a crash (no clean-close record) that also lost the write-ahead log.
    rmSync(path.join(folder, "culture-patrimoine-manifest.json"), { force: true });
    for (const segment of readdirSync(path.join(folder, "pg_wal"))) {
      rmSync(path.join(folder, "pg_wal", segment), { recursive: true });
    }
    const { code, output } = await refusedStart(dataDir);
    expect(code).toBe(1);
    expect(output).toMatch(
      /La base embarquée n’a pas pu s’ouvrir sur le dossier .*\u00a0: ses fichiers sont\s+probablement endommagés/,
    );
    expect(output).toMatch(/npm run restore -- <archive\.tar\.gz>/);
    expect(output).toMatch(/its files are probably damaged/);
    expect(output).not.toMatch(/wasm-function|^\s+at /m);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  describe("one process at a time, and backups", () => {
    let dataDir: string;
    let eventAnswer: Record<string, unknown>;

    it("refuses a second server and a backup while a server holds the folder", async () => {
      dataDir = copyOf(used);
      const first = await startServer(dataDir);
      const { eventId } = await eventWithOneSession(first.url, 30);
      eventAnswer = await expectStatus(call(first.url, "GET", `/api/events/${eventId}`), 200);

      const second = await refusedStart(dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toMatch(
        new RegExp(`pglite est déjà ouvert par un serveur \\(pid ${first.run.pid}, machine .*\\)\\.\\n`),
      );
      expect(second.output).toMatch(/Only one process may open the embedded database/);

      const backup = runScript("src/backup/backup-cli.ts", dataDir);
      runs.push(backup);
      expect(await backup.ended).toBe(1);
      expect(backup.output()).toMatch(
        new RegExp(`Arrêtez le serveur \\(pid ${first.run.pid}\\) avant de lancer la sauvegarde`),
      );
      expect(existsSync(path.join(dataDir, "backups"))).toBe(false);
      expect(first.run.alive()).toBe(true);

      // A server killed outright leaves its lock: the next one takes it over, and finds the data.
      await first.run.kill("SIGKILL");
      expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);
      const next = await startServer(dataDir);
      expect(await expectStatus(call(next.url, "GET", `/api/events/${eventId}`), 200)).toEqual(eventAnswer);
      expect(await next.run.kill("SIGTERM")).toBe(0);
    });

    it("carries the data to a new folder with npm run backup and npm run restore", {
      timeout: 2 * START_TIMEOUT_MS,
    }, async () => {
      const backup = runScript("src/backup/backup-cli.ts", dataDir, {}, [path.join(root, "archives/")]);
      runs.push(backup);
      expect(await backup.ended, backup.output()).toBe(0);
      expect(backup.output()).toMatch(/Sauvegarde écrite\u00a0: .*archives\/culture-patrimoine-.*\.tar\.gz/);
      const archives = readdirSync(path.join(root, "archives"));
      expect(archives).toHaveLength(1);
      const archive = path.join(root, "archives", archives[0]!);

      const fresh = path.join(root, "restored");
      const restore = runScript("src/backup/restore-cli.ts", fresh, {}, [archive]);
      runs.push(restore);
      expect(await restore.ended, restore.output()).toBe(0);
      expect(restore.output()).toMatch(/Archive vérifiée\u00a0: .*sommes SHA-256 vérifiées/);
      expect(restore.output()).toMatch(/lignes restaurées dans \d+\u00a0tables, en une transaction/);

      const restored = await startServer(fresh, { SEED_DEMO: "true" });
      try {
        const id = eventAnswer.id as number;
        expect(await expectStatus(call(restored.url, "GET", `/api/events/${id}`), 200)).toEqual(eventAnswer);
        expect(restored.run.output()).not.toMatch(/données de démonstration ajoutées/);
      } finally {
        expect(await restored.run.kill("SIGTERM")).toBe(0);
      }
    });
  });
});
