import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { lieuListSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/lieux?user_id=: the organiser's own venues, the only ones a route may start from. */
export function ownLieuxQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["lieux", "own", userId] as const,
    queryFn: ({ signal }) =>
      apiRequest("/lieux", lieuListSchema, { query: { user_id: userId, limit: LIST_MAX_LIMIT }, signal }),
  });
}

export function useOwnLieux(userId: number | null) {
  return useQuery({ ...ownLieuxQueryOptions(userId ?? 0), enabled: userId !== null });
}
