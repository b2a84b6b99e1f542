import { PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";
import { eventMessages, lieuMessages } from "@culture-patrimoine/contract/messages";

// Events happen in France: their times read the same for a visitor abroad (Europe/Paris).
const dateTime = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: PARIS_TIME_ZONE,
});

const dateOnly = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: PARIS_TIME_ZONE,
});

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const wholeEuros = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Dates open a line or a cell: "Dimanche 14 juin 2026", not "dimanche 14 juin 2026". */
function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1);
}

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Dimanche 14 juin 2026 à 20:30", or a range: "Dimanche 14 juin 2026, 20:30 – 22:30" on one day,
 * "Dimanche 14 juin 2026 à 20:30 – samedi 20 juin 2026 à 22:30" over several.
 */
export function formatEventDates(start: string | null | undefined, end?: string | null): string {
  const from = toDate(start);
  if (!from) return eventMessages.datesUnavailable;
  const to = toDate(end);
  if (!to || to.getTime() <= from.getTime()) return capitalize(dateTime.format(from));
  return capitalize(dateTime.formatRange(from, to));
}

/** A calendar day alone: "Dimanche 14 juin 2026" (programme lines, registration dates). */
export function formatDay(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? capitalize(dateOnly.format(date)) : eventMessages.datesUnavailable;
}

/** "12 €", "12,50 €"; 0 or no price is "Gratuit" (SPEC §2). */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || price <= 0) return eventMessages.free;
  return Number.isInteger(price) ? wholeEuros.format(price) : euros.format(price);
}

/**
 * The CSP lets the page show images from its own origin only; an event whose image lives elsewhere
 * shows the placeholder rather than a blocked image (and a CSP report).
 */
export function displayableImageUrl(
  url: string | null | undefined,
  origin = window.location.origin,
): string | null {
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
