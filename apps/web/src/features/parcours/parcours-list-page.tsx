import { Alert } from "@codegouvfr/react-dsfr/Alert";
import {
  filterPanelMessages,
  listFilterMessages,
  parcoursMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
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
import { ListSkeleton } from "../../components/list-skeleton.tsx";
import { ParcoursCard } from "../../components/parcours-card.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { mayAct } from "../../lib/ownership.ts";
import { useParcoursCounts } from "./api/get-parcours-counts.ts";
import { useParcoursList } from "./api/get-parcours-list.ts";
import { HowItWorks } from "./components/how-it-works.tsx";
import { ParcoursFilters } from "./components/parcours-filters.tsx";

const PAGE_SIZE = 24;
const ITEM_CLASS = "fr-col-12 fr-col-md-6 fr-col-lg-4";
/** A route card with its picture, title, facts and link: 540 to 590 px measured at 390, 800 and 1280 px. */
const CARD_HEIGHT = "36rem";
const PARCOURS_FILTERS: readonly ListFilterName[] = ["theme", "difficulty", "place"];
const t = listFilterMessages.parcours;

/**
 * /parcours (SPEC §2): the routes as cards, newest first, and how a route works. A search and
 * filters (theme, difficulty, city or département; issue 32) with their counts, kept in the address.
 */
export function ParcoursListPage() {
  const acting = useMyOrganisations().data?.acting;
  const [searchParams] = useSearchParams();
  const filterState = useListFilters(PARCOURS_FILTERS);
  const { filters } = filterState;
  const page = filters.page;
  const { q, theme, difficulty, ville, departement } = listQueryParams(filters);
  const params = { q, theme, difficulty, ville, departement };
  const list = useParcoursList({ ...params, limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  // Always read (exact, cheap for the API): the server renders the choices, so the plain form offers them.
  const counts = useParcoursCounts(params).data;

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <ListSkeleton label={parcoursMessages.loading} itemClassName={ITEM_CLASS} itemHeight={CARD_HEIGHT} />
    );
  } else if (list.isError) {
    content = (
      <Alert
        severity="error"
        title={parcoursMessages.listLoadFailed}
        description={errorMessage(list.error, "")}
      />
    );
  } else if (list.data.items.length === 0 && page > 1 && list.data.total > 0) {
    return <Navigate to={pageSearch(searchParams, pageCount(list.data.total, PAGE_SIZE))} replace />;
  } else if (list.data.items.length === 0) {
    // The count above says there is none; a way back to every route.
    content = filterState.narrowed && (
      <ClearFiltersButton label={filterPanelMessages.clearAll} onClear={filterState.clearAll} />
    );
  } else {
    content = (
      <div aria-busy={list.isPlaceholderData}>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {list.data.items.map((parcours, index) => (
            <li key={parcours.id} className={ITEM_CLASS}>
              {/* The first row (one card on a phone, three on a wide screen) shows at once. */}
              <ParcoursCard parcours={parcours} headingLevel="h2" lazyPicture={index >= 3} />
            </li>
          ))}
        </ul>
        <ListPagination page={page} total={list.data.total} pageSize={PAGE_SIZE} />
      </div>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <ListPageHeader
        title="Parcours culturels"
        lead="Des balades thématiques d’un site patrimonial à l’autre, guidées par les QR codes installés sur place."
        action={
          mayAct(acting, "content") && (
            <Link className="fr-btn fr-btn--icon-left fr-icon-add-line" to={paths.parcoursCreate.getHref()}>
              Créer un parcours
            </Link>
          )
        }
      />
      <ListFilterForm
        searchLabel={t.searchLabel}
        searchHint={t.searchHint}
        q={filters.q}
        onSearch={filterState.search}
        summary={filterPanelMessages.withActive(t.filtersTitle, filterState.active)}
        open={filterState.open}
        onToggle={filterState.setOpen}
        canClear={filterState.active > 0}
        onClear={filterState.clearFilters}
      >
        <ParcoursFilters filters={filters} counts={counts} onChange={filterState.update} />
      </ListFilterForm>
      <ResultsCount
        text={list.data ? resultsText(list.data.total, filterState.narrowed) : ""}
        empty={list.data?.total === 0}
      />
      {content}
      <HowItWorks />
    </div>
  );
}

/** « 12 parcours trouvés »; with none, SPEC's empty text, or that nothing matches the search. */
function resultsText(total: number, narrowed: boolean): string {
  if (total > 0) return t.found(total);
  return narrowed ? t.noMatch : parcoursMessages.empty;
}
