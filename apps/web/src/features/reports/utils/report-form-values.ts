import type { ReportBodyInput } from "@culture-patrimoine/contract/schemas/reports";
import type { ReportTarget } from "./report-target.ts";

/** The report form: a reason (blank until one is chosen) and optional text. */
export interface ReportFormValues {
  reason: string;
  message: string;
}

export const EMPTY_REPORT_FORM: ReportFormValues = { reason: "", message: "" };

/** The body of POST /api/reports: the item comes from the address, never from a field. */
export function toReportBody(target: ReportTarget, values: ReportFormValues): ReportBodyInput {
  return {
    target_type: target.kind,
    target_id: target.id,
    reason: values.reason as ReportBodyInput["reason"],
    message: values.message,
  };
}
