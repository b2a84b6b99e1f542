import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { filterPanelMessages, lieuMessages, listFilterMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ReactNode } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { ClearFiltersButton } from "../../components/list-filters/clear-filters-button.tsx";
import { ListFilterForm } from "../../components/list-filters/list-filter-form.tsx";
import { type ListFilterName, listQueryParams } from "../../components/list-filters/list-filters.ts";
import { ResultsCount } from "../../components/list-filters/results-count.tsx";
import { useListFilters } from "../../components/list-filters/use-list-filters.ts";
import { ListPageHeader } from "../../components/list-page-header.tsx";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageCount, pageOffset, pageSearch } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { deleteWithConfirm } from "../../lib/delete-with-confirm.ts";
import { canManage, mayAct } from "../../lib/ownership.ts";
import { useDeleteLieu } from "./api/delete-lieu.ts";
import { useLieuCounts } from "./api/get-lieu-counts.ts";
import { useLieux } from "./api/get-lieux.ts";
import { LieuFilters } from "./components/lieu-filters.tsx";
import { LieuListItem } from "./components/lieu-list-item.tsx";

const PAGE_SIZE = 24;
const LIEU_FILTERS: readonly ListFilterName[] = ["place", "accessibility"];
const t = listFilterMessages.lieux;

/**
 * /lieux (SPEC §2): the venues by name; their owner may edit or delete them. A search and filters
 * (city or département, accessibility; issue 32) with their counts, kept in the address.
 */
export function LieuxPage() {
  const acting = useMyOrganisations().data?.acting;
  const [searchParams] = useSearchParams();
  const list = useListFilters(LIEU_FILTERS);
  const { filters } = list;
  const page = filters.page;
  const { q, ville, departement, accessibility } = listQueryParams(filters);
  const params = { q, ville, departement, accessibility };
  const lieux = useLieux({ ...params, limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  // Always read (exact, cheap for the API): the server renders the choices, so the plain form offers them.
  const counts = useLieuCounts(params).data;
  const remove = useDeleteLieu();

  const onDelete = (lieu: LieuResponse) =>
    deleteWithConfirm(
      {
        confirm: lieuMessages.deleteConfirm,
        success: lieuMessages.deleteSuccess,
        failed: lieuMessages.deleteFailed,
      },
      () => remove.mutateAsync(lieu.id),
    );

  let content: ReactNode;
  if (lieux.isPending) {
    content = <p role="status">{lieuMessages.listLoading}</p>;
  } else if (lieux.isError) {
    content = (
      <Alert
        severity="error"
        title={lieuMessages.listLoadFailed}
        description={errorMessage(lieux.error, "")}
      />
    );
  } else if (lieux.data.items.length === 0 && page > 1 && lieux.data.total > 0) {
    // The last page emptied (a deletion): show the new last page.
    return <Navigate to={pageSearch(searchParams, pageCount(lieux.data.total, PAGE_SIZE))} replace />;
  } else if (lieux.data.items.length === 0) {
    // The count above says there is none; a way back to every venue.
    content = list.narrowed && (
      <ClearFiltersButton label={filterPanelMessages.clearAll} onClear={list.clearAll} />
    );
  } else {
    content = (
      <div aria-busy={lieux.isPlaceholderData}>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {lieux.data.items.map((lieu) => (
            <li key={lieu.id} className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <LieuListItem
                lieu={lieu}
                canManage={canManage(acting, lieu.organisation_id)}
                onDelete={onDelete}
                deleting={remove.isPending && remove.variables === lieu.id}
              />
            </li>
          ))}
        </ul>
        <ListPagination page={page} total={lieux.data.total} pageSize={PAGE_SIZE} />
      </div>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <ListPageHeader
        title="Liste des Lieux"
        lead="Musées, théâtres, églises, châteaux : les lieux qui accueillent la vie culturelle."
        action={
          mayAct(acting, "content") && (
            <Link className="fr-btn fr-btn--icon-left fr-icon-add-line" to={paths.lieuCreate.getHref()}>
              Créer un lieu
            </Link>
          )
        }
      />
      <ListFilterForm
        searchLabel={t.searchLabel}
        searchHint={t.searchHint}
        q={filters.q}
        onSearch={list.search}
        summary={filterPanelMessages.withActive(t.filtersTitle, list.active)}
        open={list.open}
        onToggle={list.setOpen}
        canClear={list.active > 0}
        onClear={list.clearFilters}
      >
        <LieuFilters filters={filters} counts={counts} onChange={list.update} />
      </ListFilterForm>
      <ResultsCount
        text={lieux.data ? resultsText(lieux.data.total, list.narrowed) : ""}
        empty={lieux.data?.total === 0}
      />
      {content}
    </div>
  );
}

/** « 12 lieux trouvés »; with none, SPEC's empty text, or that nothing matches the search. */
function resultsText(total: number, narrowed: boolean): string {
  if (total > 0) return t.found(total);
  return narrowed ? t.noMatch : lieuMessages.listEmpty;
}
