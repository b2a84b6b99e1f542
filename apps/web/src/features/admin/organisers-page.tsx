import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { organiserAdminMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageFromSearch, pageOffset } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { useOrganisers } from "./api/get-organisers.ts";
import { AdminLayout } from "./components/admin-side-menu.tsx";
import { OrganiserFilters } from "./components/organiser-filters.tsx";
import { OrganisersTable } from "./components/organisers-table.tsx";
import { organiserFilterFromSearch, searchOfOrganiserFilter } from "./utils/organisers-search.ts";

const PAGE_SIZE = 50;

/** /admin/organisateurs: organisers to verify first, the oldest request first (issue 29). */
export function OrganisersPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams);
  const filter = organiserFilterFromSearch(searchParams);
  const organisers = useOrganisers({ ...filter, limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  const here = paths.adminOrganisers.getHref();

  let content: ReactNode;
  if (organisers.isPending) {
    content = <p role="status">{m.loading}</p>;
  } else if (organisers.isError) {
    content = (
      <Alert severity="error" title={m.loadFailed} description={errorMessage(organisers.error, "")} />
    );
  } else if (organisers.data.items.length === 0) {
    content = <p>{m.empty}</p>;
  } else {
    content = (
      <>
        <OrganisersTable organisers={organisers.data.items} total={organisers.data.total} />
        <ListPagination page={page} total={organisers.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <AdminLayout current={here}>
      <h1>{m.listTitle}</h1>
      <p>{m.listDescription}</p>
      <OrganiserFilters
        values={filter}
        onFilter={(chosen) => navigate(`${here}${searchOfOrganiserFilter(chosen)}`)}
        onReset={() => navigate(here)}
      />
      <div aria-live="polite">{content}</div>
    </AdminLayout>
  );
}
