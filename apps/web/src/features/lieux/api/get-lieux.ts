import { lieuSchema } from "@culture-patrimoine/contract/schemas/lieu";
import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";

export interface LieuxParams extends PageParams {
  user_id?: number;
}

/** GET /api/lieux: venues by name; `user_id` keeps one organiser's own. */
export const lieuxQueryOptions = (params: LieuxParams = {}) =>
  pageQueryOptions("lieux", lieuSchema, { ...params });

export const useLieux = (params: LieuxParams = {}) => usePagedQuery(lieuxQueryOptions(params));
