import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";
import type { ParcoursCountsParams } from "./get-parcours-counts.ts";

// Loaded with the first request the page makes, not with the page (decision 038). With each route's
// sites, which the API answers in the list: its card draws its plan from them (issue 33).
const loadParcoursSchema = () =>
  import("@culture-patrimoine/contract/schemas/parcours").then((schemas) =>
    schemas.parcoursSchema.extend({ Sites: schemas.parcoursDetailSchema.shape.Sites.optional() }),
  );

export interface ParcoursListParams extends PageParams, ParcoursCountsParams {
  user_id?: number;
  /** The routes of one venue (its page). */
  lieu_id?: number;
}

/** GET /api/parcours: newest first, each with its venue, sites, participants, rating and sitesCount; the filters of issue 32. */
export const parcoursListQueryOptions = (params: ParcoursListParams = {}) =>
  pageQueryOptions("parcours", loadParcoursSchema, { ...params });

export const useParcoursList = (params: ParcoursListParams = {}) =>
  usePagedQuery(parcoursListQueryOptions(params));
