import { isDateOnly } from "@culture-patrimoine/contract/dates";
import { searchOfValues, valuesFromSearch } from "../../../lib/filter-search.ts";

// The season's window lives in the address (?from=2026-09-01&to=2026-12-31): a shared link shows
// the same period, the back button returns to the one before. Without it, the API's default window.

const FIELDS = ["from", "to"] as const;

/** What the API is asked: only the days the address gives (the API fills in the others). */
export type StatisticsRange = { from?: string; to?: string };

/** The window of the address; a day that is not a date is left out (the API's default then). */
export function rangeFromSearch(search: URLSearchParams): StatisticsRange {
  const values = valuesFromSearch(search, FIELDS);
  const range: StatisticsRange = {};
  if (isDateOnly(values.from)) range.from = values.from;
  if (isDateOnly(values.to)) range.to = values.to;
  return range;
}

/** "?from=…&to=…", or "" for the default window. */
export function searchOfRange(range: StatisticsRange): string {
  return searchOfValues(range, FIELDS);
}
