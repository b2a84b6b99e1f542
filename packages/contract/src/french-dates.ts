import { PARIS_TIME_ZONE } from "./constants.ts";
import { isoToParisLocal, parisLocalToIso } from "./dates.ts";
import { eventMessages } from "./messages.ts";

// Shown to people by the web app and the e-mails alike.
// Sessions happen in France: times are read in Paris, whatever the visitor's zone, and written
// the French way: "samedi 1er mars 2026 à 20 h 30".
const parts = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: PARIS_TIME_ZONE,
});

const clock = new Intl.DateTimeFormat("fr-FR", {
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: PARIS_TIME_ZONE,
});

/** An answer's instant, or null when absent or unreadable. */
export function toDate(iso: string | Date | null | undefined): Date | null {
  if (!iso) return null;
  if (iso instanceof Date) return Number.isNaN(iso.getTime()) ? null : iso;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface ParisParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  time: string;
}

function parisParts(date: Date): ParisParts {
  const found: Record<string, string> = {};
  for (const part of parts.formatToParts(date)) found[part.type] = part.value;
  const day = found.day === "1" ? "1er" : (found.day ?? "");
  const hour = String(Number(found.hour ?? "0"));
  return {
    weekday: found.weekday ?? "",
    day,
    month: found.month ?? "",
    year: found.year ?? "",
    time: `${hour}\u00a0h\u00a0${found.minute ?? "00"}`,
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1);
}

/** "Samedi 1er mars 2026 à 20 h 30": a session's start, opening a line. */
export function formatSessionStart(iso: string | Date | null | undefined): string {
  const date = toDate(iso);
  if (!date) return eventMessages.datesUnavailable;
  const p = parisParts(date);
  return capitalize(`${p.weekday} ${p.day} ${p.month} ${p.year} à ${p.time}`);
}

/** "Samedi 1er mars 2026, 20 h 30 – 22 h 00" on one day; the start alone otherwise. */
export function formatSessionTimes(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from) return eventMessages.datesUnavailable;
  if (!to || to.getTime() <= from.getTime()) return formatSessionStart(start);
  const a = parisParts(from);
  const b = parisParts(to);
  if (a.day === b.day && a.month === b.month && a.year === b.year) {
    return capitalize(`${a.weekday} ${a.day} ${a.month} ${a.year}, ${a.time} – ${b.time}`);
  }
  return `${formatSessionStart(start)} – ${b.weekday} ${b.day} ${b.month} ${b.year} à ${b.time}`;
}

/** "vendredi 27 mars à 9 h 00" (in a sentence: no capital, no year) — a near deadline. */
export function formatMoment(iso: string | Date | null | undefined): string {
  const date = toDate(iso);
  if (!date) return eventMessages.datesUnavailable;
  const p = parisParts(date);
  return `${p.weekday} ${p.day} ${p.month} à ${p.time}`;
}

/**
 * "samedi 12 décembre à 20 h 30", "dimanche 13 décembre à 18 h" (in a sentence, the time as it is
 * said): a session's start where it moved from and to (issue 28).
 */
export function formatSessionMoment(iso: string | Date | null | undefined): string {
  const date = toDate(iso);
  if (!date) return eventMessages.datesUnavailable;
  const p = parisParts(date);
  return `${p.weekday} ${p.day} ${p.month} à ${formatClock(date)}`;
}

/** "vendredi 27 mars 2026" (in a sentence): a day without its time. */
export function formatDayInSentence(iso: string | Date | null | undefined): string {
  const date = toDate(iso);
  if (!date) return eventMessages.datesUnavailable;
  const p = parisParts(date);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/**
 * French time of an instant in Paris: "14 h 32", "9 h 05", "20 h" (no-break spaces, so that the
 * time never breaks across two lines); null without an instant.
 */
export function formatClock(iso: string | Date | null | undefined): string | null {
  const date = toDate(iso);
  if (!date) return null;
  const parts = clock.formatToParts(date);
  const hour = Number(parts.find((part) => part.type === "hour")?.value);
  const minute = parts.find((part) => part.type === "minute")?.value ?? "00";
  return minute === "00" ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${minute}`;
}

/** The Paris calendar day of an instant, "2026-03-29": the key of a day's digest. */
export function parisDay(instant: Date): string {
  return (isoToParisLocal(instant.toISOString()) ?? "").slice(0, 10);
}

/** The instant at `hour`:00 Paris time, `daysBefore` calendar days before the Paris day of `instant`. */
export function parisHourDaysBefore(instant: Date, daysBefore: number, hour: number): Date {
  const [year, month, day] = parisDay(instant).split("-").map(Number);
  const target = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) - daysBefore));
  const local = `${target.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
  return new Date(parisLocalToIso(local) ?? instant.toISOString());
}
