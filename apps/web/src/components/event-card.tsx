import { Card } from "@codegouvfr/react-dsfr/Card";
import { paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { AccessibilityInfo } from "./accessibility-info.tsx";
import { EventCategoryBadge } from "./event-category-badge.tsx";
import { eventPlace, formatDistance, formatEventDates, formatPrice } from "./event-format.ts";
import { EventImage } from "./event-image.tsx";
import { SessionAvailabilityBadge } from "./session-availability.tsx";

interface EventCardProps {
  event: EventResponse;
  headingLevel?: "h2" | "h3";
}

/**
 * A DSFR card for lists of events: the whole card links to the event page. It shows the next
 * session's date (the event's dates once none is left) and, on the picture beside the category,
 * "Complet" or "Plus que N places": badges over the picture take no room, so no card grows.
 */
export function EventCard({ event, headingLevel = "h3" }: EventCardProps) {
  const next = event.next_session;
  return (
    <Card
      title={event.title}
      titleAs={headingLevel}
      linkProps={{ to: paths.eventDetail.getHref(event.id) }}
      enlargeLink
      imageComponent={<EventImage imageUrl={event.image_url} alt={event.image_alt} />}
      badge={
        <>
          <EventCategoryBadge category={event.category} />
          {next && <SessionAvailabilityBadge session={next} short className="fr-ml-1w" />}
        </>
      }
      detail={
        next
          ? formatEventDates(next.starts_at, next.ends_at)
          : formatEventDates(event.date_start, event.date_end)
      }
      end={
        <>
          <p className="fr-card__detail fr-icon-map-pin-2-line">
            {eventPlace(event.lieu)}
            {event.distance_km !== undefined && ` · ${formatDistance(event.distance_km)}`}
          </p>
          <AccessibilityInfo families={event.accessibility} compact />
        </>
      }
      endDetail={formatPrice(event.price)}
      classes={{ detail: "fr-icon-calendar-line", endDetail: "fr-icon-money-euro-circle-line" }}
      size="small"
      className="cp-event-card"
    />
  );
}
