import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { Pagination } from "@codegouvfr/react-dsfr/Pagination";
import { eventFilterMessages, eventMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useKnownOrganisations } from "../../api/known-organisations.ts";
import { ResultsCount } from "../../components/list-filters/results-count.tsx";
import { useFilterParams } from "../../components/list-filters/use-filter-params.ts";
import { CursorPagination } from "../../components/list-pagination.tsx";
import { mayAct } from "../../lib/ownership.ts";
import { useEventCounts } from "./api/get-event-counts.ts";
import { useEvents } from "./api/get-events.ts";
import { EventGrid } from "./components/event-grid.tsx";
import { EventGridSkeleton } from "./components/event-grid-skeleton.tsx";
import { EventSearchForm } from "./components/event-search-form.tsx";
import { NearMeSort } from "./components/near-me-sort.tsx";
import {
  eventCountParams,
  eventListParams,
  filterSummary,
  hasNarrowingFilters,
  readEventFilters,
  resultsCountText,
  writeEventFilters,
} from "./utils/event-filters.ts";

// The filters are drawn when their box opens (closed by default): their code is not part of the
// page's first load (decision 030's ceiling), and comes with the first opening.
type FiltersPanel = typeof import("./components/event-filters-panel.tsx").EventFiltersPanel;
// In the browser, set by the route's preload only, before the page's first render, never by the
// lazy import of an opening: a page drawing <Suspense><LazyFiltersPanel/></Suspense> then drew
// <LoadedFiltersPanel/> at its next render (the counts' answer, or the visitor's first change when
// the counts are slow), a different tree, so React remounted the panel and the box under the focus
// vanished (focus fell to <body>, issue 33). Once resolved, the lazy panel renders at once. The
// server, which has no address to preload with, keeps the panel its first render loaded, so that
// its HTML has no Suspense boundary where the browser hydrates without one (decision 036); the
// browser's build drops that branch (import.meta.env.SSR is false there).
let loadedFiltersPanel: FiltersPanel | null = null;
const loadFiltersPanel = (): Promise<FiltersPanel> =>
  import("./components/event-filters-panel.tsx").then((module) => {
    if (import.meta.env.SSR) loadedFiltersPanel = module.EventFiltersPanel;
    return module.EventFiltersPanel;
  });
const LazyFiltersPanel = lazy(() => loadFiltersPanel().then((panel) => ({ default: panel })));

/**
 * A list opened with filters in its address shows its box open at once: the route waits for the
 * filters' code before the page's first render, so the box does not open a moment after the cards
 * and push them down (a layout shift of 0.078 at 390 px).
 */
export async function preloadEventFilters(search: string): Promise<void> {
  if (hasNarrowingFilters(readEventFilters(new URLSearchParams(search))))
    loadedFiltersPanel = await loadFiltersPanel();
}

/** Cards per page: a multiple of 2 and 3, so the last row of the grid is full at every width. */
export const EVENTS_PAGE_SIZE = 24;

/**
 * /events: search, filters (dates, place, free, accessibility, category) with their counts, the
 * sort (date or « Près de moi »), the matching cards and their pages, all kept in the address.
 */
export function EventsPage() {
  const acting = useKnownOrganisations()?.acting;
  const { filters, update } = useFilterParams(readEventFilters, writeEventFilters);
  const [filtersOpen, setFiltersOpen] = useState(() => hasNarrowingFilters(filters));
  const LoadedFiltersPanel = loadedFiltersPanel;
  const listParams = eventListParams(filters);
  const { data, isPending, isError, isPlaceholderData, refetch } = useEvents({
    ...listParams,
    limit: EVENTS_PAGE_SIZE,
    // A page reached by « Page suivante » past the counted ones starts after a row (keyset, an
    // index range); the numbered ones are read by offset.
    ...(filters.after ? { after: filters.after } : { offset: (filters.page - 1) * EVENTS_PAGE_SIZE }),
  });
  // The counts do not depend on the sort: the same request serves « Près de moi » and the date.
  const counts = useEventCounts(eventCountParams(filters), filtersOpen).data;

  const pageHref = (page: number, after?: string) => {
    const search = writeEventFilters(filters, { page, ...(after && { after }) }).toString();
    return `${paths.events.getHref()}${search ? `?${search}` : ""}`;
  };
  const pageCount = data ? Math.max(1, Math.ceil(data.total / EVENTS_PAGE_SIZE)) : 1;

  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row fr-grid-row--middle fr-mb-3w">
        <h1 className="fr-col fr-mb-0">Événements</h1>
        {mayAct(acting, "content") && (
          <Button linkProps={{ to: paths.eventCreate.getHref() }} iconId="fr-icon-add-line">
            Créer un événement
          </Button>
        )}
      </div>

      <EventSearchForm
        filters={filters}
        // The first keystroke adds a history entry, the next ones refine it: back leaves the search.
        onSearch={(q, typing) => update({ q }, typing && filters.q !== "")}
        onCategory={(category) => update({ category }, false)}
        {...(counts && { categoryCounts: { counts: counts.category, exact: counts.exact } })}
      />

      {/* A native disclosure: open by itself when the address sets a filter (a shared or reloaded list). */}
      <details
        className="cp-event-filters-box fr-mt-3w"
        open={filtersOpen}
        onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
      >
        <summary className="cp-event-filters-box__summary fr-icon-filter-line">
          {filterSummary(filters)}
        </summary>
        {filtersOpen &&
          // Once loaded, drawn with no Suspense boundary: a page rendered by the server with its
          // filters open is hydrated in one pass (decision 036).
          (LoadedFiltersPanel ? (
            <LoadedFiltersPanel
              filters={filters}
              counts={counts}
              onChange={(change) => update(change, false)}
            />
          ) : (
            <Suspense fallback={<p className="fr-text--sm fr-mb-0">{eventFilterMessages.filtersLoading}</p>}>
              <LazyFiltersPanel
                filters={filters}
                counts={counts}
                onChange={(change) => update(change, false)}
              />
            </Suspense>
          ))}
      </details>

      <NearMeSort
        active={filters.near !== undefined}
        onPosition={(near) => update({ near }, false)}
        onDateSort={() => update({ near: undefined }, false)}
      />

      {/* Announced after each search; with no result it is SPEC's empty text, shown large. */}
      <ResultsCount
        text={
          data
            ? resultsCountText(
                data.total,
                data.bounded,
                data.corrected && filters.q ? { typed: filters.q, corrected: data.corrected } : undefined,
              )
            : ""
        }
        empty={data?.total === 0}
      />

      {isPending ? (
        <EventGridSkeleton />
      ) : isError ? (
        <Alert
          severity="error"
          title={eventMessages.listLoadFailed}
          description={
            <Button priority="secondary" size="small" className="fr-mt-2w" onClick={() => void refetch()}>
              Réessayer
            </Button>
          }
        />
      ) : data.items.length === 0 ? (
        // A page number past the end (an old shared link): offer the first page.
        data.total > 0 && <Link to={pageHref(1)}>Revenir à la première page des résultats</Link>
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? "cp-event-grid--stale" : undefined}>
          <EventGrid events={data.items} />
          {data.bounded ? (
            <CursorPagination
              page={filters.page}
              knownPages={pageCount}
              pageHref={(page) => pageHref(page)}
              nextHref={data.after ? pageHref(filters.page + 1, data.after) : null}
            />
          ) : (
            pageCount > 1 && (
              <Pagination
                className="fr-mt-6w"
                count={pageCount}
                defaultPage={Math.min(filters.page, pageCount)}
                showFirstLast
                getPageLinkProps={(page) => ({ to: pageHref(page) })}
              />
            )
          )}
        </div>
      )}
    </div>
  );
}
