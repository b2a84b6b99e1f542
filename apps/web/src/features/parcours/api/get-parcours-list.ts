import { parcoursSchema } from "@culture-patrimoine/contract/schemas/parcours";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

export interface ParcoursListParams {
  user_id?: number;
  limit?: number;
  offset?: number;
}

/** GET /api/parcours: newest first, each with its venue, participants, rating and sitesCount. */
export function parcoursListQueryOptions(params: ParcoursListParams = {}) {
  return queryOptions({
    queryKey: ["parcours", "list", params] as const,
    queryFn: ({ signal }) =>
      apiList("/parcours", parcoursSchema, { query: { ...params }, signal, auth: false }),
  });
}

/** Keeps the current page on screen while the next one loads (no flash of the loading text). */
export function useParcoursList(params: ParcoursListParams = {}) {
  return useQuery({ ...parcoursListQueryOptions(params), placeholderData: keepPreviousData });
}
