import { participationSchema } from "@culture-patrimoine/contract/schemas/participation";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/tickets/{code}: the registration, its session and event, for whoever holds the ticket
 * link (no account). Sent without the token: the code alone opens it.
 */
export const ticketQueryOptions = (code: string) =>
  requestQueryOptions(queryKeys.participations.ticket(code), {
    path: `/tickets/${encodeURIComponent(code)}`,
    schema: participationSchema,
    auth: false,
  });

export const useTicket = (code: string | null) =>
  useQuery({ ...ticketQueryOptions(code ?? ""), enabled: code !== null && code !== "" });
