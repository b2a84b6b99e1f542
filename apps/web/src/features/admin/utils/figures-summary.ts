import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import type { WeekFigures } from "@culture-patrimoine/contract/schemas/admin";

// What the registrations chart says in words (the DSFR's rule for accessible charts) and how its
// weeks are named. A week is a calendar day (its Monday in Paris, "2026-11-02"), not an instant:
// it is read and written in UTC so that no time zone can move it to the day before.

const dayMonth = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayShortMonth = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });

function utcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** French writes the first of a month « 1er ». */
function withFirst(text: string): string {
  return text.replace(/^1(?=\s)/u, "1er");
}

/**
 * « 2 novembre », or « 29 décembre 2025 » when `currentYear` (the year of the last week shown) is
 * another year, so that twelve weeks across New Year read without doubt.
 */
export function weekDay(weekStart: string, currentYear?: number): string {
  const date = utcDay(weekStart);
  const format = currentYear === undefined || date.getUTCFullYear() === currentYear ? dayMonth : dayMonthYear;
  return withFirst(format.format(date));
}

/** « semaine du 2 novembre », a row of the chart's data table. */
export function weekLabel(weekStart: string, currentYear?: number): string {
  return m.figuresWeek(weekDay(weekStart, currentYear));
}

/** « 2 nov. », a bar's label: short enough for the chart at 390 px (the table has the long one). */
export function weekShortLabel(weekStart: string): string {
  return withFirst(dayShortMonth.format(utcDay(weekStart)));
}

/** The year of the last week, against which the others are named. */
export function currentYearOf(weeks: readonly WeekFigures[]): number | undefined {
  const last = weeks.at(-1);
  return last ? utcDay(last.week_start).getUTCFullYear() : undefined;
}

/** The busiest week, the most recent one of a tie; none when nobody registered. */
export function busiestWeek(weeks: readonly WeekFigures[]): WeekFigures | null {
  let busiest: WeekFigures | null = null;
  for (const week of weeks) {
    if (week.registrations > 0 && week.registrations >= (busiest?.registrations ?? 0)) busiest = week;
  }
  return busiest;
}

/**
 * « Inscriptions par semaine sur les 12 dernières semaines : 42 inscriptions cette semaine, 310 au
 * total ; la semaine la plus chargée est celle du 2 novembre (57 inscriptions). » The last week is
 * the current one, however far into it we are.
 */
export function figuresSummary(weeks: readonly WeekFigures[]): string {
  const total = weeks.reduce((sum, week) => sum + week.registrations, 0);
  const busiest = busiestWeek(weeks);
  const currentYear = currentYearOf(weeks);
  return m.figuresSummary({
    weeks: weeks.length,
    current: m.figuresRegistrations(weeks.at(-1)?.registrations ?? 0),
    total: total.toLocaleString("fr-FR"),
    busiest: busiest && {
      day: weekDay(busiest.week_start, currentYear),
      registrations: m.figuresRegistrations(busiest.registrations),
    },
  });
}
