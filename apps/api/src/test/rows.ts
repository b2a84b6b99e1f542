import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { eventSessions, events, lieux, memberships, parcours, users } from "../db/schema.ts";
import { foundOrganisation } from "../modules/organisations/founding.ts";

// Rows of other modules that a test needs as context, inserted directly (a real database, not a
// mock): each module's own endpoints are exercised by its own tests.

/**
 * The creator and owning organisation of an item a test inserts for `userId` (issue 30): the
 * organisation the user is responsable of, founded for them when they have none.
 */
export async function ownerColumns(db: Database, userId: number) {
  const [membership] = await db
    .select({ organisation_id: memberships.organisation_id })
    .from(memberships)
    .where(eq(memberships.user_id, userId))
    .orderBy(asc(memberships.created_at), asc(memberships.organisation_id))
    .limit(1);
  if (membership) return { user_id: userId, organisation_id: membership.organisation_id };
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return { user_id: userId, organisation_id: await foundOrganisation(db, user) };
}

export async function insertLieu(
  db: Database,
  userId: number,
  overrides: Partial<typeof lieux.$inferInsert> = {},
) {
  const [row] = await db
    .insert(lieux)
    .values({
      nom: "Abbaye de Fontevraud",
      ville: "Fontevraud-l'Abbaye",
      ...(await ownerColumns(db, userId)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no lieu inserted");
  return row;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertEvent(
  db: Database,
  userId: number,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  const [row] = await db
    .insert(events)
    .values({
      title: "Concert d'orgue",
      category: "Musique",
      date_start: new Date(Date.now() + 30 * DAY_MS),
      price_cents: 1250,
      payment_mode: overrides.price_cents === null ? "free" : "on_site",
      ...(await ownerColumns(db, userId)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no event inserted");
  // Every event has its sessions (the booking core): one at the event's dates, unlimited places.
  await db
    .insert(eventSessions)
    .values({ event_id: row.id, starts_at: row.date_start, ends_at: row.date_end, capacity: null });
  return row;
}

export async function insertParcours(
  db: Database,
  userId: number,
  overrides: Partial<typeof parcours.$inferInsert> = {},
) {
  const [row] = await db
    .insert(parcours)
    .values({
      title: "Les traboules du Vieux Lyon",
      description: "Une balade d'une cour à l'autre par les passages de la Renaissance.",
      theme: "Architecture",
      difficulty: "facile",
      duration: 90,
      ...(await ownerColumns(db, userId)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no parcours inserted");
  return row;
}
