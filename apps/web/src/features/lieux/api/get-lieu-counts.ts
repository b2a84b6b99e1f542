import { usePagedQuery } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import type { ListQueryParams } from "../../../components/list-filters/list-filters.ts";

// Loaded with the request, not with the page (decision 038).
const loadLieuFilterCountsSchema = () =>
  import("@culture-patrimoine/contract/schemas/lieu").then((schemas) => schemas.lieuFilterCountsSchema);

export type LieuCountsParams = Pick<ListQueryParams, "q" | "ville" | "departement" | "accessibility">;

/** GET /api/lieux/counts: how many venues each choice of the list's filters would give. */
export const lieuCountsQueryOptions = (params: LieuCountsParams) =>
  requestQueryOptions(queryKeys.lieux.counts(params), {
    path: "/lieux/counts",
    schema: loadLieuFilterCountsSchema,
    query: params,
    auth: false,
  });

/** The previous counts stay on screen while the next arrive. */
export const useLieuCounts = (params: LieuCountsParams) => usePagedQuery(lieuCountsQueryOptions(params));
