import { type LieuBodyInput, lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/lieux (professionnel): the answer carries the new id, for the route form that follows. */
export function createLieu(body: LieuBodyInput) {
  return apiRequest("/lieux", lieuSchema, { method: "POST", body });
}

/** The page moves on at once; the lists refresh in the background. */
export function useCreateLieu() {
  return useChangeMutation("lieuCreated", createLieu, { refresh: "background" });
}
