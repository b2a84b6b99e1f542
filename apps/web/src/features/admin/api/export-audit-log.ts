import { apiDownload, type DownloadedFile } from "../../../lib/api-client.ts";
import type { AuditFilterValues } from "../utils/audit-log-search.ts";

/** GET /api/admin/audit-log.csv: the whole filtered log (UTF-8 with BOM, « ; »), as the server names it. */
export function exportAuditLog(filter: AuditFilterValues): Promise<DownloadedFile> {
  return apiDownload("/admin/audit-log.csv", { query: filter, accept: "text/csv" });
}
