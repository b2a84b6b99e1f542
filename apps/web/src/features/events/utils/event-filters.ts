import {
  type AccessibilityFamily,
  EVENT_CATEGORIES,
  EVENT_WHEN_CHOICES,
  type EventCategory,
  type EventWhen,
  LIST_CURSOR_PATTERN,
} from "@culture-patrimoine/contract/constants";
import { eventFilterMessages, eventMessages } from "@culture-patrimoine/contract/messages";
import {
  changedFilterParams,
  readAccessibility,
  readPlace,
  readSearchText,
} from "../../../components/list-filters/filter-params.ts";

// The list's search, filters, sort and page live in the address (?q=eglise&when=weekend&free=true
// &page=2): a result can be shared, reloaded, and the back button returns to the previous one.
// « Page suivante » past the counted pages adds where that page starts (&after=…, the API's
// cursor): the API reads it from an index instead of skipping every row before it. The names
// are the API's (decision 033), so the address reads like the request it makes.

export interface EventFilters {
  q: string;
  category: EventCategory | undefined;
  /** A preset period, in Paris time (the API computes it). */
  when?: EventWhen;
  /** A range of days, both included ("YYYY-MM-DD"). */
  from?: string;
  to?: string;
  ville?: string;
  departement?: string;
  /** Free events only. */
  free?: boolean;
  /** Families every event must welcome. */
  accessibility?: AccessibilityFamily[];
  /** « Près de moi »: sorted by distance from this position (rounded: about 100 m). */
  near?: { lat: number; lon: number };
  page: number;
  /** The API's cursor of this page (set with page > 1 only); without it the page is read by offset. */
  after?: string;
}

function isCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}

function isWhen(value: string): value is EventWhen {
  return (EVENT_WHEN_CHOICES as readonly string[]).includes(value);
}

function isDay(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

function coordinate(value: string | null, max: number): number | undefined {
  if (value === null || !/^-?\d{1,3}(\.\d+)?$/.test(value)) return undefined;
  const number = Number(value);
  return Math.abs(number) <= max ? number : undefined;
}

/** A position as it goes in the address: three decimals, about 100 m, enough to sort by distance. */
export function roundedPosition(lat: number, lon: number): { lat: number; lon: number } {
  return { lat: Math.round(lat * 1000) / 1000, lon: Math.round(lon * 1000) / 1000 };
}

/** Reads the filters of an address; anything unknown or malformed reads as "no filter". */
export function readEventFilters(search: URLSearchParams): EventFilters {
  // A decomposed "é" (typed or pasted from elsewhere) must still match "Conférence".
  const category = search.get("category")?.normalize("NFC") ?? "";
  const pageText = search.get("page");
  const page = pageText !== null && /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const after = search.get("after") ?? "";
  const when = search.get("when") ?? "";
  const from = search.get("from");
  const to = search.get("to");
  const accessibility = readAccessibility(search);
  const lat = coordinate(search.get("lat"), 90);
  const lon = coordinate(search.get("lon"), 180);
  return {
    q: readSearchText(search),
    category: isCategory(category) ? category : undefined,
    ...(isWhen(when) && { when }),
    ...(isDay(from) && { from }),
    ...(isDay(to) && (!isDay(from) || to >= from) && { to }),
    ...readPlace(search),
    ...(search.get("free") === "true" && { free: true }),
    ...(accessibility && { accessibility }),
    ...(search.get("sort") === "distance" &&
      lat !== undefined &&
      lon !== undefined && { near: { lat, lon } }),
    page,
    ...(page > 1 && LIST_CURSOR_PATTERN.test(after) && { after }),
  };
}

/** The filters' own parameters (no page), in a fixed order. */
function filterParams(filters: EventFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set("q", q);
  if (filters.category) search.set("category", filters.category);
  if (filters.when) search.set("when", filters.when);
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  if (filters.ville) search.set("ville", filters.ville);
  if (filters.departement) search.set("departement", filters.departement);
  if (filters.free) search.set("free", "true");
  if (filters.accessibility?.length) search.set("accessibility", filters.accessibility.join(","));
  if (filters.near) {
    search.set("sort", "distance");
    search.set("lat", String(filters.near.lat));
    search.set("lon", String(filters.near.lon));
  }
  return search;
}

/**
 * The address after a change of filters. A new search, filter or sort starts again at page 1,
 * and empty values leave the address (/events rather than /events?q=&category=). The cursor
 * belongs to one page: it stays only when the change gives it.
 */
export function writeEventFilters(current: EventFilters, change: Partial<EventFilters>): URLSearchParams {
  const { search, page } = changedFilterParams(current, change, filterParams);
  if (page > 1 && change.after) search.set("after", change.after);
  return search;
}

/** The filters that narrow the list (search and sort apart): « Effacer les filtres » clears them. */
export function hasNarrowingFilters(filters: EventFilters): boolean {
  return Boolean(
    filters.category ||
      filters.when ||
      filters.from ||
      filters.to ||
      filters.ville ||
      filters.departement ||
      filters.free ||
      filters.accessibility?.length,
  );
}

/** The filters' heading: « Filtrer les événements », with how many are set. */
export function filterSummary(filters: EventFilters): string {
  const set = [
    filters.when || filters.from || filters.to,
    filters.ville || filters.departement,
    filters.free,
    filters.accessibility?.length,
  ].filter(Boolean).length;
  return set === 0
    ? eventFilterMessages.filtersTitle
    : `${eventFilterMessages.filtersTitle} (${set} actif${set > 1 ? "s" : ""})`;
}

/** « Effacer les filtres »: every filter goes, the search and the sort stay. */
export const CLEARED_FILTERS: Partial<EventFilters> = {
  category: undefined,
  when: undefined,
  from: undefined,
  to: undefined,
  ville: undefined,
  departement: undefined,
  free: undefined,
  accessibility: undefined,
};

/** The API's filters of the list and of its counts (GET /api/events/counts), sort apart. */
export function eventCountParams(filters: EventFilters) {
  return {
    q: filters.q.trim() || undefined,
    category: filters.category,
    when: filters.when,
    from: filters.from,
    to: filters.to,
    ville: filters.ville,
    departement: filters.departement,
    free: filters.free || undefined,
    accessibility: filters.accessibility?.length ? filters.accessibility.join(",") : undefined,
    upcoming: true,
  };
}

/** The API's parameters of the list (GET /api/events): the filters and the sort. */
export function eventListParams(filters: EventFilters) {
  return {
    ...eventCountParams(filters),
    ...(filters.near && { sort: "distance" as const, lat: filters.near.lat, lon: filters.near.lon }),
  };
}

/**
 * "3 événements trouvés", "1 événement trouvé", SPEC's empty text, or « Plus de 100 événements
 * trouvés » when the API stopped counting (its total is then the rows it counted, one past the bound).
 */
export function resultsCountText(
  total: number,
  bounded = false,
  correction?: { typed: string; corrected: string },
): string {
  const count = bounded
    ? `Plus de ${(total - 1).toLocaleString("fr-FR")} événements trouvés`
    : total === 0
      ? eventMessages.emptySearch
      : total === 1
        ? "1 événement trouvé"
        : `${total.toLocaleString("fr-FR")} événements trouvés`;
  return correction
    ? `${eventFilterMessages.searchCorrected(correction.typed, correction.corrected)} ${count.toLowerCase()}`
    : count;
}
