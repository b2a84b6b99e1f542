import {
  organiserDetailSchema,
  type RefuseOrganiserBody,
  type VerifyOrganiserBody,
} from "@culture-patrimoine/contract/schemas/organisers";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/admin/organisers/{id}/verify: 409 when already verified (the server says so). */
export function verifyOrganiser({ id, body }: { id: number; body: VerifyOrganiserBody }) {
  return apiRequest(`/admin/organisers/${id}/verify`, organiserDetailSchema, { method: "POST", body });
}

/** POST /api/admin/organisers/{id}/refuse: the reason goes to the organiser by e-mail. */
export function refuseOrganiser({ id, body }: { id: number; body: RefuseOrganiserBody }) {
  return apiRequest(`/admin/organisers/${id}/refuse`, organiserDetailSchema, { method: "POST", body });
}

/** POST /api/admin/organisers/{id}/identity-check: asks Sirene now. */
export function checkOrganiserIdentity(id: number) {
  return apiRequest(`/admin/organisers/${id}/identity-check`, organiserDetailSchema, { method: "POST" });
}

export const useVerifyOrganiser = () => useChangeMutation("organiserDecided", verifyOrganiser);
export const useRefuseOrganiser = () => useChangeMutation("organiserDecided", refuseOrganiser);
export const useCheckOrganiserIdentity = () => useChangeMutation("organiserDecided", checkOrganiserIdentity);
