import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { EventCard } from "../../../components/event-card.tsx";
import "./event-grid.css";

export function EventGrid({ events }: { events: EventResponse[] }) {
  return (
    <ul className="cp-event-grid">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}
