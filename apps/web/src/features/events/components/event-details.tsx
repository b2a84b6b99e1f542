import { sessionMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccessibilityInfo } from "../../../components/accessibility-info.tsx";
import { EventCategoryBadge } from "../../../components/event-category-badge.tsx";
import { eventPlace, formatEventSpan, formatPrice } from "../../../components/event-format.ts";
import { EventImage } from "../../../components/event-image.tsx";
import { sessionAvailability } from "../../../components/session-availability.tsx";
import { EventSessions } from "./event-sessions.tsx";
import { EventShare } from "./event-share.tsx";
import "./event-details.css";
import { PageBreadcrumb } from "../../../components/page-breadcrumb.tsx";
import { ReportLink } from "../../../components/report-link.tsx";

interface EventDetailsProps {
  event: EventResponse;
  /** Registration and owner buttons, decided by the page. */
  actions: ReactNode;
  /** The programme lines, loaded by the page from the programmes API. */
  programme: ReactNode;
  /**
   * What the public sees (true) or an owner's or administrator's preview of what it does not (false):
   * the preview offers no calendar file, no sharing and no report, which would lead to a 404.
   */
  isPublic?: boolean;
}

/** True when the event has several sessions: they are listed, each with its own registration. */
export function hasSeveralSessions(event: EventResponse): boolean {
  return (event.sessions?.length ?? 0) > 1;
}

/** The places of an event of one session, said in the practical box ("Plus que 3 places"). */
function singleSessionPlaces(event: EventResponse): string | null {
  if (hasSeveralSessions(event)) return null;
  const session = event.next_session ?? event.sessions?.[0];
  return session ? (sessionAvailability(session)?.label ?? null) : null;
}

/** Everything about one event: what, when, where, how much, and its programme. */
export function EventDetails({ event, actions, programme, isPublic = true }: EventDetailsProps) {
  const places = singleSessionPlaces(event);
  return (
    <div className="fr-container fr-mb-8w">
      <PageBreadcrumb
        currentPageLabel={event.title}
        segments={[{ label: "Événements", to: paths.events.getHref() }]}
      />
      <div className="cp-event-layout">
        <div className="cp-event-layout__head">
          <h1 className="fr-mb-2w">{event.title}</h1>
          <p className="fr-mb-3w">
            <EventCategoryBadge category={event.category} />
          </p>
          <div className="cp-event-detail__image">
            <EventImage imageUrl={event.image_url} alt={event.image_alt} lazy={false} />
          </div>
        </div>
        <aside className="cp-event-layout__facts" aria-labelledby="event-facts-title">
          <div className="cp-event-facts fr-p-3w">
            <h2 id="event-facts-title" className="fr-h5">
              Informations pratiques
            </h2>
            <dl className="cp-event-facts__list">
              <dt>
                <span className="fr-icon-calendar-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
                Dates
              </dt>
              <dd>{formatEventSpan(event)}</dd>
              <dt>
                <span className="fr-icon-map-pin-2-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
                Lieu
              </dt>
              <dd>
                {event.lieu ? (
                  <Link to={paths.lieuDetail.getHref(event.lieu.id)}>{eventPlace(event.lieu)}</Link>
                ) : (
                  eventPlace(event.lieu)
                )}
              </dd>
              <dt>
                <span className="fr-icon-money-euro-circle-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
                Tarif
              </dt>
              <dd>
                {formatPrice(event.price)}
                {event.price !== null && event.price > 0 && " par place"}
              </dd>
              {places && (
                <>
                  <dt>
                    <span className="fr-icon-team-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
                    {sessionMessages.places}
                  </dt>
                  <dd data-testid="event-places">{places}</dd>
                </>
              )}
            </dl>
            {actions}
            {isPublic && <EventShare event={event} />}
          </div>
        </aside>
        <div className="cp-event-layout__body">
          {hasSeveralSessions(event) && <EventSessions eventId={event.id} sessions={event.sessions ?? []} />}
          <h2 className="fr-h4">Description</h2>
          {event.description ? (
            <p className="cp-event-detail__description">{event.description}</p>
          ) : (
            <p>Aucune description n’a été publiée pour cet événement.</p>
          )}
          <AccessibilityInfo families={event.accessibility} details={event.accessibility_details} />
          <h2 className="fr-h4 fr-mt-6w">Programme</h2>
          {programme}
          {isPublic && <ReportLink kind="event" id={event.id} title={event.title} />}
        </div>
      </div>
    </div>
  );
}
