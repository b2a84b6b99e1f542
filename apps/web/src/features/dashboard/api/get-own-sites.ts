import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { siteSchema } from "@culture-patrimoine/contract/schemas/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

/** GET /api/sites?user_id={me}: the organiser's own heritage sites. */
export function ownSitesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["sites", "owned-by", userId] as const,
    queryFn: ({ signal }) =>
      apiList("/sites", siteSchema, { query: { user_id: userId, limit: LIST_MAX_LIMIT }, signal }),
  });
}

export function useOwnSites(userId: number) {
  return useQuery(ownSitesQueryOptions(userId));
}
