import { PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";
import { formatClock, toDate } from "@culture-patrimoine/contract/french-dates";
import { attendeeMessages as m } from "@culture-patrimoine/contract/messages";
import type { Attendee, AttendeeList } from "@culture-patrimoine/contract/schemas/attendees";
import type { SessionState } from "@culture-patrimoine/contract/schemas/event-session";
import { awaitsPayment, paymentDeadlineText } from "../../../components/booking/participation-status.tsx";

export { formatClock };

export type AttendeeSession = AttendeeList["sessions"][number];

const day = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: PARIS_TIME_ZONE,
});

/** "Samedi 14 juin 2026 à 14 h 30": when a session starts, in Paris. */
export function formatSessionStart(iso: string | null | undefined): string {
  const date = toDate(iso);
  if (!date) return "";
  const text = day.format(date);
  return `${text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1)} à ${formatClock(iso)}`;
}

/** "14 juin 2026 à 14 h 30" inside a sentence ("la séance du …"). */
export function formatSessionInSentence(iso: string | null | undefined): string {
  const date = toDate(iso);
  if (!date) return "";
  const text = day.format(date).replace(/^\S+\s/, "");
  return `${text} à ${formatClock(iso)}`;
}

export type BadgeSeverity = "success" | "info" | "warning" | "error" | "new";

/** A session's state as a badge; null for an open session (its places say enough). */
export function sessionStateBadge(state: SessionState): { label: string; severity: BadgeSeverity } | null {
  switch (state) {
    case "full":
      return { label: m.stateFull, severity: "warning" };
    case "cancelled":
      return { label: m.stateCancelled, severity: "error" };
    case "past":
      return { label: m.statePast, severity: "info" };
    default:
      return null;
  }
}

/** What a session's card says: places, waiting list, entries. */
export function sessionFigures(session: AttendeeSession): {
  places: string;
  waitlist: string;
  entries: string;
} {
  return {
    places: m.placesTaken(session.places_taken, session.capacity),
    waitlist:
      session.waitlist_entries > 0
        ? m.waitlist(session.waitlist_entries, session.waitlist_places)
        : m.noWaitlist,
    entries: m.checkedInPlaces(session.checked_in_places),
  };
}

/** A session can be cancelled while it has not started and is not cancelled already. */
export function canCancelSession(session: AttendeeSession): boolean {
  return session.state === "open" || session.state === "full";
}

/** The registration's status badge: Confirmée, En attente de paiement, Liste d’attente (rang N), Annulée. */
export function attendeeStatusBadge(attendee: Attendee): { label: string; severity: BadgeSeverity } {
  switch (attendee.status) {
    case "confirmed":
      return awaitsPayment(attendee)
        ? { label: m.statusAwaitingPayment, severity: "warning" }
        : { label: m.statusConfirmed, severity: "success" };
    case "waitlisted":
      return { label: m.statusWaitlisted(attendee.waitlist_position), severity: "new" };
    default:
      return { label: m.statusCancelled, severity: "error" };
  }
}

/** Who cancelled, said under the "Annulée" badge. */
export function cancelledByText(attendee: Attendee): string | null {
  if (attendee.status !== "cancelled") return null;
  switch (attendee.cancelled_by) {
    case "organiser":
      return m.cancelledByOrganiser;
    case "participant":
      return m.cancelledByParticipant;
    case "session":
      return m.cancelledBySession;
    case "payment":
      return attendee.payment_status === "failed" ? m.cancelledByPaymentRefused : m.cancelledByPayment;
    default:
      return null;
  }
}

/** "à régler en ligne avant 10 h 15" under the badge of a registration awaiting its payment; else null. */
export function paymentDueText(attendee: Attendee, now: Date): string | null {
  const deadline = awaitsPayment(attendee) ? paymentDeadlineText(attendee.payment_due_at, now) : null;
  return deadline === null ? null : m.paymentDueBefore(deadline);
}

/** "Entrée à 14 h 32", or "Pas encore entré". */
export function entryText(attendee: Attendee): string {
  const time = formatClock(attendee.checked_in_at);
  return time === null ? m.notCheckedIn : m.checkedInAt(time);
}

/** An organiser cancels a registration that is not cancelled yet (confirmed or waiting). */
export function canCancelAttendee(attendee: Attendee): boolean {
  return attendee.status !== "cancelled";
}

/** The registrations of one session, or of all (`sessionId` null), in the API's order. */
export function attendeesOf(list: AttendeeList, sessionId: number | null): Attendee[] {
  return sessionId === null
    ? list.attendees
    : list.attendees.filter((attendee) => attendee.session_id === sessionId);
}

/** "Louise Michel". */
export function attendeeName(attendee: Pick<Attendee, "prenom" | "nom">): string {
  return `${attendee.prenom} ${attendee.nom}`.trim();
}

/** The phone number as a tel: link dials it (digits and the leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
