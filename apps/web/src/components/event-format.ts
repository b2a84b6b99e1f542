import { PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";
import { formatSessionTimes, toDate } from "@culture-patrimoine/contract/french-dates";
import {
  eventFilterMessages,
  eventMessages,
  lieuMessages,
  sessionMessages,
} from "@culture-patrimoine/contract/messages";
import { pageOrigin } from "../lib/public-url.ts";

// Events happen in France: their times read the same for a visitor abroad (Europe/Paris).
const dateOnly = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: PARIS_TIME_ZONE,
});

/** Dates open a line or a cell: "Dimanche 14 juin 2026", not "dimanche 14 juin 2026". */
function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1);
}

/**
 * "Dimanche 14 juin 2026 à 20 h 30", or a range: "Dimanche 14 juin 2026, 20 h 30 – 22 h 30" on one
 * day, "Dimanche 14 juin 2026 à 20 h 30 – samedi 20 juin 2026 à 22 h 30" over several. Written the
 * French way by the one formatter of sessions, so an event and its sessions read alike.
 */
export function formatEventDates(start: string | null | undefined, end?: string | null): string {
  return formatSessionTimes(start, end ?? null);
}

/**
 * When an event takes place: its dates, or for several sessions "4 séances, du dimanche 29 novembre
 * 2026 au dimanche 20 décembre 2026" (never one range that reads as if it ran non-stop).
 */
export function formatEventSpan(event: {
  date_start: string;
  date_end: string | null;
  sessions?: readonly { starts_at: string; ends_at: string | null }[] | undefined;
}): string {
  const sessions = event.sessions ?? [];
  const first = sessions[0];
  const last = sessions.at(-1);
  if (sessions.length < 2 || !first || !last) return formatEventDates(event.date_start, event.date_end);
  const day = (iso: string) => formatDay(iso).toLocaleLowerCase("fr-FR");
  return sessionMessages.sessionsSpan(
    sessions.length,
    day(first.starts_at),
    day(last.ends_at ?? last.starts_at),
  );
}

/** A calendar day alone: "Dimanche 14 juin 2026" (programme lines, registration dates). */
export function formatDay(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? capitalize(dateOnly.format(date)) : eventMessages.datesUnavailable;
}

// Shared with the e-mails.
export { formatPrice } from "@culture-patrimoine/contract/french-money";

/**
 * The CSP lets the page show images from its own origin only; an event whose image lives elsewhere
 * shows the placeholder rather than a blocked image (and a CSP report).
 */
export function displayableImageUrl(url: string | null | undefined, origin = pageOrigin()): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** "Église Saint-Eustache, Paris", or "Lieu non renseigné" once the venue is gone. */
export function eventPlace(lieu: { nom: string; ville: string } | null): string {
  return lieu ? `${lieu.nom}, ${lieu.ville}` : lieuMessages.noLieu;
}

/** « à 3,7 km », « à 850 m », or « Distance inconnue » for a venue without a position (« Près de moi »). */
export function formatDistance(km: number | null): string {
  if (km === null) return eventFilterMessages.noCoordinates;
  if (km < 1) return `à ${Math.max(10, Math.round(km * 100) * 10)}\u00a0m`;
  const rounded =
    km < 10
      ? km.toLocaleString("fr-FR", { maximumFractionDigits: 1 })
      : Math.round(km).toLocaleString("fr-FR");
  return `à ${rounded}\u00a0km`;
}
