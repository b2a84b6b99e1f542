import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/programs/{id}: the organiser of the line's event only. */
export function deleteProgram(id: number): Promise<void> {
  return apiCommand(`/programs/${id}`, { method: "DELETE" });
}

/** Every screen that shows programme lines refreshes: the lists and the event pages. */
export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["programs"] }),
        queryClient.invalidateQueries({ queryKey: ["events"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
