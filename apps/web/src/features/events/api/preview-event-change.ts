import { type EventBodyInput, eventChangePreviewSchema } from "@culture-patrimoine/contract/schemas/event";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/events/{id}/change-preview: how many people the same body, saved, would tell by e-mail
 * (a session moved, another venue). Nothing is saved; only the event's owner may ask.
 */
export async function countPeopleToTell(id: number, body: EventBodyInput): Promise<number> {
  const preview = await apiRequest(`/events/${id}/change-preview`, eventChangePreviewSchema, {
    method: "POST",
    body,
  });
  return preview.people_to_notify;
}
