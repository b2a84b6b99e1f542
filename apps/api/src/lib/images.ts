import { randomUUID } from "node:crypto";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import {
  isStoredPictureName,
  PICTURE_MAX_DIMENSION,
  parseSizedName,
  sizedPictureName,
  storedPictureName,
  uploadPath,
  variantName,
  variantWidthsOf,
} from "@culture-patrimoine/contract/pictures";
import { imageAltProblem } from "@culture-patrimoine/contract/schemas/picture";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import type { Database } from "../db/client.ts";
import { AppError, NotFoundError, ValidationError } from "../errors.ts";
import { type FileStore, FileStoreError } from "./file-store.ts";
import { storedPictureValue } from "./picture-address.ts";
import { WorkQueue } from "./work-queue.ts";

/** Stored images fit in a square of this many pixels: enough for a full-width card, small to serve. */
export const IMAGE_MAX_DIMENSION = PICTURE_MAX_DIMENSION;
/** WebP quality of every stored width: no visible loss on photos, a third of a JPEG's weight. */
const WEBP_QUALITY = 82;

export interface EncodeOptions {
  /**
   * libwebp's effort (0–6, sharp's default 4 for uploads): the demo's flat illustrations take 1,
   * twice as fast to encode at first start, for files a few percent larger (decision 032).
   */
  effort?: number;
}
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

// One libvips thread per image (sharp's own default on glibc, set here on every platform): with the
// image queue's concurrency, image work takes at most that many cores, and the others stay free for
// requests and password hashing.
sharp.concurrency(1);
// No libvips operation cache (sharp's default keeps up to 50 MB): no upload is converted twice, so
// it only kept the pixels of pictures already stored, 40 MB after the demo seed (decision 055).
sharp.cache(false);

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
export class ImageQueue extends WorkQueue {
  constructor(concurrency: number, maxWaiting: number) {
    super({ concurrency, maxWaiting, busyError: imageQueueFullError });
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
export async function toStoredWebp(
  input: Buffer,
  queue: ImageQueue,
  { effort }: EncodeOptions = {},
): Promise<Buffer> {
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
        .webp({ quality: WEBP_QUALITY, effort })
        .toBuffer();
    } catch {
      // The header was readable but the pixels are not (truncated or corrupt data).
      throw imageNotAnImageError();
    }
  });
}

/** A received picture, in memory until everything else in the form has been checked. */
export interface UploadedImage {
  filename: string;
  data: Buffer;
}

/** One picture ready to store: its main file and a smaller copy per width under it. */
export interface ProcessedImage {
  width: number;
  height: number;
  main: Buffer;
  variants: { width: number; data: Buffer }[];
}

/**
 * toStoredWebp, then a smaller copy for each width of PICTURE_VARIANT_WIDTHS under the main one
 * (docs/decisions/032-pictures.md): the copies are made from the main file's pixels, decoded once,
 * in the same slot of the queue, so an upload still holds one thread at a time.
 */
export async function toStoredImage(
  input: Buffer,
  queue: ImageQueue,
  options: EncodeOptions = {},
): Promise<ProcessedImage> {
  const main = await toStoredWebp(input, queue, options);
  return queue.run(async () => {
    const { data, info } = await sharp(main).raw().toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants = await Promise.all(
      variantWidthsOf(info.width).map(async (width) => ({
        width,
        data: await sharp(data, { raw })
          .resize({ width })
          .webp({ quality: WEBP_QUALITY, effort: options.effort })
          .toBuffer(),
      })),
    );
    return { width: info.width, height: info.height, main, variants };
  });
}

/** Seconds a client is asked to wait when the object storage cannot be reached. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * A failed write to the file store in our error format, never a 500: 507 when the disk or quota is
 * full, 503 when the files cannot be written at all (read-only folder, permissions, I/O error, an
 * object storage that does not answer or refuses: then with Retry-After, a transient fault).
 */
function storageError(error: unknown, files: FileStore, log: FastifyBaseLogger): AppError {
  log.error({ err: error, storage: files.location }, "could not write an uploaded image");
  const full = error instanceof FileStoreError && error.reason === "full";
  const apiCode = full ? "INSUFFICIENT_STORAGE" : "STORAGE_UNAVAILABLE";
  const message = full ? validationMessages.imageStorageFull : validationMessages.imageStorageUnavailable;
  const headers = files.kind === "s3" ? { "retry-after": String(STORAGE_RETRY_AFTER_SECONDS) } : undefined;
  return new AppError(full ? 507 : 503, apiCode, message, [{ path: "image", message }], headers);
}

/** The files of a picture: its main file and the copies of each width under it. */
function filesOfPicture(name: string): string[] {
  const sized = parseSizedName(name);
  return [name, ...(sized ? variantWidthsOf(sized.width).map((width) => variantName(name, width)) : [])];
}

/**
 * Writes a new image under a generated name (never the client's) and returns that name. A write that
 * fails (full disk, read-only folder, storage down) leaves nothing behind to be served.
 */
export async function saveImage(files: FileStore, data: Buffer, log: FastifyBaseLogger): Promise<string> {
  const name = `${randomUUID()}.webp`;
  await writeNew(files, name, data, log);
  return name;
}

/**
 * Writes a picture's main file and its smaller copies, and returns the main file's name (which
 * names the copies). If one write fails, those already written are removed.
 */
export async function saveImageSet(
  files: FileStore,
  image: ProcessedImage,
  log: FastifyBaseLogger,
): Promise<string> {
  const name = sizedPictureName(randomUUID(), image.width, image.height);
  const parts = [
    { name, data: image.main },
    ...image.variants.map((variant) => ({ name: variantName(name, variant.width), data: variant.data })),
  ];
  const written: string[] = [];
  try {
    for (const part of parts) {
      await writeNew(files, part.name, part.data, log);
      written.push(part.name);
    }
  } catch (error) {
    await Promise.all(written.map((done) => files.remove(done).catch(() => {})));
    throw error;
  }
  return name;
}

/**
 * Another name for the same stored files (hard links or a copy in the folder, a server-side copy in
 * a bucket): the demo data gives several items one illustration, and each must own its files, since
 * replacing one item's picture removes its files.
 */
export async function linkImageSet(files: FileStore, mainName: string): Promise<string> {
  const sized = parseSizedName(mainName);
  if (!sized) throw new Error(`not a stored picture: ${mainName}`);
  const copy = sizedPictureName(randomUUID(), sized.width, sized.height);
  const pairs = [
    [mainName, copy],
    ...variantWidthsOf(sized.width).map((width) => [variantName(mainName, width), variantName(copy, width)]),
  ] as const;
  await Promise.all(pairs.map(([from, to]) => files.copy(from, to)));
  return copy;
}

async function writeNew(files: FileStore, name: string, data: Buffer, log: FastifyBaseLogger) {
  try {
    await files.write(name, data);
  } catch (error) {
    throw storageError(error, files, log);
  }
}

/**
 * Removes a stored image and its smaller copies. Only names we generated are touched, so a value that
 * reached the column some other way (seed data, a hand edit) can never point outside our files. A
 * failure is logged, not raised: the database change it follows has already been committed.
 */
export async function removeImage(
  files: FileStore,
  name: string | null | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!name || !isStoredPictureName(name)) return;
  for (const file of filesOfPicture(name)) {
    try {
      await files.remove(file);
    } catch (error) {
      log.warn({ err: error, image: file, storage: files.location }, "could not remove an uploaded image");
    }
  }
}

/** What a module needs to store a picture: where, this process's queue, and a logger. */
export interface ImageStore {
  files: FileStore;
  queue: ImageQueue;
  log: FastifyBaseLogger;
}

// One queue per application (per process in production): the bound of decision 008 holds for the
// four resources together, not per module.
const queues = new WeakMap<object, ImageQueue>();

/** The image queue of an application, made on first use from its configuration. */
export function imageQueueOf(config: { images: { concurrency: number; queueMax: number } }): ImageQueue {
  let queue = queues.get(config);
  if (!queue) {
    queue = new ImageQueue(config.images.concurrency, config.images.queueMax);
    queues.set(config, queue);
  }
  return queue;
}

/**
 * Converts and stores an uploaded picture (when there is one), then runs `write` with its main
 * file's name; if the write fails the new files are removed, so that a refused form leaves the
 * uploads folder as it was.
 */
async function withStoredImage<T>(
  store: ImageStore,
  image: UploadedImage | undefined,
  write: (imageName: string | null) => Promise<T>,
): Promise<T> {
  const name = image
    ? await saveImageSet(store.files, await toStoredImage(image.data, store.queue), store.log)
    : null;
  try {
    return await write(name);
  } catch (error) {
    await removeImage(store.files, name, store.log);
    throw error;
  }
}

/** How a write changes an item's picture column, and which file to remove once it is committed. */
export interface PictureColumnChange {
  value: string | null;
  /** The main file the item no longer uses, removed after the commit (null: none). */
  replaced: string | null;
}

/**
 * The new value of an event's, venue's or site's picture column ("/uploads/{name}" for ours):
 * a new upload wins; a multipart form without a file keeps the picture (a file input cannot send
 * "the same file again"); a JSON body sets the address it sends, as before (SPEC §7), where our
 * "/uploads/…" path is accepted only when it is the item's current picture (another item's file
 * would be removed with that item).
 */
export function pictureColumnChange(options: {
  field: string;
  current: string | null;
  sent: string | null;
  multipart: boolean;
  uploaded: string | null;
}): PictureColumnChange {
  const { field, current, sent, multipart, uploaded } = options;
  const next = uploaded ? uploadPath(uploaded) : multipart ? current : sent;
  if (!uploaded && !multipart && storedPictureName(sent) && sent !== current) {
    throw new ValidationError([{ path: field, message: validationMessages.imageUrlNotOwn }]);
  }
  const currentFile = storedPictureName(current);
  return { value: next, replaced: currentFile && next !== current ? currentFile : null };
}

/** 400 on `image_alt` when a new file comes without its text alternative. */
export function assertImageAlt(image: UploadedImage | undefined, alt: string | null): void {
  const problem = imageAltProblem(image !== undefined, alt);
  if (problem) throw new ValidationError([{ path: "image_alt", message: problem }]);
}

/** A create or edit call's picture: the file (if any), how the body came, and where to store it. */
export interface PictureUpload {
  store: ImageStore;
  image: UploadedImage | undefined;
  /** A multipart form: without a file, the item keeps its picture. */
  multipart: boolean;
}

/**
 * What a create or edit does with an item's picture, made by addressPicture() (events, venues,
 * sites) or fileNamePicture() (routes) and carried out by createWithPicture() and
 * updateWithPicture(): the one way a service writes a picture column (decision 032).
 */
export interface PictureWrite {
  /** The new file (if any) and where to store it; undefined (a caller with no files): nothing stored. */
  upload: Pick<PictureUpload, "store" | "image"> | undefined;
  /** Refuses the write before anything is converted (a file without its alt text). */
  check(): void;
  /** The column's new value, from its current one (null for a new item) and the new file's name. */
  change(current: string | null, uploaded: string | null): PictureColumnChange;
}

/**
 * Events, venues and sites: the column holds an address ("/uploads/{name}" for ours) that a JSON
 * body may set (pictureColumnChange), and a new file needs its alt text. The absolute address of
 * ours that the API answers (under `publicUrl`) counts as its path (storedPictureValue).
 */
export function addressPicture(
  upload: PictureUpload | undefined,
  body: { field: string; sent: string | null; alt: string | null; publicUrl: string },
): PictureWrite {
  const { field, alt } = body;
  const sent = storedPictureValue(body.sent, body.publicUrl);
  return {
    upload,
    check: () => assertImageAlt(upload?.image, alt),
    change: (current, uploaded) =>
      pictureColumnChange({ field, sent, current, uploaded, multipart: upload?.multipart ?? false }),
  };
}

/**
 * Routes: the column holds the bare file name (SPEC §7), changed by a new file only; SPEC's form
 * has no alt text, so none is required (decision 032).
 */
export function fileNamePicture(store: ImageStore, image: UploadedImage | undefined): PictureWrite {
  return {
    upload: { store, image },
    check: () => {},
    change: (current, uploaded) =>
      uploaded
        ? { value: uploaded, replaced: storedPictureName(current) }
        : { value: current, replaced: null },
  };
}

/**
 * Runs an item's write with its new picture: the picture is checked first (nothing is converted for
 * a form that will be refused), the file is converted and stored, `write` saves the row (and says
 * which main file the item stopped using), which is removed once it is committed. A failed write
 * removes the new files.
 */
async function writeWithPicture<T>(
  picture: PictureWrite,
  write: (uploaded: string | null) => Promise<{ result: T; replaced: string | null }>,
): Promise<T> {
  picture.check();
  const { upload } = picture;
  if (!upload) return (await write(null)).result;
  const { result, replaced } = await withStoredImage(upload.store, upload.image, write);
  await removeImage(upload.store.files, replaced, upload.store.log);
  return result;
}

/** Creates an item with its picture: `insert` writes the row with the column's value. */
export function createWithPicture<T>(
  picture: PictureWrite,
  insert: (image: string | null) => Promise<T>,
): Promise<T> {
  return writeWithPicture(picture, async (uploaded) => ({
    result: await insert(picture.change(null, uploaded).value),
    replaced: null,
  }));
}

/** An item's row, as the helpers below lock, update and delete it. */
export interface PictureRow<TTable extends PgTable = PgTable> {
  table: TTable;
  /** Its picture column: lieux.image, sites.image, events.image_url, parcours.image. */
  column: AnyPgColumn<{ data: string; notNull: false }>;
  /** The row (by id; an event's also by its owner). */
  where: SQL;
  /** The 404's message when the row is gone. */
  notFound: string;
  /** FOR UPDATE unless said: an event takes NO KEY UPDATE, which registrations (KEY SHARE) pass. */
  lock?: "update" | "no key update";
}

/**
 * Edits an item whose picture may be replaced, and gives its updated row. The new file is stored
 * first; then in one transaction the row is locked (404 when gone) — so that two concurrent
 * replacements each remove the file the other did not keep —, `before` runs (an event's sessions),
 * the column's new value is decided and the row updated with `set(image)`. The file it replaced is
 * removed once committed; if anything fails, the new files are removed instead.
 */
export function updateWithPicture<TTable extends PgTable>(
  db: Database,
  row: PictureRow<TTable>,
  picture: PictureWrite,
  set: (image: string | null) => PgUpdateSetSource<TTable>,
  before?: (tx: Database) => Promise<void>,
): Promise<TTable["$inferSelect"]> {
  // Widened: drizzle's select cannot check a table left generic.
  const table: PgTable = row.table;
  return writeWithPicture(picture, (uploaded) =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ image: row.column })
        .from(table)
        .where(row.where)
        .for(row.lock ?? "update");
      if (!locked) throw new NotFoundError(row.notFound);
      await before?.(tx);
      const change = picture.change(locked.image, uploaded);
      // drizzle cannot resolve `returning()`'s row type for a table left generic: it is the table's row.
      const [updated] = (await tx
        .update(row.table)
        .set(set(change.value))
        .where(row.where)
        .returning()) as TTable["$inferSelect"][];
      if (!updated) throw new NotFoundError(row.notFound);
      return { result: updated, replaced: change.replaced };
    }),
  );
}

/**
 * Deletes an item, then its picture's files once the deletion is committed (only ours: an address
 * sent as JSON is not a file). `remove` deletes the row and gives its picture column
 * (deletePictureRow, or the caller's own transaction when a deletion has rules: an event's
 * registrations). Without a store (a caller with no files), the files stay.
 */
export async function deleteWithPicture(
  store: Omit<ImageStore, "queue"> | undefined,
  remove: () => Promise<string | null | undefined>,
): Promise<void> {
  const image = await remove();
  if (store) await removeImage(store.files, storedPictureName(image), store.log);
}

/** Deletes an item's row and gives its picture column; undefined when the row was already gone. */
export async function deletePictureRow(
  db: Database,
  row: PictureRow,
): Promise<{ image: string | null } | undefined> {
  const [deleted] = await db.delete(row.table).where(row.where).returning({ image: row.column });
  return deleted;
}
