import { type EventBodyInput, eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** PUT /api/events/{id}: every field is replaced. */
export function updateEvent(id: number, body: EventBodyInput) {
  return apiRequest(`/events/${id}`, eventSchema, { method: "PUT", body });
}

export function useUpdateEvent(id: number) {
  return useChangeMutation("eventUpdated", (body: EventBodyInput) => updateEvent(id, body));
}
