import { type CheckInResponse, checkInResponseSchema } from "@culture-patrimoine/contract/schemas/attendees";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export interface CheckInInput {
  /** The code read from the QR (or typed); the ticket's whole address is accepted too. */
  ticketCode: string;
  eventId: number;
  /** The session being checked: only its tickets get in. */
  sessionId: number;
}

/** POST /api/check-ins: the door's answer for a ticket (always 200 for a ticket, valid or not). */
export function checkInTicket({ ticketCode, eventId, sessionId }: CheckInInput): Promise<CheckInResponse> {
  return apiRequest("/check-ins", checkInResponseSchema, {
    method: "POST",
    body: { ticket_code: ticketCode, event_id: eventId, session_id: sessionId },
  });
}

/**
 * The list of attendees (and so the scanner's count of entries) refreshes behind the scanner: the
 * door must not wait for it.
 */
export const useCheckIn = () =>
  useChangeMutation("ticketCheckedIn", checkInTicket, { refresh: "background" });
