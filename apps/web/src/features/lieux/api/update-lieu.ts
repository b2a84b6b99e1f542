import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest, apiUpload } from "../../../lib/api-client.ts";
import { toMultipartForm } from "../../../lib/image-upload.ts";
import type { LieuSave } from "./create-lieu.ts";

/**
 * PUT /api/lieux/{id} (its owner only, 403 otherwise); with a new picture, as a multipart form
 * (without one, the JSON body sends the current picture back and it stays).
 */
export function updateLieu(id: number, { body, image }: LieuSave) {
  if (image) {
    const formData = toMultipartForm(body, image, ["image"]);
    return apiUpload(`/lieux/${id}`, lieuSchema, { method: "PUT", formData });
  }
  return apiRequest(`/lieux/${id}`, lieuSchema, { method: "PUT", body });
}

/** The page moves on at once; the lists refresh in the background. */
export function useUpdateLieu(id: number) {
  return useChangeMutation("lieuUpdated", (save: LieuSave) => updateLieu(id, save), {
    refresh: "background",
  });
}
