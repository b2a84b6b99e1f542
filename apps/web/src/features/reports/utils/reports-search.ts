import {
  type REPORT_STATUSES,
  reportedItemsFilterSchema,
} from "@culture-patrimoine/contract/schemas/reports";
import { searchOfValues } from "../../../lib/filter-search.ts";

// The reports list's filters live in the address (?status=resolved&kind=lieu&page=2): the back
// button returns to the same list.

/** The filter form's values: the status (open unless the address says resolved) and a kind or "". */
export type ReportsFilterValues = {
  status: (typeof REPORT_STATUSES)[number];
  kind: string;
};

/** The filters as the address gives them; an unknown value is the default, never an error page. */
export function reportsFilterFromSearch(search: URLSearchParams): ReportsFilterValues {
  const parsed = reportedItemsFilterSchema.safeParse({
    status: search.get("status") ?? undefined,
    kind: search.get("kind") ?? undefined,
  });
  if (!parsed.success) return { status: "open", kind: "" };
  return { status: parsed.data.status, kind: parsed.data.kind ?? "" };
}

/** The address of a filtered list, from its first page; the defaults are left out. */
export function searchOfReportsFilter(filter: ReportsFilterValues): string {
  return searchOfValues({ ...filter, status: filter.status === "open" ? "" : filter.status }, [
    "status",
    "kind",
  ]);
}
