import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/events/{id}: refused with 409 while people are registered (the server says why). */
export function deleteEvent(id: number) {
  return apiCommand(`/events/${id}`, { method: "DELETE" });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    // The event's programme lines go with it, and the counters change.
    onSuccess: () =>
      Promise.all(
        ["events", "programs", "dashboard"].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
