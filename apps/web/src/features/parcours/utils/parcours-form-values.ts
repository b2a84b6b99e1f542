import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "@culture-patrimoine/contract/constants";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import type {
  ParcoursBody,
  ParcoursBodyInput,
  ParcoursResponse,
} from "@culture-patrimoine/contract/schemas/parcours";

/** The route form (SPEC §3 Parcours) without its image file, every value as typed or chosen. */
export interface ParcoursFormValues {
  title: string;
  description: string;
  theme: string;
  difficulty: string;
  duration: string;
  lieu_id: string;
}

export const parcoursFields = [
  "title",
  "description",
  "theme",
  "difficulty",
  "duration",
  "lieu_id",
] as const satisfies readonly (keyof ParcoursFormValues)[];

/** The form field, and the multipart part, of the route's picture (SPEC §7). */
export const IMAGE_FIELD = "image";

/** A new route; `lieuId` comes from ?lieu_id= (the venue just created, SPEC §2). */
export function emptyParcoursForm(lieuId: number | null = null): ParcoursFormValues {
  return {
    title: "",
    description: "",
    theme: "",
    difficulty: "",
    duration: "",
    lieu_id: lieuId === null ? "" : String(lieuId),
  };
}

export function toParcoursFormValues(parcours: ParcoursResponse): ParcoursFormValues {
  return {
    title: parcours.title,
    description: parcours.description,
    theme: parcours.theme,
    difficulty: parcours.difficulty,
    duration: String(parcours.duration),
    // A route whose venue was deleted has none: the organiser must choose another.
    lieu_id: parcours.lieu_id === null ? "" : String(parcours.lieu_id),
  };
}

export function toParcoursBody(values: ParcoursFormValues): ParcoursBodyInput {
  return { ...values };
}

/**
 * The multipart form of POST /api/parcours/create and PUT /api/parcours/{id}: the checked fields
 * as text, and the image file only when one was chosen (without one, an edit keeps the picture).
 * SPEC's client also sent user_id: the owner comes from the token.
 */
export function toParcoursFormData(body: ParcoursBody, image: File | null): FormData {
  const form = new FormData();
  form.set("title", body.title);
  form.set("description", body.description);
  form.set("theme", body.theme);
  form.set("difficulty", body.difficulty);
  form.set("duration", String(body.duration));
  form.set("lieu_id", String(body.lieu_id));
  if (image) form.set(IMAGE_FIELD, image, image.name);
  return form;
}

const acceptedTypes: readonly string[] = IMAGE_MIME_TYPES;

/** The file input's `accept`: the only formats the server decodes. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(",");

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
