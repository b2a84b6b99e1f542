import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";
import type { LieuCountsParams } from "./get-lieu-counts.ts";

// Loaded with the first request the page makes, not with the page (decision 038).
const loadLieuSchema = () =>
  import("@culture-patrimoine/contract/schemas/lieu").then((schemas) => schemas.lieuSchema);

export interface LieuxParams extends PageParams, LieuCountsParams {
  user_id?: number;
}

/** GET /api/lieux: venues by name; `user_id` keeps one organiser's own; the list's filters (issue 32). */
export const lieuxQueryOptions = (params: LieuxParams = {}) =>
  pageQueryOptions("lieux", loadLieuSchema, { ...params });

export const useLieux = (params: LieuxParams = {}) => usePagedQuery(lieuxQueryOptions(params));
