import { sessionSchema } from "@culture-patrimoine/contract/schemas/event-session";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export interface CancelSessionInput {
  eventId: number;
  sessionId: number;
}

/** POST /api/events/{id}/sessions/{sessionId}/cancel: every registration of it is cancelled. */
export function cancelSession({ eventId, sessionId }: CancelSessionInput) {
  return apiRequest(`/events/${eventId}/sessions/${sessionId}/cancel`, sessionSchema, { method: "POST" });
}

export const useCancelSession = () => useChangeMutation("sessionCancelled", cancelSession);
