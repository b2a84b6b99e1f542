import { participationSchema } from "@culture-patrimoine/contract/schemas/participation";
import { apiRequest } from "../lib/api-client.ts";
import { useChangeMutation } from "./query-hooks.ts";

export interface CancelParticipationInput {
  id: number;
  /** The holder without an account proves it with the ticket code; a member's token is enough. */
  ticketCode?: string;
}

/**
 * POST /api/participations/{id}/cancel → the cancelled registration. Shared by the ticket page
 * (participations) and the member's list (dashboard); freed places change the event's availability.
 */
export function cancelParticipation({ id, ticketCode }: CancelParticipationInput) {
  return apiRequest(`/participations/${id}/cancel`, participationSchema, {
    method: "POST",
    body: ticketCode === undefined ? {} : { ticket_code: ticketCode },
  });
}

export const useCancelParticipation = () => useChangeMutation("participationCancelled", cancelParticipation);
