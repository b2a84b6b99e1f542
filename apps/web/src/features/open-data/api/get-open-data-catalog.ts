import { openDataCatalogSchema } from "@culture-patrimoine/contract/schemas/open-data";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/open-data: each file's number of rows and last change (the rest is in the contract). */
export const openDataCatalogQueryOptions = () =>
  requestQueryOptions(queryKeys.openData.all, {
    path: "/open-data",
    schema: openDataCatalogSchema,
    auth: false,
  });

export const useOpenDataCatalog = () => useQuery(openDataCatalogQueryOptions());
