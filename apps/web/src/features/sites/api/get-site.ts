import { siteSchema } from "@culture-patrimoine/contract/schemas/site";
import { useQueryFor } from "../../../api/query-hooks.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/sites/{id}: one site, to edit it (services come as a JSON string). */
export const siteQueryOptions = (id: number) =>
  requestQueryOptions(queryKeys.sites.detail(id), { path: `/sites/${id}`, schema: siteSchema });

export const useSite = (id: number | null) => useQueryFor(id, siteQueryOptions);
