import type { organiserFilterSchema } from "@culture-patrimoine/contract/schemas/organisers";
import type { z } from "zod";
import { searchOfValues, valuesFromSearch } from "../../../lib/filter-search.ts";

// The organisers list's filters live in the address (?status=pending&q=…&page=2): a search can be
// shared with another administrator, and the back button returns to it.

export type OrganiserFilter = z.infer<typeof organiserFilterSchema>;

/** The filter form's values: text, blank for no filter. */
export interface OrganiserFilterValues {
  status: string;
  q: string;
}

export const EMPTY_ORGANISER_FILTER: OrganiserFilterValues = { status: "", q: "" };

const ORGANISER_FILTER_FIELDS = ["status", "q"] as const;

/** The form's values (and the API's query) as the address gives them; other parameters ignored. */
export function organiserFilterFromSearch(search: URLSearchParams): OrganiserFilterValues {
  return valuesFromSearch(search, ORGANISER_FILTER_FIELDS);
}

/** The address of a filtered list, from its first page: the filters given, blanks left out. */
export function searchOfOrganiserFilter(filter: Partial<OrganiserFilter>): string {
  return searchOfValues(filter, ORGANISER_FILTER_FIELDS);
}
