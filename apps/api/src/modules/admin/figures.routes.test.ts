import { randomUUID } from "node:crypto";
import type { PlatformFigures } from "@culture-patrimoine/contract/schemas/admin";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions, participations, sites, users } from "../../db/schema.ts";
import {
  bearer,
  registerProfessionnel,
  registerUnverifiedProfessionnel,
  registerUser,
} from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent, insertLieu, insertParcours, ownerColumns } from "../../test/rows.ts";

// Wednesday 1 April 2026, noon in Paris: the last week starts on Monday 30 March, the twelfth
// before it on Monday 12 January; the week of 23 March crosses the change to summer time (29th).
const NOW = new Date("2026-04-01T10:00:00Z");

let ctx: TestContext;
let tokens: Record<string, string | undefined>;

type Status = "confirmed" | "waitlisted" | "cancelled";

async function insertRegistration(
  eventId: number,
  sessionId: number,
  createdAt: string,
  places: number,
  status: Status = "confirmed",
) {
  await ctx.database.db.insert(participations).values({
    event_id: eventId,
    session_id: sessionId,
    nom: "Durand",
    prenom: "Camille",
    email: "camille.durand@exemple.fr",
    telephone: "06 12 34 56 78",
    nombre_places: places,
    montant_paye_cents: 0,
    payment_status: "free",
    ticket_code: randomUUID(),
    status,
    cancelled_at: status === "cancelled" ? new Date(createdAt) : null,
    cancelled_by: status === "cancelled" ? "participant" : null,
    created_at: new Date(createdAt),
  });
}

beforeAll(async () => {
  ctx = await createTestApp({}, { logger: false, now: () => NOW });
  const db = ctx.database.db;
  const admin = await administratorSession(db, ctx.config);
  const [participant, suspendedParticipant, verified, suspendedVerified, pending, refused] =
    await Promise.all([
      registerUser(ctx.app),
      registerUser(ctx.app),
      registerProfessionnel(ctx.app),
      registerProfessionnel(ctx.app),
      registerUnverifiedProfessionnel(ctx.app),
      registerUnverifiedProfessionnel(ctx.app),
    ]);
  tokens = {
    anonymous: undefined,
    forged: "forged-token-that-opens-no-session",
    participant: participant.token,
    professionnel: verified.token,
    unverified: pending.token,
    administrateur: admin.token,
  };
  await db.update(users).set({ verification_status: "refused" }).where(eq(users.id, refused.user.id));
  await db
    .update(users)
    .set({ suspended_at: NOW, suspension_reason: "Annonces trompeuses" })
    .where(inArray(users.id, [suspendedParticipant.user.id, suspendedVerified.user.id]));

  const owner = verified.user.id;
  const hidden = suspendedVerified.user.id;
  const event = await insertEvent(db, owner);
  await insertEvent(db, pending.user.id, { moderation_status: "pending" });
  await insertEvent(db, pending.user.id, { moderation_status: "refused", moderation_reason: "Hors sujet" });
  await insertEvent(db, hidden, { owner_suspended: true });
  await insertEvent(db, hidden, { moderation_status: "pending", owner_suspended: true });
  await insertParcours(db, owner);
  await insertParcours(db, owner, { moderation_status: "unpublished", moderation_reason: "Doublon" });
  await insertLieu(db, hidden, { owner_suspended: true });
  await db.insert(sites).values([
    {
      name: "Cloître",
      categorie: "Monument",
      description: "Un cloître roman.",
      ...(await ownerColumns(db, owner)),
    },
    {
      name: "Crypte",
      categorie: "Monument",
      description: "Une crypte.",
      ...(await ownerColumns(db, pending.user.id)),
      moderation_status: "pending",
    },
  ]);

  const [session] = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(eq(eventSessions.event_id, event.id));
  if (!session) throw new Error("no session");
  const register = (createdAt: string, places: number, status?: Status) =>
    insertRegistration(event.id, session.id, createdAt, places, status);
  // Sunday 11 January, 23:59 in Paris (UTC+1): the day before the twelve weeks, not counted.
  await register("2026-01-11T22:59:00Z", 4);
  // Monday 12 January, 00:00 in Paris: the first week's first minute.
  await register("2026-01-11T23:00:00Z", 2);
  // Week of 23 March: Monday 00:00 (UTC+1), Sunday 23:59 (already UTC+2), a waiting-list one and a
  // cancelled one, which is not counted.
  await register("2026-03-22T23:00:00Z", 1);
  await register("2026-03-29T21:59:00Z", 3);
  await register("2026-03-25T10:00:00Z", 2, "waitlisted");
  await register("2026-03-25T11:00:00Z", 4, "cancelled");
  // Monday 30 March, 00:30 in Paris while UTC still says Sunday: this week.
  await register("2026-03-29T22:30:00Z", 2);
});
afterAll(() => ctx.close());

function getFigures(token?: string) {
  return ctx.app.inject({ method: "GET", url: "/api/admin/figures", headers: token ? bearer(token) : {} });
}

describe("GET /api/admin/figures: who may read it", () => {
  it.each([
    ["anonymous", 401],
    ["forged", 401],
    ["participant", 403],
    ["professionnel", 403],
    ["unverified", 403],
  ])("%s → %i, in French", async (who, status) => {
    const response = await getFigures(tokens[who]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it("answers an administrator, never from a shared cache", async () => {
    const response = await getFigures(tokens.administrateur);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("GET /api/admin/figures: the figures", () => {
  let figures: PlatformFigures;
  beforeAll(async () => {
    figures = (await getFigures(tokens.administrateur)).json();
  });

  it("counts organisers by verification state, and suspended accounts apart", () => {
    // The suspended verified organiser is still counted as verified.
    expect(figures.organisers).toEqual({ pending: 1, verified: 2, refused: 1, suspended: 1 });
    // Any role: the suspended participant too.
    expect(figures.suspended_accounts).toBe(2);
  });

  it("counts each kind of content by moderation state, and what its owner's suspension hides", () => {
    expect(figures.content).toEqual([
      { kind: "event", pending: 2, published: 2, refused: 1, unpublished: 0, owner_suspended: 2 },
      { kind: "parcours", pending: 0, published: 1, refused: 0, unpublished: 1, owner_suspended: 0 },
      { kind: "site", pending: 1, published: 1, refused: 0, unpublished: 0, owner_suspended: 0 },
      { kind: "lieu", pending: 0, published: 1, refused: 0, unpublished: 0, owner_suspended: 1 },
    ]);
  });

  it("gives twelve Paris weeks from Monday, every one present, oldest first", () => {
    const weeks = figures.registrations_per_week;
    expect(weeks).toHaveLength(12);
    expect(weeks.map((week) => week.week_start)).toEqual([
      "2026-01-12",
      "2026-01-19",
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
      "2026-03-30",
    ]);
    // Weeks without any registration are there, with zeros.
    expect(weeks.slice(1, 10).every((week) => week.registrations === 0 && week.places === 0)).toBe(true);
  });

  it("counts registrations and places by their Paris week, the cancelled one left out", () => {
    const byWeek = Object.fromEntries(
      figures.registrations_per_week.map((week) => [week.week_start, [week.registrations, week.places]]),
    );
    expect(byWeek["2026-01-12"]).toEqual([1, 2]);
    expect(byWeek["2026-03-23"]).toEqual([3, 6]);
    expect(byWeek["2026-03-30"]).toEqual([1, 2]);
  });
});
