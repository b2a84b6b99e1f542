import { formatClock, formatDayInSentence } from "@culture-patrimoine/contract/french-dates";
import { OPEN_DATA_MAX_AGE_SECONDS } from "@culture-patrimoine/contract/schemas/open-data";

const numbers = new Intl.NumberFormat("fr-FR");

/** "1 ligne", "0 ligne", "12 345 lignes": French takes the singular for 0 and 1. */
export function rowCountText(rows: number): string {
  return `${numbers.format(rows)}\u00a0${rows > 1 ? "lignes" : "ligne"}`;
}

/** "lundi 23 novembre 2026 à 14 h 32", or a plain word when the file has no row yet. */
export function lastChangeText(iso: string | null): string {
  if (!iso) return "aucune ligne pour le moment";
  return `${formatDayInSentence(iso)} à ${formatClock(iso)}`;
}

/** How late a downloaded file may be, in words: "10 minutes". */
export function maxAgeText(seconds = OPEN_DATA_MAX_AGE_SECONDS): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes}\u00a0${minutes > 1 ? "minutes" : "minute"}`;
}
