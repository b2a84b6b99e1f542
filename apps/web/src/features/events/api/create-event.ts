import { type EventBodyInput, eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/events → 201 with the created event (its id leads to the programme form). */
export function createEvent(body: EventBodyInput) {
  return apiRequest("/events", eventSchema, { method: "POST", body });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["events"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
