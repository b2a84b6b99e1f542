import type { organiserFilterSchema } from "@culture-patrimoine/contract/schemas/organisers";
import type { z } from "zod";

// The organisers list's filters live in the address (?status=pending&q=…&page=2): a search can be
// shared with another administrator, and the back button returns to it.

export type OrganiserFilter = z.infer<typeof organiserFilterSchema>;

/** The filter form's values: text, blank for no filter. */
export interface OrganiserFilterValues {
  status: string;
  q: string;
}

export const EMPTY_ORGANISER_FILTER: OrganiserFilterValues = { status: "", q: "" };

/** The form's values (and the API's query) as the address gives them; other parameters ignored. */
export function organiserFilterFromSearch(search: URLSearchParams): OrganiserFilterValues {
  return { status: search.get("status")?.trim() ?? "", q: search.get("q")?.trim() ?? "" };
}

/** The address of a filtered list, from its first page: the filters given, blanks left out. */
export function searchOfOrganiserFilter(filter: Partial<OrganiserFilter>): string {
  const search = new URLSearchParams();
  if (filter.status) search.set("status", filter.status);
  if (filter.q) search.set("q", filter.q);
  const text = search.toString();
  return text ? `?${text}` : "";
}
