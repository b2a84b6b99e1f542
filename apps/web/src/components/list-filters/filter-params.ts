import {
  ACCESSIBILITY_FAMILIES,
  type AccessibilityFamily,
  DEPARTEMENT_PATTERN,
  SEARCH_MAX,
} from "@culture-patrimoine/contract/constants";

// Reading a list's filters from its address, the same way on every list (events, venues, sites,
// routes): anything unknown or malformed reads as "no filter", never as an error page. The
// parameters are the API's, so the address reads like the request it makes.

/** The search text, at most SEARCH_MAX characters. */
export function readSearchText(search: URLSearchParams): string {
  return (search.get("q") ?? "").slice(0, SEARCH_MAX);
}

/**
 * The place: `ville` or `departement` (a known code). The plain form, before the page's script
 * runs, sends the place select as `place=ville:Lyon` or `place=dep:69`: read the same way.
 */
export function readPlace(search: URLSearchParams): { ville?: string; departement?: string } {
  const [kind, value = ""] = (search.get("place") ?? "").split(/:(.*)/s);
  const ville = (search.get("ville") ?? (kind === "ville" ? value : "")).trim().slice(0, 100);
  const departement = (search.get("departement") ?? (kind === "dep" ? value : "")).trim().toUpperCase();
  return {
    ...(ville && { ville }),
    ...(DEPARTEMENT_PATTERN.test(departement) && { departement }),
  };
}

/** The families asked, in the label's order: `moteur,visuel` or the parameter repeated (a plain form). */
export function readAccessibility(search: URLSearchParams): AccessibilityFamily[] | undefined {
  const asked = search.getAll("accessibility").flatMap((value) => value.split(","));
  const families = ACCESSIBILITY_FAMILIES.filter((family) => asked.includes(family));
  return families.length > 0 ? families : undefined;
}

/**
 * The address after a change of filters: the filters' own parameters (`params`), then the page,
 * which starts again at 1 when a filter changed (unless the change gives one).
 */
export function changedFilterParams<F extends { page: number }>(
  current: F,
  change: Partial<F>,
  params: (filters: F) => URLSearchParams,
): { next: F; search: URLSearchParams; page: number } {
  const next = { ...current, ...change };
  const search = params(next);
  const filtersChanged = search.toString() !== params(current).toString();
  const page = filtersChanged && change.page === undefined ? 1 : next.page;
  if (page > 1) search.set("page", String(page));
  return { next, search, page };
}
