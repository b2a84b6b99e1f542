import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { parcours } from "../db/schema.ts";
import { type FileStore, fileStoreOf, localFileStore } from "../lib/file-store.ts";
import { registerProfessionnel } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { insertLieu, jpegImage, pngImage, postParcours } from "../test/fixtures-parcours.ts";
import { startTestS3Server, type TestS3Server } from "../test/s3-server.ts";
import { ArchiveError, unpackArchive } from "./archive-reader.ts";
import { createBackup } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

// npm run backup / restore with pictures in an S3-compatible bucket (decision 051), against a real
// S3-protocol server (s3rver): an archive of the embedded mode's folder restores into the bucket,
// an archive of the bucket restores into a folder, with the same entries and the same bytes; a
// bucket that holds pictures is refused unless --remplacer.

let s3: TestS3Server;
let bucket: FileStore;
let work: string;
let source: TestContext;
const toClose: (() => Promise<void>)[] = [];

function sha(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

function folderByHash(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((name) => [name, sha(readFileSync(path.join(dir, name)))]));
}

async function storeByHash(store: FileStore): Promise<Record<string, string>> {
  const entries = await Promise.all(
    (await store.list()).map(async ({ name }) => [name, sha(await store.readAll(name))] as const),
  );
  return Object.fromEntries(entries);
}

async function restoreInto(file: string, database: TestDatabase, files: FileStore, replace = false) {
  const staging = mkdtempSync(path.join(work, "staging-"));
  const dataDir = mkdtempSync(path.join(work, "data-"));
  try {
    const manifest = await unpackArchive(file, staging);
    return await restoreBackup(
      manifest,
      staging,
      {
        database,
        uploadsDir: files.kind === "local" ? files.location : path.join(dataDir, "uploads"),
        files,
        appSecretFile: path.join(dataDir, "app-secret"),
      },
      { replace },
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function newDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ migrated: false });
  toClose.push(() => database.destroy());
  return database;
}

const routes = (database: TestDatabase) =>
  database.db.select({ id: parcours.id, image: parcours.image }).from(parcours).orderBy(asc(parcours.id));

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "cp-backup-s3-"));
  s3 = await startTestS3Server();
  bucket = fileStoreOf(loadConfig({ DATA_DIR: work, ...s3.env }));
  source = await createTestApp();
  const owner = await registerProfessionnel(source.app);
  const lieuId = await insertLieu(source.database.db, owner.user.id, "Cloître Saint-Trophime");
  const picture = (data: Buffer) => ({ filename: "photo", type: "image/jpeg", data });
  await postParcours(
    source.app,
    owner.token,
    lieuId,
    { title: "Arles romaine" },
    picture(await jpegImage(1800, 1000)),
  );
  await postParcours(
    source.app,
    owner.token,
    lieuId,
    { title: "Arles médiévale" },
    picture(await pngImage(600, 400)),
  );
}, 120_000);
afterAll(async () => {
  for (const close of toClose.reverse()) await close();
  await source?.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("backup and restore with the bucket", () => {
  it("restores an embedded archive into the bucket, and an archive of the bucket into a folder", async () => {
    const onDisk = folderByHash(source.config.uploadsDir);
    // Two routes: a picture in three widths, another in two (600 px has no 800 px copy).
    expect(Object.keys(onDisk)).toHaveLength(5);
    const embeddedArchive = path.join(work, "embarque.tar.gz");
    await createBackup({ database: source.database, uploadsDir: source.config.uploadsDir }, embeddedArchive);

    const inS3 = await newDatabase();
    const intoBucket = await restoreInto(embeddedArchive, inS3, bucket);
    expect(intoBucket).toMatchObject({ uploads: 5, skippedUploads: 0, previousUploads: null });
    expect(await storeByHash(bucket)).toEqual(onDisk);
    expect(await routes(inS3)).toEqual(await routes(source.database));

    // An S3-mode server on the restored database serves the restored pictures.
    const served = await createTestApp(s3.env);
    toClose.push(() => served.close());
    const [route] = await routes(inS3);
    const image = await served.app.inject({ method: "GET", url: `/uploads/${route?.image}` });
    expect(image.statusCode).toBe(200);
    expect(sha(image.rawPayload)).toBe(onDisk[route?.image ?? ""]);

    const bucketArchive = path.join(work, "compartiment.tar.gz");
    const summary = await createBackup({ database: inS3, files: bucket }, bucketArchive);
    expect(summary.manifest.files.filter((file) => file.path.startsWith("uploads/"))).toHaveLength(5);

    const backOnDisk = await newDatabase();
    const folder = path.join(work, "retour", "uploads");
    const intoFolder = await restoreInto(bucketArchive, backOnDisk, localFileStore(folder));
    expect(intoFolder.uploads).toBe(5);
    expect(folderByHash(folder)).toEqual(onDisk);
    expect(await routes(backOnDisk)).toEqual(await routes(source.database));
  });

  it("refuses a bucket that holds pictures unless told to replace, and then keeps them there", async () => {
    const archive = path.join(work, "embarque-2.tar.gz");
    await createBackup({ database: source.database, uploadsDir: source.config.uploadsDir }, archive);
    const before = await storeByHash(bucket);
    expect(Object.keys(before).length).toBeGreaterThan(0);
    const target = await newDatabase();
    const refused = restoreInto(archive, target, bucket);
    await expect(refused).rejects.toBeInstanceOf(ArchiveError);
    await expect(refused).rejects.toThrow(/des images dans s3:\/\/culture-patrimoine-test/);
    expect(await storeByHash(bucket)).toEqual(before);

    const replaced = await restoreInto(archive, target, bucket, true);
    expect(replaced.previousUploads).toBeNull();
    expect(await storeByHash(bucket)).toMatchObject(folderByHash(source.config.uploadsDir));
  });
});
