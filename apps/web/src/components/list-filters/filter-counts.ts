/** A count of the API as a filter shows it: "1 234", or "1 234+" when it is a lower bound. */
export function countText(count: number | undefined, exact: boolean): string {
  if (count === undefined) return "";
  return `${count.toLocaleString("fr-FR")}${exact ? "" : "+"}`;
}

/**
 * « Lyon (12) »: a choice and how many items it gives with the other filters applied; the bare
 * label while the counts are not known (`exact` undefined).
 */
export function withCount(label: string, count: number | undefined, exact: boolean | undefined): string {
  return count === undefined || exact === undefined ? label : `${label} (${countText(count, exact)})`;
}
