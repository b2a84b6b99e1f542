import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";

/**
 * An event is over once its end (or its start, when it has no end) is past: the server refuses
 * registrations from then on, so the page hides the button instead of offering a failure.
 */
export function isEventOver(
  event: Pick<EventResponse, "date_start" | "date_end">,
  now = new Date(),
): boolean {
  const end = Date.parse(event.date_end ?? event.date_start);
  return !Number.isNaN(end) && end < now.getTime();
}

/** The id of an address (/events/12), or null when it is not one (/events/abc, /events/0). */
export function parseEventId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The first words of a description, cut on a word and ended by "…", for previews. */
export function excerpt(text: string | null, max = 160): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
