import { paths } from "@culture-patrimoine/contract/routes";
import type { RecentEvent } from "@culture-patrimoine/contract/schemas/event";
import { Link } from "react-router";
import { EventCategoryBadge } from "../../../components/event-category-badge.tsx";
import { formatEventDates } from "../../../components/event-format.ts";

/** "Événements Récents (autres)": what the other organisers published last. */
export function RecentEventList({ events }: { events: RecentEvent[] }) {
  return (
    <ul className="cp-dashboard-list">
      {events.map((event) => (
        <li key={event.id}>
          <div className="cp-dashboard-list__text">
            <h3 className="fr-h6">
              <Link to={paths.eventDetail.getHref(event.id)}>{event.title}</Link>
            </h3>
            <p className="fr-text--sm">{formatEventDates(event.date_start, event.date_end)}</p>
          </div>
          <EventCategoryBadge category={event.category} />
        </li>
      ))}
    </ul>
  );
}
