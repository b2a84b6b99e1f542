import { statsSchema } from "@culture-patrimoine/contract/schemas/stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/stats: the platform's figures, counted from the database (DESIGN.md §5). */
export function statsQueryOptions() {
  return queryOptions({
    queryKey: ["stats"] as const,
    queryFn: ({ signal }) => apiRequest("/stats", statsSchema, { auth: false, signal }),
  });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}
