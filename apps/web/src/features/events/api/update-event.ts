import { type EventBodyInput, eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** PUT /api/events/{id}: every field is replaced. */
export function updateEvent(id: number, body: EventBodyInput) {
  return apiRequest(`/events/${id}`, eventSchema, { method: "PUT", body });
}

export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventBodyInput) => updateEvent(id, body),
    // Programme lines carry their event's title and venue.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["events"] }),
        queryClient.invalidateQueries({ queryKey: ["programs"] }),
      ]),
  });
}
