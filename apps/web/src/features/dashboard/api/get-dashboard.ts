import { dashboardSchema } from "@culture-patrimoine/contract/schemas/dashboard";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";

/** GET /api/dashboard: the caller's counters (their acting organisation's, places registered included). */
export const dashboardQueryOptions = (userId: number, organisationId: number | null) =>
  requestQueryOptions(queryKeys.dashboard.of(userId, organisationId), {
    path: "/dashboard",
    schema: dashboardSchema,
  });

export const useDashboard = (userId: number, organisationId: number | null) =>
  useQuery(dashboardQueryOptions(userId, organisationId));
