import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { filterPanelMessages, listFilterMessages, siteMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { queryIdSchema } from "@culture-patrimoine/contract/schemas/common";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
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
import { useClientHash } from "../../lib/use-client-hash.ts";
import { useDeleteSite } from "./api/delete-site.ts";
import { useSiteCounts } from "./api/get-site-counts.ts";
import { useSites } from "./api/get-sites.ts";
import { SiteFilters } from "./components/site-filters.tsx";
import { SiteListItem } from "./components/site-list-item.tsx";
import { targetedSiteId } from "./utils/site-anchor.ts";
import "./sites-page.css";

const PAGE_SIZE = 24;
const SITE_FILTERS: readonly ListFilterName[] = ["categorie", "place", "accessibility"];
const t = listFilterMessages.sites;

/**
 * /sites (SPEC §2): the heritage sites with their QR codes; ?parcours_id= keeps one route's sites.
 * A search and filters (category, city or département, accessibility; issue 32) with their counts,
 * kept in the address.
 * QR codes printed before the site pages existed open /sites#site-{id}: forwarded to /sites/{id}.
 */
export function SitesPage() {
  const targetId = targetedSiteId(useClientHash());
  if (targetId !== null) return <Navigate to={paths.siteDetail.getHref(targetId)} replace />;
  return <SiteList />;
}

function SiteList() {
  const acting = useMyOrganisations().data?.acting;
  const [searchParams] = useSearchParams();
  const parsedRoute = queryIdSchema.safeParse(searchParams.get("parcours_id") ?? undefined);
  const parcoursId = parsedRoute.success ? parsedRoute.data : undefined;
  const kept = parcoursId === undefined ? undefined : { parcours_id: String(parcoursId) };
  const list = useListFilters(SITE_FILTERS, kept);
  const { filters } = list;
  const page = filters.page;
  const { q, categorie, ville, departement, accessibility } = listQueryParams(filters);
  const params = { parcours_id: parcoursId, q, categorie, ville, departement, accessibility };
  const sites = useSites({ ...params, limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  // Always read (exact, cheap for the API): the server renders the choices, so the plain form offers them.
  const counts = useSiteCounts(params).data;
  const remove = useDeleteSite();

  const onDelete = (site: SiteResponse) =>
    deleteWithConfirm(
      {
        confirm: siteMessages.deleteConfirm,
        success: siteMessages.deleteSuccess,
        failed: siteMessages.deleteFailed,
      },
      () => remove.mutateAsync(site.id),
    );

  let content: ReactNode;
  if (sites.isPending) {
    content = <p role="status">{siteMessages.listLoading}</p>;
  } else if (sites.isError) {
    content = (
      <Alert
        severity="error"
        title={siteMessages.listLoadFailed}
        description={errorMessage(sites.error, "")}
      />
    );
  } else if (sites.data.items.length === 0 && page > 1 && sites.data.total > 0) {
    // The last page emptied (a deletion): show the new last page.
    return <Navigate to={pageSearch(searchParams, pageCount(sites.data.total, PAGE_SIZE))} replace />;
  } else if (sites.data.items.length === 0) {
    // The count above says there is none; a way back to every site (of the route).
    content = list.narrowed && (
      <ClearFiltersButton label={filterPanelMessages.clearAll} onClear={list.clearAll} />
    );
  } else {
    content = (
      <div aria-busy={sites.isPlaceholderData}>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {sites.data.items.map((site) => (
            <li key={site.id} className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <SiteListItem
                site={site}
                canManage={canManage(acting, site.organisation_id)}
                onDelete={onDelete}
                deleting={remove.isPending && remove.variables === site.id}
              />
            </li>
          ))}
        </ul>
        <ListPagination page={page} total={sites.data.total} pageSize={PAGE_SIZE} />
      </div>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <ListPageHeader
        title="Liste des sites"
        lead="Musées, monuments, églises et châteaux : chaque site a son QR code, à afficher sur place pour guider les visiteurs."
        action={
          mayAct(acting, "content") && (
            <Link
              className="fr-btn fr-btn--icon-left fr-icon-add-line"
              to={paths.siteCreate.getHref({ parcours_id: parcoursId })}
            >
              Créer un site
            </Link>
          )
        }
      />
      {parcoursId !== undefined && (
        <p className="fr-mb-3w">
          Sites d’un seul parcours.{" "}
          <Link to={paths.parcoursDetail.getHref(parcoursId)}>Voir le parcours</Link> ·{" "}
          <Link to={paths.sites.getHref()}>Afficher tous les sites</Link>
        </p>
      )}
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
        kept={kept}
      >
        <SiteFilters filters={filters} counts={counts} onChange={list.update} />
      </ListFilterForm>
      <ResultsCount
        text={sites.data ? resultsText(sites.data.total, list.narrowed, parcoursId !== undefined) : ""}
        empty={sites.data?.total === 0}
      />
      {content}
    </div>
  );
}

/** « 12 sites trouvés »; with none, SPEC's empty text (or the route's), or that nothing matches. */
function resultsText(total: number, narrowed: boolean, ofRoute: boolean): string {
  if (total > 0) return t.found(total);
  if (narrowed) return t.noMatch;
  return ofRoute ? siteMessages.parcoursEmpty : siteMessages.listEmpty;
}
