import { z } from "zod";
import { statisticsMessages as m } from "../messages.ts";
import { isoDateSchema } from "./common.ts";

// An organisation's statistics (issue 30 point 3): its season and each of its events, counted by
// PostgreSQL from the registrations themselves. Days are Paris calendar days ("2026-03-29").
// Places, not registrations, are what a session's figures count: a registration of three places
// is three seats taken, three people at the door, three absent.

/** The season's default window: this many days before and after today (Paris). */
export const STATISTICS_DEFAULT_DAYS = 90;
/** The longest window a season read answers, in days (both ends included). */
export const STATISTICS_MAX_DAYS = 400;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Why a season window is refused (French, for the form and the API's 400), or null when it is fine. */
export function statisticsRangeProblem(from: string, to: string): string | null {
  const days = daysInRange(from, to);
  if (days < 1) return m.rangeReversed;
  if (days > STATISTICS_MAX_DAYS) return m.rangeTooLong(STATISTICS_MAX_DAYS);
  return null;
}

/** GET /api/statistics/season(.csv)?from=&to=: both optional, the default window around today. */
export const seasonStatisticsQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type SeasonStatisticsQuery = z.infer<typeof seasonStatisticsQuerySchema>;

const countSchema = z.number().int().nonnegative();
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Places taken over capacity, 0 to 1 (4 decimals); null when a session has unlimited places. */
const fillRateSchema = z.number().min(0).max(1).nullable();

/**
 * One Paris day: the registrations made that day (whatever became of them since, waiting list
 * included) and their places, and the registrations cancelled that day. Every day of the window is
 * present, zeros included.
 */
export const statisticsDaySchema = z.object({
  day: daySchema,
  registrations: countSchema,
  places: countSchema,
  cancellations: countSchema,
});
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

/**
 * What happened to places: taken (confirmed registrations), checked in at the door, no-shows
 * (confirmed, the session's door closed, never checked in), waiting (waiting list) and cancelled.
 * `capacity` is null when at least one session has unlimited places, and so is `fill_rate`.
 */
const placeFigures = {
  capacity: countSchema.nullable(),
  places_taken: countSchema,
  fill_rate: fillRateSchema,
  checked_in: countSchema,
  no_shows: countSchema,
  waitlisted: countSchema,
  cancelled: countSchema,
};

/** An event of the season: its sessions in the window (cancelled sessions left out of `sessions` and `capacity`). */
export const eventFiguresSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** Its first session in the window, Paris time with offset. */
  first_session: z.string(),
  sessions: countSchema,
  ...placeFigures,
});
export type EventFigures = z.infer<typeof eventFiguresSchema>;

export const statisticsTotalsSchema = z.object({
  events: countSchema,
  sessions: countSchema,
  registrations: countSchema,
  ...placeFigures,
});
export type StatisticsTotals = z.infer<typeof statisticsTotalsSchema>;

/** GET /api/statistics/season. */
export const seasonStatisticsSchema = z.object({
  from: daySchema,
  to: daySchema,
  days: z.array(statisticsDaySchema),
  events: z.array(eventFiguresSchema),
  totals: statisticsTotalsSchema,
  /** The organisation's routes and their participants (the route's own counter). */
  parcours: z.array(
    z.object({ id: z.number().int().positive(), title: z.string(), participants: countSchema }),
  ),
  /** The organisation's venues and the events (any organiser's, public or its own) with a session there in the window. */
  lieux: z.array(
    z.object({ id: z.number().int().positive(), nom: z.string(), ville: z.string(), events: countSchema }),
  ),
});
export type SeasonStatistics = z.infer<typeof seasonStatisticsSchema>;

/** A session of an event's statistics. */
export const sessionFiguresSchema = z.object({
  id: z.number().int().positive(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** A cancelled session keeps its row: its registrations were cancelled with it. */
  session_cancelled: z.boolean(),
  ...placeFigures,
});
export type SessionFigures = z.infer<typeof sessionFiguresSchema>;

/** GET /api/events/{id}/statistics: days since the event was created, up to its last session or today. */
export const eventStatisticsSchema = z.object({
  event: z.object({ id: z.number().int().positive(), title: z.string() }),
  from: daySchema,
  to: daySchema,
  days: z.array(statisticsDaySchema),
  sessions: z.array(sessionFiguresSchema),
  totals: statisticsTotalsSchema,
});
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;
