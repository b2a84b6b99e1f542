import { useChangeMutation } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/parcours/{id}: its owner only; its sites stay, without a route. */
export function deleteParcours(id: number): Promise<void> {
  return apiCommand(`/parcours/${id}`, { method: "DELETE" });
}

/** Deleted from its own page, which stays on screen until the redirection: its query is spared. */
export function useDeleteParcours() {
  return useChangeMutation("parcoursDeleted", deleteParcours, { spare: queryKeys.parcours.detail });
}
