import { UPLOADS_PREFIX, uploadUrl } from "./routes.ts";

// How a stored picture is named and served in several widths (docs/decisions/032-pictures.md).
// Shared by the API (which writes and removes the files, and builds og:image) and the web app
// (which builds `srcset`), so that the two read the same names.
//
// One upload gives a main file fitted in PICTURE_MAX_DIMENSION, named with its own size
// ("{uuid}-{width}x{height}.webp"), and a smaller copy for each width of PICTURE_WIDTHS under it
// ("{uuid}-{width}x{height}-{w}w.webp"). Names never change (a new file gets a new uuid), so they
// are served with a one-year immutable cache. Route images stored before that ("{uuid}.webp", one
// width, size unknown) keep working as a single `src`.

/** The largest side of a stored picture: a full-width picture on a wide screen. */
export const PICTURE_MAX_DIMENSION = 1600;
/** Widths of the smaller copies (cards on a phone, cards in a grid, a page's main picture). */
export const PICTURE_VARIANT_WIDTHS = [400, 800] as const;
/** Longest alt text accepted: a sentence or two; a longer description belongs in the text. */
export const IMAGE_ALT_MAX = 300;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** The main file of an upload, with its size in its name. */
const SIZED_NAME = new RegExp(`^(${UUID})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\\.webp$`);
/** A route image stored before several widths existed: one file, size unknown. */
const SINGLE_NAME = new RegExp(`^${UUID}\\.webp$`);

export interface SizedName {
  name: string;
  width: number;
  height: number;
}

/** The main file's name for a picture of this size under a new uuid. */
export function sizedPictureName(uuid: string, width: number, height: number): string {
  return `${uuid}-${width}x${height}.webp`;
}

/** The size written in a main file's name, or null for any other name. */
export function parseSizedName(name: string): SizedName | null {
  const match = SIZED_NAME.exec(name);
  if (!match) return null;
  return { name, width: Number(match[2]), height: Number(match[3]) };
}

/** True for the names the API writes (and so may remove): main files of both generations. */
export function isStoredPictureName(name: string): boolean {
  return SIZED_NAME.test(name) || SINGLE_NAME.test(name);
}

/** The smaller copies a main file of this width has: every variant width below it. */
export function variantWidthsOf(width: number): number[] {
  return PICTURE_VARIANT_WIDTHS.filter((variant) => variant < width);
}

/** The file name of the copy `width` pixels wide of a main file. */
export function variantName(mainName: string, width: number): string {
  return mainName.replace(/\.webp$/, `-${width}w.webp`);
}

/** The height of a copy `width` wide of a picture of this size (rounded like the resize does). */
export function variantHeight(picture: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((picture.height * width) / picture.width));
}

/**
 * The file name an image column points at, when it is one of ours: a route's `image` holds the
 * bare name (SPEC §7), an event's `image_url` and a venue's or site's `image` hold "/uploads/{name}".
 * Anything else (an http(s) address sent as JSON) is not ours.
 */
export function storedPictureName(value: string | null | undefined): string | null {
  if (!value) return null;
  const name = value.startsWith(UPLOADS_PREFIX) ? value.slice(UPLOADS_PREFIX.length) : value;
  return isStoredPictureName(name) ? name : null;
}

/**
 * The file name of one of our pictures as the API answers it: the absolute address under its
 * PUBLIC_URL (issue 28: a client on another origin shows it as it is), or the stored value
 * (storedPictureName). Any origin is read, since only the name says the picture is ours: the web
 * app shows it from its own origin, which serves /uploads (DESIGN.md §5; Vite's proxy in
 * development, whose origin is not the API's PUBLIC_URL).
 */
function answeredPictureName(value: string | null | undefined): string | null {
  const address = value ? /^https?:\/\/[^/?#]+(?:\/[^?#]*)?(\/uploads\/[^/?#]+)$/i.exec(value) : null;
  return storedPictureName(address ? address[1] : value);
}

/** The value an event, venue or site stores for one of our pictures (a same-origin path). */
export function uploadPath(name: string): string {
  return uploadUrl(name);
}

/** What an <img> needs to show a picture: its address, and for ours its widths and size. */
export interface Picture {
  src: string;
  /** "…-400w.webp 400w, …-800w.webp 800w, ….webp 1600w", for the browser to choose from. */
  srcSet?: string;
  width?: number;
  height?: number;
}

/**
 * The picture an image column describes: ours with every width and its size, an old route image
 * with one width, anything else (an address sent as JSON) as it is. The web app decides whether
 * a foreign address may be shown (its CSP allows its own origin only).
 */
export function pictureOf(value: string | null | undefined): Picture | null {
  if (!value) return null;
  const name = answeredPictureName(value);
  if (!name) return { src: value };
  const sized = parseSizedName(name);
  if (!sized) return { src: uploadUrl(name) };
  const candidates = [
    ...variantWidthsOf(sized.width).map((width) => `${uploadUrl(variantName(name, width))} ${width}w`),
    `${uploadUrl(name)} ${sized.width}w`,
  ];
  return {
    src: uploadUrl(name),
    srcSet: candidates.join(", "),
    width: sized.width,
    height: sized.height,
  };
}

/**
 * The smallest copy at least `minWidth` wide (or the main file): a link preview wants about 1200
 * pixels, not the largest file.
 */
export function pictureFileForWidth(value: string | null | undefined, minWidth: number): SizedName | null {
  const name = answeredPictureName(value);
  const sized = name ? parseSizedName(name) : null;
  if (!sized) return null;
  const width = variantWidthsOf(sized.width).find((candidate) => candidate >= minWidth);
  return width === undefined
    ? sized
    : { name: variantName(sized.name, width), width, height: variantHeight(sized, width) };
}
