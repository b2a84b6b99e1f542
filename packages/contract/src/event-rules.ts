// Rules about events that the API applies and the web app shows: stated once, here.
import { FREE_CANCELLATION_HOURS } from "./constants.ts";

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
