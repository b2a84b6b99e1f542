import { participationSchema } from "@culture-patrimoine/contract/schemas/participation";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/participations/{id}/cancel as the event's organiser (allowed at any time): its places
 * go to the waiting list in the same transaction.
 */
export function cancelAttendee(participationId: number) {
  return apiRequest(`/participations/${participationId}/cancel`, participationSchema, {
    method: "POST",
    body: {},
  });
}

export const useCancelAttendee = () => useChangeMutation("attendeeCancelled", cancelAttendee);
