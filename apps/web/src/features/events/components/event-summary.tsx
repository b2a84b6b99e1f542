import { paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { Link } from "react-router";
import { eventPlace, formatEventDates, formatPrice } from "../../../components/event-format.ts";
import "./event-details.css";

/** The event a registration is for, in a few lines, with a link back to its page. */
export function EventSummary({ event }: { event: EventResponse }) {
  return (
    <div className="cp-event-facts fr-p-3w fr-mb-4w">
      <p className="fr-h5 fr-mb-1w">
        <Link to={paths.eventDetail.getHref(event.id)}>{event.title}</Link>
      </p>
      <ul className="cp-plain-list fr-mb-0">
        <li>
          <span className="fr-icon-calendar-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
          {formatEventDates(event.date_start, event.date_end)}
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
