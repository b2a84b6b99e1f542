import { randomUUID } from "node:crypto";
import { mkdir, open, statfs, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import { AppError, ValidationError } from "../errors.ts";

/** Stored images fit in a square of this many pixels: enough for a full-width card, small to serve. */
export const IMAGE_MAX_DIMENSION = 1600;
/** Formats accepted as input, as sharp names them after decoding (never the declared type). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/**
 * About 50 megapixels: more than any camera photo a visitor would upload. A few megabytes of PNG can
 * claim far more pixels than that (a decompression bomb) and would take gigabytes to decode.
 */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * What the pixels may weigh once decoded (width × height × channels × bytes per channel), read from
 * the header before any pixel is decoded: the pixel cap's 50 megapixels of 8-bit RGB, a camera or
 * phone photo (48 Mpx JPEG: 146 MB). Deeper pixels get fewer of them (16-bit RGBA: 18 Mpx), so a
 * 7000 × 7000 16-bit RGBA PNG of a few hundred KB (392 MB) is refused. JPEG and WebP are shrunk by
 * their decoder on load (sharp's shrink-on-load), so a large photo never reaches this size in memory.
 * docs/decisions/008-images-and-route-forms.md.
 */
export const MAX_DECODED_BYTES = 150_000_000;
/** Bytes per channel of libvips' band formats (sharp's `depth`); an unknown one counts as the widest. */
const BYTES_PER_CHANNEL: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
  complex: 8,
  dpcomplex: 16,
};
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

// One libvips thread per image (sharp's own default on glibc, set here on every platform): with the
// image queue's concurrency, image work takes at most that many cores, and the others stay free for
// requests and password hashing.
sharp.concurrency(1);

export function imageNotAnImageError(field = "image"): ValidationError {
  return new ValidationError([{ path: field, message: validationMessages.imageNotAnImage }]);
}

/** 413 for a file over UPLOAD_MAX_BYTES: the message names the limit the user can act on. */
export function imageTooLargeError(): AppError {
  return new AppError(413, "PAYLOAD_TOO_LARGE", validationMessages.imageTooLarge);
}

/** 413 for a small file whose pixels are too many or too deep once decoded. */
export function imageTooBigError(field = "image"): AppError {
  return new AppError(413, "PAYLOAD_TOO_LARGE", validationMessages.imageTooBig, [
    { path: field, message: validationMessages.imageTooBig },
  ]);
}

/** Seconds a client is asked to wait when the image queue is full. */
export const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 5;

/**
 * A bound on image work in this process. sharp runs each pipeline on one of libuv's threads (4 by
 * default, UV_THREADPOOL_SIZE), the threads that also hash passwords (@node-rs/argon2), read files
 * and compress answers: four large images at once held all four for seconds and a login waited for
 * them (issue 15). At most `concurrency` images are converted at a time; up to `maxWaiting` more
 * wait their turn; beyond that an upload is refused at once with 503 rather than piling up memory
 * (each waiting upload holds its file) and delay.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw imageQueueFullError();
      // The slot is handed over by the job that ends (release), so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

function imageQueueFullError(): AppError {
  return new AppError(
    503,
    "SERVICE_UNAVAILABLE",
    validationMessages.imageServerBusy,
    [{ path: "image", message: validationMessages.imageServerBusy }],
    { "retry-after": String(IMAGE_QUEUE_RETRY_AFTER_SECONDS) },
  );
}

interface ImageHeader {
  format: string;
  width: number;
  height: number;
  channels: number;
  depth: string;
}

/** The size of the decoded pixels a header announces. */
export function decodedBytes({ width, height, channels, depth }: ImageHeader): number {
  return width * height * channels * (BYTES_PER_CHANNEL[depth] ?? 16);
}

/**
 * Decodes an uploaded file and re-encodes it as the WebP we store: JPEG, PNG or WebP only, turned
 * upright from its EXIF orientation, fitted into IMAGE_MAX_DIMENSION, with no metadata (GPS
 * position, camera serial numbers) left in it. Anything sharp cannot decode is not an image.
 * The header is read first, outside the queue (a few milliseconds, no pixel decoded): an image too
 * large is refused at once, without waiting for other uploads.
 */
export async function toStoredWebp(input: Buffer, queue: ImageQueue): Promise<Buffer> {
  let header: ImageHeader;
  try {
    // sharp throws synchronously on some inputs (an empty buffer), asynchronously on others.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw imageNotAnImageError();
  }
  if (!ACCEPTED_FORMATS.has(header.format)) throw imageNotAnImageError();
  if (header.width * header.height > MAX_INPUT_PIXELS || decodedBytes(header) > MAX_DECODED_BYTES) {
    throw imageTooBigError();
  }
  return queue.run(async () => {
    try {
      // sharp writes no metadata unless asked to (keepMetadata/withMetadata): EXIF, XMP and ICC go.
      return await sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({
          width: IMAGE_MAX_DIMENSION,
          height: IMAGE_MAX_DIMENSION,
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      // The header was readable but the pixels are not (truncated or corrupt data).
      throw imageNotAnImageError();
    }
  });
}

/** Error codes of a write that failed because the disk (or the account's quota) is full. */
const DISK_FULL = new Set(["ENOSPC", "EDQUOT"]);

/**
 * A failed write to the uploads folder in our error format, never a 500: 507 when the disk or quota
 * is full, 503 when the folder cannot be written at all (read-only, permissions, I/O error).
 */
function storageError(error: unknown, log: FastifyBaseLogger): AppError {
  const code = (error as NodeJS.ErrnoException).code;
  log.error({ err: error }, "could not write an uploaded image");
  const full = code !== undefined && DISK_FULL.has(code);
  const apiCode = full ? "INSUFFICIENT_STORAGE" : "STORAGE_UNAVAILABLE";
  const message = full ? validationMessages.imageStorageFull : validationMessages.imageStorageUnavailable;
  return new AppError(full ? 507 : 503, apiCode, message, [{ path: "image", message }]);
}

/**
 * Writes a new image under a generated name (never the client's) and returns that name. A write that
 * fails (full disk, read-only folder) removes what it had written: no empty or truncated file stays
 * behind to be served.
 */
export async function saveImage(uploadsDir: string, data: Buffer, log: FastifyBaseLogger): Promise<string> {
  const name = `${randomUUID()}.webp`;
  const file = path.join(uploadsDir, name);
  let created = false;
  try {
    await mkdir(uploadsDir, { recursive: true });
    const handle = await open(file, "wx");
    created = true;
    try {
      await handle.writeFile(data);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (created) await unlink(file).catch(() => {});
    throw storageError(error, log);
  }
  return name;
}

/**
 * Removes a stored image. Only names we generated are touched, so a value that reached the column
 * some other way (seed data, a hand edit) can never point outside the uploads folder. A failure is
 * logged, not raised: the database change it follows has already been committed.
 */
export async function removeImage(
  uploadsDir: string,
  name: string | null | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  try {
    await unlink(path.join(uploadsDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      log.warn({ err: error, image: name }, "could not remove an uploaded image");
    }
  }
}

export type StorageState = "ok" | "full" | "unwritable";

/**
 * Whether the uploads folder can take a new image, for /api/health: "full" when less than `minFree`
 * bytes are left (or a write says so: a quota), "unwritable" when a file cannot be created there.
 * A one-byte probe file is written and removed, under a name no stored image can have.
 */
export async function uploadsStorageState(uploadsDir: string, minFree: number): Promise<StorageState> {
  const probe = path.join(uploadsDir, `.health-${randomUUID()}`);
  try {
    await mkdir(uploadsDir, { recursive: true });
    const { bavail, bsize } = await statfs(uploadsDir);
    if (bavail * bsize < minFree) return "full";
    await writeFile(probe, "x", { flag: "wx" });
    return "ok";
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code !== undefined && DISK_FULL.has(code) ? "full" : "unwritable";
  } finally {
    await unlink(probe).catch(() => {});
  }
}
