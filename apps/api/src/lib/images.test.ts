import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import { variantName } from "@culture-patrimoine/contract/pictures";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError, ValidationError } from "../errors.ts";
import { localFileStore } from "./file-store.ts";
import {
  decodedBytes,
  ImageQueue,
  linkImageSet,
  MAX_DECODED_BYTES,
  pictureColumnChange,
  removeImage,
  saveImageSet,
  toStoredImage,
  toStoredWebp,
} from "./images.ts";

/** A promise and the function that settles it, to hold a queued job for as long as a test wants. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("decoded size", () => {
  it("counts width × height × channels × bytes per channel", () => {
    const header = { format: "png", width: 7000, height: 7000, channels: 4 };
    expect(decodedBytes({ ...header, depth: "ushort" })).toBe(392_000_000);
    expect(decodedBytes({ ...header, depth: "uchar" })).toBe(196_000_000);
    // A 48-megapixel phone photo: 8-bit RGB.
    expect(decodedBytes({ format: "jpeg", width: 8064, height: 6048, channels: 3, depth: "uchar" })).toBe(
      146_313_216,
    );
    // A depth we do not know counts as the widest there is.
    expect(decodedBytes({ ...header, width: 10, height: 10, depth: "novel" })).toBe(6400);
  });

  it("refuses a 16-bit RGBA PNG of 7000 × 7000 from its header, before it could wait in the queue", async () => {
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
    })
      .toColourspace("rgb16")
      .png({ compressionLevel: 9 })
      .toBuffer();
    // A queue that is busy and has no room: only an answer that never enters it can be a 413.
    const queue = new ImageQueue(1, 0);
    const hold = deferred();
    const busy = queue.run(() => hold.promise);
    const error = await refusal(toStoredWebp(bomb, queue));
    hold.resolve();
    await busy;
    expect(error).toMatchObject({ statusCode: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(error.message).toBe(validationMessages.imageTooBig);
  });

  it("converts a 48-megapixel JPEG (8064 × 6048, 146 MB decoded): JPEG shrinks on load", async () => {
    const photo = await sharp({
      create: { width: 8064, height: 6048, channels: 3, background: { r: 90, g: 140, b: 60 } },
    })
      // Without Huffman optimisation: the same kind of file, four times faster to make.
      .jpeg({ quality: 80, optimiseCoding: false })
      .toBuffer();
    expect(
      decodedBytes({ format: "jpeg", width: 8064, height: 6048, channels: 3, depth: "uchar" }),
    ).toBeLessThan(MAX_DECODED_BYTES);
    const stored = await toStoredWebp(photo, new ImageQueue(1, 0));
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 1600, height: 1200 });
  });
});

describe("ImageQueue", () => {
  it("runs one job at a time, keeps up to maxWaiting waiting, refuses the rest at once with 503", async () => {
    const queue = new ImageQueue(1, 1);
    const order: string[] = [];
    const first = deferred();
    const second = deferred();
    const running = queue.run(async () => {
      order.push("first starts");
      await first.promise;
      order.push("first ends");
    });
    const waiting = queue.run(async () => {
      order.push("second starts");
      await second.promise;
    });

    const refused = await refusal(queue.run(async () => order.push("never")));
    expect(refused).toMatchObject({
      statusCode: 503,
      code: "SERVICE_UNAVAILABLE",
      headers: { "retry-after": "5" },
    });
    expect(refused.message).toBe(validationMessages.imageServerBusy);

    await Promise.resolve();
    expect(order).toEqual(["first starts"]);
    first.resolve();
    await running;
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["first starts", "first ends", "second starts"]);
    second.resolve();
    await waiting;
  });

  it("frees its slot when a job fails, and takes new jobs at once when idle", async () => {
    const queue = new ImageQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error("décodage impossible")))).rejects.toThrow(
      "décodage impossible",
    );
    await expect(queue.run(async () => "suivant")).resolves.toBe("suivant");
  });

  it("runs up to `concurrency` jobs together", async () => {
    const queue = new ImageQueue(2, 0);
    const hold = deferred();
    let started = 0;
    const jobs = [1, 2].map(() =>
      queue.run(async () => {
        started++;
        await hold.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    await expect(queue.run(async () => undefined)).rejects.toMatchObject({ statusCode: 503 });
    hold.resolve();
    await Promise.all(jobs);
  });
});

describe("pictures in several widths (decision 032)", () => {
  const log = { error() {}, warn() {} } as unknown as FastifyBaseLogger;

  it("stores a main file named with its size and a copy per smaller width, and removes them all", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cp-images-"));
    try {
      const photo = await sharp({
        create: { width: 2400, height: 1350, channels: 3, background: { r: 40, g: 90, b: 160 } },
      })
        .jpeg()
        .toBuffer();
      const stored = await toStoredImage(photo, new ImageQueue(1, 0));
      expect(stored).toMatchObject({ width: 1600, height: 900 });
      expect(stored.variants.map((variant) => variant.width)).toEqual([400, 800]);
      const name = await saveImageSet(localFileStore(dir), stored, log);
      expect(name).toMatch(/^[0-9a-f-]{36}-1600x900\.webp$/);
      expect(readdirSync(dir).sort()).toEqual([name, variantName(name, 400), variantName(name, 800)].sort());
      expect(await sharp(path.join(dir, variantName(name, 400))).metadata()).toMatchObject({
        format: "webp",
        width: 400,
        height: 225,
      });
      // Another name for the same files (the demo's items): removing one leaves the other whole.
      const copy = await linkImageSet(localFileStore(dir), name);
      await removeImage(localFileStore(dir), name, log);
      expect(readdirSync(dir).sort()).toEqual([copy, variantName(copy, 400), variantName(copy, 800)].sort());
      await removeImage(localFileStore(dir), copy, log);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps small pictures at their size, without copies", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#000091" } })
      .png()
      .toBuffer();
    const stored = await toStoredImage(small, new ImageQueue(1, 0));
    expect(stored).toMatchObject({ width: 300, height: 200, variants: [] });
  });

  it("never removes a file whose name is not one of ours", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cp-images-"));
    try {
      writeFileSync(path.join(dir, "notes.webp"), "x");
      await removeImage(localFileStore(dir), "notes.webp", log);
      await removeImage(localFileStore(dir), "../notes.webp", log);
      expect(readdirSync(dir)).toEqual(["notes.webp"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("pictureColumnChange", () => {
  const ours = "/uploads/1b4e28ba-2fa1-41d2-883f-0016d3cca427-800x450.webp";
  const base = { field: "image", multipart: false, uploaded: null };

  it("takes a new upload, and names the file the item stops using", () => {
    const uploaded = "9b4e28ba-2fa1-41d2-883f-0016d3cca427-1600x900.webp";
    expect(pictureColumnChange({ ...base, current: ours, sent: null, multipart: true, uploaded })).toEqual({
      value: `/uploads/${uploaded}`,
      replaced: ours.slice("/uploads/".length),
    });
  });

  it("keeps the picture for a form without a file, whatever text it sends", () => {
    expect(
      pictureColumnChange({ ...base, current: ours, sent: "https://x.fr/a.jpg", multipart: true }),
    ).toEqual({
      value: ours,
      replaced: null,
    });
  });

  it("sets what JSON sends (SPEC §7): the same path keeps it, an address or nothing replaces it", () => {
    expect(pictureColumnChange({ ...base, current: ours, sent: ours })).toEqual({
      value: ours,
      replaced: null,
    });
    expect(pictureColumnChange({ ...base, current: ours, sent: "https://x.fr/a.jpg" })).toEqual({
      value: "https://x.fr/a.jpg",
      replaced: ours.slice("/uploads/".length),
    });
    expect(pictureColumnChange({ ...base, current: "https://x.fr/a.jpg", sent: null })).toEqual({
      value: null,
      replaced: null,
    });
  });

  it("refuses another item's upload sent as JSON", () => {
    expect(() => pictureColumnChange({ ...base, current: null, sent: ours })).toThrow(ValidationError);
  });
});
