import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiCommand } from "../../../lib/api-client.ts";

/** DELETE /api/events/{id}: refused with 409 while people are registered (the server says why). */
export function deleteEvent(id: number) {
  return apiCommand(`/events/${id}`, { method: "DELETE" });
}

export function useDeleteEvent() {
  return useChangeMutation("eventDeleted", deleteEvent);
}
