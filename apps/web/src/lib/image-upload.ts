import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "@culture-patrimoine/contract/constants";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import { imageAltProblem } from "@culture-patrimoine/contract/schemas/picture";

// The browser's side of a picture sent with a form (docs/decisions/008 and 032): the same checks
// for routes, events, venues and sites before a long upload, and the multipart form the API reads.

const acceptedTypes: readonly string[] = IMAGE_MIME_TYPES;

/** The file input's `accept`: the only formats the server decodes. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(",");

/** The multipart part of the picture (SPEC §7's name for routes, the same everywhere). */
export const IMAGE_PART = "image";

/**
 * Refuses in the browser what the server would refuse after a long upload: a file that does not
 * declare itself a JPEG, PNG or WebP image, or one over IMAGE_MAX_BYTES. The server still decodes
 * the file itself, so a renamed file gets its own refusal there.
 */
export function imageFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!acceptedTypes.includes(file.type)) return validationMessages.imageNotAnImage;
  if (file.size > IMAGE_MAX_BYTES) return validationMessages.imageTooLarge;
  return null;
}

/**
 * True when the browser can draw the file: a renamed document is caught here, before a long upload
 * and without ever showing a broken preview. Where the browser cannot tell, the server decides.
 */
export async function imageDecodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== "function") return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * A checked request body as a multipart form with its picture: text as it is, numbers as digits,
 * lists and objects as JSON text (the API parses the fields it expects so), null and absent left
 * out (the API reads them as empty). `skip`: fields the file replaces (the image's address).
 */
export function toMultipartForm(
  body: Record<string, unknown>,
  image: File,
  skip: readonly string[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined || skip.includes(name)) continue;
    form.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  form.set(IMAGE_PART, image, image.name);
  return form;
}

/**
 * The form-level rule of a picture (the contract's imageAltProblem, the server's for uploads): a
 * picture chosen, or kept (`current`), needs its text alternative.
 */
export function imageAltIssues(values: { image_file: File | null; image_alt: string }, current: string) {
  const problem = imageAltProblem(values.image_file !== null || current.trim() !== "", values.image_alt);
  return problem ? [{ path: "image_alt", message: problem }] : [];
}
