import { EVENT_CATEGORIES, type EventCategory, SEARCH_MAX } from "@culture-patrimoine/contract/constants";
import { eventMessages } from "@culture-patrimoine/contract/messages";
import { LIST_CURSOR_PATTERN } from "@culture-patrimoine/contract/schemas/common";

// The list's search, category and page live in the address (?q=eglise&category=Musique&page=2):
// a result can be shared, reloaded, and the back button returns to the previous one. « Page
// suivante » past the counted pages adds where that page starts (&after=…, the API's cursor):
// the API reads it from an index instead of skipping every row before it.

export interface EventFilters {
  q: string;
  category: EventCategory | undefined;
  page: number;
  /** The API's cursor of this page (set with page > 1 only); without it the page is read by offset. */
  after?: string;
}

function isCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}

/** Reads the filters of an address; anything unknown or malformed reads as "no filter". */
export function readEventFilters(search: URLSearchParams): EventFilters {
  // A decomposed "é" (typed or pasted from elsewhere) must still match "Conférence".
  const category = search.get("category")?.normalize("NFC") ?? "";
  const pageText = search.get("page");
  const page = pageText !== null && /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const after = search.get("after") ?? "";
  return {
    q: (search.get("q") ?? "").slice(0, SEARCH_MAX),
    category: isCategory(category) ? category : undefined,
    page,
    ...(page > 1 && LIST_CURSOR_PATTERN.test(after) && { after }),
  };
}

/**
 * The address after a change of filters. A new search or category starts again at page 1, and
 * empty values leave the address (/events rather than /events?q=&category=). The cursor belongs to
 * one page: it stays only when the change gives it.
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
  if (page > 1 && change.after) search.set("after", change.after);
  return search;
}

/**
 * "3 événements trouvés", "1 événement trouvé", SPEC's empty text, or « Plus de 100 événements
 * trouvés » when the API stopped counting (its total is then the rows it counted, one past the bound).
 */
export function resultsCountText(total: number, bounded = false): string {
  if (bounded) return `Plus de ${(total - 1).toLocaleString("fr-FR")} événements trouvés`;
  if (total === 0) return eventMessages.emptySearch;
  return total === 1 ? "1 événement trouvé" : `${total.toLocaleString("fr-FR")} événements trouvés`;
}
