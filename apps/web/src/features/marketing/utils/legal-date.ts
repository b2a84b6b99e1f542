import { PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";

const frenchDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: PARIS_TIME_ZONE });

/** "21 novembre 2026" for "2026-11-21" (read at noon UTC, so the day is the same in Paris). */
export function formatLegalDate(isoDate: string): string {
  return frenchDate.format(new Date(`${isoDate}T12:00:00Z`));
}
