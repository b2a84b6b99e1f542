import {
  type TicketsLookupBody,
  ticketsLookupResponseSchema,
} from "@culture-patrimoine/contract/schemas/mail";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/tickets/lookup → 202 and the same neutral message whether the address has tickets or
 * not; the list goes by e-mail to that address. No account, so no bearer token.
 */
export function lookupTickets(body: TicketsLookupBody) {
  return apiRequest("/tickets/lookup", ticketsLookupResponseSchema, { method: "POST", body, auth: false });
}

export function useLookupTickets() {
  return useMutation({ mutationFn: lookupTickets });
}
