import { type SiteBodyInput, siteSchema } from "@culture-patrimoine/contract/schemas/site";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest, apiUpload } from "../../../lib/api-client.ts";
import { toMultipartForm } from "../../../lib/image-upload.ts";

/** A site form's save: the body, and the picture chosen in the form (sent as multipart). */
export interface SiteSave {
  body: SiteBodyInput;
  image: File | null;
}

/**
 * POST /api/sites, or PUT /api/sites/{id} when `id` is given (its owner only, 403 otherwise): JSON,
 * or a multipart form when a picture goes with it (docs/decisions/032-pictures.md).
 */
export function saveSite(id: number | null, { body, image }: SiteSave) {
  const method = id === null ? "POST" : "PUT";
  const path = id === null ? "/sites" : `/sites/${id}`;
  if (image) {
    const formData = toMultipartForm(body, image, ["image"]);
    return apiUpload(path, siteSchema, { method, formData });
  }
  return apiRequest(path, siteSchema, { method, body });
}

/** The page moves on at once; the lists refresh in the background. */
export function useSaveSite(id: number | null) {
  return useChangeMutation("siteSaved", (save: SiteSave) => saveSite(id, save), {
    refresh: "background",
  });
}
