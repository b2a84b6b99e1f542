import { type CheckInResponse, checkInResponseSchema } from "@culture-patrimoine/contract/schemas/attendees";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export interface CheckInInput {
  /** The code read from the QR (or typed); the ticket's whole address is accepted too. */
  ticketCode: string;
  eventId: number;
}

/** POST /api/check-ins: the door's answer for a ticket (always 200 for a ticket, valid or not). */
export function checkInTicket({ ticketCode, eventId }: CheckInInput): Promise<CheckInResponse> {
  return apiRequest("/check-ins", checkInResponseSchema, {
    method: "POST",
    body: { ticket_code: ticketCode, event_id: eventId },
  });
}

/** The list of attendees refreshes behind the scanner: the door must not wait for it. */
export const useCheckIn = () =>
  useChangeMutation("ticketCheckedIn", checkInTicket, { refresh: "background" });
