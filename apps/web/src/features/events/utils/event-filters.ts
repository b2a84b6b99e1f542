import { EVENT_CATEGORIES, type EventCategory, SEARCH_MAX } from "@culture-patrimoine/contract/constants";
import { eventMessages } from "@culture-patrimoine/contract/messages";

// The list's search, category and page live in the address (?q=eglise&category=Musique&page=2):
// a result can be shared, reloaded, and the back button returns to the previous one.

export interface EventFilters {
  q: string;
  category: EventCategory | undefined;
  page: number;
}

function isCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}

/** Reads the filters of an address; anything unknown or malformed reads as "no filter". */
export function readEventFilters(search: URLSearchParams): EventFilters {
  // A decomposed "é" (typed or pasted from elsewhere) must still match "Conférence".
  const category = search.get("category")?.normalize("NFC") ?? "";
  const page = search.get("page");
  return {
    q: (search.get("q") ?? "").slice(0, SEARCH_MAX),
    category: isCategory(category) ? category : undefined,
    page: page !== null && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/**
 * The address after a change of filters. A new search or category starts again at page 1, and
 * empty values leave the address (/events rather than /events?q=&category=).
 */
export function writeEventFilters(current: EventFilters, change: Partial<EventFilters>): URLSearchParams {
  const next = { ...current, ...change };
  const filtersChanged =
    (change.q !== undefined && change.q.trim() !== current.q.trim()) ||
    ("category" in change && change.category !== current.category);
  const page = filtersChanged && change.page === undefined ? 1 : next.page;
  const search = new URLSearchParams();
  const q = next.q.trim();
  if (q) search.set("q", q);
  if (next.category) search.set("category", next.category);
  if (page > 1) search.set("page", String(page));
  return search;
}

/** "3 événements trouvés", "1 événement trouvé", or SPEC's empty text. */
export function resultsCountText(total: number): string {
  if (total === 0) return eventMessages.emptySearch;
  return total === 1 ? "1 événement trouvé" : `${total.toLocaleString("fr-FR")} événements trouvés`;
}
