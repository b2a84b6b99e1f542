import { usePagedQuery } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import type { ListQueryParams } from "../../../components/list-filters/list-filters.ts";

// Loaded with the request, not with the page (decision 038).
const loadSiteFilterCountsSchema = () =>
  import("@culture-patrimoine/contract/schemas/site").then((schemas) => schemas.siteFilterCountsSchema);

export type SiteCountsParams = Pick<
  ListQueryParams,
  "q" | "categorie" | "ville" | "departement" | "accessibility"
> & { parcours_id?: number };

/** GET /api/sites/counts: how many sites each choice of the list's filters would give. */
export const siteCountsQueryOptions = (params: SiteCountsParams) =>
  requestQueryOptions(queryKeys.sites.counts(params), {
    path: "/sites/counts",
    schema: loadSiteFilterCountsSchema,
    query: params,
    auth: false,
  });

/** The previous counts stay on screen while the next arrive. */
export const useSiteCounts = (params: SiteCountsParams) => usePagedQuery(siteCountsQueryOptions(params));
