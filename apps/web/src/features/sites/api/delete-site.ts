import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/sites/{id}: its owner only. */
export function deleteSite(id: number): Promise<void> {
  return apiCommand(`/sites/${id}`, { method: "DELETE" });
}

export function useDeleteSite() {
  return useChangeMutation("siteDeleted", deleteSite);
}
