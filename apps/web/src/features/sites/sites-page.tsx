import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { siteMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { queryIdSchema } from "@culture-patrimoine/contract/schemas/common";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { type ReactNode, useEffect } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { ListPageHeader } from "../../components/list-page-header.tsx";
import { ListPagination } from "../../components/list-pagination.tsx";
import { pageCount, pageFromSearch, pageOffset, pageSearch } from "../../components/list-paging.ts";
import { errorMessage } from "../../lib/api-error.ts";
import { deleteWithConfirm } from "../../lib/delete-with-confirm.ts";
import { isOwner } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";
import { useDeleteSite } from "./api/delete-site.ts";
import { useSite } from "./api/get-site.ts";
import { useSites } from "./api/get-sites.ts";
import { SiteListItem } from "./components/site-list-item.tsx";
import { siteAnchorId, targetedSiteId } from "./utils/site-anchor.ts";
import "./sites-page.css";

const PAGE_SIZE = 24;

/**
 * /sites (SPEC §2): the heritage sites with their QR codes; ?parcours_id= keeps one route's sites.
 * A site's QR code opens /sites#site-{id}: that site is highlighted and receives the focus.
 */
export function SitesPage() {
  const session = useSession();
  const { hash } = useLocation();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const parsedRoute = queryIdSchema.safeParse(searchParams.get("parcours_id") ?? undefined);
  const parcoursId = parsedRoute.success ? parsedRoute.data : undefined;
  const sites = useSites({ parcours_id: parcoursId, limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) });
  const remove = useDeleteSite();
  const targetId = targetedSiteId(hash);
  const targetInPage = targetId !== null && (sites.data?.items.some((site) => site.id === targetId) ?? false);
  // A QR code names one site, which may be on another page of the list: it is then shown first.
  const outside = useSite(targetId !== null && sites.isSuccess && !targetInPage ? targetId : null);
  const targetShown = targetInPage || outside.isSuccess;

  useEffect(() => {
    if (!targetShown || targetId === null) return;
    const element = document.getElementById(siteAnchorId(targetId));
    element?.scrollIntoView({ block: "start" });
    element?.focus({ preventScroll: true });
  }, [targetShown, targetId]);

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
    content = <p>{parcoursId ? siteMessages.parcoursEmpty : siteMessages.listEmpty}</p>;
  } else {
    content = (
      <>
        <p className="fr-text--sm">
          {sites.data.total} site{sites.data.total > 1 ? "s" : ""}
        </p>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {sites.data.items.map((site) => (
            <li key={site.id} className="fr-col-12 fr-col-md-6 fr-col-lg-4">
              <SiteListItem
                site={site}
                targeted={site.id === targetId}
                canManage={isOwner(session, site.user_id)}
                onDelete={onDelete}
                deleting={remove.isPending && remove.variables === site.id}
              />
            </li>
          ))}
        </ul>
        <ListPagination page={page} total={sites.data.total} pageSize={PAGE_SIZE} />
      </>
    );
  }

  return (
    <div className="fr-container fr-my-6w">
      <ListPageHeader
        title="Liste des sites"
        lead="Musées, monuments, églises et châteaux : chaque site a son QR code, à afficher sur place pour guider les visiteurs."
        action={
          session?.user.role === "professionnel" && (
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
          Sites d'un seul parcours.{" "}
          <Link to={paths.parcoursDetail.getHref(parcoursId)}>Voir le parcours</Link> ·{" "}
          <Link to={paths.sites.getHref()}>Afficher tous les sites</Link>
        </p>
      )}
      {outside.isSuccess && (
        <div className="fr-grid-row fr-mb-4w">
          <div className="fr-col-12 fr-col-md-8 fr-col-lg-6">
            <SiteListItem
              site={outside.data}
              targeted
              canManage={isOwner(session, outside.data.user_id)}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === outside.data.id}
            />
          </div>
        </div>
      )}
      {outside.isError && (
        <Alert className="fr-mb-4w" severity="info" small description={siteMessages.targetNotFound} />
      )}
      {content}
    </div>
  );
}
