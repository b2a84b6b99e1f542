import { type PaymentMode, RECENT_EVENTS_LIMIT } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { isFreePrice } from "@culture-patrimoine/contract/event-rules";
import { bookingMessages, eventMessages, lieuMessages } from "@culture-patrimoine/contract/messages";
import { LIST_CURSOR_PATTERN } from "@culture-patrimoine/contract/schemas/common";
import type {
  EventBody,
  EventListQuery,
  EventResponse,
  RecentEvent,
  RecentEventsQuery,
} from "@culture-patrimoine/contract/schemas/event";
import type { SessionInput, SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, lieux, participations } from "../../db/schema.ts";
import { type AppDeps, nowOf } from "../../deps.ts";
import {
  ConflictError,
  NotFoundError,
  PG_FOREIGN_KEY_VIOLATION,
  pgErrorCode,
  ValidationError,
} from "../../errors.ts";
import { countCap, type Page } from "../../lib/list.ts";
import { assertOwner } from "../../lib/ownership.ts";
import { preparedFor } from "../../lib/prepared.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import {
  eventDatesFromSessions,
  listEventSessions,
  lockSession,
  nextSessionJson,
  promoteFromWaitlist,
  sessionFromJson,
  sessionSelection,
  sessionsOfEventJson,
  toSession,
} from "../booking/sessions.ts";
import { findUsableLieu } from "../lieux/lieux.service.ts";
import { enqueueForParticipations } from "../mail/outbox.ts";

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  category: events.category,
  date_start: events.date_start,
  date_end: events.date_end,
  price_cents: events.price_cents,
  payment_mode: events.payment_mode,
  image_url: events.image_url,
  lieu_id: events.lieu_id,
  user_id: events.user_id,
  created_at: events.created_at,
};

// The venue comes from a LEFT JOIN: drizzle answers null for the object when the event has none.
const eventSelection = { ...eventColumns, lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville } };

type EventRow = Pick<typeof events.$inferSelect, keyof typeof eventColumns> & {
  lieu: EventResponse["lieu"];
};

/** Euros in the API, cents in the database (exact sums); null stays null ("Gratuit"). */
function centsToEuros(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

function eurosToCents(euros: number | null): number | null {
  return euros === null ? null : Math.round(euros * 100);
}

/** Sessions of the answer: the next one (lists), and every one (the answer of one event). */
interface EventSessions {
  next: SessionResponse | null;
  all?: SessionResponse[];
}

export function toEvent(row: EventRow, sessions: EventSessions): EventResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    date_start: toParisIso(row.date_start),
    date_end: row.date_end ? toParisIso(row.date_end) : null,
    price: centsToEuros(row.price_cents),
    payment_mode: row.payment_mode,
    image_url: row.image_url,
    lieu_id: row.lieu_id,
    user_id: row.user_id,
    created_at: toParisIso(row.created_at),
    lieu: row.lieu,
    next_session: sessions.next,
    ...(sessions.all && { sessions: sessions.all }),
  };
}

/** Free for a free price; otherwise what the organiser chose, at the venue by default. */
function paymentModeOf(body: EventBody): PaymentMode {
  if (isFreePrice(body.price)) return "free";
  return body.payment_mode === "online" ? "online" : "on_site";
}

/** The event's own columns, but its dates: they follow its sessions (datesOf, eventDatesFromSessions). */
function toColumns(body: EventBody) {
  return {
    title: body.title,
    description: body.description,
    category: body.category,
    price_cents: eurosToCents(body.price),
    payment_mode: paymentModeOf(body),
    image_url: body.image_url,
    lieu_id: body.lieu_id,
  };
}

/** A new event's dates: first start and last end of its sessions, or the body's (SPEC §3 fields). */
function datesOf(body: EventBody): { date_start: Date; date_end: Date | null } {
  const sessions = body.sessions;
  if (!sessions) {
    // The schema requires date_start when sessions are absent.
    return {
      date_start: new Date(body.date_start ?? ""),
      date_end: body.date_end ? new Date(body.date_end) : null,
    };
  }
  const starts = sessions.map((session) => Date.parse(session.starts_at));
  const ends = sessions.map((session) => Date.parse(session.ends_at ?? session.starts_at));
  const end =
    sessions.length === 1 ? (sessions[0]?.ends_at ?? null) : new Date(Math.max(...ends)).toISOString();
  return { date_start: new Date(Math.min(...starts)), date_end: end ? new Date(end) : null };
}

/**
 * `q` as a substring of title + description, accents and case ignored, against the stored folded
 * column `search_text` (trigram GIN index events_search_idx). LIKE's wildcards
 * are escaped after unaccent, because unaccent turns the fullwidth ％ and ＿ into % and _.
 */
function searchCondition(q: string): SQL {
  const folded = sql`immutable_unaccent(lower(${q}))`;
  const literal = sql`replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return sql`${events.search_text} like '%' || ${literal} || '%'`;
}

type EventFilters = Pick<EventListQuery, "q" | "category" | "user_id" | "limit" | "offset" | "after"> & {
  upcoming?: boolean;
};

/** `after` of the next page: the last row's start (UTC, to the microsecond, as stored) and id. */
const pageKey = sql<string>`to_char(${events.date_start} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${events.id}`;

/** The row a cursor names: its start (UTC, to the microsecond) and id; null for none or a bad one. */
function cursorOf(after: string | undefined): { start: string; id: number } | null {
  const match = after === undefined ? null : LIST_CURSOR_PATTERN.exec(after);
  return match?.[1] && match[2] ? { start: match[1], id: Number(match[2]) } : null;
}

/** Where a part of the list reads its rows from, and the range it keeps. */
interface ListSource {
  from: typeof events | SQL;
  range: SQL | undefined;
  /** Rows under way all start before now: after a cursor from now on, there are none to read. */
  startsBeforeNow?: boolean;
}

/**
 * The events under way (started, not over), found by the GiST index on [date_start, date_end],
 * under the table's own name so that the list's conditions apply to them unchanged. `offset 0`
 * keeps the planner from merging it into the outer query, where it combined the GiST bitmap with
 * a whole category's (18 000 rows at 100 000 events) instead of filtering the few under way.
 */
const underWay = sql`(select * from ${events} where ${events.date_end} is not null
  and tstzrange(${events.date_start}, ${events.date_end}, '[]') @> now() and ${events.date_start} < now()
  offset 0) as ${events}`;

/**
 * `upcoming` as two parts whose union is exactly `coalesce(date_end, date_start) >= now()` (an
 * event that started and is not over is listed): the events starting from now on, read in list
 * order from (date_start, id) or (category, date_start, id) and stopping after the page, and those
 * under way, a few among every finished event. One `or` of both made the database collect every
 * upcoming event and sort them (docs/decisions/029-counting-and-paging-at-scale.md).
 */
const upcomingSources: ListSource[] = [
  { from: events, range: sql`${events.date_start} >= now()` },
  { from: underWay, range: undefined, startsBeforeNow: true },
];
const allSources: ListSource[] = [{ from: events, range: undefined }];

/** GET /api/events: ordered by start date (then id, for stable pages), with the total of the filter. */
export async function listEvents(
  db: Database,
  query: EventFilters,
  now = new Date(),
): Promise<Page<EventResponse>> {
  const filter = and(
    query.q === undefined ? undefined : searchCondition(query.q),
    query.category === undefined ? undefined : eq(events.category, query.category),
    query.user_id === undefined ? undefined : eq(events.user_id, query.user_id),
  );
  const sources = query.upcoming ? upcomingSources : allSources;
  const cursor = cursorOf(query.after);
  const cap = countCap(query);
  /** The (id, date_start) of the first `count` rows after `cursor`, in list order, as `keys`. */
  const keys = (count: number, from: { start: string; id: number } | null) => {
    const parts = sources.map((source) => {
      const after = from
        ? and(
            sql`(${events.date_start}, ${events.id}) > (${from.start}::timestamptz, ${from.id})`,
            source.startsBeforeNow ? sql`${from.start}::timestamptz < now()` : undefined,
          )
        : undefined;
      return sql`(${db
        // Raw: drizzle refuses a table's column over a subquery, even one named like the table.
        .select({ id: sql`${events.id}`, date_start: sql`${events.date_start}` })
        .from(source.from)
        .where(and(filter, source.range, after))
        .orderBy(asc(events.date_start), asc(events.id))
        .limit(count)})`;
    });
    return sql`(select * from (${sql.join(parts, sql` union all `)}) as parts
      order by parts.date_start, parts.id limit ${count}) as keys`;
  };
  const countKeys = () =>
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(keys(cap + 1, null))
      .then(([row]) => Number(row?.value ?? 0));
  /** A page of keys; `total`: the number of keys read before the page was cut from them. */
  const pageOfKeys = (from: { start: string; id: number } | null, count: number) =>
    db
      .select({ id: sql<number>`keys.id`, total: sql<number>`(count(*) over ())::int` })
      .from(keys(count, from))
      .orderBy(sql`keys.date_start`, sql`keys.id`)
      .offset(query.offset)
      .limit(query.limit + 1);
  // One walk of the list's index in list order gives both the page and the total, counted up to
  // `cap` + 1 rows (cap >= offset + limit): the first page and its count no longer read the same
  // rows twice, nor the events under way twice, and only the page's keys leave the database. With
  // a cursor, the page starts after it and the total still counts from the start. Unordered, the
  // count made the planner choose a sequential scan on PGlite, whose tables are never vacuumed:
  // 9 300 rows read to find 1 001 upcoming events.
  let pageKeys: { id: number; total: number }[];
  let counted: number;
  if (cursor) {
    [pageKeys, counted] = await Promise.all([
      pageOfKeys(cursor, query.offset + query.limit + 1),
      countKeys(),
    ]);
  } else {
    pageKeys = await pageOfKeys(null, cap + 1);
    // A page past the end has no row to carry the total.
    counted = pageKeys[0]?.total ?? (query.offset > 0 ? await countKeys() : 0);
  }
  const total = { value: counted, bounded: counted > cap };
  const ids = pageKeys.slice(0, query.limit).map((row) => Number(row.id));
  const items =
    ids.length === 0
      ? []
      : await db
          .select({ ...eventSelection, page_key: pageKey, next_session: nextSessionJson(events.id, now) })
          .from(events)
          .leftJoin(lieux, eq(lieux.id, events.lieu_id))
          .where(inArray(events.id, ids))
          .orderBy(asc(events.date_start), asc(events.id));
  const last = items.at(-1);
  const next = pageKeys.length > query.limit && last ? last.page_key : null;
  return {
    items: items.map((row) =>
      toEvent(row, { next: row.next_session === null ? null : sessionFromJson(row.next_session, now) }),
    ),
    total: total.value,
    bounded: total.bounded,
    next,
  };
}

const eventById = preparedFor((db) =>
  db
    .select({ ...eventSelection, sessions: sessionsOfEventJson(sql`"events"."id"`) })
    .from(events)
    .leftJoin(lieux, eq(lieux.id, events.lieu_id))
    .where(eq(events.id, sql.placeholder("id")))
    .limit(1)
    .prepare("event_by_id"),
);

export async function getEvent(db: Database, id: number, now = new Date()): Promise<EventResponse> {
  const [row] = await eventById(db).execute({ id });
  if (!row) throw new NotFoundError(eventMessages.notFound);
  const all = row.sessions.map((session) => sessionFromJson(session, now));
  const next = all.find((session) => session.state === "open" || session.state === "full") ?? null;
  return toEvent(row, { next, all });
}

/** GET /api/events/user/{userId}: an organiser's own events (dashboard, programme form). */
export async function listOwnEvents(
  db: Database,
  auth: AuthContext,
  userId: number,
  page: { limit: number; offset: number; after?: string },
  now = new Date(),
): Promise<Page<EventResponse>> {
  assertOwner(userId, auth);
  return listEvents(db, { ...page, user_id: userId }, now);
}

/** What the other organisers published last (dashboard "Événements Récents (autres)"). */
export async function listRecentEvents(db: Database, query: RecentEventsQuery): Promise<RecentEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      date_start: events.date_start,
      date_end: events.date_end,
      category: events.category,
    })
    .from(events)
    .where(query.exclude_user_id === undefined ? undefined : ne(events.user_id, query.exclude_user_id))
    .orderBy(desc(events.created_at), desc(events.id))
    .limit(RECENT_EVENTS_LIMIT);
  return rows.map((row) => ({
    ...row,
    date_start: toParisIso(row.date_start),
    date_end: row.date_end ? toParisIso(row.date_end) : null,
  }));
}

function lieuNotFound(): ValidationError {
  return new ValidationError([{ path: "lieu_id", message: lieuMessages.notFound }]);
}

/** The venue may be deleted between our check and the write: the foreign key then says so. */
function rethrowLieuGone(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw lieuNotFound();
  throw error;
}

export async function createEvent(
  deps: Pick<AppDeps, "db" | "now">,
  auth: AuthContext,
  body: EventBody,
): Promise<EventResponse> {
  const { db } = deps;
  await findUsableLieu(db, auth, body.lieu_id);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({ ...toColumns(body), ...datesOf(body), user_id: auth.user.id })
        .returning({ id: events.id });
      if (!row) throw new Error("insert returned no row");
      const sessions = body.sessions ?? [
        { starts_at: body.date_start ?? "", ends_at: body.date_end, capacity: null },
      ];
      await tx.insert(eventSessions).values(sessions.map((session) => sessionColumns(row.id, session)));
      return row.id;
    })
    .catch(rethrowLieuGone);
  return getEvent(db, id, nowOf(deps));
}

function sessionColumns(eventId: number, session: Omit<SessionInput, "id">) {
  return {
    event_id: eventId,
    starts_at: new Date(session.starts_at),
    ends_at: session.ends_at ? new Date(session.ends_at) : null,
    capacity: session.capacity ?? null,
  };
}

/**
 * Makes an event's sessions those of `wanted` (the event row is locked by the caller): sessions
 * named by id are edited, the others added, those left out removed. A session with registrations
 * is never removed (409), its capacity never set below the places taken (409), and places a raised
 * capacity frees go to its waiting list at once.
 */
async function replaceSessions(
  tx: Database,
  eventId: number,
  wanted: SessionInput[],
  now: Date,
): Promise<void> {
  const current = await tx
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(eq(eventSessions.event_id, eventId));
  const currentIds = new Set(current.map((session) => session.id));
  const keptIds = new Set<number>();
  for (const session of wanted) {
    if (session.id === undefined) continue;
    if (!currentIds.has(session.id)) throw new NotFoundError(bookingMessages.sessionNotFound);
    keptIds.add(session.id);
  }
  const removed = [...currentIds].filter((id) => !keptIds.has(id));
  if (removed.length > 0) {
    const [registered] = await tx
      .select({ id: participations.id })
      .from(participations)
      .where(inArray(participations.session_id, removed))
      .limit(1);
    if (registered) throw new ConflictError("CONFLICT", bookingMessages.sessionHasRegistrations);
    await tx.delete(eventSessions).where(inArray(eventSessions.id, removed));
  }
  for (const session of wanted) {
    if (session.id === undefined) {
      await tx.insert(eventSessions).values(sessionColumns(eventId, session));
      continue;
    }
    const locked = await lockSession(tx, eventId, session.id);
    const capacity = session.capacity ?? null;
    if (capacity !== null && capacity < locked.places_taken) {
      throw new ConflictError("CONFLICT", bookingMessages.capacityBelowTaken(locked.places_taken));
    }
    const [updated] = await tx
      .update(eventSessions)
      .set({ ...sessionColumns(eventId, session), updated_at: sql`now()` })
      .where(eq(eventSessions.id, session.id))
      .returning();
    if (updated) await promoteFromWaitlist(tx, updated, now);
  }
}

/**
 * PUT replaces every field (absent optional fields become null); only the owner may do it. Without
 * `sessions` (a SPEC client), an event with one session moves that session to the body's dates;
 * an event with several keeps them, and its dates stay those of its sessions
 * (docs/decisions/019-booking-core.md).
 */
export async function updateEvent(
  deps: Pick<AppDeps, "db" | "now">,
  auth: AuthContext,
  id: number,
  body: EventBody,
): Promise<EventResponse> {
  const { db } = deps;
  const now = nowOf(deps);
  const [current] = await db.select({ user_id: events.user_id }).from(events).where(eq(events.id, id));
  if (!current) throw new NotFoundError(eventMessages.notFound);
  assertOwner(current.user_id, auth);
  await findUsableLieu(db, auth, body.lieu_id);
  await db
    .transaction(async (tx) => {
      // NO KEY UPDATE: registrations (which hold KEY SHARE on the event) are not blocked by it.
      const [locked] = await tx
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, id), eq(events.user_id, auth.user.id)))
        .for("no key update");
      if (!locked) throw new NotFoundError(eventMessages.notFound);
      let wanted = body.sessions;
      if (!wanted) {
        const existing = await tx
          .select({ id: eventSessions.id, capacity: eventSessions.capacity })
          .from(eventSessions)
          .where(eq(eventSessions.event_id, id));
        const only = existing.length === 1 ? existing[0] : undefined;
        if (only) {
          wanted = [
            {
              id: only.id,
              starts_at: body.date_start ?? "",
              ends_at: body.date_end,
              capacity: only.capacity,
            },
          ];
        } else if (existing.length === 0) {
          wanted = [{ starts_at: body.date_start ?? "", ends_at: body.date_end, capacity: null }];
        }
      }
      if (wanted) await replaceSessions(tx, id, wanted, now);
      await tx
        .update(events)
        .set({ ...toColumns(body), ...eventDatesFromSessions(id), updated_at: sql`now()` })
        .where(eq(events.id, id));
    })
    .catch(rethrowLieuGone);
  return getEvent(db, id, now);
}

/**
 * POST /api/events/{id}/sessions/{sessionId}/cancel: the organiser cancels a session; every
 * registration of it, confirmed or waiting, is cancelled with it (kept, marked "session").
 */
export async function cancelSession(
  deps: Pick<AppDeps, "db" | "now">,
  auth: AuthContext,
  eventId: number,
  sessionId: number,
): Promise<SessionResponse> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [event] = await tx
      .select({ user_id: events.user_id })
      .from(events)
      .where(eq(events.id, eventId))
      .for("no key update");
    if (!event) throw new NotFoundError(eventMessages.notFound);
    assertOwner(event.user_id, auth);
    const session = await lockSession(tx, eventId, sessionId);
    if (session.cancelled_at) throw new ConflictError("CONFLICT", bookingMessages.sessionAlreadyCancelled);
    const cancelled = await tx
      .update(participations)
      .set({ status: "cancelled", cancelled_at: now, cancelled_by: "session", updated_at: sql`now()` })
      .where(and(eq(participations.session_id, sessionId), ne(participations.status, "cancelled")))
      .returning({ id: participations.id });
    await enqueueForParticipations(
      tx,
      "registration_cancelled",
      cancelled.map((registration) => registration.id),
      { by: "session" },
    );
    const [row] = await tx
      .update(eventSessions)
      .set({ cancelled_at: now, places_taken: 0, updated_at: sql`now()` })
      .where(eq(eventSessions.id, sessionId))
      .returning(sessionSelection);
    if (!row) throw new Error("session vanished under its lock");
    return toSession(row, now);
  });
}

/** GET /api/events/{id}/sessions: public, with places left. */
export async function getEventSessions(
  deps: Pick<AppDeps, "db" | "now">,
  eventId: number,
): Promise<SessionResponse[]> {
  const [event] = await deps.db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new NotFoundError(eventMessages.notFound);
  return listEventSessions(deps.db, eventId, nowOf(deps));
}

/**
 * Refused with 409 while the event has registrations (DESIGN.md §4); its programme lines go with it
 * (ON DELETE CASCADE). The row lock makes a registration arriving meanwhile wait for our decision:
 * its foreign-key check needs a lock that FOR UPDATE excludes.
 */
export async function deleteEvent(db: Database, auth: AuthContext, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [event] = await tx
        .select({ user_id: events.user_id })
        .from(events)
        .where(eq(events.id, id))
        .for("update");
      if (!event) throw new NotFoundError(eventMessages.notFound);
      assertOwner(event.user_id, auth);
      const [registration] = await tx
        .select({ id: participations.id })
        .from(participations)
        .where(eq(participations.event_id, id))
        .limit(1);
      if (registration) throw new ConflictError("CONFLICT", eventMessages.hasRegistrations);
      await tx.delete(events).where(eq(events.id, id));
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw new ConflictError("CONFLICT", eventMessages.hasRegistrations);
    }
    throw error;
  }
}
