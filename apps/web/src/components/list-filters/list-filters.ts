import {
  type AccessibilityFamily,
  PARCOURS_DIFFICULTIES,
  type ParcoursDifficulty,
  SHORT_TEXT_MAX,
  SITE_CATEGORIES,
  type SiteCategory,
} from "@culture-patrimoine/contract/constants";
import { pageFromSearch } from "../list-paging.ts";
import { changedFilterParams, readAccessibility, readPlace, readSearchText } from "./filter-params.ts";

// The search and filters of the venues, sites and routes lists (issue 32), kept in the address with
// the API's names (?q=abbaye&categorie=Monument&ville=Lyon&accessibility=moteur,visuel&page=2): a
// list can be reloaded and shared, and back returns to the previous one. Each list reads the
// filters it has; the others stay absent.

/** The filters a list may offer besides its search text. */
export type ListFilterName = "place" | "accessibility" | "categorie" | "theme" | "difficulty";

export interface ListFilters {
  q: string;
  ville?: string;
  departement?: string;
  /** Families every listed item must welcome. */
  accessibility?: AccessibilityFamily[];
  categorie?: SiteCategory;
  theme?: string;
  difficulty?: ParcoursDifficulty;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  const normalised = value?.trim().normalize("NFC") ?? "";
  return (values as readonly string[]).includes(normalised) ? (normalised as T) : undefined;
}

/** The filters of an address that a list offers (`names`); anything unknown or malformed reads as none. */
export function readListFilters(search: URLSearchParams, names: readonly ListFilterName[]): ListFilters {
  const has = (name: ListFilterName) => names.includes(name);
  const accessibility = has("accessibility") ? readAccessibility(search) : undefined;
  const categorie = has("categorie") ? oneOf(SITE_CATEGORIES, search.get("categorie")) : undefined;
  const theme = has("theme") ? (search.get("theme") ?? "").trim().slice(0, SHORT_TEXT_MAX) : "";
  const difficulty = has("difficulty") ? oneOf(PARCOURS_DIFFICULTIES, search.get("difficulty")) : undefined;
  return {
    q: readSearchText(search),
    ...(has("place") && readPlace(search)),
    ...(accessibility && { accessibility }),
    ...(categorie && { categorie }),
    ...(theme && { theme }),
    ...(difficulty && { difficulty }),
    page: pageFromSearch(search),
  };
}

/** The filters' own parameters (no page), in a fixed order; empty ones leave the address. */
export function listFilterParams(filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set("q", q);
  if (filters.categorie) search.set("categorie", filters.categorie);
  if (filters.theme) search.set("theme", filters.theme);
  if (filters.difficulty) search.set("difficulty", filters.difficulty);
  if (filters.ville) search.set("ville", filters.ville);
  if (filters.departement) search.set("departement", filters.departement);
  if (filters.accessibility?.length) search.set("accessibility", filters.accessibility.join(","));
  return search;
}

/** The address after a change: a new search or filter starts again at page 1. */
export function writeListFilters(current: ListFilters, change: Partial<ListFilters>): URLSearchParams {
  return changedFilterParams(current, change, listFilterParams).search;
}

/** How many filters narrow the list, the search apart: « Filtrer les lieux (2 actifs) ». */
export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.ville || filters.departement,
    filters.accessibility?.length,
    filters.categorie,
    filters.theme,
    filters.difficulty,
  ].filter(Boolean).length;
}

/** « Effacer les filtres »: every filter goes, the search text stays. */
export const CLEARED_LIST_FILTERS: Partial<ListFilters> = {
  ville: undefined,
  departement: undefined,
  accessibility: undefined,
  categorie: undefined,
  theme: undefined,
  difficulty: undefined,
};

/** The API's parameters of the list and of its counts (GET /api/{family} and /api/{family}/counts). */
export function listQueryParams(filters: ListFilters) {
  return {
    q: filters.q.trim() || undefined,
    ville: filters.ville,
    departement: filters.departement,
    accessibility: filters.accessibility?.length ? filters.accessibility.join(",") : undefined,
    categorie: filters.categorie,
    theme: filters.theme,
    difficulty: filters.difficulty,
  };
}
export type ListQueryParams = Partial<ReturnType<typeof listQueryParams>>;
