import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { bearer, participantBody, registerProfessionnel, registerUser } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { cancel, eventWithSessions, postEvent, register, registered, registration } from "../test/booking.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { programLine } from "../test/fixtures-events.ts";
import { insertLieu, jpegImage, pngImage, postParcours } from "../test/fixtures-parcours.ts";
import { ArchiveError, unpackArchive } from "./archive-reader.ts";
import { createBackup } from "./backup.ts";
import { type Executor, readAppliedMigrations, readTables, rowsOf } from "./catalogue.ts";
import type { BackupManifest } from "./manifest.ts";
import { restoreBackup } from "./restore.ts";

// npm run backup / restore on the engine of the run (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// a database filled through the API, backed up, restored into new databases; every table's rows
// and every image must come back identical. Damaged, foreign and mismatched archives, and targets
// that hold data, are refused with nothing written.

let source: TestContext;
let work: string;
let archive: string;
let manifest: BackupManifest;
const SECRET = "secret-genere-par-le-serveur-sauvegarde-0123456789";
const toClose: { destroy(): Promise<void> }[] = [];

async function fill(ctx: TestContext) {
  const { app } = ctx;
  const organiser = await registerProfessionnel(app);
  const visitor = await registerUser(app, participantBody({ first_name: "Élodie", last_name: "Bérenger" }));
  const lieuId = await insertLieu(ctx.database.db, organiser.user.id, "Cloître Saint-Trophime");
  // Two images through the real upload path (decoded, re-encoded to WebP, stored in DATA_DIR/uploads).
  await postParcours(
    app,
    organiser.token,
    lieuId,
    { title: "Arles antique" },
    {
      filename: "arenes.png",
      type: "image/png",
      data: await pngImage(),
    },
  );
  await postParcours(
    app,
    organiser.token,
    lieuId,
    { title: "Sur les pas de Van Gogh" },
    {
      filename: "cafe.jpg",
      type: "image/jpeg",
      data: await jpegImage(),
    },
  );
  const free = await postEvent(
    app,
    organiser.token,
    eventWithSessions(lieuId, [
      { starts_at: "2031-05-04T10:00", ends_at: "2031-05-04T11:30", capacity: 3 },
      { starts_at: "2031-05-11T10:00", ends_at: "2031-05-11T11:30", capacity: 20 },
    ]),
  );
  const paid = await postEvent(
    app,
    organiser.token,
    eventWithSessions(lieuId, [{ starts_at: "2031-06-21T20:30", capacity: null }], {
      title: "Fête de la musique au cloître",
      price: 12.5,
      payment_mode: "on_site",
    }),
  );
  const program = await app.inject({
    method: "POST",
    url: "/api/programs",
    headers: bearer(organiser.token),
    payload: { event_id: free.id, ...programLine({ date: "2031-05-04", title: "Accueil « côté cloître »" }) },
  });
  expect(program.statusCode).toBe(201);
  const firstSession = free.sessions[0]!.id;
  await registered(app, registration(free.id, { session_id: firstSession, nombre_places: 2 }), visitor.token);
  const other = await registered(
    app,
    registration(free.id, { session_id: firstSession, email: "noe.lambert@exemple.fr", prenom: "Noé" }),
  );
  // The session is full now: a waiting list entry, then a cancellation that promotes it.
  await registered(
    app,
    registration(free.id, {
      session_id: firstSession,
      email: "lea@exemple.fr",
      prenom: "Léa",
      join_waitlist: true,
    }),
  );
  expect((await cancel(app, other.id, { ticket_code: other.ticket_code })).statusCode).toBe(200);
  const keyed = await register(
    app,
    registration(paid.id, { session_id: paid.sessions[0]!.id, nombre_places: 3 }),
    { key: "cle-idempotence-0001" },
  );
  expect(keyed.statusCode).toBe(201);
  // A failed login and a password reset request leave rows of their own (throttle, tokens, outbox).
  await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: visitor.user.email, password: "pas-le-bon-mot-de-passe" },
  });
  await app.inject({
    method: "POST",
    url: "/api/auth/password-reset-request",
    payload: { email: visitor.user.email },
  });
}

/** Every table's rows, in key order, as PostgreSQL prints them (generated columns included). */
async function everyRow(db: Executor): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of await readTables(db)) {
    const order = sql.join(
      table.orderBy.map((column) => sql.identifier(column)),
      sql`, `,
    );
    rows[table.name] = (
      await rowsOf<{ line: string }>(
        db,
        sql`select row_to_json(t)::text as line from ${sql.identifier(table.name)} t order by ${order}`,
      )
    ).map((row) => row.line);
  }
  return rows;
}

async function sequences(db: Executor): Promise<Record<string, string>> {
  const rows = await rowsOf<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.last ?? "unused"]));
}

function filesByHash(dir: string): Record<string, string> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return {};
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      createHash("sha256")
        .update(readFileSync(path.join(dir, name)))
        .digest("hex"),
    ]),
  );
}

function newDir(name: string): string {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Unpacks (checking) then restores, as npm run restore does. */
async function restoreInto(
  file: string,
  database: TestDatabase | Awaited<ReturnType<typeof openDatabase>>,
  dataDir: string,
  replace = false,
) {
  const staging = mkdtempSync(path.join(work, "staging-"));
  try {
    const checked = await unpackArchive(file, staging);
    return await restoreBackup(
      checked,
      staging,
      {
        database,
        uploadsDir: path.join(dataDir, "uploads"),
        appSecretFile: path.join(dataDir, "app-secret"),
      },
      { replace },
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** What a refused restore must leave as it was: rows, migrations, and the target's whole data folder. */
async function targetState(database: TestDatabase, dataDir: string) {
  return {
    rows: await everyRow(database.db),
    migrations: await readAppliedMigrations(database.db),
    files: readdirSync(dataDir, { recursive: true }).map(String).sort(),
    uploads: filesByHash(path.join(dataDir, "uploads")),
  };
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "cp-backup-test-"));
  source = await createTestApp();
  await fill(source);
  const secretFile = path.join(work, "source-app-secret");
  writeFileSync(secretFile, SECRET);
  archive = path.join(work, "sauvegarde.tar.gz");
  const summary = await createBackup(
    { database: source.database, uploadsDir: source.config.uploadsDir, appSecretFile: secretFile },
    archive,
  );
  manifest = summary.manifest;
});

afterAll(async () => {
  await Promise.all(toClose.map((database) => database.destroy()));
  await source?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("npm run backup", () => {
  it("writes one archive with every table, the images and a manifest of sizes and SHA-256", async () => {
    const rows = await everyRow(source.database.db);
    const tables = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(tables).toEqual(
      Object.fromEntries(Object.entries(rows).map(([name, lines]) => [name, lines.length])),
    );
    for (const name of ["users", "events", "event_sessions", "participations", "programs", "parcours"]) {
      expect(tables[name], name).toBeGreaterThan(0);
    }
    expect(tables.participations).toBeGreaterThanOrEqual(4);
    // Parents before children: a table comes after every table it refers to.
    const position = new Map(manifest.tables.map((table, index) => [table.name, index]));
    expect(position.get("users")).toBeLessThan(position.get("events")!);
    expect(position.get("event_sessions")).toBeLessThan(position.get("participations")!);
    expect(manifest.migrations.map((migration) => migration.created_at)).toEqual(
      (await readAppliedMigrations(source.database.db)).map((migration) => migration.created_at),
    );
    const uploads = manifest.files.filter((file) => file.path.startsWith("uploads/"));
    expect(uploads).toHaveLength(2);
    const onDisk = filesByHash(source.config.uploadsDir);
    for (const upload of uploads) expect(onDisk[upload.path.slice("uploads/".length)]).toBe(upload.sha256);
    expect(manifest.files.map((file) => file.path)).toContain("app-secret");
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries[0]).toBe("manifest.json");
    expect(entries.slice(1).sort()).toEqual(manifest.files.map((file) => file.path).sort());
  });
});

describe("npm run restore", () => {
  it("restores into a new database (never migrated) every row, sequence and image, identical", async () => {
    const target = await createTestDatabase({ migrated: false });
    toClose.push(target);
    const dataDir = newDir("new-database");
    const summary = await restoreInto(archive, target, dataDir);
    expect(summary.rows).toBe(manifest.tables.reduce((total, table) => total + table.rows, 0));
    expect(await everyRow(target.db)).toEqual(await everyRow(source.database.db));
    expect(await sequences(target.db)).toEqual(await sequences(source.database.db));
    expect(await readAppliedMigrations(target.db)).toEqual(await readAppliedMigrations(source.database.db));
    expect(filesByHash(path.join(dataDir, "uploads"))).toEqual(filesByHash(source.config.uploadsDir));
    expect(readFileSync(path.join(dataDir, "app-secret"), "utf8")).toBe(SECRET);

    // The restored database works: a server on it logs the visitor in and hands out the next ids.
    const app = await buildApp(
      { db: target.db, config: source.config, appSecret: SECRET },
      { logger: false },
    );
    try {
      const [visitor] = await rowsOf<{ email: string }>(
        target.db,
        sql`select email from users where first_name = 'Élodie'`,
      );
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: visitor!.email, password: participantBody().password },
      });
      expect(login.statusCode).toBe(200);
      const newcomer = await registerUser(app);
      const [maxId] = await rowsOf<{ max: number }>(
        source.database.db,
        sql`select max(id)::int as max from users`,
      );
      expect(newcomer.user.id).toBe(maxId!.max + 1);
    } finally {
      await app.close();
    }
  });

  it("restores into an empty database that a server already migrated", async () => {
    const target = await createTestDatabase();
    toClose.push(target);
    const dataDir = newDir("migrated-empty");
    await restoreInto(archive, target, dataDir);
    expect(await everyRow(target.db)).toEqual(await everyRow(source.database.db));
    expect(filesByHash(path.join(dataDir, "uploads"))).toEqual(filesByHash(source.config.uploadsDir));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "moves a PostgreSQL database into PGlite (the dump does not depend on the engine)",
    async () => {
      const pglite = await openDatabase({});
      toClose.push({ destroy: () => pglite.close() });
      await restoreInto(archive, pglite, newDir("into-pglite"));
      expect(await everyRow(pglite.db)).toEqual(await everyRow(source.database.db));
    },
  );

  it("refuses a damaged, altered or foreign archive before writing anything", async () => {
    const target = await createTestDatabase();
    toClose.push(target);
    const dataDir = newDir("refused-archives");
    const before = await targetState(target, dataDir);

    const bytes = readFileSync(archive);
    const cut = path.join(work, "tronquee.tar.gz");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const damaged = path.join(work, "endommagee.tar.gz");
    writeFileSync(damaged, flipped);

    // A well-formed archive with a row edited after the backup, same size: its checksum gives it away.
    const unpacked = mkdtempSync(path.join(work, "unpacked-"));
    await tar.x({ file: archive, cwd: unpacked });
    const users = path.join(unpacked, "database/users.ndjson");
    writeFileSync(
      users,
      readFileSync(users, "utf8").replace('"first_name":"Élodie"', '"first_name":"Élodia"'),
    );
    const altered = path.join(work, "modifiee.tar.gz");
    await tar.c({ gzip: true, file: altered, cwd: unpacked }, [
      "manifest.json",
      ...manifest.files.map((f) => f.path),
    ]);

    // Another program's archive, and a future format of ours.
    const foreignDir = newDir("foreign");
    writeFileSync(path.join(foreignDir, "notes.txt"), "pas une sauvegarde");
    const foreign = path.join(work, "etrangere.tar.gz");
    await tar.c({ gzip: true, file: foreign, cwd: foreignDir }, ["notes.txt"]);
    writeFileSync(path.join(unpacked, "manifest.json"), JSON.stringify({ ...manifest, version: 2 }));
    const future = path.join(work, "future.tar.gz");
    await tar.c({ gzip: true, file: future, cwd: unpacked }, [
      "manifest.json",
      ...manifest.files.map((f) => f.path),
    ]);
    const notAnArchive = path.join(work, "texte.tar.gz");
    writeFileSync(notAnArchive, "Ceci n’est pas une archive.\n".repeat(100));

    const reasons: Record<string, RegExp> = {
      [cut]: /illisible ou tronquée|annoncé par le manifeste, manque/,
      [damaged]: /illisible ou tronquée|somme SHA-256|n’est pas du JSON|inattendu/,
      [altered]: /database\/users\.ndjson\u00a0» n’a pas le contenu enregistré \(somme SHA-256 différente\)/,
      [foreign]: /la première entrée est «\u00a0notes\.txt\u00a0», pas manifest\.json/,
      [future]: /format d’archive 2 inconnu/,
      [notAnArchive]: /illisible ou tronquée|vide ou n’est pas une archive/,
    };
    for (const [file, reason] of Object.entries(reasons)) {
      const refused = restoreInto(file, target, dataDir);
      await expect(refused, path.basename(file)).rejects.toBeInstanceOf(ArchiveError);
      await expect(refused, path.basename(file)).rejects.toThrow(reason);
    }
    expect(await targetState(target, dataDir)).toEqual(before);
  });

  it("refuses a target that holds data, and replaces it only when told to", async () => {
    const target = await createTestApp();
    toClose.push({ destroy: () => target.close() });
    const dataDir = path.dirname(target.config.uploadsDir);
    const owner = await registerProfessionnel(target.app);
    const lieuId = await insertLieu(target.database.db, owner.user.id, "Halle aux grains");
    await postParcours(
      target.app,
      owner.token,
      lieuId,
      { title: "Déjà là" },
      {
        filename: "deja.png",
        type: "image/png",
        data: await pngImage(64, 64),
      },
    );
    const before = await targetState(target.database, dataDir);

    const refused = restoreInto(archive, target.database, dataDir);
    await expect(refused).rejects.toBeInstanceOf(ArchiveError);
    await expect(refused).rejects.toThrow(
      /La cible n’est pas vide\u00a0: elle contient des lignes dans .*users \(1\).* et des images dans/,
    );
    expect(await targetState(target.database, dataDir)).toEqual(before);

    const summary = await restoreInto(archive, target.database, dataDir, true);
    expect(await everyRow(target.database.db)).toEqual(await everyRow(source.database.db));
    expect(filesByHash(target.config.uploadsDir)).toEqual(filesByHash(source.config.uploadsDir));
    // The images it held are kept aside, not deleted.
    expect(summary.previousUploads).not.toBeNull();
    expect(filesByHash(summary.previousUploads!)).toEqual(before.uploads);
  });
});
