import type { SearchQueryInput } from "@culture-patrimoine/contract/schemas/search";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

// Loaded with the first request the page makes, not with the page (decision 038).
const loadSearchResultsSchema = () =>
  import("@culture-patrimoine/contract/schemas/search").then((schemas) => schemas.searchResultsSchema);

/** GET /api/search: each kind's count and its most relevant few; read without the token (public). */
export const searchQueryOptions = (params: { q: string; limit?: number }) =>
  requestQueryOptions(queryKeys.search.results(params), {
    path: "/search",
    schema: loadSearchResultsSchema,
    query: params satisfies SearchQueryInput,
    auth: false,
  });

/** Nothing is asked while there are no words to search. */
export const useSearch = (q: string) => useQuery({ ...searchQueryOptions({ q }), enabled: q !== "" });
