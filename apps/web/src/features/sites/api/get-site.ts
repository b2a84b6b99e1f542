import { siteSchema } from "@culture-patrimoine/contract/schemas/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/sites/{id}: one site, to edit it (services come as a JSON string). */
export function siteQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["sites", "detail", id] as const,
    queryFn: ({ signal }) => apiRequest(`/sites/${id}`, siteSchema, { signal }),
  });
}

export function useSite(id: number | null) {
  return useQuery({ ...siteQueryOptions(id ?? 0), enabled: id !== null });
}
