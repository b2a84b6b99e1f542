import { type LieuBodyInput, lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest, apiUpload } from "../../../lib/api-client.ts";
import { toMultipartForm } from "../../../lib/image-upload.ts";

/** A venue form's save: the body, and the picture chosen in the form (sent as multipart). */
export interface LieuSave {
  body: LieuBodyInput;
  image: File | null;
}

/**
 * POST /api/lieux (professionnel): the answer carries the new id, for the route form that follows.
 * JSON, or a multipart form when a picture goes with it (docs/decisions/032-pictures.md).
 */
export function createLieu({ body, image }: LieuSave) {
  if (image) {
    const formData = toMultipartForm(body, image, ["image"]);
    return apiUpload("/lieux", lieuSchema, { method: "POST", formData });
  }
  return apiRequest("/lieux", lieuSchema, { method: "POST", body });
}

/** The page moves on at once; the lists refresh in the background. */
export function useCreateLieu() {
  return useChangeMutation("lieuCreated", createLieu, { refresh: "background" });
}
