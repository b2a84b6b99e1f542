import { type EventBodyInput, eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/events → 201 with the created event (its id leads to the programme form). */
export function createEvent(body: EventBodyInput) {
  return apiRequest("/events", eventSchema, { method: "POST", body });
}

export function useCreateEvent() {
  return useChangeMutation("eventCreated", createEvent);
}
