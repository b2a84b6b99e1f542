import { PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";
import { statisticsMessages as m } from "@culture-patrimoine/contract/messages";
import type { StatisticsDay } from "@culture-patrimoine/contract/schemas/statistics";

// How the statistics are written in French. A day is a calendar day ("2026-11-22"), not an
// instant: it is read and written in UTC so that no time zone can move it to the day before. A
// session's start is an instant, written in Paris time.

const dayMonth = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayShortMonth = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const sessionShort = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: PARIS_TIME_ZONE,
});

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** French writes the first of a month « 1er »; U+00A0 inside numbers, as every message. */
function french(text: string): string {
  return text.replace(/^1(?=\s)/u, "1er").replaceAll("\u202f", "\u00a0");
}

/** A count in French (« 1 234 »). */
export function formatCount(value: number): string {
  return french(value.toLocaleString("fr-FR"));
}

/** « 67 % »; « — » without a capacity. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}\u00a0%`;
}

/** « 22 novembre 2026 » (a data table's row). */
export function dayLabel(day: string): string {
  return french(dayMonthYear.format(utcDay(day)));
}

/** « 22 novembre » (in a sentence). */
export function dayInSentence(day: string): string {
  return french(dayMonth.format(utcDay(day)));
}

/** « 1er déc. » (under the chart's columns). */
export function dayShortLabel(day: string): string {
  return french(dayShortMonth.format(utcDay(day)));
}

/** « 5 déc., 19:00 » → « 5 déc. 19 h »: a session's bar label, short enough for 390 px. */
export function sessionShortLabel(iso: string): string {
  const parts = sessionShort.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const minute = part("minute");
  const time = minute === "00" ? `${part("hour")}\u00a0h` : `${part("hour")}\u00a0h\u00a0${minute}`;
  return french(`${part("day")} ${part("month")} ${time}`);
}

/** « Période du 30 août 2026 au 26 février 2027. » */
export function periodSentence(from: string, to: string): string {
  return m.periodSentence(dayLabel(from), dayLabel(to));
}

/** The sentence before the registrations chart: the total and the busiest day (the latest of a tie). */
export function daysSummary(days: readonly StatisticsDay[]): string {
  let busiest: StatisticsDay | null = null;
  let total = 0;
  for (const day of days) {
    total += day.registrations;
    if (day.registrations > 0 && day.registrations >= (busiest?.registrations ?? 0)) busiest = day;
  }
  return m.daysSummary(
    days.length,
    total,
    busiest ? { day: dayInSentence(busiest.day), count: busiest.registrations } : undefined,
  );
}
