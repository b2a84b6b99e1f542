import { formatSessionTimes } from "@culture-patrimoine/contract/french-dates";
import { paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";
import { Link } from "react-router";
import { eventPlace, formatEventSpan, formatPrice } from "../../../components/event-format.ts";
import { SessionAvailabilityBadge } from "../../../components/session-availability.tsx";
import "./event-details.css";

/**
 * The event a registration is for, in a few lines, with a link back to its page; with `session`,
 * that session's date and what is left of its places instead of the event's dates.
 */
export function EventSummary({ event, session }: { event: EventResponse; session?: SessionResponse }) {
  return (
    <div className="cp-event-facts fr-p-3w fr-mb-4w">
      <p className="fr-h5 fr-mb-1w">
        <Link to={paths.eventDetail.getHref(event.id)}>{event.title}</Link>
      </p>
      <ul className="cp-plain-list fr-mb-0">
        <li>
          <span className="fr-icon-calendar-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
          {session ? formatSessionTimes(session.starts_at, session.ends_at) : formatEventSpan(event)}
          {session && <SessionAvailabilityBadge session={session} className="fr-ml-1w" />}
        </li>
        <li>
          <span className="fr-icon-map-pin-2-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
          {eventPlace(event.lieu)}
        </li>
        <li>
          <span className="fr-icon-money-euro-circle-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
          {formatPrice(event.price)}
          {event.price !== null && event.price > 0 && " par place"}
        </li>
      </ul>
    </div>
  );
}
