import { siteSchema } from "@culture-patrimoine/contract/schemas/site";
import type { PageParams } from "../../../api/page-params.ts";
import { usePagedQuery } from "../../../api/query-hooks.ts";
import { pageQueryOptions } from "../../../api/query-options.ts";
import type { SiteCountsParams } from "./get-site-counts.ts";

export interface SitesParams extends PageParams, SiteCountsParams {
  user_id?: number;
}

/** GET /api/sites: sites in creation order; `parcours_id` keeps one route's steps; the filters of issue 32. */
export const sitesQueryOptions = (params: SitesParams = {}) =>
  pageQueryOptions("sites", siteSchema, { ...params });

export const useSites = (params: SitesParams = {}) => usePagedQuery(sitesQueryOptions(params));
