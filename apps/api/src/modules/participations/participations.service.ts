import { toParisIso } from "@culture-patrimoine/contract/dates";
import { isFreePrice } from "@culture-patrimoine/contract/event-rules";
import { eventMessages, participationMessages } from "@culture-patrimoine/contract/messages";
import type {
  ParticipationBody,
  ParticipationListQuery,
  ParticipationResponse,
} from "@culture-patrimoine/contract/schemas/participation";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, participations } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors.ts";
import { type Page, pageOf } from "../../lib/list.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { createTicketCode, sameText } from "../../lib/ticket-code.ts";

type ParticipationRow = typeof participations.$inferSelect;
type EventSummary = { id: number; title: string; date_start: Date; date_end: Date | null };

function toParticipation(row: ParticipationRow, event?: EventSummary): ParticipationResponse {
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
    ...(event && {
      Event: {
        id: event.id,
        title: event.title,
        date_start: toParisIso(event.date_start),
        date_end: event.date_end ? toParisIso(event.date_end) : null,
      },
    }),
  };
}

const eventSummary = {
  id: events.id,
  title: events.title,
  date_start: events.date_start,
  date_end: events.date_end,
};

/**
 * Registers to an event, anonymously or as the token's user (whatever user_id the body says). The
 * server decides the amount — the event's price × places, 0 when free — and the payment status.
 */
export async function createParticipation(
  { db, appSecret }: AppDeps,
  auth: AuthContext | null,
  body: ParticipationBody,
): Promise<ParticipationResponse> {
  const [event] = await db
    .select({
      id: events.id,
      price_cents: events.price_cents,
      date_start: events.date_start,
      date_end: events.date_end,
    })
    .from(events)
    .where(eq(events.id, body.event_id))
    .limit(1);
  if (!event) throw new ValidationError([{ path: "event_id", message: eventMessages.notFound }]);
  if ((event.date_end ?? event.date_start).getTime() < Date.now()) {
    throw new ValidationError([{ path: "event_id", message: participationMessages.eventOver }]);
  }

  const priceCents = event.price_cents ?? 0;
  const [row] = await db
    .insert(participations)
    .values({
      event_id: event.id,
      user_id: auth?.user.id ?? null,
      nom: body.nom,
      prenom: body.prenom,
      email: body.email,
      telephone: body.telephone,
      nombre_places: body.nombre_places,
      demandes_speciales: body.demandes_speciales,
      motivation: body.motivation,
      montant_paye_cents: priceCents * body.nombre_places,
      payment_status: isFreePrice(priceCents) ? "free" : "paid",
      ticket_code: createTicketCode(appSecret, event.id),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toParticipation(row);
}

/** A user's own registrations with their event, soonest event first. */
export async function listParticipations(
  db: Database,
  auth: AuthContext,
  query: ParticipationListQuery,
): Promise<Page<ParticipationResponse>> {
  if (query.user_id !== undefined && query.user_id !== auth.user.id) throw new ForbiddenError();
  const mine = eq(participations.user_id, auth.user.id);
  return pageOf(
    db
      .select({ participation: participations, event: eventSummary })
      .from(participations)
      .innerJoin(events, eq(events.id, participations.event_id))
      .where(mine)
      .orderBy(asc(events.date_start), asc(participations.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(participations).where(mine),
    (row) => toParticipation(row.participation, row.event),
  );
}

/**
 * One registration, for its confirmation page: readable by its user, or by whoever holds its ticket
 * code (a visitor who registered without an account keeps the code the creation answered).
 */
export async function getParticipation(
  db: Database,
  auth: AuthContext | null,
  id: number,
  ticketCode: string | undefined,
): Promise<ParticipationResponse> {
  const [row] = await db
    .select({ participation: participations, event: eventSummary })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(participationMessages.notFound);
  const isOwner = auth !== null && row.participation.user_id === auth.user.id;
  const holdsTicket = ticketCode !== undefined && sameText(ticketCode, row.participation.ticket_code);
  if (!isOwner && !holdsTicket) {
    if (!auth && ticketCode === undefined) throw new UnauthorizedError();
    throw new ForbiddenError();
  }
  return toParticipation(row.participation, row.event);
}
