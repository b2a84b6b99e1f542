import {
  type DismissReportsBody,
  dismissedReportsSchema,
} from "@culture-patrimoine/contract/schemas/reports";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ReportTarget } from "../utils/report-target.ts";

/** POST /api/admin/reports/{kind}/{id}/resolve: « classé sans suite », with its reason. */
export function dismissReports({ target, body }: { target: ReportTarget; body: DismissReportsBody }) {
  return apiRequest(`/admin/reports/${target.kind}/${target.id}/resolve`, dismissedReportsSchema, {
    method: "POST",
    body,
  });
}

export const useDismissReports = () => useChangeMutation("reportsChanged", dismissReports);
