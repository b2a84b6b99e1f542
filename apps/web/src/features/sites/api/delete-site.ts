import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/sites/{id}: its owner only. */
export function deleteSite(id: number): Promise<void> {
  return apiCommand(`/sites/${id}`, { method: "DELETE" });
}

/** Routes count their sites (cards, detail steps): they refresh with the site lists. */
export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSite,
    onSuccess: () =>
      Promise.all(
        ["sites", "parcours", "dashboard"].map((resource) =>
          queryClient.invalidateQueries({ queryKey: [resource] }),
        ),
      ),
  });
}
