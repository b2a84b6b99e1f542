/** A count of the API as a filter shows it: "1 234", or "1 234+" when it is a lower bound. */
export function countText(count: number | undefined, exact: boolean): string {
  if (count === undefined) return "";
  return `${count.toLocaleString("fr-FR")}${exact ? "" : "+"}`;
}
