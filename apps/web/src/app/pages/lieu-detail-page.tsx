import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { parsePathId, paths } from "@culture-patrimoine/contract/routes";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { useMyOrganisations } from "../../api/get-my-organisations.ts";
import { AccessibilityInfo } from "../../components/accessibility-info.tsx";
import { ListSkeleton } from "../../components/list-skeleton.tsx";
import { ModerationNotice } from "../../components/moderation-notice.tsx";
import { ParcoursCard } from "../../components/parcours-card.tsx";
import { ReportLink } from "../../components/report-link.tsx";
import { useEvents } from "../../features/events/api/get-events.ts";
import { EventGrid } from "../../features/events/components/event-grid.tsx";
import { useLieu } from "../../features/lieux/api/get-lieu.ts";
import { useLieuPreview } from "../../features/lieux/api/get-lieu-preview.ts";
import { LieuDetails } from "../../features/lieux/components/lieu-details.tsx";
import { useParcoursList } from "../../features/parcours/api/get-parcours-list.ts";
import { errorMessage, isApiError } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { canManage } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session.ts";

/** How many of a venue's upcoming events and routes its page shows (the soonest, the newest). */
const SHOWN = 12;
const threeColumns = "fr-col-12 fr-col-md-6 fr-col-lg-4";

/**
 * /lieux/{id} (issue 14): the venue (venues API), its upcoming events (events API), its routes. A
 * venue the public may not see answers 404; a signed-in reader then asks its preview, which its
 * owner and the administrators get, with the notice of its moderation state above it (issue 29).
 */
export function LieuDetailPage() {
  const id = parsePathId(useParams().id);
  const publicLieu = useLieu(id);
  const session = useSession();
  const acting = useMyOrganisations().data?.acting;
  const publicMissing = publicLieu.isError && isApiError(publicLieu.error) && publicLieu.error.status === 404;
  const preview = useLieuPreview(id, session !== null && publicMissing);
  const previewMissing =
    session === null || (preview.isError && isApiError(preview.error) && preview.error.status === 404);
  const notFound = id === null || (publicMissing && previewMissing);
  // The public answer, or the preview once the public one is known to be missing.
  const lieu = publicMissing ? preview : publicLieu;
  useEffect(() => {
    if (lieu.data) document.title = documentTitle(lieu.data.nom);
    else if (notFound) document.title = documentTitle(lieuMessages.notFound);
  }, [lieu.data, notFound]);

  if (notFound) {
    return (
      <div className="fr-container fr-my-6w">
        <h1>{lieuMessages.notFound}</h1>
        <p>{lieuMessages.notFoundHint}</p>
        <Link className="fr-link fr-icon-arrow-left-line fr-link--icon-left" to={paths.lieux.getHref()}>
          Voir tous les lieux
        </Link>
      </div>
    );
  }
  if (lieu.isError) {
    return (
      <div className="fr-container fr-my-6w">
        <h1>Lieu</h1>
        <Alert severity="error" title={lieuMessages.loadFailed} description={errorMessage(lieu.error, "")} />
      </div>
    );
  }
  if (!lieu.data || id === null) {
    return (
      <div className="fr-container fr-my-6w" aria-busy="true">
        <p role="status">{lieuMessages.loading}</p>
      </div>
    );
  }
  const manages = canManage(acting, lieu.data.organisation_id);
  const details = (
    <LieuDetails
      lieu={lieu.data}
      accessibility={
        <AccessibilityInfo
          families={lieu.data.accessibility}
          details={lieu.data.accessibility_details}
          headingLevel="h3"
        />
      }
      actions={
        manages && (
          <Link
            className="fr-btn fr-btn--secondary fr-btn--sm fr-btn--icon-left fr-icon-edit-line"
            to={paths.lieuEdit.getHref(lieu.data.id)}
          >
            Modifier<span className="fr-sr-only"> le lieu {lieu.data.nom}</span>
          </Link>
        )
      }
    >
      <section className="fr-mt-6w" aria-labelledby="lieu-events">
        <h2 id="lieu-events">{lieuMessages.upcomingTitle}</h2>
        <UpcomingEvents lieuId={id} />
      </section>
      <section className="fr-mt-6w" aria-labelledby="lieu-parcours">
        <h2 id="lieu-parcours">{lieuMessages.parcoursTitle}</h2>
        <LieuParcours lieuId={id} />
      </section>
      {preview.data ? null : <ReportLink kind="lieu" id={lieu.data.id} title={lieu.data.nom} />}
    </LieuDetails>
  );
  if (!preview.data) return details;
  return (
    <>
      <div className="fr-container fr-mt-4w">
        <ModerationNotice
          status={preview.data.moderation_status}
          reason={preview.data.moderation_reason}
          ownerSuspended={preview.data.owner_suspended}
        />
      </div>
      {details}
    </>
  );
}

function UpcomingEvents({ lieuId }: { lieuId: number }) {
  const events = useEvents({ lieu_id: lieuId, upcoming: true, limit: SHOWN });
  if (events.isPending) {
    return (
      <ListSkeleton
        label="Chargement des événements..."
        itemClassName={threeColumns}
        itemHeight="24rem"
        count={3}
      />
    );
  }
  if (events.isError) return <Alert severity="error" small description={lieuMessages.upcomingLoadFailed} />;
  if (events.data.items.length === 0) return <p>{lieuMessages.upcomingEmpty}</p>;
  return (
    <>
      <p className="fr-text--sm">
        {events.data.total} événement{events.data.total > 1 ? "s" : ""} à venir
        {events.data.total > events.data.items.length && ` (les ${events.data.items.length} premiers)`}
      </p>
      <EventGrid events={events.data.items} headingLevel="h3" />
    </>
  );
}

function LieuParcours({ lieuId }: { lieuId: number }) {
  const parcours = useParcoursList({ lieu_id: lieuId, limit: SHOWN });
  if (parcours.isPending) {
    return (
      <ListSkeleton
        label="Chargement des parcours..."
        itemClassName={threeColumns}
        itemHeight="22rem"
        count={3}
      />
    );
  }
  if (parcours.isError) return <Alert severity="error" small description={lieuMessages.parcoursLoadFailed} />;
  if (parcours.data.items.length === 0) return <p>{lieuMessages.parcoursEmpty}</p>;
  return (
    <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
      {parcours.data.items.map((item) => (
        <li key={item.id} className={threeColumns}>
          <ParcoursCard parcours={item} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}
