import { siteSchema } from "@culture-patrimoine/contract/schemas/site";
import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";

export interface SitesParams extends PageParams {
  parcours_id?: number;
  user_id?: number;
}

/** GET /api/sites: sites in creation order; `parcours_id` keeps one route's steps. */
export const sitesQueryOptions = (params: SitesParams = {}) =>
  pageQueryOptions("sites", siteSchema, { ...params });

export const useSites = (params: SitesParams = {}) => usePagedQuery(sitesQueryOptions(params));
