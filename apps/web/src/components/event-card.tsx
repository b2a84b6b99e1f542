import { Card } from "@codegouvfr/react-dsfr/Card";
import { paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { EventCategoryBadge } from "./event-category-badge.tsx";
import { eventPlace, formatEventDates, formatPrice } from "./event-format.ts";
import { EventImage } from "./event-image.tsx";

interface EventCardProps {
  event: EventResponse;
  headingLevel?: "h2" | "h3";
}

/** A DSFR card for lists of events: the whole card links to the event page. */
export function EventCard({ event, headingLevel = "h3" }: EventCardProps) {
  return (
    <Card
      title={event.title}
      titleAs={headingLevel}
      linkProps={{ to: paths.eventDetail.getHref(event.id) }}
      enlargeLink
      imageComponent={<EventImage imageUrl={event.image_url} alt="" />}
      badge={<EventCategoryBadge category={event.category} />}
      detail={formatEventDates(event.date_start, event.date_end)}
      end={<p className="fr-card__detail fr-icon-map-pin-2-line">{eventPlace(event.lieu)}</p>}
      endDetail={formatPrice(event.price)}
      classes={{ detail: "fr-icon-calendar-line", endDetail: "fr-icon-money-euro-circle-line" }}
      size="small"
      className="cp-event-card"
    />
  );
}
