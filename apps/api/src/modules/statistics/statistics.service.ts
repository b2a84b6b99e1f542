import { PARIS_TIME_ZONE, SESSION_ASSUMED_HOURS } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { parisDay } from "@culture-patrimoine/contract/french-dates";
import { eventMessages, statisticsMessages } from "@culture-patrimoine/contract/messages";
import {
  type EventFigures,
  type EventStatistics,
  type SeasonStatistics,
  type SeasonStatisticsQuery,
  type SessionFigures,
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  type StatisticsDay,
  type StatisticsTotals,
  statisticsRangeProblem,
} from "@culture-patrimoine/contract/schemas/statistics";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events } from "../../db/schema.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.ts";
import { actingOrganisationId, isMemberOf } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";

// An organisation's statistics (issue 30 point 3), counted by PostgreSQL from the registrations
// themselves (count … filter, sum … filter, group by, generate_series): JavaScript only renames the
// rows' columns. Days are Paris days: a day's bounds are its Paris midnights turned into instants,
// so a registration made at 23:30 UTC in winter counts on the next day, and a day across a change
// of time lasts 23 or 25 hours.

const zone = PARIS_TIME_ZONE;
const DAY_MS = 86_400_000;

/** "2026-03-29" plus `days` calendar days (negative: before). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Paris day starts. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${zone})`;
/** The instant after a Paris day ends (the next day's start). */
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${zone})`;

// Both drivers answer { rows }; the shared Database type leaves the result untyped.
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Every Paris day from `from` to `to`: the registrations made that day among `ofEvents` (a
 * condition on `e`, the registration's event) and their places, and those cancelled that day.
 */
async function registrationsPerDay(db: Database, ofEvents: SQL, from: string, to: string) {
  type Row = StatisticsDay;
  const start = dayStart(from);
  const end = dayEnd(to);
  return rowsOf<Row>(
    db,
    sql`
    with days as (
      select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
    ),
    -- The organisation's registrations made or cancelled in the window, read once (one visit of
    -- each row), then counted by the day they were made and by the day they were cancelled.
    acts as materialized (
      select p.created_at, p.cancelled_at, p.nombre_places
      from participations p join events e on e.id = p.event_id
      where ${ofEvents}
        and ((p.created_at >= ${start} and p.created_at < ${end})
          or (p.cancelled_at >= ${start} and p.cancelled_at < ${end}))
    ),
    made as (
      select (created_at at time zone ${zone})::date as day, count(*) as registrations,
        sum(nombre_places) as places
      from acts where created_at >= ${start} and created_at < ${end}
      group by 1
    ),
    cancelled as (
      select (cancelled_at at time zone ${zone})::date as day, count(*) as cancellations
      from acts where cancelled_at >= ${start} and cancelled_at < ${end}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(made.registrations, 0)::int as registrations,
      coalesce(made.places, 0)::int as places,
      coalesce(cancelled.cancellations, 0)::int as cancellations
    from days
    left join made on made.day = days.day
    left join cancelled on cancelled.day = days.day
    order by days.day`,
  );
}

/**
 * One row per session matching `ofSessions` (a condition on `s` and `e`), with what happened to its
 * places. A no-show is a confirmed registration never checked in at a session whose door has
 * closed (its end, or SESSION_ASSUMED_HOURS after its start: event-rules' isSessionOver).
 */
function sessionRows(ofSessions: SQL, now: Date): SQL {
  const confirmed = sql`p.status = 'confirmed'`;
  const doorClosed = sql`coalesce(s.ends_at, s.starts_at + ${`${SESSION_ASSUMED_HOURS} hours`}::interval) < ${now.toISOString()}::timestamptz`;
  return sql`
    select s.id, s.event_id, s.starts_at, s.ends_at, s.cancelled_at,
      s.capacity,
      s.capacity is null and s.cancelled_at is null as unlimited,
      coalesce(sum(p.nombre_places) filter (where ${confirmed}), 0) as places_taken,
      coalesce(sum(p.nombre_places) filter (where ${confirmed} and p.checked_in_at is not null), 0) as checked_in,
      coalesce(sum(p.nombre_places) filter (where ${confirmed} and p.checked_in_at is null and ${doorClosed}), 0) as no_shows,
      coalesce(sum(p.nombre_places) filter (where p.status = 'waitlisted'), 0) as waitlisted,
      coalesce(sum(p.nombre_places) filter (where p.status = 'cancelled'), 0) as cancelled,
      count(p.status) filter (where p.status <> 'cancelled') as registrations
    from event_sessions s
    join events e on e.id = s.event_id
    left join participations p on p.session_id = s.id
    where ${ofSessions}
    group by s.id`;
}

/** Place figures summed over session rows `s` (a capacity only when no session is unlimited). */
const summedFigures = sql`
  count(*) filter (where s.cancelled_at is null)::int as sessions,
  case when bool_or(s.unlimited) then null
    else coalesce(sum(s.capacity) filter (where s.cancelled_at is null), 0) end::int as capacity,
  sum(s.places_taken)::int as places_taken,
  sum(s.checked_in)::int as checked_in,
  sum(s.no_shows)::int as no_shows,
  sum(s.waitlisted)::int as waitlisted,
  sum(s.cancelled)::int as cancelled,
  sum(s.registrations)::int as registrations,
  count(distinct s.event_id)::int as events`;

/** Places taken over capacity, 4 decimals, at most 1; null without a capacity. */
const fillRate = sql`case when capacity > 0 then least(1, round(places_taken::numeric / capacity, 4))::float8 end as fill_rate`;

type TotalsRow = StatisticsTotals;

function toTotals(row: TotalsRow | undefined): StatisticsTotals {
  return {
    events: row?.events ?? 0,
    sessions: row?.sessions ?? 0,
    registrations: row?.registrations ?? 0,
    capacity: row ? row.capacity : 0,
    places_taken: row?.places_taken ?? 0,
    fill_rate: row?.fill_rate ?? null,
    checked_in: row?.checked_in ?? 0,
    no_shows: row?.no_shows ?? 0,
    waitlisted: row?.waitlisted ?? 0,
    cancelled: row?.cancelled ?? 0,
  };
}

/** The season's window: the query's days, else STATISTICS_DEFAULT_DAYS around today (Paris). */
export function seasonWindow(query: SeasonStatisticsQuery, now: Date): { from: string; to: string } {
  const today = parisDay(now);
  const from = query.from ?? addDays(query.to ?? today, -STATISTICS_DEFAULT_DAYS);
  const to = query.to ?? addDays(query.from ?? today, STATISTICS_DEFAULT_DAYS);
  const problem = statisticsRangeProblem(from, to);
  if (problem) throw new ValidationError([{ path: query.to ? "to" : "from", message: problem }]);
  return { from, to };
}

/**
 * GET /api/statistics/season: the acting organisation's registrations per day of the window, its
 * events with a session in the window (their figures over those sessions), the totals, its routes
 * and its venues.
 */
export async function seasonStatistics(
  db: Database,
  auth: AuthContext,
  query: SeasonStatisticsQuery,
  now: Date,
): Promise<SeasonStatistics> {
  const organisationId = actingOrganisationId(auth, "content");
  const { from, to } = seasonWindow(query, now);
  const ofOrganisation = sql`e.organisation_id = ${organisationId}`;
  const inWindow = sql`s.starts_at >= ${dayStart(from)} and s.starts_at < ${dayEnd(to)}`;
  type EventRow = Omit<EventFigures, "first_session"> & { first_session: Date | string } & TotalsRow;
  const [days, figureRows, parcours, lieux] = await Promise.all([
    registrationsPerDay(db, ofOrganisation, from, to),
    // One row per event, then the totals row (grouping sets: its id is null).
    rowsOf<EventRow>(
      db,
      sql`
      select *, ${fillRate} from (
        select e.id, e.title, min(s.starts_at) as first_session, ${summedFigures}
        from (${sessionRows(sql`${ofOrganisation} and ${inWindow}`, now)}) s
        join events e on e.id = s.event_id
        group by grouping sets ((e.id, e.title), ())
      ) figures
      order by id is null, first_session, id`,
    ),
    rowsOf<SeasonStatistics["parcours"][number]>(
      db,
      sql`select id, title, participants from parcours where organisation_id = ${organisationId} order by title, id`,
    ),
    // Events at the venue with a session in the window: any organiser's public ones, and the
    // organisation's own whatever their moderation state (what its members may see).
    rowsOf<SeasonStatistics["lieux"][number]>(
      db,
      sql`
      select l.id, l.nom, l.ville,
        (select count(*) from events e
          where e.lieu_id = l.id and (e.is_public or ${ofOrganisation})
            and exists (select 1 from event_sessions s where s.event_id = e.id and ${inWindow}))::int as events
      from lieux l
      where l.organisation_id = ${organisationId}
      order by l.nom, l.id`,
    ),
  ]);
  const eventRows = figureRows.filter((row) => row.id !== null);
  const totals = figureRows.find((row) => row.id === null);
  return {
    from,
    to,
    days,
    events: eventRows.map(({ events: _events, registrations: _registrations, ...row }) => ({
      ...row,
      first_session: toParisIso(row.first_session),
    })),
    totals: toTotals(totals),
    parcours,
    lieux,
  };
}

/** The event, when the acting organisation owns it: 404 unknown, 403 another's. */
async function ownEvent(db: Database, auth: AuthContext, eventId: number) {
  actingOrganisationId(auth, "content");
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      organisation_id: events.organisation_id,
      created_at: events.created_at,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new NotFoundError(eventMessages.notFound);
  if (!isMemberOf(event.organisation_id, auth)) throw new ForbiddenError(statisticsMessages.eventNotYours);
  return event;
}

/**
 * GET /api/events/{id}/statistics: registrations per day from the day the event was created to its
 * last session's day (today at the latest; the last STATISTICS_MAX_DAYS days of that), and each
 * session's figures with the totals.
 */
export async function eventStatistics(
  db: Database,
  auth: AuthContext,
  eventId: number,
  now: Date,
): Promise<EventStatistics> {
  const event = await ownEvent(db, auth, eventId);
  const ofEvent = sql`e.id = ${eventId}`;
  type SessionRow = Omit<SessionFigures, "starts_at" | "ends_at" | "session_cancelled"> & {
    starts_at: Date | string;
    ends_at: Date | string | null;
    cancelled_at: Date | string | null;
  };
  const [sessions, totalRows, lastStart] = await Promise.all([
    rowsOf<SessionRow>(
      db,
      sql`
      select id, starts_at, ends_at, cancelled_at, capacity,
        places_taken::int, checked_in::int, no_shows::int, waitlisted::int, cancelled::int, ${fillRate}
      from (${sessionRows(ofEvent, now)}) s
      order by starts_at, id`,
    ),
    rowsOf<TotalsRow>(
      db,
      sql`select *, ${fillRate} from (select ${summedFigures} from (${sessionRows(ofEvent, now)}) s) figures`,
    ),
    rowsOf<{ day: string | null }>(
      db,
      sql`select to_char((max(starts_at) at time zone ${zone})::date, 'YYYY-MM-DD') as day
        from event_sessions where event_id = ${eventId}`,
    ),
  ]);
  const created = parisDay(event.created_at);
  const today = parisDay(now);
  const last = lastStart[0]?.day ?? today;
  const to = [today, last].sort()[0] ?? today;
  const bounded = to < created ? created : to;
  const earliest = addDays(bounded, 1 - STATISTICS_MAX_DAYS);
  const from = created < earliest ? earliest : created;
  return {
    event: { id: event.id, title: event.title },
    from,
    to: bounded,
    days: await registrationsPerDay(db, ofEvent, from, bounded),
    sessions: sessions.map(({ cancelled_at, starts_at, ends_at, ...row }) => ({
      ...row,
      starts_at: toParisIso(starts_at),
      ends_at: ends_at === null ? null : toParisIso(ends_at),
      session_cancelled: cancelled_at !== null,
    })),
    totals: toTotals(totalRows[0]),
  };
}
