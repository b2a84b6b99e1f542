// Rules about events that the API applies and the web app shows: stated once, here.

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
