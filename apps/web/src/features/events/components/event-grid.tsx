import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { EventCard } from "../../../components/event-card.tsx";
import "./event-grid.css";

export function EventGrid({
  events,
  headingLevel = "h2",
}: {
  events: EventResponse[];
  /** h3 when the grid sits under a section heading (a venue's page). */
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ul className="cp-event-grid">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
