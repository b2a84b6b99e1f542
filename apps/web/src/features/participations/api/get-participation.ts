import { participationSchema } from "@culture-patrimoine/contract/schemas/participation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export const participationQueryKey = (id: number) => ["participations", "detail", id] as const;

/**
 * GET /api/participations/{id}: readable by its member (token), or by whoever holds its ticket code
 * (a visitor who registered without an account, in the same browser session).
 */
export function participationQueryOptions(id: number, ticketCode: string | null) {
  return queryOptions({
    queryKey: participationQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/participations/${id}`, participationSchema, {
        query: { ticket_code: ticketCode },
        signal,
      }),
  });
}

export function useParticipation(id: number | null, ticketCode: string | null) {
  return useQuery({ ...participationQueryOptions(id ?? 0, ticketCode), enabled: id !== null });
}
