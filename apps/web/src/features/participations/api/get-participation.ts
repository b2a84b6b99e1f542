import { participationSchema } from "@culture-patrimoine/contract/schemas/participation";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/participations/{id}: readable by its member (token), or by whoever holds its ticket code
 * (a visitor who registered without an account, in the same browser session).
 */
export const participationQueryOptions = (id: number, ticketCode: string | null) =>
  requestQueryOptions(queryKeys.participations.detail(id), {
    path: `/participations/${id}`,
    schema: participationSchema,
    query: { ticket_code: ticketCode },
  });

export const useParticipation = (id: number | null, ticketCode: string | null) =>
  useQuery({ ...participationQueryOptions(id ?? 0, ticketCode), enabled: id !== null });
