import { DEFAULT_COUNTRY } from "@culture-patrimoine/contract/constants";
import { dashboardMessages, lieuMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { useOwnLieux } from "../../../api/get-own-lieux.ts";
import { useOwnParcours } from "../../../api/get-own-parcours.ts";
import { useOwnSites } from "../api/get-own-sites.ts";
import { type OwnResource, OwnResourceList } from "./own-resource-list.tsx";
import { QuerySection } from "./query-section.tsx";

function steps(count: number): string {
  return `${count} étape${count > 1 ? "s" : ""}`;
}

/** The acting organisation's venues, routes and sites, each with a link to its edit form. */
export function OwnResources({ userId, organisationId }: { userId: number; organisationId: number }) {
  const lieux = useOwnLieux(userId, organisationId);
  const parcours = useOwnParcours(userId, organisationId);
  const sites = useOwnSites(userId, organisationId);

  const lieuItems: OwnResource[] = (lieux.data?.items ?? []).map((lieu) => ({
    id: lieu.id,
    name: lieu.nom,
    details: lieu.pays === DEFAULT_COUNTRY ? lieu.ville : `${lieu.ville}, ${lieu.pays}`,
    status: lieu.moderation_status,
    editHref: paths.lieuEdit.getHref(lieu.id),
  }));
  const parcoursItems: OwnResource[] = (parcours.data?.items ?? []).map((route) => ({
    id: route.id,
    name: route.title,
    details: `${route.theme} · ${route.duration} min · ${steps(route.sitesCount)} · ${route.Lieu?.nom ?? lieuMessages.noLieu}`,
    status: route.moderation_status,
    viewHref: paths.parcoursDetail.getHref(route.id),
    editHref: paths.parcoursCreate.getHref({ id: route.id }),
  }));
  const siteItems: OwnResource[] = (sites.data?.items ?? []).map((site) => ({
    id: site.id,
    name: site.name,
    details: site.adresse ? `${site.categorie} · ${site.adresse}` : site.categorie,
    status: site.moderation_status,
    editHref: paths.siteEdit.getHref(site.id),
  }));

  // Side by side on a wide screen: three short lists read better than one long column.
  return (
    <div className="fr-grid-row fr-grid-row--gutters">
      <div className="fr-col-12 fr-col-lg-4">
        <QuerySection
          id="dashboard-own-lieux"
          title="Mes lieux"
          status={lieux.status}
          count={lieuItems.length}
          emptyText={dashboardMessages.noOwnLieux}
        >
          <OwnResourceList items={lieuItems} kind="le lieu" />
        </QuerySection>
      </div>
      <div className="fr-col-12 fr-col-lg-4">
        <QuerySection
          id="dashboard-own-parcours"
          title="Mes parcours"
          status={parcours.status}
          count={parcoursItems.length}
          emptyText={dashboardMessages.noOwnParcours}
        >
          <OwnResourceList items={parcoursItems} kind="le parcours" />
        </QuerySection>
      </div>
      <div className="fr-col-12 fr-col-lg-4">
        <QuerySection
          id="dashboard-own-sites"
          title="Mes sites"
          status={sites.status}
          count={siteItems.length}
          emptyText={dashboardMessages.noOwnSites}
        >
          <OwnResourceList items={siteItems} kind="le site" />
        </QuerySection>
      </div>
    </div>
  );
}
