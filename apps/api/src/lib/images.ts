import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
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
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

export function imageNotAnImageError(field = "image"): ValidationError {
  return new ValidationError([{ path: field, message: validationMessages.imageNotAnImage }]);
}

export function imageTooLargeError(): AppError {
  return new AppError(413, "PAYLOAD_TOO_LARGE", validationMessages.imageTooLarge);
}

/**
 * Decodes an uploaded file and re-encodes it as the WebP we store: JPEG, PNG or WebP only, turned
 * upright from its EXIF orientation, fitted into IMAGE_MAX_DIMENSION, with no metadata (GPS
 * position, camera serial numbers) left in it. Anything sharp cannot decode is not an image.
 */
export async function toStoredWebp(input: Buffer): Promise<Buffer> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    // sharp throws synchronously on some inputs (an empty buffer), asynchronously on others.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw imageNotAnImageError();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw imageNotAnImageError();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw imageTooLargeError();
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
}

/** Writes a new image under a generated name (never the client's) and returns that name. */
export async function saveImage(uploadsDir: string, data: Buffer): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  const name = `${randomUUID()}.webp`;
  await writeFile(path.join(uploadsDir, name), data, { flag: "wx" });
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
