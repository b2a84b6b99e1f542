import { type ParcoursBody, parcoursDetailSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiUpload } from "../../../lib/api-client.ts";
import { toParcoursFormData } from "../utils/parcours-form-values.ts";

export interface SaveParcoursInput {
  body: ParcoursBody;
  image: File | null;
  /** Share of the form sent so far (0 to 1), for the progress bar. */
  onProgress?: (ratio: number) => void;
}

/**
 * POST /api/parcours/create, or PUT /api/parcours/{id} when `id` is given (its owner only): a
 * multipart form with the optional image, sent so that its progress can be shown.
 */
export function useSaveParcours(id: number | null) {
  return useChangeMutation(
    "parcoursSaved",
    ({ body, image, onProgress }: SaveParcoursInput) =>
      apiUpload(id === null ? "/parcours/create" : `/parcours/${id}`, parcoursDetailSchema, {
        method: id === null ? "POST" : "PUT",
        formData: toParcoursFormData(body, image),
        onProgress,
      }),
    // The page moves on at once; the lists refresh in the background.
    { refresh: "background" },
  );
}
