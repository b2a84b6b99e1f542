import { PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";
import { statisticsMessages } from "@culture-patrimoine/contract/messages";
import type {
  EventStatistics,
  SeasonStatistics,
  StatisticsDay,
  StatisticsTotals,
} from "@culture-patrimoine/contract/schemas/statistics";
import { CSV_BOM, csvLine } from "../../lib/csv.ts";

// The statistics as one CSV file for a French spreadsheet (the attendees' and the open data's
// writer: UTF-8 with BOM, « ; », CRLF): one section per table, each with its title line and its
// header row, a blank line between sections. Numbers stay numbers (a fill rate is a percentage
// with a decimal comma) so that the spreadsheet can add them up.

const c = statisticsMessages.columns;
const s = statisticsMessages.csvSection;
type Cell = string | number | null;

const frenchDateTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

/** "2026-03-29" → "29/03/2026". */
function frenchDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/** 0.8533 → "85,3" (the column says « % »); empty without a capacity. */
function percent(rate: number | null): string {
  return rate === null ? "" : (rate * 100).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
}

const placeHeader = [
  c.capacity,
  c.placesTaken,
  `${c.fillRate} (%)`,
  c.checkedIn,
  c.noShows,
  c.waitlisted,
  c.cancelled,
];

function placeCells(row: Omit<StatisticsTotals, "events" | "sessions" | "registrations">): Cell[] {
  return [
    row.capacity ?? statisticsMessages.unlimited,
    row.places_taken,
    percent(row.fill_rate),
    row.checked_in,
    row.no_shows,
    row.waitlisted,
    row.cancelled,
  ];
}

function section(title: string, header: readonly string[], rows: readonly Cell[][]): string {
  return [csvLine([title]), csvLine(header), ...rows.map(csvLine)].join("");
}

function daysSection(days: readonly StatisticsDay[]): string {
  return section(
    s.days,
    [c.day, c.registrations, c.places, c.cancellations],
    days.map((day) => [frenchDay(day.day), day.registrations, day.places, day.cancellations]),
  );
}

function file(sections: string[]): string {
  return `${CSV_BOM}${sections.join("\r\n")}`;
}

/** GET /api/statistics/season.csv. */
export function seasonStatisticsCsv(stats: SeasonStatistics): { fileName: string; csv: string } {
  const events = section(
    s.events,
    [c.event, c.firstSession, c.sessions, ...placeHeader],
    [
      ...stats.events.map((event) => [
        event.title,
        frenchDateTime.format(new Date(event.first_session)),
        event.sessions,
        ...placeCells(event),
      ]),
      [c.total, "", stats.totals.sessions, ...placeCells(stats.totals)],
    ],
  );
  const parcours = section(
    s.parcours,
    [c.parcours, c.participants],
    stats.parcours.map((row) => [row.title, row.participants]),
  );
  const lieux = section(
    s.lieux,
    [c.lieu, c.ville, c.events],
    stats.lieux.map((row) => [row.nom, row.ville, row.events]),
  );
  return {
    fileName: `statistiques-saison-${stats.from}-${stats.to}.csv`,
    csv: file([daysSection(stats.days), events, parcours, lieux]),
  };
}

/** GET /api/events/{id}/statistics.csv. */
export function eventStatisticsCsv(stats: EventStatistics): { fileName: string; csv: string } {
  const sessions = section(
    `${s.sessions} — ${stats.event.title}`,
    [c.session, c.sessionCancelled, ...placeHeader],
    [
      ...stats.sessions.map((session) => [
        frenchDateTime.format(new Date(session.starts_at)),
        session.session_cancelled ? c.yes : c.no,
        ...placeCells(session),
      ]),
      [c.total, "", ...placeCells(stats.totals)],
    ],
  );
  return {
    fileName: `statistiques-evenement-${stats.event.id}.csv`,
    csv: file([daysSection(stats.days), sessions]),
  };
}
