import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";

// Loaded with the first request the page makes, not with the page (decision 038).
const loadProgramSchema = () =>
  import("@culture-patrimoine/contract/schemas/program").then((schemas) => schemas.programSchema);

export interface ProgramsParams extends PageParams {
  event_id?: number;
}

/** GET /api/programs: lines in time order, with their event (and its organiser) and venue. */
export const programsQueryOptions = (params: ProgramsParams = {}) =>
  pageQueryOptions("programs", loadProgramSchema, { ...params });

export const usePrograms = (params: ProgramsParams = {}) => usePagedQuery(programsQueryOptions(params));
