import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

export interface LieuxParams {
  user_id?: number;
  limit?: number;
  offset?: number;
}

/** GET /api/lieux: venues by name; `user_id` keeps one organiser's own. */
export function lieuxQueryOptions(params: LieuxParams = {}) {
  return queryOptions({
    queryKey: ["lieux", "list", params] as const,
    queryFn: ({ signal }) => apiList("/lieux", lieuSchema, { query: { ...params }, signal, auth: false }),
  });
}

/** Keeps the current page on screen while the next one loads (no flash of the loading text). */
export function useLieux(params: LieuxParams = {}) {
  return useQuery({ ...lieuxQueryOptions(params), placeholderData: keepPreviousData });
}
