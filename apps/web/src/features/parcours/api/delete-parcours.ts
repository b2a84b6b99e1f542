import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCommand } from "../../../lib/api-client.ts";
import { parcoursQueryKey } from "./get-parcours.ts";

/** DELETE /api/parcours/{id}: its owner only; its sites stay, without a route. */
export function deleteParcours(id: number): Promise<void> {
  return apiCommand(`/parcours/${id}`, { method: "DELETE" });
}

export function useDeleteParcours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParcours,
    onSuccess: (_result, id) => {
      const deletedKey = parcoursQueryKey(id);
      // The page of the deleted route is still on screen until the redirection: marked stale but
      // not refetched, or it would ask for a route that no longer exists.
      void queryClient.invalidateQueries({ queryKey: deletedKey, refetchType: "none" });
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: ["parcours"],
          predicate: (query) => query.queryKey.join("/") !== deletedKey.join("/"),
        }),
        ...["sites", "dashboard", "stats"].map((resource) =>
          queryClient.invalidateQueries({ queryKey: [resource] }),
        ),
      ]);
    },
  });
}
