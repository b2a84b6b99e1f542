import { eventCalendarPath, paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { AddToCalendar } from "../../../components/add-to-calendar.tsx";
import { ShareActions } from "../../../components/share-actions.tsx";
import { publicOrigin } from "../../../lib/public-url.ts";

/**
 * « Ajouter à mon agenda » (every session of the event in one file; each session of a several-session
 * event also has its own link in the list) and « Partager », in the practical box of the event page.
 */
export function EventShare({ event }: { event: EventResponse }) {
  const hasSessionLeft = event.sessions?.some((session) => session.state !== "cancelled") ?? true;
  return (
    <div className="cp-event-share fr-mt-3w">
      {hasSessionLeft && <AddToCalendar href={eventCalendarPath(event.id)} />}
      <ShareActions title={event.title} url={`${publicOrigin()}${paths.eventDetail.getHref(event.id)}`} />
    </div>
  );
}
