import { PARIS_TIME_ZONE } from "./constants.ts";

// Event dates are typed as French wall-clock times (a datetime-local input gives "2025-07-14T21:30")
// and stored as instants. The conversion must not depend on the time zone of the browser or of the
// server, so it goes through Intl with Europe/Paris, which knows every past and future DST change.

const DAY_MS = 24 * 60 * 60 * 1000;

const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const parisParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parisWallClock(instantMs: number): WallClock {
  const parts = parisParts.formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

function wallClockAsUtcMs(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** How far Paris wall-clock time is ahead of UTC at this instant (whole seconds). */
function parisOffsetMs(instantMs: number): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallClockAsUtcMs(parisWallClock(wholeSecond)) - wholeSecond;
}

/** Two digits. At module level: tsx (keepNames) wraps a closure made per call in a naming helper. */
function pad(n: number): string {
  return String(n).padStart(2, "0");
}

const HOUR_MS = 60 * 60 * 1000;
const HOUR_OFFSETS_MAX = 100_000;
/** Paris's offset during each UTC hour met so far; null when it changes within that hour. */
const hourOffsets = new Map<number, number | null>();

/**
 * parisOffsetMs through a table of UTC hours: answers list hundreds of dates, and Intl's
 * formatToParts cost about 5 µs and seven objects each (a sixth of the CPU of a list of venues).
 * Europe/Paris never changed its offset twice within one hour, so an hour whose first and last
 * seconds share an offset has it throughout; the hour of a change is asked of Intl every time.
 */
function parisOffsetAtMs(wholeSecond: number): number {
  const hour = Math.floor(wholeSecond / HOUR_MS);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const first = parisOffsetMs(hour * HOUR_MS);
    offset = parisOffsetMs(hour * HOUR_MS + HOUR_MS - 1000) === first ? first : null;
    if (hourOffsets.size >= HOUR_OFFSETS_MAX) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset ?? parisOffsetMs(wholeSecond);
}

/**
 * The instant at which Paris clocks show `wallMs` (a wall-clock time encoded as if it were UTC).
 * Like Temporal's "compatible" choice: a time that happens twice (the October change) is the
 * first one, a time that never happens (the March change) is moved forward by the gap.
 */
function parisWallClockToUtcMs(wallMs: number): number {
  // DST changes are months apart, so the offsets one day either side are the only two candidates.
  const offsetBefore = parisOffsetMs(wallMs - DAY_MS);
  const offsetAfter = parisOffsetMs(wallMs + DAY_MS);
  const matches = [wallMs - offsetBefore, wallMs - offsetAfter].filter(
    (instant) => instant + parisOffsetMs(instant) === wallMs,
  );
  if (matches.length > 0) return Math.min(...matches);
  return wallMs - offsetBefore;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isValidClock(clock: WallClock): boolean {
  return (
    clock.year >= 1000 &&
    clock.month >= 1 &&
    clock.month <= 12 &&
    clock.day >= 1 &&
    clock.day <= daysInMonth(clock.year, clock.month) &&
    clock.hour <= 23 &&
    clock.minute <= 59 &&
    clock.second <= 59
  );
}

/** Minutes east of UTC of "Z", "+02:00", "+0200" or "+02"; null when out of range. */
function zoneOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === "Z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 18 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

/**
 * Converts what an event form or an API client sends into an ISO UTC string
 * ("2025-07-14T19:30:00.000Z"), or null when it is not a real date:
 * - "YYYY-MM-DD": midnight, Paris time, at the start of that day;
 * - "YYYY-MM-DDTHH:MM" or "YYYY-MM-DDTHH:MM:SS": Paris wall-clock time;
 * - an ISO datetime with "Z" or an offset: that exact instant.
 */
export function parisLocalToIso(value: string): string | null {
  const match = DATE_TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const clock: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
  };
  if (!isValidClock(clock)) return null;
  const milliseconds = fraction ? Number(fraction.slice(0, 3).padEnd(3, "0")) : 0;
  const wallMs = wallClockAsUtcMs(clock);
  let instantMs: number;
  if (zone) {
    const offset = zoneOffsetMinutes(zone);
    if (offset === null) return null;
    instantMs = wallMs - offset * 60_000;
  } else {
    instantMs = parisWallClockToUtcMs(wallMs);
  }
  return new Date(instantMs + milliseconds).toISOString();
}

/**
 * The Paris wall-clock time of an instant as "YYYY-MM-DDTHH:MM", the value a datetime-local input
 * expects when an event is edited; null when `iso` is not a date.
 */
export function isoToParisLocal(iso: string): string | null {
  const instantMs = Date.parse(iso);
  if (Number.isNaN(instantMs)) return null;
  const clock = parisWallClock(instantMs);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** True for a bare day ("2026-12-10"), the value of a SPEC client's date field: it names no time. */
export function isDateOnly(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
}

/**
 * The instant on the Paris day of `day` (an instant, as the schema parsed a bare day) at the Paris
 * wall-clock time `instant` shows, to the millisecond: a date-only edit moves a session to another
 * day at its own time of day, 20:30 staying 20:30 across a change of time (issue 28). The instant
 * itself when the day is already its own.
 */
export function atParisDayOf(instant: Date, day: Date): Date {
  const time = parisWallClock(instant.getTime());
  const date = parisWallClock(day.getTime());
  if (time.year === date.year && time.month === date.month && time.day === date.day) return instant;
  const wallMs = wallClockAsUtcMs({ ...time, year: date.year, month: date.month, day: date.day });
  return new Date(parisWallClockToUtcMs(wallMs) + (instant.getTime() % 1000));
}

/**
 * How the API answers an instant (docs/decisions/015-dates-in-paris-time.md): Paris wall-clock time
 * with its offset, to the second ("2027-03-14T00:00:00+01:00", "2027-07-14T21:30:00+02:00"), so
 * that a client keeping the part before "T" keeps the French day. Any ISO parser reads the same
 * instant back. Throws a RangeError when `instant` is not a date.
 */
export function toParisIso(instant: Date | string | number): string {
  const instantMs = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(instantMs)) throw new RangeError(`not a date: ${String(instant)}`);
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  const offsetMs = parisOffsetAtMs(wholeSecond);
  // The Paris wall clock, read with the UTC getters of the instant moved by the offset.
  const wall = new Date(wholeSecond + offsetMs);
  const offsetMinutes = Math.round(offsetMs / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}${offset}`;
}
