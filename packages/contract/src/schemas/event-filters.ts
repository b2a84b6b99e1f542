import { z } from "zod";
import { EVENT_WHEN_CHOICES, type EventWhen } from "../constants.ts";
import { isoToParisLocal, parisLocalToIso } from "../dates.ts";
import { eventFilterMessages as f } from "../messages.ts";
import { accessibilityQuerySchema } from "./accessibility.ts";
import { flagSchema } from "./common.ts";
import {
  departementCountsSchema,
  departementQuerySchema,
  villeCountsSchema,
  villeQuerySchema,
} from "./list-filters.ts";

// The filters of the events list (issue 14, docs/decisions/033-search-and-filters.md): dates in
// Paris time, place, free, accessibility, and the sort by distance. Shared by the API (which
// computes the windows) and the web list (which writes them in its address).

export const EVENT_SORTS = ["date", "distance"] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** A calendar day "YYYY-MM-DD" that exists (no 31 April). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const calendarDaySchema = z.preprocess(
  blankToUndefined,
  z.string({ error: f.dateInvalid }).trim().refine(isCalendarDay, { error: f.dateInvalid }).optional(),
);

function coordinate(message: string, max: number) {
  return z.preprocess((value) => {
    const blank = blankToUndefined(value);
    if (typeof blank !== "string") return blank;
    return /^-?\d+(\.\d+)?$/.test(blank.trim()) ? Number(blank.trim()) : Number.NaN;
  }, z.number({ error: message }).min(-max, { error: message }).max(max, { error: message }).optional());
}

/** The fields eventListQuerySchema adds for issue 14; every one optional (SPEC clients send none). */
export const eventListFilterFields = {
  /** A preset period, in Paris time. */
  when: z.preprocess(blankToUndefined, z.enum(EVENT_WHEN_CHOICES, { error: f.whenInvalid }).optional()),
  /** A range of days, both included, in Paris time; either end may be left open. */
  from: calendarDaySchema,
  to: calendarDaySchema,
  /** The venue's city, accents and case ignored. */
  ville: villeQuerySchema,
  /** The venue's département, from its postcode. */
  departement: departementQuerySchema,
  /** `true`: free events only. */
  free: flagSchema,
  /** Families every listed event must welcome (`moteur,visuel`, or the parameter repeated). */
  accessibility: accessibilityQuerySchema,
  /** `distance`: nearest venue first from `lat`/`lon`, events without a position last. */
  sort: z.preprocess(blankToUndefined, z.enum(EVENT_SORTS, { error: f.sortInvalid }).default("date")),
  lat: coordinate(f.latitudeInvalid, 90),
  lon: coordinate(f.longitudeInvalid, 180),
};

/** Cross-field rules of the list query: a position for the distance sort, a range in order. */
export function refineEventListQuery(
  query: { sort?: EventSort; lat?: number; lon?: number; from?: string; to?: string },
  ctx: z.RefinementCtx,
): void {
  if (query.sort === "distance" && (query.lat === undefined || query.lon === undefined)) {
    ctx.addIssue({
      code: "custom",
      message: f.positionRequired,
      path: [query.lat === undefined ? "lat" : "lon"],
    });
  } else if ((query.lat === undefined) !== (query.lon === undefined)) {
    ctx.addIssue({
      code: "custom",
      message: f.positionIncomplete,
      path: [query.lat === undefined ? "lat" : "lon"],
    });
  }
  if (query.from && query.to && query.to < query.from) {
    ctx.addIssue({ code: "custom", message: f.rangeReversed, path: ["to"] });
  }
}

/** A half-open window of instants [start, end); an open end is undefined. */
export interface InstantWindow {
  start?: Date;
  end?: Date;
}

/** "YYYY-MM-DD" moved by `days` calendar days (no clock involved, so no DST). */
export function addDays(day: string, days: number): string {
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The Paris calendar day of an instant. */
export function parisDayOf(instant: Date): string {
  return (isoToParisLocal(instant.toISOString()) ?? "").slice(0, 10);
}

/** Midnight at the start of a Paris day, as an instant (23, 24 or 25 hours before the next one). */
export function parisMidnight(day: string): Date {
  return new Date(parisLocalToIso(day) ?? Number.NaN);
}

/** The Paris days [first, afterLast) of a preset, seen from `now`. */
export function daysOfWhen(when: EventWhen, now: Date): { first: string; afterLast: string } {
  const today = parisDayOf(now);
  // 0 Sunday … 6 Saturday, of the calendar day itself.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  switch (when) {
    case "today":
      return { first: today, afterLast: addDays(today, 1) };
    case "weekend": {
      // On Sunday, the week-end under way; otherwise the next Saturday and Sunday (today if Saturday).
      const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, 6 - weekday);
      return { first: saturday, afterLast: addDays(saturday, 2) };
    }
    case "week": {
      const monday = addDays(today, -((weekday + 6) % 7));
      return { first: monday, afterLast: addDays(monday, 7) };
    }
    case "month": {
      const first = `${today.slice(0, 7)}-01`;
      const next = new Date(`${first}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      return { first, afterLast: next.toISOString().slice(0, 10) };
    }
  }
}

/**
 * The instants an event must overlap for the date filters: the preset's days and the range's,
 * both applied when both are given (their intersection). Each day starts at Paris midnight, so a
 * week-end across a DST change lasts 47 or 49 hours.
 */
export function dateWindowOf(
  query: { when?: EventWhen; from?: string; to?: string },
  now: Date,
): InstantWindow {
  const starts: string[] = [];
  const ends: string[] = [];
  if (query.when) {
    const days = daysOfWhen(query.when, now);
    starts.push(days.first);
    ends.push(days.afterLast);
  }
  if (query.from) starts.push(query.from);
  if (query.to) ends.push(addDays(query.to, 1));
  const start = starts.sort().at(-1);
  const end = ends.sort().at(0);
  return {
    ...(start !== undefined && { start: parisMidnight(start) }),
    ...(end !== undefined && { end: parisMidnight(end) }),
  };
}

/**
 * GET /api/events/counts: how many events each choice would give, the other filters applied. The
 * API reads at most 20 000 events to count them; beyond, every count is a lower bound
 * (`exact: false`, shown « 1 234+ »).
 */
export const eventCountSchema = z.number().int();
export const eventFilterCountsSchema = z.object({
  exact: z.boolean(),
  /** Events of the filter as it stands. */
  total: eventCountSchema,
  when: z.record(z.enum(EVENT_WHEN_CHOICES), eventCountSchema),
  free: eventCountSchema,
  accessibility: z.record(z.string(), eventCountSchema),
  category: z.record(z.string(), eventCountSchema),
  departements: departementCountsSchema,
  villes: villeCountsSchema,
});
export type EventFilterCounts = z.infer<typeof eventFilterCountsSchema>;
