import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { FEW_PLACES_LEFT } from "@culture-patrimoine/contract/constants";
import { sessionMessages } from "@culture-patrimoine/contract/messages";
import type { SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";

type Availability = Pick<SessionResponse, "state" | "places_left">;

export interface AvailabilityText {
  /** On the event page: "Complet — liste d’attente ouverte". */
  label: string;
  /** On a card: "Complet". */
  short: string;
  severity: "error" | "warning" | "new";
}

/**
 * What a visitor is told of a session's places: cancelled, full (the waiting list is open), or
 * few left (FEW_PLACES_LEFT or fewer); nothing when places are many or unlimited, or once past.
 */
export function sessionAvailability(session: Availability): AvailabilityText | null {
  if (session.state === "cancelled") {
    return { label: sessionMessages.cancelled, short: sessionMessages.cancelled, severity: "error" };
  }
  if (session.state === "past") return null;
  if (session.state === "full" || session.places_left === 0) {
    return { label: sessionMessages.full, short: sessionMessages.fullShort, severity: "warning" };
  }
  if (session.places_left !== null && session.places_left <= FEW_PLACES_LEFT) {
    const text = sessionMessages.placesLeft(session.places_left);
    return { label: text, short: text, severity: "new" };
  }
  return null;
}

/** The availability as a DSFR badge, or nothing; `short` for a card. */
export function SessionAvailabilityBadge({
  session,
  short = false,
  className,
}: {
  session: Availability;
  short?: boolean;
  className?: string;
}) {
  const availability = sessionAvailability(session);
  if (!availability) return null;
  return (
    <Badge as="span" small noIcon severity={availability.severity} className={className}>
      {short ? availability.short : availability.label}
    </Badge>
  );
}
