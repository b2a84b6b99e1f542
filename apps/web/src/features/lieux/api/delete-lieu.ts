import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/lieux/{id}: its owner only; its events, routes and sites stay, without a place. */
export function deleteLieu(id: number): Promise<void> {
  return apiCommand(`/lieux/${id}`, { method: "DELETE" });
}

/** Events, programmes, routes and sites carry the venue's name: all of them refresh. */
export function useDeleteLieu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLieu,
    onSuccess: () =>
      Promise.all(
        ["lieux", "events", "programs", "parcours", "sites", "dashboard", "stats"].map((resource) =>
          queryClient.invalidateQueries({ queryKey: [resource] }),
        ),
      ),
  });
}
