import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { apiErrorMessages, adminMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type ReactNode, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageFromSearch, pageOffset } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { saveFile } from "../../lib/save-file.ts";
import { toast } from "../../lib/toast.ts";
import { exportAuditLog } from "./api/export-audit-log.ts";
import { useAuditLog } from "./api/get-audit-log.ts";
import { AdminLayout } from "./components/admin-side-menu.tsx";
import { AuditLogFilters } from "./components/audit-log-filters.tsx";
import { AuditLogTable } from "./components/audit-log-table.tsx";
import { filterFromSearch, searchOfFilter } from "./utils/audit-log-search.ts";

const PAGE_SIZE = 50;

/** /admin/journal: the administrators' acts, searchable and exportable (issue 29). */
export function AuditLogPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams);
  const filter = filterFromSearch(searchParams);
  const log = useAuditLog({ ...filter, limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  const [exporting, setExporting] = useState(false);
  const here = paths.adminAuditLog.getHref();

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportAuditLog(filter);
      saveFile(file.blob, file.fileName ?? "journal-des-actions.csv");
    } catch (error) {
      toast.error(m.auditLogLoadFailed, errorMessage(error, apiErrorMessages.INTERNAL_ERROR));
    } finally {
      setExporting(false);
    }
  };

  let content: ReactNode;
  if (log.isPending) {
    content = <p role="status">{m.auditLogLoading}</p>;
  } else if (log.isError) {
    content = (
      <Alert severity="error" title={m.auditLogLoadFailed} description={errorMessage(log.error, "")} />
    );
  } else if (log.data.items.length === 0) {
    content = <p>{m.auditLogEmpty}</p>;
  } else {
    content = (
      <>
        <AuditLogTable entries={log.data.items} total={log.data.total} />
        <ListPagination page={page} total={log.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <AdminLayout current={here}>
      <h1>{m.auditLogTitle}</h1>
      <p>{m.auditLogDescription}</p>
      <AuditLogFilters
        values={filter}
        onFilter={(chosen) => navigate(`${here}${searchOfFilter(chosen)}`)}
        onReset={() => navigate(here)}
      />
      <Button
        className="fr-mb-3w"
        iconId="fr-icon-download-line"
        priority="secondary"
        // aria-disabled, not disabled: a disabled button drops the focus it holds to <body> (issue 33).
        aria-disabled={exporting}
        onClick={() => {
          if (!exporting) void onExport();
        }}
      >
        {m.exportCsv}
      </Button>
      <div aria-live="polite">{content}</div>
    </AdminLayout>
  );
}
