import type { AuditLogFilter } from "@culture-patrimoine/contract/schemas/admin";
import { searchOfValues, valuesFromSearch } from "../../../lib/filter-search.ts";

// The audit log's filters live in the address (?actor=…&from=…&page=2): a search can be shared
// with another administrator, and the back button returns to it.

export const AUDIT_FILTER_FIELDS = [
  "action",
  "actor",
  "target_type",
  "target_id",
  "from",
  "to",
  "q",
] as const;
type FilterField = (typeof AUDIT_FILTER_FIELDS)[number];

/** The filter form's values: text inputs, blank for no filter. */
export type AuditFilterValues = Record<FilterField, string>;

export const EMPTY_AUDIT_FILTER: AuditFilterValues = {
  action: "",
  actor: "",
  target_type: "",
  target_id: "",
  from: "",
  to: "",
  q: "",
};

/** The form's values (and the API's query) as the address gives them; other parameters ignored. */
export function filterFromSearch(search: URLSearchParams): AuditFilterValues {
  return valuesFromSearch(search, AUDIT_FILTER_FIELDS);
}

/** The address of a filtered log, from its first page: the filters given, in a fixed order. */
export function searchOfFilter(
  filter: Partial<Record<keyof AuditLogFilter, string | number | undefined>>,
): string {
  return searchOfValues(filter, AUDIT_FILTER_FIELDS);
}
