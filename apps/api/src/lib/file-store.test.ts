import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { startTestS3Server, type TestS3Server } from "../test/s3-server.ts";
import {
  type FileStore,
  FileStoreError,
  fileStoreOf,
  isStoredFileName,
  localFileStore,
  resolveRange,
} from "./file-store.ts";

// The two stores of uploaded files (docs/decisions/051-object-storage.md) behave alike: the local
// folder and an S3 bucket on a real S3-protocol server (s3rver) started here.

const MAIN = "0b8a1c3e-1111-4222-8333-444455556666-1600x900.webp";
const COPY = "7c1d2e3f-1111-4222-8333-444455556666-1600x900.webp";
const SMALL = "0b8a1c3e-1111-4222-8333-444455556666-1600x900-400w.webp";

async function text(body: Readable | undefined): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe("isStoredFileName", () => {
  it.each([
    MAIN,
    SMALL,
    "0b8a1c3e-1111-4222-8333-444455556666-1600x900-800w.webp",
    "0b8a1c3e-1111-4222-8333-444455556666.webp",
  ])("accepts %s", (name) => expect(isStoredFileName(name)).toBe(true));

  it.each([
    "notes.webp",
    "../0b8a1c3e-1111-4222-8333-444455556666.webp",
    "a/0b8a1c3e-1111-4222-8333-444455556666.webp",
    "0b8a1c3e-1111-4222-8333-444455556666-400w.webp",
    "0b8a1c3e-1111-4222-8333-444455556666-300x200-400w.webp",
    "0B8A1C3E-1111-4222-8333-444455556666.webp",
    ".health-0b8a1c3e-1111-4222-8333-444455556666",
    "",
  ])("refuses %j", (name) => expect(isStoredFileName(name)).toBe(false));
});

describe("resolveRange", () => {
  it("clamps to the file and refuses what lies beyond it", () => {
    expect(resolveRange({ start: 0, end: 99 }, 50)).toEqual({ start: 0, end: 49 });
    expect(resolveRange({ start: 10 }, 50)).toEqual({ start: 10, end: 49 });
    expect(resolveRange({ suffix: 5 }, 50)).toEqual({ start: 45, end: 49 });
    expect(resolveRange({ start: 50 }, 50)).toBeUndefined();
    expect(resolveRange({ suffix: 0 }, 50)).toBeUndefined();
  });
});

let s3: TestS3Server;
let work: string;
const stores: { name: string; store: () => FileStore }[] = [];
let local: FileStore;
let bucket: FileStore;

beforeAll(async () => {
  s3 = await startTestS3Server({ bucket: "file-store-test" });
  work = mkdtempSync(path.join(tmpdir(), "cp-file-store-"));
  local = localFileStore(path.join(work, "uploads"));
  bucket = fileStoreOf(loadConfig({ DATA_DIR: work, ...s3.env }));
});
afterAll(async () => {
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});
stores.push({ name: "local folder", store: () => local }, { name: "S3 bucket", store: () => bucket });

describe.each(stores)("the $name", ({ store: storeOf }) => {
  it("writes, reads whole or in part, copies, lists and removes files", async () => {
    const store = storeOf();
    await store.write(MAIN, Buffer.from("RIFF-une-image-WEBP"));
    const read = await store.read(MAIN);
    expect(read).toMatchObject({ size: 19, contentType: "image/webp" });
    expect(read?.etag.length).toBeGreaterThan(2);
    expect(read?.lastModified.getTime()).toBeGreaterThan(0);
    expect(await text(read?.body)).toBe("RIFF-une-image-WEBP");

    const head = await store.read(MAIN, { headOnly: true });
    expect(head?.body).toBeUndefined();
    expect(head?.etag).toBe(read?.etag);

    const part = await store.read(MAIN, { range: { start: 5, end: 7 } });
    expect(part).toMatchObject({ size: 19, range: { start: 5, end: 7 } });
    expect(await text(part?.body)).toBe("une");
    const beyond = await store.read(MAIN, { range: { start: 100 } });
    expect(beyond?.range).toBeUndefined();
    expect(await text(beyond?.body)).toBe("RIFF-une-image-WEBP");

    await store.copy(MAIN, COPY);
    await store.remove(MAIN);
    expect(await store.read(MAIN)).toBeNull();
    expect((await store.readAll(COPY)).toString()).toBe("RIFF-une-image-WEBP");
    expect(await store.list()).toEqual([{ name: COPY, size: 19 }]);
    await store.remove(COPY);
    await store.remove(COPY);
    expect(await store.list()).toEqual([]);
    expect(await store.state(1)).toBe("ok");
  });

  it("never touches a name that is not one of ours", async () => {
    const store = storeOf();
    await expect(store.write("../notes.webp", Buffer.from("x"))).rejects.toThrow(/not a stored file name/);
    expect(await store.read("../app-secret")).toBeNull();
    await store.remove("../app-secret");
    await expect(store.copy(MAIN, "notes.webp")).rejects.toThrow(/not a stored file name/);
  });
});

describe("the local folder, as before object storage", () => {
  it("links copies, and never overwrites a file", async () => {
    const dir = path.join(work, "links");
    const store = localFileStore(dir);
    await store.write(MAIN, Buffer.from("a"));
    await store.copy(MAIN, COPY);
    expect(statSync(path.join(dir, COPY)).nlink).toBe(2);
    const again = store.write(MAIN, Buffer.from("b"));
    await expect(again).rejects.toBeInstanceOf(FileStoreError);
    expect((await store.readAll(MAIN)).toString()).toBe("a");
    // Other files of the folder are neither listed nor served.
    writeFileSync(path.join(dir, "notes.webp"), "x");
    expect((await store.list()).map((file) => file.name).sort()).toEqual([MAIN, COPY].sort());
    expect(readdirSync(dir)).toContain("notes.webp");
  });
});

describe("the bucket, when the storage is down", () => {
  it("fails with FileStoreError (unavailable) and says unreachable", async () => {
    await bucket.write(SMALL, Buffer.from("x"));
    await s3.stop();
    try {
      const write = bucket.write(MAIN, Buffer.from("x"));
      await expect(write).rejects.toBeInstanceOf(FileStoreError);
      await expect(write).rejects.toMatchObject({ reason: "unavailable" });
      await expect(bucket.read(SMALL)).rejects.toBeInstanceOf(FileStoreError);
      expect(await bucket.state(1)).toBe("unreachable");
    } finally {
      await s3.restart();
    }
    expect((await bucket.list()).map((file) => file.name)).toEqual([SMALL]);
    await bucket.remove(SMALL);
  });
});

describe("the settings that choose the store", () => {
  it("keeps the folder without S3_BUCKET, and reads the bucket's settings with it", () => {
    expect(loadConfig({}).objectStorage).toBeNull();
    expect(fileStoreOf(loadConfig({ DATA_DIR: "/srv/culture" }))).toMatchObject({
      kind: "local",
      location: "/srv/culture/uploads",
    });
    const config = loadConfig({
      S3_BUCKET: "images",
      S3_ENDPOINT: "https://s3.fr-par.scw.cloud",
      S3_REGION: "fr-par",
      S3_ACCESS_KEY_ID: "SCWKEY",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://images.culture.exemple.fr/",
    });
    expect(config.objectStorage).toEqual({
      bucket: "images",
      endpoint: "https://s3.fr-par.scw.cloud",
      region: "fr-par",
      credentials: { accessKeyId: "SCWKEY", secretAccessKey: "secret" },
      publicUrl: "https://images.culture.exemple.fr",
    });
    const store = fileStoreOf(config);
    expect(store).toMatchObject({ kind: "s3", location: "s3://images" });
    expect(store.publicAddressOf(MAIN)).toBe(`https://images.culture.exemple.fr/${MAIN}`);
    expect(loadConfig({ S3_BUCKET: "images" }).objectStorage).toMatchObject({
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
    });
  });

  it("refuses half a key pair, and S3 settings without a bucket", () => {
    expect(() => loadConfig({ S3_BUCKET: "images", S3_ACCESS_KEY_ID: "SCWKEY" })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: "images", S3_PUBLIC_URL: "ftp://x" })).toThrow(/S3_PUBLIC_URL/);
  });
});
