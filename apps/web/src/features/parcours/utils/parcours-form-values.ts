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
  /** Text alternative of the picture, required with one (docs/decisions/032-pictures.md). */
  image_alt: string;
}

export const parcoursFields = [
  "title",
  "description",
  "theme",
  "difficulty",
  "duration",
  "lieu_id",
  "image_alt",
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
    image_alt: "",
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
    image_alt: parcours.image_alt ?? "",
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
  if (body.image_alt) form.set("image_alt", body.image_alt);
  if (image) form.set(IMAGE_FIELD, image, image.name);
  return form;
}

// The browser's checks of a picture are the same for every form (lib/image-upload.ts).
export { IMAGE_ACCEPT, imageDecodes, imageFileProblem } from "../../../lib/image-upload.ts";
