import { RECENT_EVENTS_LIMIT } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { eventMessages, lieuMessages } from "@culture-patrimoine/contract/messages";
import type {
  EventBody,
  EventListQuery,
  EventResponse,
  RecentEvent,
  RecentEventsQuery,
} from "@culture-patrimoine/contract/schemas/event";
import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, lieux, participations } from "../../db/schema.ts";
import {
  ConflictError,
  NotFoundError,
  PG_FOREIGN_KEY_VIOLATION,
  pgErrorCode,
  ValidationError,
} from "../../errors.ts";
import { type Page, pageOf } from "../../lib/list.ts";
import { assertOwner } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { findUsableLieu } from "../lieux/lieux.service.ts";

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  category: events.category,
  date_start: events.date_start,
  date_end: events.date_end,
  price_cents: events.price_cents,
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

export function toEvent(row: EventRow): EventResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    date_start: toParisIso(row.date_start),
    date_end: row.date_end ? toParisIso(row.date_end) : null,
    price: centsToEuros(row.price_cents),
    image_url: row.image_url,
    lieu_id: row.lieu_id,
    user_id: row.user_id,
    created_at: toParisIso(row.created_at),
    lieu: row.lieu,
  };
}

function toColumns(body: EventBody) {
  return {
    title: body.title,
    description: body.description,
    category: body.category,
    date_start: new Date(body.date_start),
    date_end: body.date_end === null ? null : new Date(body.date_end),
    price_cents: eurosToCents(body.price),
    image_url: body.image_url,
    lieu_id: body.lieu_id,
  };
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

type EventFilters = Pick<EventListQuery, "q" | "category" | "user_id" | "limit" | "offset"> & {
  upcoming?: boolean;
};

/** GET /api/events: ordered by start date (then id, for stable pages), with the total of the filter. */
export async function listEvents(db: Database, query: EventFilters): Promise<Page<EventResponse>> {
  const filter = and(
    query.q === undefined ? undefined : searchCondition(query.q),
    query.category === undefined ? undefined : eq(events.category, query.category),
    query.user_id === undefined ? undefined : eq(events.user_id, query.user_id),
    query.upcoming ? sql`coalesce(${events.date_end}, ${events.date_start}) >= now()` : undefined,
  );
  return pageOf(
    db
      .select(eventSelection)
      .from(events)
      .leftJoin(lieux, eq(lieux.id, events.lieu_id))
      .where(filter)
      .orderBy(asc(events.date_start), asc(events.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(events).where(filter),
    toEvent,
  );
}

export async function getEvent(db: Database, id: number): Promise<EventResponse> {
  const [row] = await db
    .select(eventSelection)
    .from(events)
    .leftJoin(lieux, eq(lieux.id, events.lieu_id))
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(eventMessages.notFound);
  return toEvent(row);
}

/** GET /api/events/user/{userId}: an organiser's own events (dashboard, programme form). */
export async function listOwnEvents(
  db: Database,
  auth: AuthContext,
  userId: number,
  page: { limit: number; offset: number },
): Promise<Page<EventResponse>> {
  assertOwner(userId, auth);
  return listEvents(db, { ...page, user_id: userId });
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

export async function createEvent(db: Database, auth: AuthContext, body: EventBody): Promise<EventResponse> {
  const { id: lieuId, nom, ville } = await findUsableLieu(db, auth, body.lieu_id);
  const lieu = { id: lieuId, nom, ville };
  const [row] = await db
    .insert(events)
    .values({ ...toColumns(body), user_id: auth.user.id })
    .returning()
    .catch(rethrowLieuGone);
  if (!row) throw new Error("insert returned no row");
  return toEvent({ ...row, lieu });
}

/** PUT replaces every field (absent optional fields become null); only the owner may do it. */
export async function updateEvent(
  db: Database,
  auth: AuthContext,
  id: number,
  body: EventBody,
): Promise<EventResponse> {
  const [current] = await db.select({ user_id: events.user_id }).from(events).where(eq(events.id, id));
  if (!current) throw new NotFoundError(eventMessages.notFound);
  assertOwner(current.user_id, auth);
  const { id: lieuId, nom, ville } = await findUsableLieu(db, auth, body.lieu_id);
  const lieu = { id: lieuId, nom, ville };
  const [row] = await db
    .update(events)
    .set({ ...toColumns(body), updated_at: sql`now()` })
    .where(and(eq(events.id, id), eq(events.user_id, auth.user.id)))
    .returning()
    .catch(rethrowLieuGone);
  if (!row) throw new NotFoundError(eventMessages.notFound);
  return toEvent({ ...row, lieu });
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
