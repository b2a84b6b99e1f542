import { programSchema } from "@culture-patrimoine/contract/schemas/program";
import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";

export interface ProgramsParams extends PageParams {
  event_id?: number;
}

/** GET /api/programs: lines in time order, with their event (and its organiser) and venue. */
export const programsQueryOptions = (params: ProgramsParams = {}) =>
  pageQueryOptions("programs", programSchema, { ...params });

export const usePrograms = (params: ProgramsParams = {}) => usePagedQuery(programsQueryOptions(params));
