import { toParisIso } from "@culture-patrimoine/contract/dates";
import { bookingMessages } from "@culture-patrimoine/contract/messages";
import type { SessionResponse, SessionState } from "@culture-patrimoine/contract/schemas/event-session";
import { and, asc, eq, gt, inArray, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, participations } from "../../db/schema.ts";
import { AppError, ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import { preparedFor } from "../../lib/prepared.ts";
import { enqueueForParticipations } from "../mail/outbox.ts";

// The places of a session: every rule that must hold with several API processes is a conditional
// update or a row lock inside the caller's transaction (docs/decisions/019-booking-core.md).
// Lock order, everywhere: event row, then session row, then registration rows.

type SessionRow = typeof eventSessions.$inferSelect;

/**
 * Places asked by the people waiting for a session, summed by the database on read. Written with
 * an alias and a qualified outer column: in a select from one table drizzle leaves column names
 * unqualified, so `${participations.session_id} = ${eventSessions.id}` became `"session_id" = "id"`,
 * both read from participations, and the sum was wrong (0 but by chance).
 */
const waitlistPlaces = sql<number>`(select coalesce(sum(waiting.nombre_places), 0)::int from participations waiting
  where waiting.session_id = "event_sessions"."id" and waiting.status = 'waitlisted')`;

/**
 * Rank in the waiting list of a waitlisted registration (1 = next), computed on read. For a
 * select that joins another table: drizzle then writes the outer columns with their table's name,
 * which the subquery's alias `ahead` needs.
 */
export const waitlistPosition = sql<number | null>`case when ${participations.status} = 'waitlisted' then
  (select count(*)::int from participations ahead where ahead.session_id = ${participations.session_id}
     and ahead.status = 'waitlisted' and ahead.id <= ${participations.id}) end`;

export const sessionSelection = {
  id: eventSessions.id,
  event_id: eventSessions.event_id,
  starts_at: eventSessions.starts_at,
  ends_at: eventSessions.ends_at,
  capacity: eventSessions.capacity,
  places_taken: eventSessions.places_taken,
  cancelled_at: eventSessions.cancelled_at,
  waitlist_places: waitlistPlaces,
};
export type SessionSummaryRow = Pick<
  SessionRow,
  "id" | "event_id" | "starts_at" | "ends_at" | "capacity" | "places_taken" | "cancelled_at"
> & { waitlist_places: number };

export function sessionState(row: SessionSummaryRow, now: Date): SessionState {
  if (row.cancelled_at) return "cancelled";
  if (row.starts_at.getTime() <= now.getTime()) return "past";
  if (row.capacity !== null && row.places_taken >= row.capacity) return "full";
  return "open";
}

export function toSession(row: SessionSummaryRow, now: Date): SessionResponse {
  return {
    id: row.id,
    event_id: row.event_id,
    starts_at: toParisIso(row.starts_at),
    ends_at: row.ends_at ? toParisIso(row.ends_at) : null,
    capacity: row.capacity,
    places_taken: row.places_taken,
    places_left: row.capacity === null ? null : Math.max(0, row.capacity - row.places_taken),
    waitlist_places: Number(row.waitlist_places),
    state: sessionState(row, now),
    cancelled_at: row.cancelled_at ? toParisIso(row.cancelled_at) : null,
  };
}

/** A session as sessionsOfEventJson and nextSessionJson write it: its instants are ISO texts. */
interface SessionJson extends Omit<SessionSummaryRow, "starts_at" | "ends_at" | "cancelled_at"> {
  starts_at: string;
  ends_at: string | null;
  cancelled_at: string | null;
}

/** The session of the current `event_sessions` row as a JSON object: the fields of sessionSelection. */
const sessionJsonObject = sql`json_build_object(
  'id', "event_sessions"."id", 'event_id', "event_sessions"."event_id",
  'starts_at', "event_sessions"."starts_at", 'ends_at', "event_sessions"."ends_at",
  'capacity', "event_sessions"."capacity", 'places_taken', "event_sessions"."places_taken",
  'cancelled_at', "event_sessions"."cancelled_at", 'waitlist_places', ${waitlistPlaces})`;

/**
 * Every session of the event whose id `eventId` gives (a qualified column or a placeholder), in
 * time order, as one JSON array: an event page reads its row and its sessions in one statement.
 * On PGlite a statement costs at least 0.3 ms of our process's CPU whatever it does, so a second
 * one was a fifth of an event page.
 */
export function sessionsOfEventJson(eventId: SQLWrapper) {
  return sql<SessionJson[]>`(select coalesce(json_agg(${sessionJsonObject}
    order by "event_sessions"."starts_at", "event_sessions"."id"), '[]'::json)
    from "event_sessions" where "event_sessions"."event_id" = ${eventId})`;
}

/**
 * The next session of the event in `eventId` (not started at `now`, not cancelled) as a JSON object,
 * or null: a column of the events lists' own statement.
 */
export function nextSessionJson(eventId: SQLWrapper, now: Date) {
  return sql<SessionJson | null>`(select ${sessionJsonObject} from "event_sessions"
    where "event_sessions"."event_id" = ${eventId} and "event_sessions"."cancelled_at" is null
      and "event_sessions"."starts_at" > ${now.toISOString()}::timestamptz
    order by "event_sessions"."starts_at", "event_sessions"."id" limit 1)`;
}

/** A session sessionsOfEventJson or nextSessionJson read, as the API answers it. */
export function sessionFromJson(session: SessionJson, now: Date): SessionResponse {
  return toSession(
    {
      ...session,
      starts_at: new Date(session.starts_at),
      ends_at: session.ends_at === null ? null : new Date(session.ends_at),
      cancelled_at: session.cancelled_at === null ? null : new Date(session.cancelled_at),
    },
    now,
  );
}

const sessionsOfEvent = preparedFor((db) =>
  db
    .select({ sessions: sessionsOfEventJson(sql.placeholder("eventId")) })
    .from(sql`(values (1)) as one`)
    .prepare("sessions_of_event"),
);

/** Every session of an event, in time order. */
export async function listEventSessions(
  db: Database,
  eventId: number,
  now: Date,
): Promise<SessionResponse[]> {
  const [row] = await sessionsOfEvent(db).execute({ eventId });
  return (row?.sessions ?? []).map((session) => sessionFromJson(session, now));
}

/** Locks a session of an event for the rest of the transaction (FOR UPDATE). */
export async function lockSession(tx: Database, eventId: number, sessionId: number): Promise<SessionRow> {
  const [row] = await tx
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.event_id, eventId)))
    .for("update");
  if (!row) throw new NotFoundError(bookingMessages.sessionNotFound);
  return row;
}

/**
 * Locks an event, then one of its sessions, for a change of a registration's places (a
 * cancellation, a released payment hold): the order a session's cancellation takes too, so that
 * two such transactions never wait on each other. The event's row is locked FOR NO KEY UPDATE:
 * what references it (registrations, sessions) can still be written meanwhile.
 */
export async function lockEventThenSession(
  tx: Database,
  eventId: number,
  sessionId: number,
): Promise<SessionRow> {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for("no key update");
  return lockSession(tx, eventId, sessionId);
}

/** A full session: 409 with the places left, so that a client can offer fewer or the waiting list. */
export class SessionFullError extends AppError {
  constructor(readonly placesLeft: number) {
    super(409, "SESSION_FULL", bookingMessages.sessionFull(placesLeft), undefined, undefined, {
      places_left: placesLeft,
    });
  }
}

/**
 * Takes `places` of a session of the event in one conditional UPDATE: two processes can never both take the
 * last place, since PostgreSQL re-checks the condition on the row it locks. Answers the session's
 * times, or null when the places do not fit; refuses a cancelled or started session.
 */
export async function takePlaces(
  tx: Database,
  eventId: number,
  sessionId: number,
  places: number,
  now: Date,
): Promise<Pick<SessionRow, "id" | "starts_at" | "ends_at" | "cancelled_at"> | null> {
  const fits = sql`(${eventSessions.capacity} is null or ${eventSessions.places_taken} + ${places} <= ${eventSessions.capacity})`;
  const [taken] = await tx
    .update(eventSessions)
    .set({ places_taken: sql`${eventSessions.places_taken} + ${places}`, updated_at: sql`now()` })
    .where(
      and(
        eq(eventSessions.id, sessionId),
        eq(eventSessions.event_id, eventId),
        isNull(eventSessions.cancelled_at),
        gt(eventSessions.starts_at, now),
        fits,
      ),
    )
    .returning({
      id: eventSessions.id,
      starts_at: eventSessions.starts_at,
      ends_at: eventSessions.ends_at,
      cancelled_at: eventSessions.cancelled_at,
    });
  return taken ?? null;
}

/** Why a session refuses places: cancelled, started, or full (with what is left). */
export function refusalOf(
  session: Pick<SessionRow, "cancelled_at" | "starts_at" | "capacity" | "places_taken">,
  now: Date,
): AppError {
  if (session.cancelled_at) return new ConflictError("CONFLICT", bookingMessages.sessionCancelled);
  if (session.starts_at.getTime() <= now.getTime()) {
    return new ValidationError([{ path: "session_id", message: bookingMessages.sessionPast }]);
  }
  return new SessionFullError(Math.max(0, (session.capacity ?? 0) - session.places_taken));
}

/**
 * Gives freed places to the waiting list, in the same transaction, under the session's lock (the
 * caller holds it): in order of arrival, every entry whose places fit in what is left is confirmed;
 * an entry too large for what is left keeps its rank (docs/decisions/019-booking-core.md). Nothing
 * moves for a cancelled or started session. Each promoted person is written « place obtained » in the
 * same transaction. An entry awaiting an online payment holds its places from now for
 * `paymentHoldMinutes` (PAYMENT_HOLD_MINUTES): it had no deadline while it waited. Answers the ids
 * of the promoted registrations.
 */
export async function promoteFromWaitlist(
  tx: Database,
  session: SessionRow,
  now: Date,
  paymentHoldMinutes: number,
): Promise<number[]> {
  if (session.cancelled_at || session.starts_at.getTime() <= now.getTime()) return [];
  let left = session.capacity === null ? Number.POSITIVE_INFINITY : session.capacity - session.places_taken;
  if (left <= 0) return [];
  const waiting = await tx
    .select({ id: participations.id, places: participations.nombre_places })
    .from(participations)
    .where(and(eq(participations.session_id, session.id), eq(participations.status, "waitlisted")))
    .orderBy(asc(participations.id))
    .for("update");
  const promoted: number[] = [];
  let placesPromoted = 0;
  for (const entry of waiting) {
    if (entry.places > left) continue;
    promoted.push(entry.id);
    placesPromoted += entry.places;
    left -= entry.places;
    if (left === 0) break;
  }
  if (promoted.length === 0) return [];
  const paymentDue = paymentDeadline(now, paymentHoldMinutes);
  await tx
    .update(participations)
    .set({
      status: "confirmed",
      promoted_at: now,
      payment_due_at: sql`case when ${participations.payment_status} = 'pending'
        then ${paymentDue.toISOString()}::timestamptz end`,
      updated_at: sql`now()`,
    })
    .where(inArray(participations.id, promoted));
  await enqueueForParticipations(tx, "place_obtained", promoted);
  await tx
    .update(eventSessions)
    .set({ places_taken: sql`${eventSessions.places_taken} + ${placesPromoted}`, updated_at: sql`now()` })
    .where(eq(eventSessions.id, session.id));
  return promoted;
}

/** Gives back the places of a cancelled registration (session locked by the caller), then promotes. */
export async function releasePlaces(
  tx: Database,
  session: SessionRow,
  places: number,
  now: Date,
  paymentHoldMinutes: number,
): Promise<number[]> {
  const [updated] = await tx
    .update(eventSessions)
    .set({ places_taken: sql`${eventSessions.places_taken} - ${places}`, updated_at: sql`now()` })
    .where(eq(eventSessions.id, session.id))
    .returning();
  if (!updated) throw new Error("session vanished under its lock");
  return promoteFromWaitlist(tx, updated, now, paymentHoldMinutes);
}

/** Until when a registration that gets its places at `now` holds them while its payment is awaited. */
export function paymentDeadline(now: Date, paymentHoldMinutes: number): Date {
  return new Date(now.getTime() + paymentHoldMinutes * 60_000);
}

/** An event's dates follow its sessions: first start, last end (the one session's end when alone). */
export function eventDatesFromSessions(eventId: number): { date_start: SQL; date_end: SQL } {
  return {
    date_start: sql`(select min(${eventSessions.starts_at}) from ${eventSessions} where ${eventSessions.event_id} = ${eventId})`,
    date_end: sql`(select case when count(*) = 1 then max(${eventSessions.ends_at})
      else max(coalesce(${eventSessions.ends_at}, ${eventSessions.starts_at})) end
      from ${eventSessions} where ${eventSessions.event_id} = ${eventId})`,
  };
}
