import { auditLogEntrySchema } from "@culture-patrimoine/contract/schemas/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";
import { listQueryOptions } from "../../../api/query-options.ts";
import type { AuditFilterValues } from "../utils/audit-log-search.ts";

export type AuditLogParams = Partial<AuditFilterValues> & { limit: number; offset: number };

/** GET /api/admin/audit-log: a page of the log, newest first, and its total (X-Total-Count). */
export const auditLogQueryOptions = (params: AuditLogParams) =>
  listQueryOptions(queryKeys.auditLog.list(params), {
    path: "/admin/audit-log",
    schema: auditLogEntrySchema,
    query: params,
  });

/** The page on screen stays while the next one loads, so the table does not flash empty. */
export const useAuditLog = (params: AuditLogParams) =>
  useQuery({ ...auditLogQueryOptions(params), placeholderData: keepPreviousData });
