import { siteSchema } from "@culture-patrimoine/contract/schemas/site";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

export interface SitesParams {
  parcours_id?: number;
  user_id?: number;
  limit?: number;
  offset?: number;
}

/** GET /api/sites: sites in creation order; `parcours_id` keeps one route's steps. */
export function sitesQueryOptions(params: SitesParams = {}) {
  return queryOptions({
    queryKey: ["sites", "list", params] as const,
    queryFn: ({ signal }) => apiList("/sites", siteSchema, { query: { ...params }, signal, auth: false }),
  });
}

/** Keeps the current page on screen while the next one loads (no flash of the loading text). */
export function useSites(params: SitesParams = {}) {
  return useQuery({ ...sitesQueryOptions(params), placeholderData: keepPreviousData });
}
