// Rules about events that the API applies and the web app shows: stated once, here.
import { DOOR_OPENS_MINUTES_BEFORE, FREE_CANCELLATION_HOURS, SESSION_ASSUMED_HOURS } from "./constants.ts";

/**
 * An event is over once its end (or its start, when it has no end) is past: the API refuses
 * registrations from then on, the web hides the button, and search engines are told so.
 */
export function isEventOver(
  event: { date_start: string; date_end: string | null },
  now: Date = new Date(),
): boolean {
  const end = Date.parse(event.date_end ?? event.date_start);
  return !Number.isNaN(end) && end < now.getTime();
}

/** An event with no price or a price of 0 is free: nothing to pay, in euros or in cents. */
export function isFreePrice(price: number | null | undefined): boolean {
  return price === null || price === undefined || price === 0;
}

/**
 * The last instant a participant may cancel free of charge: FREE_CANCELLATION_HOURS of elapsed
 * time before the session starts (so 48 h before 10:00 on a DST Sunday is 09:00 on the Friday).
 */
export function cancellationDeadline(sessionStart: string | Date): Date {
  const start = typeof sessionStart === "string" ? Date.parse(sessionStart) : sessionStart.getTime();
  return new Date(start - FREE_CANCELLATION_HOURS * 3_600_000);
}

/** True while the participant may still cancel themselves (up to and including the deadline). */
export function canCancelFreely(sessionStart: string | Date, now: Date = new Date()): boolean {
  return now.getTime() <= cancellationDeadline(sessionStart).getTime();
}

/** A session as the door sees it: instants as the database gives them or as the API writes them. */
export interface DoorSession {
  starts_at: string | Date;
  ends_at: string | Date | null;
  cancelled_at?: string | Date | null;
}

const instant = (value: string | Date): number =>
  typeof value === "string" ? Date.parse(value) : value.getTime();

/** When a session's door closes: its end, or SESSION_ASSUMED_HOURS after its start without one. */
export function sessionDoorCloses(session: DoorSession): Date {
  if (session.ends_at !== null) return new Date(instant(session.ends_at));
  return new Date(instant(session.starts_at) + SESSION_ASSUMED_HOURS * 3_600_000);
}

/** Once its door has closed, a session's tickets no longer let anyone in. */
export function isSessionOver(session: DoorSession, now: Date = new Date()): boolean {
  return now.getTime() > sessionDoorCloses(session).getTime();
}

/** From DOOR_OPENS_MINUTES_BEFORE its start until its door closes. */
export function isSessionUnderWay(session: DoorSession, now: Date = new Date()): boolean {
  const opens = instant(session.starts_at) - DOOR_OPENS_MINUTES_BEFORE * 60_000;
  return now.getTime() >= opens && !isSessionOver(session, now);
}

/**
 * The session the door checks when nobody chose one: the one under way (of two, the one whose start
 * is nearest, so the next show's doors win over the end of the last one), else the next one to
 * start; never a cancelled one. Null when every session is over or cancelled.
 */
export function sessionToCheck<S extends DoorSession>(
  sessions: readonly S[],
  now: Date = new Date(),
): S | null {
  const candidates = sessions.filter((session) => !session.cancelled_at);
  const distance = (session: S) => Math.abs(instant(session.starts_at) - now.getTime());
  const underWay = candidates
    .filter((session) => isSessionUnderWay(session, now))
    .sort((a, b) => distance(a) - distance(b) || instant(a.starts_at) - instant(b.starts_at));
  if (underWay[0]) return underWay[0];
  const next = candidates
    .filter((session) => instant(session.starts_at) > now.getTime())
    .sort((a, b) => instant(a.starts_at) - instant(b.starts_at));
  return next[0] ?? null;
}
