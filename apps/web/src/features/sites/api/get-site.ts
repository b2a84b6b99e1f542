import { siteDetailSchema } from "@culture-patrimoine/contract/schemas/site";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/**
 * GET /api/sites/{id}: one site (services come as a JSON string), with its venue and its step in
 * its route: the site page shows it, the form edits it.
 */
export const siteQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.sites.detail(id), { path: `/sites/${id}`, schema: siteDetailSchema });

export const useSite = (id: number | null) => useQueryFor(id, siteQueryOptions);
