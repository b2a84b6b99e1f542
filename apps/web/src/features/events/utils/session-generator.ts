import { isoToParisLocal, parisLocalToIso } from "@culture-patrimoine/contract/dates";

// Sessions are generated as Paris wall-clock times ("2026-03-07T14:00", what a datetime-local input
// holds): "every Saturday at 14:00" stays 14:00 in Paris on both sides of a DST change. Only a
// session's end is computed from elapsed time (a 90-minute visit lasts 90 minutes, even across
// the night of the change).

/** A generated session, its times in Paris wall-clock time; `ends_at` null without a duration. */
export interface GeneratedSession {
  starts_at: string;
  ends_at: string | null;
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "10:00", "9:30", "14h", "14 h 30", "14H30". */
const TIME_PATTERN = /^(\d{1,2})\s*(?:[:hH]\s*(\d{2})?)?$/;

/** A calendar day as days since 1970-01-01 (no time zone involved), or null when not a real day. */
function dayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  return ms / DAY_MS;
}

function dayText(dayNumberValue: number): string {
  return new Date(dayNumberValue * DAY_MS).toISOString().slice(0, 10);
}

function isoWeekday(dayNumberValue: number): IsoWeekday {
  // 1970-01-01 was a Thursday (4).
  return (((((dayNumberValue + 3) % 7) + 7) % 7) + 1) as IsoWeekday;
}

/** "14 h 30" → "14:30"; null when it is not a time of day. */
export function normaliseTime(text: string): string | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * A list of start times as typed ("10:00, 11:00\n14 h 30"): separated by commas, semicolons or
 * lines, sorted, without duplicates; what cannot be read is returned apart, as typed.
 */
export function parseTimeList(text: string): { times: string[]; invalid: string[] } {
  const times = new Set<string>();
  const invalid: string[] = [];
  for (const token of text.split(/[,;\n]+/)) {
    const trimmed = token.trim();
    if (trimmed === "") continue;
    const time = normaliseTime(trimmed);
    if (time) times.add(time);
    else invalid.push(trimmed);
  }
  return { times: [...times].sort(), invalid };
}

/** The wall-clock end of a session starting at `start` (Paris) and lasting `minutes` of real time. */
export function endAfter(start: string, minutes: number): string | null {
  const instant = parisLocalToIso(start);
  if (instant === null) return null;
  return isoToParisLocal(new Date(Date.parse(instant) + minutes * 60_000).toISOString());
}

function session(day: string, time: string, durationMinutes: number | null): GeneratedSession {
  const starts_at = `${day}T${time}`;
  return { starts_at, ends_at: durationMinutes === null ? null : endAfter(starts_at, durationMinutes) };
}

export interface WeeklyRule {
  weekdays: readonly IsoWeekday[];
  /** "14:00" */
  time: string;
  /** First and last calendar day, "YYYY-MM-DD", both included. */
  from: string;
  to: string;
  durationMinutes: number | null;
}

/**
 * "Every Saturday at 14:00 from 7 March to 25 April": one session per matching day, in time
 * order. Stops after `limit` sessions (a typo in a year must not build thousands of them).
 */
export function weeklySessions(rule: WeeklyRule, limit = Number.POSITIVE_INFINITY): GeneratedSession[] {
  const first = dayNumber(rule.from);
  const last = dayNumber(rule.to);
  const time = normaliseTime(rule.time);
  if (first === null || last === null || time === null) return [];
  const days = new Set(rule.weekdays);
  const sessions: GeneratedSession[] = [];
  for (let day = first; day <= last && sessions.length < limit; day++) {
    if (days.has(isoWeekday(day))) sessions.push(session(dayText(day), time, rule.durationMinutes));
  }
  return sessions;
}

/** Several start times on one day, each lasting `durationMinutes` (Journées du patrimoine). */
export function daySlots(
  day: string,
  times: readonly string[],
  durationMinutes: number | null,
): GeneratedSession[] {
  if (dayNumber(day) === null) return [];
  return times.flatMap((text) => {
    const time = normaliseTime(text);
    return time ? [session(day.trim(), time, durationMinutes)] : [];
  });
}
