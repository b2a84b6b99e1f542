import { countText } from "./filter-counts.ts";

// Apart from countText, which the events page's first load needs: the labels are drawn by the
// filters, which load later (decision 030's ceiling).

/**
 * « Lyon (12) »: a choice and how many items it gives with the other filters applied; the bare
 * label while the counts are not known (`exact` undefined).
 */
export function withCount(label: string, count: number | undefined, exact: boolean | undefined): string {
  return count === undefined || exact === undefined ? label : `${label} (${countText(count, exact)})`;
}
