import { randomUUID } from "node:crypto";
import { asc, count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { eventSessions, type lieux, participations } from "../db/schema.ts";
import { bearer, registerProfessionnel } from "./accounts.ts";
import type { SessionBody } from "./booking.ts";
import { insertLieu as insertLieuRow } from "./rows.ts";

// Rows the events and programmes tests stand on. Venues and registrations are inserted directly:
// their own modules have their own tests, and these tests only need the rows to exist.

/** The events tests' venue: the shared insert, with the name and city their assertions expect. */
export function insertLieu(db: Database, userId: number, overrides: Partial<typeof lieux.$inferInsert> = {}) {
  return insertLieuRow(db, userId, { nom: "Théâtre antique", ville: "Orange", ...overrides });
}

/** A registration of `places` places to an event's first session, as the booking core would store it. */
export async function insertParticipation(db: Database, eventId: number, places = 2): Promise<void> {
  const [session] = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(eq(eventSessions.event_id, eventId))
    .orderBy(asc(eventSessions.starts_at))
    .limit(1);
  if (!session) throw new Error(`insertParticipation: event ${eventId} has no session`);
  await db
    .update(eventSessions)
    .set({ places_taken: sql`${eventSessions.places_taken} + ${places}` })
    .where(eq(eventSessions.id, session.id));
  await db.insert(participations).values({
    event_id: eventId,
    session_id: session.id,
    nom: "Durand",
    prenom: "Camille",
    email: "camille.durand@exemple.fr",
    telephone: "06 12 34 56 78",
    nombre_places: places,
    montant_paye_cents: 0,
    payment_status: "free",
    ticket_code: randomUUID(),
  });
}

export async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/** A valid POST /api/events body (Paris wall-clock dates, as the form sends them). */
export function eventBody(lieuId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: "Les Chorégies d'Orange",
    description: "Opéra en plein air au théâtre antique.",
    category: "Musique",
    date_start: "2030-07-14T21:30",
    date_end: "2030-07-14T23:45",
    price: 45.5,
    image_url: "https://exemple.fr/choregies.jpg",
    lieu_id: lieuId,
    ...overrides,
  };
}

/** Creates an event through the API and answers its JSON; fails loudly when refused. */
export async function createEvent(
  app: App,
  token: string,
  body: Record<string, unknown>,
): Promise<{ id: number; title: string; [key: string]: unknown }> {
  const response = await app.inject({
    method: "POST",
    url: "/api/events",
    headers: bearer(token),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`createEvent: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * A new organiser, a venue of theirs and an event given by its sessions alone (no date_start), made
 * through the API: what the reads of sessions stand on.
 */
export async function organiserEventWithSessions(
  app: App,
  db: Database,
  venue: { nom: string; ville: string },
  sessions: SessionBody[],
) {
  const account = await registerProfessionnel(app);
  const lieu = await insertLieu(db, account.user.id, venue);
  const event = await createEvent(
    app,
    account.token,
    eventBody(lieu.id, { date_start: undefined, date_end: undefined, sessions }),
  );
  return { account, lieu, event };
}

/** A valid programme line (without event_id, as in a batch). */
export function programLine(overrides: Record<string, unknown> = {}) {
  return {
    date: "2030-07-14",
    start_time: "20:00",
    end_time: "21:00",
    title: "Accueil du public",
    description: "Ouverture des portes et placement.",
    category: "Autre",
    ...overrides,
  };
}
