import { itemReportsSchema } from "@culture-patrimoine/contract/schemas/reports";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { requestQueryOptions } from "../../../api/query-options.ts";
import type { ReportTarget } from "../utils/report-target.ts";

/** GET /api/admin/reports/{kind}/{id}: the item and its reports, newest first. */
export const itemReportsQueryOptions = ({ kind, id }: ReportTarget) =>
  requestQueryOptions(queryKeys.reports.ofItem(kind, id), {
    path: `/admin/reports/${kind}/${id}`,
    schema: itemReportsSchema,
  });

export function useItemReports(target: ReportTarget | null) {
  return useQuery({
    ...itemReportsQueryOptions(target ?? { kind: "event", id: 0 }),
    enabled: target !== null,
  });
}
