import { usePagedQuery } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import type { ListQueryParams } from "../../../components/list-filters/list-filters.ts";

// Loaded with the request, not with the page (decision 038).
const loadParcoursFilterCountsSchema = () =>
  import("@culture-patrimoine/contract/schemas/parcours").then(
    (schemas) => schemas.parcoursFilterCountsSchema,
  );

export type ParcoursCountsParams = Pick<
  ListQueryParams,
  "q" | "theme" | "difficulty" | "ville" | "departement"
>;

/** GET /api/parcours/counts: how many routes each choice of the list's filters would give. */
export const parcoursCountsQueryOptions = (params: ParcoursCountsParams) =>
  requestQueryOptions(queryKeys.parcours.counts(params), {
    path: "/parcours/counts",
    schema: loadParcoursFilterCountsSchema,
    query: params,
    auth: false,
  });

/** The previous counts stay on screen while the next arrive. */
export const useParcoursCounts = (params: ParcoursCountsParams) =>
  usePagedQuery(parcoursCountsQueryOptions(params));
