import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { reportAdminMessages as a } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageFromSearch, pageOffset } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { useReportedItems } from "./api/get-reported-items.ts";
import { ReportedItemsTable } from "./components/reported-items-table.tsx";
import { ReportsFilters } from "./components/reports-filters.tsx";
import { reportsFilterFromSearch, searchOfReportsFilter } from "./utils/reports-search.ts";

const PAGE_SIZE = 50;

/**
 * /admin/signalements: reported content, most reported first, filtered in the address. The route
 * layer puts it in the administration's frame (side menu).
 */
export function ReportedItemsPanel() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams);
  const filter = reportsFilterFromSearch(searchParams);
  const list = useReportedItems({ ...filter, limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  const here = paths.adminReports.getHref();

  let content: ReactNode;
  if (list.isPending) {
    content = <p role="status">{a.adminLoading}</p>;
  } else if (list.isError) {
    content = <Alert severity="error" title={a.adminLoadFailed} description={errorMessage(list.error, "")} />;
  } else if (list.data.items.length === 0) {
    content = <p>{a.adminEmpty}</p>;
  } else {
    content = (
      <>
        <ReportedItemsTable items={list.data.items} total={list.data.total} />
        <ListPagination page={page} total={list.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <>
      <h1>{a.adminTitle}</h1>
      <p>{a.adminDescription}</p>
      <ReportsFilters
        values={filter}
        onFilter={(chosen) => navigate(`${here}${searchOfReportsFilter(chosen)}`)}
      />
      <div aria-live="polite">{content}</div>
    </>
  );
}
