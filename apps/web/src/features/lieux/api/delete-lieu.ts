import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/lieux/{id}: its owner only; its events, routes and sites stay, without a place. */
export function deleteLieu(id: number): Promise<void> {
  return apiCommand(`/lieux/${id}`, { method: "DELETE" });
}

export function useDeleteLieu() {
  return useChangeMutation("lieuDeleted", deleteLieu);
}
