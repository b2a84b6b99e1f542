import { z } from "zod";
import { validationMessages as m } from "../messages.ts";
import { IMAGE_ALT_MAX, storedPictureName } from "../pictures.ts";
import { nullableText, nullableUrlSchema } from "./common.ts";

/**
 * The image of an event (`image_url`), a venue or a site (`image`) in a JSON body: an http(s)
 * address as before (SPEC §7), or the "/uploads/…" path the API answered for an uploaded picture,
 * so that a client sending back what it read keeps the picture. The API accepts that path only
 * when it is the item's current picture (docs/decisions/032-pictures.md).
 */
export const imageReferenceSchema = z
  .union([z.string().trim().refine(isUploadPath, { error: m.invalidUrl }), nullableUrlSchema], {
    error: m.invalidUrl,
  })
  .transform((value) => value ?? null);

function isUploadPath(value: string): boolean {
  return value.startsWith("/") && storedPictureName(value) !== null;
}

/**
 * Text alternative of an item's picture (RGAA 1.2). Optional in the body: a SPEC client sending
 * an address without it keeps working, and the picture is then shown as decorative (alt="").
 * Required with an uploaded file (checked where the file is known: imageAltProblem).
 */
export const imageAltSchema = nullableText(IMAGE_ALT_MAX);

/** The message for a picture given without its text alternative, or null when all is well. */
export function imageAltProblem(hasNewImage: boolean, alt: string | null | undefined): string | null {
  return hasNewImage && !alt?.trim() ? m.imageAltRequired : null;
}
