import { reportedItemSchema } from "@culture-patrimoine/contract/schemas/reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { listQueryOptions } from "../../../api/query-options.ts";
import type { ReportsFilterValues } from "../utils/reports-search.ts";

export type ReportedItemsParams = ReportsFilterValues & { limit: number; offset: number };

/** GET /api/admin/reports: reported items, most reported first, and their total (X-Total-Count). */
export const reportedItemsQueryOptions = (params: ReportedItemsParams) =>
  listQueryOptions(queryKeys.reports.list(params), {
    path: "/admin/reports",
    schema: reportedItemSchema,
    query: params,
  });

/** The page on screen stays while the next one loads, so the table does not flash empty. */
export const useReportedItems = (params: ReportedItemsParams) =>
  useQuery({ ...reportedItemsQueryOptions(params), placeholderData: keepPreviousData });
