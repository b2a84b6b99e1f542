import { type ReportBodyInput, reportAcceptedSchema } from "@culture-patrimoine/contract/schemas/reports";
import { useChangeMutation } from "../../../api/query-hooks.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * POST /api/reports → 202 with the message to show, the same whether this address had already
 * reported the item. The token goes with it when there is one: the report then names the account.
 */
export function sendReport(body: ReportBodyInput) {
  return apiRequest("/reports", reportAcceptedSchema, { method: "POST", body });
}

export const useSendReport = () => useChangeMutation("reportsChanged", sendReport, { refresh: "background" });
