import { dashboardSchema } from "@culture-patrimoine/contract/schemas/dashboard";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/dashboard: the caller's counters (places registered to their events included). */
export const dashboardQueryOptions = (userId: number) =>
  requestQueryOptions(queryKeys.dashboard.of(userId), { path: "/dashboard", schema: dashboardSchema });

export const useDashboard = (userId: number) => useQuery(dashboardQueryOptions(userId));
