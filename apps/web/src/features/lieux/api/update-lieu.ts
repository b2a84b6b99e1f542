import { type LieuBodyInput, lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** PUT /api/lieux/{id} (its owner only, 403 otherwise). */
export function updateLieu(id: number, body: LieuBodyInput) {
  return apiRequest(`/lieux/${id}`, lieuSchema, { method: "PUT", body });
}

/** The page moves on at once; the lists refresh in the background. */
export function useUpdateLieu(id: number) {
  return useChangeMutation("lieuUpdated", (body: LieuBodyInput) => updateLieu(id, body), {
    refresh: "background",
  });
}
