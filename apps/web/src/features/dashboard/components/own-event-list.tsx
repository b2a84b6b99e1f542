import {
  attendeeMessages,
  organisationGateMessages,
  statisticsMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { OwnEventResponse } from "@culture-patrimoine/contract/schemas/event";
import { Link } from "react-router";
import { eventPlace, formatEventDates, formatPrice } from "../../../components/event-format.ts";
import { ModerationBadge } from "../../../components/moderation-badge.tsx";

interface OwnEventListProps {
  events: OwnEventResponse[];
  /**
   * Whether the member's role edits the programme (issue 30): an agent d'accueil gets the door's
   * links only, no edit, programme or delete action.
   */
  mayEdit: boolean;
  onDelete: (event: OwnEventResponse) => void;
  /** The event being deleted, whose button waits for the answer. */
  deletingId: number | null;
}

/**
 * The organisation's events, each with its state when not published, and its edit, programme,
 * ticket check, attendees and delete actions.
 */
export function OwnEventList({ events, mayEdit, onDelete, deletingId }: OwnEventListProps) {
  return (
    <ul className="cp-dashboard-list">
      {events.map((event) => (
        <li key={event.id}>
          <div className="cp-dashboard-list__text">
            <h3 className="fr-h6">
              <Link to={paths.eventDetail.getHref(event.id)}>{event.title}</Link>
            </h3>
            <ModerationBadge status={event.moderation_status} />
            <p className="fr-text--sm">{formatEventDates(event.date_start, event.date_end)}</p>
            <p className="fr-text--sm">
              {eventPlace(event.lieu)} · {formatPrice(event.price)}
            </p>
          </div>
          <ul className="fr-btns-group fr-btns-group--inline fr-btns-group--sm fr-btns-group--icon-left">
            {mayEdit && (
              <li>
                <Link
                  className="fr-btn fr-btn--secondary fr-icon-edit-line"
                  to={paths.eventEdit.getHref(event.id)}
                >
                  Modifier <span className="fr-sr-only">l’événement {event.title}</span>
                </Link>
              </li>
            )}
            {mayEdit && (
              <li>
                <Link
                  className="fr-btn fr-btn--secondary fr-icon-calendar-event-line"
                  to={paths.programCreateForEvent.getHref(event.id)}
                >
                  Ajouter un programme <span className="fr-sr-only">à {event.title}</span>
                </Link>
              </li>
            )}
            <li>
              {/* A document load: the camera is granted to the scanner's document only (decision 041). */}
              <Link
                className="fr-btn fr-btn--secondary fr-icon-qr-code-line"
                to={paths.scan.getHref({ event: event.id })}
                reloadDocument
              >
                {organisationGateMessages.checkTickets} <span className="fr-sr-only">de {event.title}</span>
              </Link>
            </li>
            <li>
              <Link
                className="fr-btn fr-btn--secondary fr-icon-team-line"
                to={paths.eventAttendees.getHref(event.id)}
              >
                {attendeeMessages.attendeesLink} <span className="fr-sr-only">de {event.title}</span>
              </Link>
            </li>
            {mayEdit && (
              <li>
                <Link
                  className="fr-btn fr-btn--secondary fr-icon-line-chart-line"
                  to={paths.eventStatistics.getHref(event.id)}
                >
                  {statisticsMessages.eventLink} <span className="fr-sr-only">de {event.title}</span>
                </Link>
              </li>
            )}
            {mayEdit && (
              <li>
                <button
                  type="button"
                  className="fr-btn fr-btn--tertiary fr-icon-delete-bin-line"
                  disabled={deletingId === event.id}
                  onClick={() => onDelete(event)}
                >
                  Supprimer <span className="fr-sr-only">l’événement {event.title}</span>
                </button>
              </li>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}
