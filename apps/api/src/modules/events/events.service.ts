import {
  type AccessibilityFamily,
  type ModerationPolicy,
  type ModerationStatus,
  type PaymentMode,
  RECENT_EVENTS_LIMIT,
} from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { isFreePrice } from "@culture-patrimoine/contract/event-rules";
import { bookingMessages, eventMessages, lieuMessages } from "@culture-patrimoine/contract/messages";
import { canonicalFamilies } from "@culture-patrimoine/contract/schemas/accessibility";
import type {
  EventBody,
  EventResponse,
  OwnEventResponse,
  RecentEvent,
  RecentEventsQuery,
} from "@culture-patrimoine/contract/schemas/event";
import type { SessionInput, SessionResponse } from "@culture-patrimoine/contract/schemas/event-session";
import { and, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
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
import {
  addressPicture,
  createWithPicture,
  deleteWithPicture,
  type ImageStore,
  type PictureRow,
  type PictureUpload,
  updateWithPicture,
} from "../../lib/images.ts";
import type { JsonPage } from "../../lib/json-text.ts";
import type { Page } from "../../lib/list.ts";
import { actingOrganisationId, assertMember, ownListOrganisationId } from "../../lib/ownership.ts";
import { pictureAddress } from "../../lib/picture-address.ts";
import { preparedFor } from "../../lib/prepared.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import {
  eventDatesFromSessions,
  listEventSessions,
  lockSession,
  promoteFromWaitlist,
  sessionFromJson,
  sessionSelection,
  sessionsOfEventJson,
  toSession,
} from "../booking/sessions.ts";
import { findUsableLieu } from "../lieux/lieux.service.ts";
import { enqueueForParticipations } from "../mail/outbox.ts";
import { assertCanPreview } from "../moderation/preview.ts";
import { moderationOnCreate, moderationOnEdit } from "../moderation/write-status.ts";
import { eventListText } from "./event-json.ts";
import { type ListQuery, listEventKeys } from "./events-list.ts";
import {
  announceSessionChanges,
  type DatesSentAsDays,
  lockSessionsOfEvent,
  NO_DAYS,
  sessionsToAnnounce,
  venueChangeOf,
  wantedSessions,
} from "./session-changes.ts";

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
  image_alt: events.image_alt,
  lieu_id: events.lieu_id,
  user_id: events.user_id,
  organisation_id: events.organisation_id,
  created_at: events.created_at,
  accessibility: events.accessibility,
  accessibility_details: events.accessibility_details,
  moderation_status: events.moderation_status,
  moderation_reason: events.moderation_reason,
  owner_suspended: events.owner_suspended,
};

// The venue comes from a LEFT JOIN (venueJoin): drizzle answers null for the object when the event
// has none, or one its reader may not see.
const eventSelection = { ...eventColumns, lieu: { id: lieux.id, nom: lieux.nom, ville: lieux.ville } };

type EventRow = Pick<typeof events.$inferSelect, keyof typeof eventColumns> & {
  lieu: EventResponse["lieu"];
};

/**
 * Who reads an answer (issue 29): the public sees public events only, and their venue only when the
 * venue is public too; an organiser reading their own events (own list, preview, a write's answer)
 * sees every state, and their venue when it is public or theirs; an administrator's preview sees
 * every venue.
 */
export type EventReader =
  | { kind: "public" }
  | { kind: "owner"; organisationId: number }
  | { kind: "administrator" };

const PUBLIC: EventReader = { kind: "public" };

/** The join of an event's venue: the venue, or null when this reader may not see it. */
function venueJoin(reader: EventReader): SQL {
  const same = eq(lieux.id, events.lieu_id);
  if (reader.kind === "administrator") return same;
  if (reader.kind === "owner") {
    return and(same, or(lieux.is_public, eq(lieux.organisation_id, reader.organisationId))) as SQL;
  }
  return and(same, lieux.is_public) as SQL;
}

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

/**
 * An answer about an event. A public read only ever finds public events, so it says "published"
 * (even under a suspension that an owner's answer would show); owners and administrators read
 * the stored state, the reason of a refusal and whether the owner's account is suspended.
 */
export function toEvent(row: EventRow, sessions: EventSessions, publicUrl: string): EventResponse;
export function toEvent(
  row: EventRow,
  sessions: EventSessions,
  publicUrl: string,
  reader: EventReader,
): OwnEventResponse;
export function toEvent(
  row: EventRow,
  sessions: EventSessions,
  publicUrl: string,
  reader: EventReader = PUBLIC,
): EventResponse | OwnEventResponse {
  const event: EventResponse = {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    date_start: toParisIso(row.date_start),
    date_end: row.date_end ? toParisIso(row.date_end) : null,
    price: centsToEuros(row.price_cents),
    payment_mode: row.payment_mode,
    image_url: pictureAddress(row.image_url, publicUrl),
    image_alt: row.image_alt,
    lieu_id: row.lieu_id,
    user_id: row.user_id,
    organisation_id: row.organisation_id,
    created_at: toParisIso(row.created_at),
    lieu: row.lieu,
    accessibility: canonicalFamilies(row.accessibility as AccessibilityFamily[]),
    accessibility_details: row.accessibility_details,
    next_session: sessions.next,
    ...(sessions.all && { sessions: sessions.all }),
    moderation_status: reader.kind === "public" ? "published" : row.moderation_status,
  };
  if (reader.kind === "public") return event;
  return { ...event, moderation_reason: row.moderation_reason, owner_suspended: row.owner_suspended };
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
    image_alt: body.image_alt,
    lieu_id: body.lieu_id,
    accessibility: body.accessibility,
    accessibility_details: body.accessibility_details,
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
 * GET /api/events: the page's keys (events-list.ts), then its items as JSON text written by the
 * database in that order (event-json.ts, decision 054), sent as they come.
 */
export async function listEventsText(
  db: Database,
  query: ListQuery,
  publicUrl: string,
  now = new Date(),
  reader: EventReader = PUBLIC,
): Promise<JsonPage> {
  const keys = await listEventKeys(db, { ...query, includeHidden: reader.kind !== "public" }, now);
  const json = await eventListText(db, keys.ids, {
    publicUrl,
    now,
    reader,
    ...(keys.distances && { distances: keys.distances }),
  });
  return {
    json,
    total: keys.total,
    bounded: keys.bounded,
    ...(keys.next !== undefined && { next: keys.next }),
    ...(keys.corrected !== undefined && { corrected: keys.corrected }),
  };
}

/** listEventsText's page as objects, for the reads that compose it (search). */
export async function listEvents(
  db: Database,
  query: ListQuery,
  publicUrl: string,
  now = new Date(),
  reader: EventReader = PUBLIC,
): Promise<Page<OwnEventResponse>> {
  const { json, ...page } = await listEventsText(db, query, publicUrl, now, reader);
  return { ...page, items: JSON.parse(json) as OwnEventResponse[] };
}

// The public read (event pages, GET /api/events/{id}): a hidden event is not found, and its venue
// is null unless public. Prepared: it is the most frequent read of one event.
const publicEventById = preparedFor((db) =>
  db
    .select({ ...eventSelection, sessions: sessionsOfEventJson(sql`"events"."id"`) })
    .from(events)
    .leftJoin(lieux, venueJoin(PUBLIC))
    .where(and(eq(events.id, sql.placeholder("id")), events.is_public))
    .limit(1)
    .prepare("public_event_by_id"),
);

/** One event as `reader` may see it (NotFoundError for a hidden event read by the public). */
async function readEvent(db: Database, id: number, reader: EventReader) {
  if (reader.kind === "public") {
    const [row] = await publicEventById(db).execute({ id });
    return row;
  }
  const [row] = await db
    .select({ ...eventSelection, sessions: sessionsOfEventJson(sql`"events"."id"`) })
    .from(events)
    .leftJoin(lieux, venueJoin(reader))
    .where(eq(events.id, id))
    .limit(1);
  return row;
}

export async function getEvent(
  db: Database,
  id: number,
  publicUrl: string,
  now?: Date,
): Promise<EventResponse>;
export async function getEvent(
  db: Database,
  id: number,
  publicUrl: string,
  now: Date,
  reader: EventReader,
): Promise<OwnEventResponse>;
export async function getEvent(
  db: Database,
  id: number,
  publicUrl: string,
  now = new Date(),
  reader: EventReader = PUBLIC,
): Promise<EventResponse | OwnEventResponse> {
  const row = await readEvent(db, id, reader);
  if (!row) throw new NotFoundError(eventMessages.notFound);
  const all = row.sessions.map((session) => sessionFromJson(session, now));
  const next = all.find((session) => session.state === "open" || session.state === "full") ?? null;
  return toEvent(row, { next, all }, publicUrl, reader);
}

/**
 * GET /api/events/{id}/preview: the event whatever its state, for its owner or an administrator.
 * Anyone else: 403 when the event is public, else the 404 of an unknown event (moderation/preview.ts).
 */
export async function previewEvent(
  deps: Pick<AppDeps, "db" | "now" | "config">,
  auth: AuthContext,
  id: number,
): Promise<OwnEventResponse> {
  const reader = readerOf(auth);
  const event = await getEvent(deps.db, id, deps.config.publicUrl, nowOf(deps), reader);
  assertCanPreview(event, auth, eventMessages.notFound);
  return event;
}

/** A member reads their organisation's events in every state; an administrator reads every venue. */
function readerOf(auth: AuthContext): EventReader {
  if (auth.user.role === "administrateur") return { kind: "administrator" };
  return auth.organisation ? { kind: "owner", organisationId: auth.organisation.id } : PUBLIC;
}

/**
 * GET /api/events/user/{userId}: an organiser's own events (dashboard, programme form): for the
 * caller, the events of the organisation their session acts for (issue 30), whoever created them.
 */
export async function listOwnEvents(
  db: Database,
  auth: AuthContext,
  userId: number,
  page: { limit: number; offset: number; after?: string },
  publicUrl: string,
  now = new Date(),
): Promise<JsonPage> {
  const organisationId = ownListOrganisationId(userId, auth);
  return listEventsText(db, { ...page, organisation_id: organisationId }, publicUrl, now, {
    kind: "owner",
    organisationId,
  });
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
    .where(
      and(
        events.is_public,
        query.exclude_user_id === undefined ? undefined : ne(events.user_id, query.exclude_user_id),
      ),
    )
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
  deps: Pick<AppDeps, "db" | "now" | "config">,
  auth: AuthContext,
  body: EventBody,
  upload?: PictureUpload,
): Promise<EventResponse> {
  const { db } = deps;
  await findUsableLieu(db, auth, body.lieu_id);
  const { publicUrl } = deps.config;
  const id = await createWithPicture(pictureOf(body, upload, publicUrl), (image) =>
    insertEvent(db, auth, body, image, deps.config.moderationPolicy),
  );
  return getEvent(db, id, publicUrl, nowOf(deps), readerOf(auth));
}

/** The picture part of a write: the body's address, or the uploaded file (lib/images.ts). */
function pictureOf(body: EventBody, upload: PictureUpload | undefined, publicUrl: string) {
  const sent = body.image_url;
  return addressPicture(upload, { field: "image_url", sent, alt: body.image_alt, publicUrl });
}

async function insertEvent(
  db: Database,
  auth: AuthContext,
  body: EventBody,
  imageUrl: string | null,
  policy: ModerationPolicy,
) {
  return db
    .transaction(async (tx) => {
      const organisation_id = actingOrganisationId(auth);
      const moderation_status = await moderationOnCreate(tx, policy, organisation_id);
      const [row] = await tx
        .insert(events)
        .values({
          ...toColumns(body),
          image_url: imageUrl,
          ...datesOf(body),
          user_id: auth.user.id,
          organisation_id,
          moderation_status,
        })
        .returning({ id: events.id });
      if (!row) throw new Error("insert returned no row");
      const sessions = body.sessions ?? [
        { starts_at: body.date_start ?? "", ends_at: body.date_end, capacity: null },
      ];
      await tx.insert(eventSessions).values(sessions.map((session) => sessionColumns(row.id, session)));
      return row.id;
    })
    .catch(rethrowLieuGone);
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
  paymentHoldMinutes: number,
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
    if (updated) await promoteFromWaitlist(tx, updated, now, paymentHoldMinutes);
  }
}

/**
 * PUT replaces every field (absent optional fields become null); only the owner may do it. Without
 * `sessions` (a SPEC client), an event with one session moves that session to the body's dates
 * (`days`: those sent as bare days keep the session's time of day, session-changes.ts); an event
 * with several keeps them, and its dates stay those of its sessions
 * (docs/decisions/019-booking-core.md).
 */
export async function updateEvent(
  deps: Pick<AppDeps, "db" | "now" | "config">,
  auth: AuthContext,
  id: number,
  body: EventBody,
  upload?: PictureUpload,
  days: DatesSentAsDays = NO_DAYS,
): Promise<EventResponse> {
  const { db } = deps;
  const now = nowOf(deps);
  const [current] = await db
    .select({ organisation_id: events.organisation_id })
    .from(events)
    .where(eq(events.id, id));
  if (!current) throw new NotFoundError(eventMessages.notFound);
  assertMember(current.organisation_id, auth);
  await findUsableLieu(db, auth, body.lieu_id);
  const row: PictureRow<typeof events> = {
    table: events,
    column: events.image_url,
    where: and(eq(events.id, id), eq(events.organisation_id, current.organisation_id))!,
    notFound: eventMessages.notFound,
    // NO KEY UPDATE: registrations (which hold KEY SHARE on the event) are not blocked by it.
    lock: "no key update",
  };
  // Computed under the row's lock, from the state stored and the owner's verification (decision 047).
  let moderation: ModerationStatus | undefined;
  await updateWithPicture(
    db,
    row,
    pictureOf(body, upload, deps.config.publicUrl),
    (image) => ({
      ...toColumns(body),
      image_url: image,
      ...eventDatesFromSessions(id),
      ...(moderation && { moderation_status: moderation }),
      updated_at: sql`now()`,
    }),
    async (tx) => {
      await updateSessions(tx, id, body, days, now, deps.config.paymentHoldMinutes);
      const [stored] = await tx
        .select({ moderation_status: events.moderation_status })
        .from(events)
        .where(eq(events.id, id));
      if (stored) {
        moderation = await moderationOnEdit(
          tx,
          deps.config.moderationPolicy,
          current.organisation_id,
          stored.moderation_status,
        );
      }
    },
  ).catch(rethrowLieuGone);
  return getEvent(db, id, deps.config.publicUrl, now, readerOf(auth));
}

/**
 * An event's sessions, in the transaction that locked it (updateWithPicture), before its row; a
 * session moved or the venue changed is announced in the same transaction (session-changes.ts).
 */
async function updateSessions(
  tx: Database,
  id: number,
  body: EventBody,
  days: DatesSentAsDays,
  now: Date,
  paymentHoldMinutes: number,
): Promise<void> {
  const existing = await lockSessionsOfEvent(tx, id);
  const venue = await venueChangeOf(tx, id, body.lieu_id);
  const wanted = wantedSessions(existing, body, days);
  if (wanted) await replaceSessions(tx, id, wanted, now, paymentHoldMinutes);
  await announceSessionChanges(tx, sessionsToAnnounce(existing, wanted, venue.changed, now), venue);
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
      .select({ organisation_id: events.organisation_id })
      .from(events)
      .where(eq(events.id, eventId))
      .for("no key update");
    if (!event) throw new NotFoundError(eventMessages.notFound);
    assertMember(event.organisation_id, auth);
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
      // A new SEQUENCE: the cancellation mails' calendar files (METHOD:CANCEL) outrank the tickets'.
      .set({
        cancelled_at: now,
        places_taken: 0,
        sequence: sql`${eventSessions.sequence} + 1`,
        updated_at: sql`now()`,
      })
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
  const [event] = await deps.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), events.is_public));
  if (!event) throw new NotFoundError(eventMessages.notFound);
  return listEventSessions(deps.db, eventId, nowOf(deps));
}

/**
 * Refused with 409 while the event has registrations (DESIGN.md §4); its programme lines go with it
 * (ON DELETE CASCADE). The row lock makes a registration arriving meanwhile wait for our decision:
 * its foreign-key check needs a lock that FOR UPDATE excludes.
 */
export async function deleteEvent(
  db: Database,
  auth: AuthContext,
  id: number,
  pictures?: Omit<ImageStore, "queue">,
): Promise<void> {
  await deleteWithPicture(pictures, () => deleteEventRow(db, auth, id));
}

/** The event's row, if it has no registration; gives its picture column. */
async function deleteEventRow(db: Database, auth: AuthContext, id: number): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const [event] = await tx
        .select({ organisation_id: events.organisation_id, image_url: events.image_url })
        .from(events)
        .where(eq(events.id, id))
        .for("update");
      if (!event) throw new NotFoundError(eventMessages.notFound);
      assertMember(event.organisation_id, auth);
      const [registration] = await tx
        .select({ id: participations.id })
        .from(participations)
        .where(eq(participations.event_id, id))
        .limit(1);
      if (registration) throw new ConflictError("CONFLICT", eventMessages.hasRegistrations);
      await tx.delete(events).where(eq(events.id, id));
      return event.image_url;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
      throw new ConflictError("CONFLICT", eventMessages.hasRegistrations);
    }
    throw error;
  }
}
