import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

/**
 * GET /api/lieux?user_id={me}: the venues an organiser may hold an event in (the API refuses any
 * other). Same key and shape as the dashboard's list, so both share one cached answer.
 */
export function ownLieuxQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["lieux", "owned-by", userId] as const,
    queryFn: ({ signal }) =>
      apiList("/lieux", lieuSchema, { query: { user_id: userId, limit: LIST_MAX_LIMIT }, signal }),
  });
}

/** Fetched again each time a form opens: a venue created in another tab must be offered too. */
export function useOwnLieux(userId: number) {
  return useQuery({ ...ownLieuxQueryOptions(userId), refetchOnMount: "always" });
}
