import { dashboardSchema } from "@culture-patrimoine/contract/schemas/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/dashboard: the caller's counters (places registered to their events included). */
export function dashboardQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ["dashboard", userId] as const,
    queryFn: ({ signal }) => apiRequest("/dashboard", dashboardSchema, { signal }),
  });
}

export function useDashboard(userId: number) {
  return useQuery(dashboardQueryOptions(userId));
}
