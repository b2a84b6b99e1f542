/** "1 place", "3 places". */
export function formatPlaces(count: number): string {
  return `${count} place${count > 1 ? "s" : ""}`;
}
