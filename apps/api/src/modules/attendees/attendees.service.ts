import { PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
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
import { ForbiddenError, NotFoundError } from "../../errors.ts";
import { toCsv } from "../../lib/csv.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { hasTicketCodeShape, sameText } from "../../lib/ticket-code.ts";
import { sessionSelection, toSession, waitlistPosition } from "../booking/sessions.ts";

// The organiser's side of booking: who comes, and the door. Names, e-mails and phones of
// registrants reach the event's owner only (docs/decisions/019-booking-core.md).

/** The event, if the caller owns it: 404 when it does not exist, 403 when it is someone else's. */
async function ownEvent(db: Database, auth: AuthContext, eventId: number) {
  const [event] = await db
    .select({ id: events.id, title: events.title, user_id: events.user_id })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new NotFoundError(eventMessages.notFound);
  if (event.user_id !== auth.user.id) throw new ForbiddenError(bookingMessages.notOwnEvent);
  return event;
}

/** GET /api/events/{id}/attendees: sessions with their counts, and every registration. */
export async function listAttendees(
  deps: Pick<AppDeps, "db" | "now">,
  auth: AuthContext,
  eventId: number,
  sessionId: number | undefined,
): Promise<AttendeeList> {
  const { db } = deps;
  const now = nowOf(deps);
  const event = await ownEvent(db, auth, eventId);
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
  deps: Pick<AppDeps, "db" | "now">,
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

function answer(result: CheckInResult, attendee: CheckInResponse["attendee"] = null): CheckInResponse {
  return { result, message: checkInMessages[result], attendee };
}

/**
 * POST /api/check-ins: the door. A conditional UPDATE marks a valid ticket as used, so two phones
 * scanning the same ticket at once record one entry; the second hears "déjà scanné" with the time.
 * A ticket of an event the caller does not own answers `other_event` and nothing about its holder.
 */
export async function checkIn(
  deps: Pick<AppDeps, "db" | "now">,
  auth: AuthContext,
  body: CheckInBody,
): Promise<CheckInResponse> {
  const { db } = deps;
  const now = nowOf(deps);
  if (body.event_id !== undefined) await ownEvent(db, auth, body.event_id);
  if (!hasTicketCodeShape(body.ticket_code)) return answer("unknown");
  const [found] = await db
    .select({
      participation: participations,
      owner: events.user_id,
      title: events.title,
      session: {
        id: eventSessions.id,
        starts_at: eventSessions.starts_at,
        ends_at: eventSessions.ends_at,
        cancelled_at: eventSessions.cancelled_at,
      },
    })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .innerJoin(eventSessions, eq(eventSessions.id, participations.session_id))
    .where(eq(participations.ticket_code, body.ticket_code));
  if (!found || !sameText(found.participation.ticket_code, body.ticket_code)) return answer("unknown");
  const row = found.participation;
  if (found.owner !== auth.user.id || (body.event_id !== undefined && row.event_id !== body.event_id)) {
    return answer("other_event");
  }
  const attendee = (checkedInAt: Date | null): CheckInResponse["attendee"] => ({
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    nombre_places: row.nombre_places,
    event_title: found.title,
    session: {
      id: found.session.id,
      starts_at: toParisIso(found.session.starts_at),
      ends_at: found.session.ends_at ? toParisIso(found.session.ends_at) : null,
    },
    checked_in_at: checkedInAt ? toParisIso(checkedInAt) : null,
  });
  if (found.session.cancelled_at) return answer("session_cancelled", attendee(row.checked_in_at));
  if (row.status === "cancelled") return answer("cancelled", attendee(row.checked_in_at));
  if (row.status === "waitlisted") return answer("waitlisted", attendee(null));
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
