import { PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { isSessionOver, sessionToCheck } from "@culture-patrimoine/contract/event-rules";
import { formatMoment } from "@culture-patrimoine/contract/french-dates";
import { bookingMessages, checkInMessages, eventMessages } from "@culture-patrimoine/contract/messages";
import type {
  Attendee,
  AttendeeList,
  CheckInBody,
  CheckInResponse,
  CheckInResult,
} from "@culture-patrimoine/contract/schemas/attendees";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, participations } from "../../db/schema.ts";
import { type AppDeps, nowOf } from "../../deps.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.ts";
import { toCsv } from "../../lib/csv.ts";
import { isMemberOf } from "../../lib/ownership.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { hasTicketCodeShape, sameText } from "../../lib/ticket-code.ts";
import { sessionSelection, toSession, waitlistPosition } from "../booking/sessions.ts";
import { holdRoundOf, isLapsed, releaseHold, releaseLapsedHolds } from "../participations/payment-hold.ts";

// The organiser's side of booking: who comes, and the door. Names, e-mails and phones of
// registrants reach the members of the event's organisation only, every role included: the door
// is the agent d'accueil's whole job (docs/decisions/019-booking-core.md, 049).

/** The event, if the caller's organisation owns it: 404 when it does not exist, 403 when it is another's. */
async function ownEvent(db: Database, auth: AuthContext, eventId: number) {
  const [event] = await db
    .select({ id: events.id, title: events.title, organisation_id: events.organisation_id })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new NotFoundError(eventMessages.notFound);
  if (!isMemberOf(event.organisation_id, auth)) throw new ForbiddenError(bookingMessages.notOwnEvent);
  return event;
}

/** GET /api/events/{id}/attendees: sessions with their counts, and every registration. */
export async function listAttendees(
  deps: Pick<AppDeps, "db" | "now" | "config">,
  auth: AuthContext,
  eventId: number,
  sessionId: number | undefined,
): Promise<AttendeeList> {
  const { db } = deps;
  const now = nowOf(deps);
  const event = await ownEvent(db, auth, eventId);
  // Holds past their payment deadline are released first: the list and its counts tell the truth.
  await releaseLapsedHolds(holdRoundOf(deps), eq(participations.event_id, eventId));
  const ofSession = sessionId === undefined ? undefined : eq(participations.session_id, sessionId);
  const [sessionRows, counts, rows] = await Promise.all([
    db
      .select(sessionSelection)
      .from(eventSessions)
      .where(
        and(
          eq(eventSessions.event_id, eventId),
          sessionId === undefined ? undefined : eq(eventSessions.id, sessionId),
        ),
      )
      .orderBy(asc(eventSessions.starts_at), asc(eventSessions.id)),
    db
      .select({
        session_id: participations.session_id,
        registrations: sql<number>`count(*) filter (where ${participations.status} = 'confirmed')::int`,
        waitlist_entries: sql<number>`count(*) filter (where ${participations.status} = 'waitlisted')::int`,
        checked_in_places: sql<number>`coalesce(sum(${participations.nombre_places}) filter (where ${participations.checked_in_at} is not null and ${participations.status} = 'confirmed'), 0)::int`,
      })
      .from(participations)
      .where(and(eq(participations.event_id, eventId), ofSession))
      .groupBy(participations.session_id),
    db
      .select({ participation: participations, position: waitlistPosition })
      .from(participations)
      .innerJoin(eventSessions, eq(eventSessions.id, participations.session_id))
      .where(and(eq(participations.event_id, eventId), ofSession))
      .orderBy(asc(eventSessions.starts_at), asc(participations.id)),
  ]);
  if (sessionId !== undefined && sessionRows.length === 0)
    throw new NotFoundError(bookingMessages.sessionNotFound);
  const countsBySession = new Map(counts.map((row) => [row.session_id, row]));
  return {
    event: { id: event.id, title: event.title },
    sessions: sessionRows.map((row) => {
      const count = countsBySession.get(row.id);
      return {
        ...toSession(row, now),
        registrations: Number(count?.registrations ?? 0),
        waitlist_entries: Number(count?.waitlist_entries ?? 0),
        checked_in_places: Number(count?.checked_in_places ?? 0),
      };
    }),
    attendees: rows.map(({ participation: row, position }) => ({
      id: row.id,
      session_id: row.session_id,
      prenom: row.prenom,
      nom: row.nom,
      email: row.email,
      telephone: row.telephone,
      nombre_places: row.nombre_places,
      demandes_speciales: row.demandes_speciales,
      status: row.status,
      waitlist_position: row.status === "waitlisted" ? position : null,
      montant_paye: row.montant_paye_cents / 100,
      payment_status: row.payment_status,
      payment_due_at: row.payment_due_at ? toParisIso(row.payment_due_at) : null,
      created_at: toParisIso(row.created_at),
      cancelled_at: row.cancelled_at ? toParisIso(row.cancelled_at) : null,
      cancelled_by: row.cancelled_by,
      checked_in_at: row.checked_in_at ? toParisIso(row.checked_in_at) : null,
    })),
  };
}

const frenchDateTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: PARIS_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

function frenchDate(iso: string | null): string {
  return iso ? frenchDateTime.format(new Date(iso)) : "";
}

const statusLabels: Record<Attendee["status"], string> = {
  confirmed: "Confirmée",
  waitlisted: "Liste d’attente",
  cancelled: "Annulée",
};

const paymentLabels: Record<string, string> = {
  free: "Gratuit",
  on_site: "À régler sur place",
  pending: "Paiement en ligne en attente",
  paid: "Payé en ligne (simulation)",
  failed: "Paiement en ligne refusé (simulation), places libérées",
  expired: "Paiement en ligne non reçu à temps, places libérées",
};

export const ATTENDEE_CSV_HEADER = [
  "Séance",
  "Prénom",
  "Nom",
  "E-mail",
  "Téléphone",
  "Places",
  "Statut",
  "Rang en liste d’attente",
  "Montant (€)",
  "Paiement",
  "Demandes particulières",
  "Inscrit le",
  "Annulé le",
  "Entrée enregistrée le",
] as const;

/** The same list as a CSV a French spreadsheet opens as is (UTF-8 with BOM, ";", French headers). */
export async function attendeesCsv(
  deps: Pick<AppDeps, "db" | "now" | "config">,
  auth: AuthContext,
  eventId: number,
  sessionId: number | undefined,
): Promise<{ fileName: string; csv: string }> {
  const list = await listAttendees(deps, auth, eventId, sessionId);
  const sessionStarts = new Map(list.sessions.map((session) => [session.id, session.starts_at]));
  const rows = list.attendees.map((attendee) => [
    frenchDate(sessionStarts.get(attendee.session_id) ?? null),
    attendee.prenom,
    attendee.nom,
    attendee.email,
    attendee.telephone,
    attendee.nombre_places,
    statusLabels[attendee.status],
    attendee.waitlist_position,
    attendee.montant_paye.toFixed(2).replace(".", ","),
    paymentLabels[attendee.payment_status] ?? attendee.payment_status,
    attendee.demandes_speciales,
    frenchDate(attendee.created_at),
    frenchDate(attendee.cancelled_at),
    frenchDate(attendee.checked_in_at),
  ]);
  return { fileName: `inscrits-evenement-${eventId}.csv`, csv: toCsv(ATTENDEE_CSV_HEADER, rows) };
}

/** The message of a result that names no session (wrong_session and session_over name the ticket's). */
function fixedMessage(result: CheckInResult): string {
  const message = checkInMessages[result];
  return typeof message === "string" ? message : "";
}

type CheckedSession = NonNullable<CheckInResponse["checked_session"]>;
type DoorSessionRow = Pick<
  typeof eventSessions.$inferSelect,
  "id" | "event_id" | "starts_at" | "ends_at" | "cancelled_at"
>;

const doorSessionColumns = {
  id: eventSessions.id,
  event_id: eventSessions.event_id,
  starts_at: eventSessions.starts_at,
  ends_at: eventSessions.ends_at,
  cancelled_at: eventSessions.cancelled_at,
};

/** The session the organiser named: 400 unless it is one of the event's (when an event is named). */
async function namedSession(db: Database, sessionId: number, eventId: number | undefined) {
  const [session] = await db
    .select(doorSessionColumns)
    .from(eventSessions)
    .where(eq(eventSessions.id, sessionId));
  if (!session || (eventId !== undefined && session.event_id !== eventId)) {
    throw new ValidationError([{ path: "session_id", message: bookingMessages.sessionNotFound }]);
  }
  return session;
}

/** The event's session under way or next (sessionToCheck), or null when all are over or cancelled. */
async function defaultSession(db: Database, eventId: number, now: Date): Promise<DoorSessionRow | null> {
  const sessions = await db
    .select(doorSessionColumns)
    .from(eventSessions)
    .where(eq(eventSessions.event_id, eventId));
  return sessionToCheck(sessions, now);
}

/**
 * The session checked with its entries and its expected people, read after the entry was recorded:
 * the places of confirmed registrations, as the attendees' page counts them (places_taken is their
 * sum, kept by the booking core).
 */
async function withCounts(db: Database, session: DoorSessionRow | null): Promise<CheckedSession | null> {
  if (!session) return null;
  const [counts] = await db
    .select({
      expected_places: eventSessions.places_taken,
      checked_in_places: sql<number>`(select coalesce(sum(entered.nombre_places), 0)::int from participations entered
        where entered.session_id = "event_sessions"."id" and entered.status = 'confirmed'
          and entered.checked_in_at is not null)`,
    })
    .from(eventSessions)
    .where(eq(eventSessions.id, session.id));
  return {
    id: session.id,
    starts_at: toParisIso(session.starts_at),
    ends_at: session.ends_at ? toParisIso(session.ends_at) : null,
    checked_in_places: Number(counts?.checked_in_places ?? 0),
    expected_places: counts?.expected_places ?? 0,
  };
}

/**
 * POST /api/check-ins: the door. A conditional UPDATE marks a valid ticket as used, so two phones
 * scanning the same ticket at once record one entry; the second hears "déjà scanné" with the time.
 * A ticket of an event the caller does not own answers `other_event` and nothing about its holder.
 * Only a ticket of the session being checked (named, else sessionToCheck's) gets in, and none of a
 * session that is over; the answer says how many of that session's people came in.
 */
export async function checkIn(
  deps: Pick<AppDeps, "db" | "now" | "config">,
  auth: AuthContext,
  body: CheckInBody,
): Promise<CheckInResponse> {
  const { db } = deps;
  const now = nowOf(deps);
  if (body.event_id !== undefined) await ownEvent(db, auth, body.event_id);
  const named = body.session_id === undefined ? null : await namedSession(db, body.session_id, body.event_id);
  if (named && body.event_id === undefined) await ownEvent(db, auth, named.event_id);
  const eventId = body.event_id ?? named?.event_id;
  // Without an event named, the ticket's own event says which session is checked (once it is known).
  let checked = named ?? (eventId === undefined ? null : await defaultSession(db, eventId, now));

  const answer = async (
    result: CheckInResult,
    attendee: CheckInResponse["attendee"] = null,
    message: string = fixedMessage(result),
  ): Promise<CheckInResponse> => ({
    result,
    message,
    attendee,
    checked_session: await withCounts(db, checked),
  });

  if (!hasTicketCodeShape(body.ticket_code)) return answer("unknown");
  const [found] = await db
    .select({
      participation: participations,
      owner: events.organisation_id,
      title: events.title,
      session: doorSessionColumns,
    })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(eventSessions, eq(eventSessions.id, participations.session_id))
    .where(eq(participations.ticket_code, body.ticket_code));
  if (!found || !sameText(found.participation.ticket_code, body.ticket_code)) return answer("unknown");
  const row = found.participation;
  if (!isMemberOf(found.owner, auth) || (eventId !== undefined && row.event_id !== eventId)) {
    return answer("other_event");
  }
  if (eventId === undefined) checked = await defaultSession(db, row.event_id, now);
  const ticketSession = found.session;
  const attendee = (checkedInAt: Date | null): CheckInResponse["attendee"] => ({
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    nombre_places: row.nombre_places,
    event_title: found.title,
    session: {
      id: ticketSession.id,
      starts_at: toParisIso(ticketSession.starts_at),
      ends_at: ticketSession.ends_at ? toParisIso(ticketSession.ends_at) : null,
    },
    checked_in_at: checkedInAt ? toParisIso(checkedInAt) : null,
  });
  if (ticketSession.cancelled_at) return answer("session_cancelled", attendee(row.checked_in_at));
  // Past its payment deadline: released here (payment-hold.ts), and refused as the cancelled ticket it is.
  if (isLapsed(row, now)) await releaseHold(holdRoundOf(deps), row.id, "expired");
  if (row.status === "cancelled" || isLapsed(row, now)) {
    return answer("cancelled", attendee(row.checked_in_at));
  }
  if (row.status === "waitlisted") return answer("waitlisted", attendee(null));
  // Its online payment is awaited: not a ticket yet, whichever session it is for.
  if (row.payment_status === "pending") return answer("payment_pending", attendee(null));
  // The ticket's session in a sentence: "samedi 12 décembre à 20 h 30".
  const when = formatMoment(ticketSession.starts_at);
  if (isSessionOver(ticketSession, now)) {
    return answer("session_over", attendee(row.checked_in_at), checkInMessages.session_over(when));
  }
  if (checked !== null && checked.id !== ticketSession.id) {
    return answer("wrong_session", attendee(row.checked_in_at), checkInMessages.wrong_session(when));
  }
  // No session was left to check (all over or cancelled) but this ticket's is not over: it is the one.
  checked ??= ticketSession;
  const [marked] = await db
    .update(participations)
    .set({ checked_in_at: now, updated_at: sql`now()` })
    .where(
      and(
        eq(participations.id, row.id),
        eq(participations.status, "confirmed"),
        isNull(participations.checked_in_at),
      ),
    )
    .returning({ checked_in_at: participations.checked_in_at });
  if (marked) return answer("checked_in", attendee(marked.checked_in_at));
  // Someone else scanned it first, or it was cancelled meanwhile: say what the row says now.
  const [current] = await db
    .select({ status: participations.status, checked_in_at: participations.checked_in_at })
    .from(participations)
    .where(eq(participations.id, row.id));
  if (current?.status === "cancelled") return answer("cancelled", attendee(current.checked_in_at));
  return answer("already_checked_in", attendee(current?.checked_in_at ?? null));
}
