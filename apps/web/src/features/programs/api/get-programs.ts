import { programSchema } from "@culture-patrimoine/contract/schemas/program";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiList } from "../../../lib/api-client.ts";

export interface ProgramsParams {
  event_id?: number;
  limit?: number;
  offset?: number;
}

/** GET /api/programs: lines in time order, with their event (and its organiser) and venue. */
export function programsQueryOptions(params: ProgramsParams = {}) {
  return queryOptions({
    queryKey: ["programs", "list", params] as const,
    queryFn: ({ signal }) =>
      apiList("/programs", programSchema, { query: { ...params }, signal, auth: false }),
  });
}

/** Keeps the current page on screen while the next one loads (no flash of the loading text). */
export function usePrograms(params: ProgramsParams = {}) {
  return useQuery({ ...programsQueryOptions(params), placeholderData: keepPreviousData });
}
