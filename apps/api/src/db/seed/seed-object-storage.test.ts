import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { storedPictureName, variantName, variantWidthsOf } from "@culture-patrimoine/contract/pictures";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { type FileStore, fileStoreOf } from "../../lib/file-store.ts";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { startTestS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { events, lieux, sites } from "../schema.ts";
import { seedDemoDataIfEmpty } from "./seed.ts";

// The demo's pictures in S3 mode (decision 051): a new database seeded by a server whose pictures
// go to a bucket (a real S3-protocol server, s3rver) finds every item's files there, each item its
// own copies, and none of the per-kind originals left behind.

let s3: TestS3Server;
let database: TestDatabase;
let bucket: FileStore;
const work = mkdtempSync(path.join(tmpdir(), "cp-seed-s3-"));

beforeAll(async () => {
  s3 = await startTestS3Server({ bucket: "seed-test" });
  bucket = fileStoreOf(loadConfig({ DATA_DIR: work, ...s3.env }));
  database = await createTestDatabase();
  expect(await seedDemoDataIfEmpty(database.db, { files: bucket })).toBe(true);
}, 180_000);
afterAll(async () => {
  await database?.destroy();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("demo pictures in the bucket", () => {
  it("stores every item's picture in three widths as objects of its own", async () => {
    const db = database.db;
    const values = [
      ...(await db.select({ image: lieux.image }).from(lieux)),
      ...(await db.select({ image: events.image_url }).from(events)),
      ...(await db.select({ image: sites.image }).from(sites)),
    ].map((row) => storedPictureName(row.image));
    // Routes have none: the web draws their plan (issue 33).
    expect(values).toHaveLength(12 + 40 + 29);
    expect(new Set(values).size).toBe(values.length);
    const objects = new Set((await bucket.list()).map((object) => object.name));
    const expected = values.flatMap((name) => [
      name as string,
      ...variantWidthsOf(1200).map((width) => variantName(name as string, width)),
    ]);
    expect([...objects].sort()).toEqual(expected.sort());
    const first = await bucket.readAll(values[0] as string);
    expect(await sharp(first).metadata()).toMatchObject({ format: "webp", width: 1200, height: 675 });
  });
});
