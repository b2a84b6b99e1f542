import type { CancelledBy, PaymentMode, PaymentStatus } from "@culture-patrimoine/contract/constants";
import { FREE_CANCELLATION_HOURS } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { canCancelFreely, cancellationDeadline } from "@culture-patrimoine/contract/event-rules";
import { bookingMessages, eventMessages, participationMessages } from "@culture-patrimoine/contract/messages";
import type {
  ParticipationBody,
  ParticipationListQuery,
  ParticipationResponse,
} from "@culture-patrimoine/contract/schemas/participation";
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, lieux, participations, users } from "../../db/schema.ts";
import { type AppDeps, nowOf } from "../../deps.ts";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PG_FOREIGN_KEY_VIOLATION,
  pgErrorCode,
  UnauthorizedError,
  ValidationError,
} from "../../errors.ts";
import { countAll, type Page, pageOf } from "../../lib/list.ts";
import { mayAct } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { createTicketCode, hasTicketCodeShape, sameText } from "../../lib/ticket-code.ts";
import {
  lockEventThenSession,
  lockSession,
  paymentDeadline,
  refusalOf,
  releasePlaces,
  takePlaces,
  waitlistPosition,
} from "../booking/sessions.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type HoldDeps, holdRoundOf, isLapsed, releaseHold, releaseLapsedHolds } from "./payment-hold.ts";

type ParticipationRow = typeof participations.$inferSelect;
type SessionSummary = Pick<
  typeof eventSessions.$inferSelect,
  "id" | "starts_at" | "ends_at" | "cancelled_at"
>;
type EventSummary = {
  id: number;
  title: string;
  date_start: Date;
  date_end: Date | null;
  payment_mode: PaymentMode;
  lieu?: { id: number; nom: string; ville: string } | null;
};

const sessionSummary = {
  id: eventSessions.id,
  starts_at: eventSessions.starts_at,
  ends_at: eventSessions.ends_at,
  cancelled_at: eventSessions.cancelled_at,
};

const eventSummary = {
  id: events.id,
  title: events.title,
  date_start: events.date_start,
  date_end: events.date_end,
  payment_mode: events.payment_mode,
};

const lieuSummary = { id: lieux.id, nom: lieux.nom, ville: lieux.ville };

function iso(date: Date | null): string | null {
  return date ? toParisIso(date) : null;
}

function toParticipation(
  row: ParticipationRow,
  session: SessionSummary,
  event: EventSummary,
  position: number | null,
  withEvent: boolean,
): ParticipationResponse {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    nombre_places: row.nombre_places,
    demandes_speciales: row.demandes_speciales,
    motivation: row.motivation,
    montant_paye: row.montant_paye_cents / 100,
    payment_status: row.payment_status,
    user_id: row.user_id,
    event_id: row.event_id,
    ticket_code: row.ticket_code,
    created_at: toParisIso(row.created_at),
    session_id: row.session_id,
    session: {
      id: session.id,
      starts_at: toParisIso(session.starts_at),
      ends_at: iso(session.ends_at),
      cancelled_at: iso(session.cancelled_at),
    },
    status: row.status,
    payment_mode: event.payment_mode,
    waitlist_position: row.status === "waitlisted" ? position : null,
    promoted_at: iso(row.promoted_at),
    cancelled_at: iso(row.cancelled_at),
    cancelled_by: row.cancelled_by,
    checked_in_at: iso(row.checked_in_at),
    cancellable_until: toParisIso(cancellationDeadline(session.starts_at)),
    payment_due_at: iso(row.payment_due_at),
    ...(withEvent && {
      Event: {
        id: event.id,
        title: event.title,
        date_start: toParisIso(event.date_start),
        date_end: iso(event.date_end),
        lieu: event.lieu ?? null,
      },
    }),
  };
}

/** Registrations with their session, event and venue: the one query behind every answer. */
function selectParticipations(db: Database) {
  return db
    .select({
      participation: participations,
      session: sessionSummary,
      event: eventSummary,
      lieu: lieuSummary,
      position: waitlistPosition,
    })
    .from(participations)
    .innerJoin(eventSessions, eq(eventSessions.id, participations.session_id))
    .innerJoin(events, eq(events.id, participations.event_id))
    .leftJoin(lieux, eq(lieux.id, events.lieu_id));
}

/** One registration with its session, event and venue, in the shape the API answers. */
async function readParticipation(
  db: Database,
  where: ReturnType<typeof eq>,
): Promise<{ row: ParticipationRow; answer: (withEvent: boolean) => ParticipationResponse } | null> {
  const [found] = await selectParticipations(db).where(where).limit(1);
  if (!found) return null;
  const event = { ...found.event, lieu: found.lieu };
  return {
    row: found.participation,
    answer: (withEvent) =>
      toParticipation(found.participation, found.session, event, found.position, withEvent),
  };
}

/**
 * readParticipation, after releasing the hold of a registration whose payment deadline has passed
 * (payment-hold.ts): a read never shows places held past their deadline.
 */
async function readReleasingLapsed(deps: HoldDeps, where: ReturnType<typeof eq>) {
  const found = await readParticipation(deps.db, where);
  const round = holdRoundOf(deps);
  if (!found || !isLapsed(found.row, round.now)) return found;
  await releaseHold(round, found.row.id, "expired");
  return readParticipation(deps.db, where);
}

function paymentStatusOf(mode: PaymentMode): PaymentStatus {
  if (mode === "free") return "free";
  return mode === "online" ? "pending" : "on_site";
}

/** A session_id that is not one of the event's sessions: a mistake in the body (400). */
function sessionNotFound(): ValidationError {
  return new ValidationError([{ path: "session_id", message: bookingMessages.sessionNotFound }]);
}

/** How many sessions a registration without session_id tries before answering as for a full one. */
const CHOSEN_SESSION_ATTEMPTS = 10;

/**
 * The session a registration is for, with its places when choosing it took them. Named in the body,
 * it is checked against the event by the statements that take its places. A SPEC client names none
 * (it sends only `event_id`): the only session still to come is used as it is; with several, the
 * next one that has the places asked takes them here, each try a conditional UPDATE (takePlaces), so
 * that a session another process filled since our read is skipped for the next that fits. When none
 * fits, the next session to come is answered without places: it then refuses as a full session
 * (409 SESSION_FULL) or, with `join_waitlist`, takes the registration on its waiting list.
 */
async function chooseSession(
  tx: Database,
  eventId: number,
  body: Pick<ParticipationBody, "session_id" | "nombre_places">,
  now: Date,
): Promise<{ id: number; taken: SessionSummary | null }> {
  if (body.session_id !== undefined) return { id: body.session_id, taken: null };
  const toCome = and(
    eq(eventSessions.event_id, eventId),
    isNull(eventSessions.cancelled_at),
    gt(eventSessions.starts_at, now),
  );
  const byStart = [asc(eventSessions.starts_at), asc(eventSessions.id)];
  const upcoming = await tx
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(toCome)
    .orderBy(...byStart)
    .limit(2);
  const [next] = upcoming;
  if (!next) throw new ValidationError([{ path: "event_id", message: participationMessages.eventOver }]);
  if (upcoming.length === 1) return { id: next.id, taken: null };
  const fitting = await tx
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(
      and(
        toCome,
        sql`(${eventSessions.capacity} is null or ${eventSessions.capacity} - ${eventSessions.places_taken} >= ${body.nombre_places})`,
      ),
    )
    .orderBy(...byStart)
    .limit(CHOSEN_SESSION_ATTEMPTS);
  for (const candidate of fitting) {
    const taken = await takePlaces(tx, eventId, candidate.id, body.nombre_places, now);
    if (taken) return { id: candidate.id, taken };
  }
  return { id: next.id, taken: null };
}

/**
 * Registers to a session of an event, anonymously or as the token's user (whatever user_id the body
 * says). The server decides the amount (price × places, 0 when free) and the payment status. The
 * places are taken by a conditional update in this transaction; when they do not fit, the answer
 * is 409 SESSION_FULL, or with `join_waitlist` a waitlisted registration. `tx` is the caller's
 * transaction (the idempotency key is written in it too).
 */
export async function createParticipation(
  tx: Database,
  { appSecret, now: clock, config }: Pick<AppDeps, "appSecret" | "now" | "config">,
  auth: AuthContext | null,
  body: ParticipationBody,
): Promise<ParticipationResponse> {
  const now = nowOf({ now: clock });
  // KEY SHARE on the event first: a delete of the event waits for us (lock order: event, session).
  // An event the public may not see (issue 29) is refused as an unknown one, and no place is taken.
  const [event] = await tx
    .select({ ...eventSummary, price_cents: events.price_cents })
    .from(events)
    .where(and(eq(events.id, body.event_id), events.is_public))
    .for("key share");
  if (!event) throw new ValidationError([{ path: "event_id", message: eventMessages.notFound }]);
  const chosen = await chooseSession(tx, event.id, body, now);
  const sessionId = chosen.id;

  const priceCents = event.price_cents ?? 0;
  const insertRow = (status: "confirmed" | "waitlisted") =>
    tx
      .insert(participations)
      .values({
        event_id: event.id,
        session_id: sessionId,
        user_id: auth?.user.id ?? null,
        nom: body.nom,
        prenom: body.prenom,
        email: body.email,
        telephone: body.telephone,
        nombre_places: body.nombre_places,
        demandes_speciales: body.demandes_speciales,
        motivation: body.motivation,
        montant_paye_cents: priceCents * body.nombre_places,
        payment_status: paymentStatusOf(event.payment_mode),
        // An online payment holds the places it gets for a while; a waiting entry's hold starts
        // at its promotion (promoteFromWaitlist).
        payment_due_at:
          status === "confirmed" && event.payment_mode === "online"
            ? paymentDeadline(now, config.paymentHoldMinutes)
            : null,
        ticket_code: createTicketCode(appSecret, event.id),
        status,
      })
      .returning()
      // The only reference not already checked: a session id that exists nowhere.
      .catch((error: unknown) => {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw sessionNotFound();
        throw error;
      });

  // Places already taken by chooseSession make a confirmed registration, waiting list or not.
  if (body.join_waitlist && !chosen.taken) {
    // Under the session's lock, so that no cancellation frees places between our look and our entry.
    const session = await lockSession(tx, event.id, sessionId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? sessionNotFound() : error;
    });
    const taken = await takePlaces(tx, event.id, sessionId, body.nombre_places, now);
    if (!taken) {
      const refusal = refusalOf(session, now);
      if (refusal.code !== "SESSION_FULL") throw refusal;
    }
    const [row] = await insertRow(taken ? "confirmed" : "waitlisted");
    if (!row) throw new Error("insert returned no row");
    await enqueueMail(tx, {
      kind: taken ? "registration_confirmed" : "waitlist_joined",
      recipient: row.email,
      participationId: row.id,
    });
    const created = await readParticipation(tx, eq(participations.id, row.id));
    if (!created) throw new Error("registration vanished in its own transaction");
    return created.answer(false);
  }

  // The registration row first, the places last: the session's row stays locked only from the
  // conditional UPDATE to the COMMIT, one statement instead of three (a hot session sells faster).
  // Inserting takes KEY SHARE on the session, which the UPDATE of places_taken does not block.
  const [row] = await insertRow("confirmed");
  if (!row) throw new Error("insert returned no row");
  // The confirmation e-mail is written with the registration, before the places are taken (the
  // session row stays locked from then to the COMMIT); a refusal rolls both back.
  await enqueueMail(tx, { kind: "registration_confirmed", recipient: row.email, participationId: row.id });
  const session = chosen.taken ?? (await takePlaces(tx, event.id, sessionId, body.nombre_places, now));
  if (!session) {
    const [current] = await tx
      .select()
      .from(eventSessions)
      .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.event_id, event.id)));
    if (!current)
      throw new ValidationError([{ path: "session_id", message: bookingMessages.sessionNotFound }]);
    // Thrown inside the transaction: the row inserted above is rolled back with it.
    throw refusalOf(current, now);
  }
  return toParticipation(row, session, event, null, false);
}

/** A user's own registrations with their event, soonest session first. */
export async function listParticipations(
  deps: HoldDeps,
  auth: AuthContext,
  query: ParticipationListQuery,
): Promise<Page<ParticipationResponse>> {
  if (query.user_id !== undefined && query.user_id !== auth.user.id) throw new ForbiddenError();
  const { db } = deps;
  const mine = ofAccount(auth.user.id);
  await releaseLapsedHolds(holdRoundOf(deps), mine);
  return pageOf(
    selectParticipations(db)
      .where(mine)
      .orderBy(asc(eventSessions.starts_at), asc(participations.id))
      .limit(query.limit)
      .offset(query.offset),
    countAll(db, db.select({ one: sql`1` }).from(participations).where(mine)),
    (row) =>
      toParticipation(row.participation, row.session, { ...row.event, lieu: row.lieu }, row.position, true),
  );
}

/**
 * An account's registrations: those it made and, once its address is confirmed (issue 28), those
 * made without an account under that address, in any case (index on lower(email)). Never before:
 * whoever signs up with somebody else's address cannot confirm it, so sees none of theirs.
 */
export function ofAccount(userId: number) {
  return sql`(${participations.user_id} = ${userId} or (${participations.user_id} is null
    and lower(${participations.email}) = (select lower(u.email) from users u
      where u.id = ${userId} and u.email_confirmed_at is not null)))`;
}

/** The holder of a registration: its account, the account of its confirmed address, or its ticket code. */
async function holdsTicket(
  db: Database,
  row: ParticipationRow,
  auth: AuthContext | null,
  ticketCode: string | undefined,
): Promise<boolean> {
  if (ticketCode !== undefined && sameText(ticketCode, row.ticket_code)) return true;
  if (auth === null) return false;
  if (row.user_id !== null) return row.user_id === auth.user.id;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, auth.user.id),
        isNotNull(users.email_confirmed_at),
        eq(sql`lower(${users.email})`, row.email.toLowerCase()),
      ),
    );
  return account !== undefined;
}

/**
 * One registration, for its confirmation page: readable by its user, or by whoever holds its ticket
 * code (a visitor who registered without an account keeps the code the creation answered).
 */
export async function getParticipation(
  deps: HoldDeps,
  auth: AuthContext | null,
  id: number,
  ticketCode: string | undefined,
): Promise<ParticipationResponse> {
  const found = await readReleasingLapsed(deps, eq(participations.id, id));
  if (!found) throw new NotFoundError(participationMessages.notFound);
  if (!(await holdsTicket(deps.db, found.row, auth, ticketCode))) {
    if (!auth && ticketCode === undefined) throw new UnauthorizedError();
    throw new ForbiddenError();
  }
  return found.answer(true);
}

/** GET /api/tickets/{code}: the ticket link works for anyone who has it, account or not. */
export async function getTicket(deps: HoldDeps, code: string): Promise<ParticipationResponse> {
  if (!hasTicketCodeShape(code)) throw new NotFoundError(bookingMessages.ticketNotFound);
  const found = await readReleasingLapsed(deps, eq(participations.ticket_code, code));
  // The unique index finds the row; compare in constant time anyway before answering.
  if (!found || !sameText(found.row.ticket_code, code))
    throw new NotFoundError(bookingMessages.ticketNotFound);
  return found.answer(true);
}

/**
 * Cancels a registration: by its holder (token or ticket code) free of charge until 48 h before
 * the session, at any time while it only waits for a place; by the event's organiser at any time.
 * The row stays (status, when, by whom); a confirmed registration gives its places back and the
 * waiting list is served in the same transaction.
 */
export async function cancelParticipation(
  deps: Pick<AppDeps, "db" | "now" | "config">,
  auth: AuthContext | null,
  id: number,
  ticketCode: string | undefined,
): Promise<ParticipationResponse> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        event_id: participations.event_id,
        session_id: participations.session_id,
        owner: events.organisation_id,
      })
      .from(participations)
      .innerJoin(events, eq(events.id, participations.event_id))
      .where(eq(participations.id, id));
    if (!target) throw new NotFoundError(participationMessages.notFound);
    // Lock order: event, session, registration (the same as a session cancellation).
    const session = await lockEventThenSession(tx, target.event_id, target.session_id);
    const [row] = await tx.select().from(participations).where(eq(participations.id, id)).for("update");
    if (!row) throw new NotFoundError(participationMessages.notFound);

    // Cancelling someone's registration is the programme's business, not the door's (decision 049).
    const isOrganiser = auth?.organisation?.id === target.owner && mayAct(auth.organisation.role, "content");
    const isHolder = await holdsTicket(tx, row, auth, ticketCode);
    if (!isOrganiser && !isHolder) {
      if (!auth && ticketCode === undefined) throw new UnauthorizedError();
      throw new ForbiddenError(bookingMessages.cancellationNotAllowed);
    }
    if (row.status === "cancelled") throw new ConflictError("CONFLICT", bookingMessages.alreadyCancelled);
    if (!isOrganiser && row.status === "confirmed" && !canCancelFreely(session.starts_at, now)) {
      throw new ConflictError("CONFLICT", bookingMessages.cancellationClosed(FREE_CANCELLATION_HOURS));
    }
    const cancelledBy: CancelledBy = isHolder && !isOrganiser ? "participant" : "organiser";
    await tx
      .update(participations)
      .set({ status: "cancelled", cancelled_at: now, cancelled_by: cancelledBy, updated_at: sql`now()` })
      .where(eq(participations.id, id));
    await enqueueMail(tx, {
      kind: "registration_cancelled",
      recipient: row.email,
      participationId: row.id,
      payload: { by: cancelledBy },
    });
    if (row.status === "confirmed") {
      await releasePlaces(tx, session, row.nombre_places, now, deps.config.paymentHoldMinutes);
    }
    const done = await readParticipation(tx, eq(participations.id, id));
    if (!done) throw new Error("registration vanished under its lock");
    return done.answer(true);
  });
}
