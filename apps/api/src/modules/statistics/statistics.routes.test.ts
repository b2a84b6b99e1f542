import { randomBytes } from "node:crypto";
import { statisticsMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions, events, memberships, participations, sessions } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { testClock } from "../../test/booking.ts";
import { parseCsv } from "../../test/csv.ts";
import { insertLieu, insertParcours, ownerColumns } from "../../test/rows.ts";

// A small hand-made season, every figure counted by hand: two events of the organisation in the
// window (one with a session over and one to come, one unlimited), one outside it, another
// organisation's event at the same venue. Now is Saturday 28 November 2026, 13:00 in Paris.

const clock = testClock();
const NOW = "2026-11-28T12:00:00Z";
let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;
let participant: RegisteredUser;
let ownerOrganisation: number;
let concert: number;
let visit: number;
let later: number;
let othersEvent: number;

async function insertEventWithSessions(
  userId: number,
  lieuId: number,
  title: string,
  createdAt: string,
  sessionRows: { starts: string; ends?: string; capacity: number | null }[],
) {
  const db = ctx.database.db;
  const [event] = await db
    .insert(events)
    .values({
      title,
      category: "Musique",
      date_start: new Date(sessionRows[0]?.starts ?? NOW),
      price_cents: null,
      payment_mode: "free",
      lieu_id: lieuId,
      created_at: new Date(createdAt),
      ...(await ownerColumns(db, userId)),
    })
    .returning();
  if (!event) throw new Error("no event");
  const inserted = await db
    .insert(eventSessions)
    .values(
      sessionRows.map((row) => ({
        event_id: event.id,
        starts_at: new Date(row.starts),
        ends_at: row.ends ? new Date(row.ends) : null,
        capacity: row.capacity,
      })),
    )
    .returning();
  return { id: event.id, sessions: inserted.map((row) => row.id) };
}

async function insertRegistration(
  eventId: number,
  sessionId: number,
  places: number,
  createdAt: string,
  more: {
    status?: "confirmed" | "waitlisted" | "cancelled";
    cancelledAt?: string;
    checkedInAt?: string;
  } = {},
) {
  await ctx.database.db.insert(participations).values({
    event_id: eventId,
    session_id: sessionId,
    nom: "Moreau",
    prenom: "Inès",
    email: "ines.moreau@exemple.fr",
    telephone: "0611223344",
    nombre_places: places,
    montant_paye_cents: 0,
    payment_status: "free",
    ticket_code: randomBytes(12).toString("base64url"),
    status: more.status ?? "confirmed",
    created_at: new Date(createdAt),
    cancelled_at: more.cancelledAt ? new Date(more.cancelledAt) : null,
    checked_in_at: more.checkedInAt ? new Date(more.checkedInAt) : null,
  });
}

/** A member of the owner's organisation with `role`, its session acting for it. */
async function memberWithRole(role: "editeur" | "accueil"): Promise<RegisteredUser> {
  const member = await registerUser(ctx.app);
  await ctx.database.db
    .insert(memberships)
    .values({ organisation_id: ownerOrganisation, user_id: member.user.id, role });
  await ctx.database.db
    .update(sessions)
    .set({ organisation_id: ownerOrganisation })
    .where(eq(sessions.user_id, member.user.id));
  return member;
}

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  clock.set(NOW);
  [owner, other, participant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
  ownerOrganisation = (await ownerColumns(ctx.database.db, owner.user.id)).organisation_id;
  const lieu = await insertLieu(ctx.database.db, owner.user.id, { nom: "Halle aux grains", ville: "Blois" });
  await insertLieu(ctx.database.db, owner.user.id, { nom: "Cloître", ville: "Blois" });
  await insertParcours(ctx.database.db, owner.user.id, { title: "Les quais", participants: 7 });

  // Concert: a session over (Wednesday 25, 19:00–21:00 Paris, 10 places), one to come (5 places).
  const c = await insertEventWithSessions(
    owner.user.id,
    lieu.id,
    "Concert d’automne",
    "2026-11-20T10:00:00Z",
    [
      { starts: "2026-11-25T18:00:00Z", ends: "2026-11-25T20:00:00Z", capacity: 10 },
      { starts: "2026-12-05T18:00:00Z", capacity: 5 },
    ],
  );
  concert = c.id;
  const [over, toCome] = c.sessions as [number, number];
  // Visit: one unlimited session to come.
  const v = await insertEventWithSessions(
    owner.user.id,
    lieu.id,
    "Visite des combles",
    "2026-11-01T10:00:00Z",
    [{ starts: "2026-12-01T09:00:00Z", capacity: null }],
  );
  visit = v.id;
  // Outside the window (March 2027), and another organisation's event at the same venue.
  const l = await insertEventWithSessions(owner.user.id, lieu.id, "Printemps", "2026-11-01T10:00:00Z", [
    { starts: "2027-03-01T09:00:00Z", capacity: 20 },
  ]);
  later = l.id;
  const o = await insertEventWithSessions(other.user.id, lieu.id, "Bal", "2026-11-01T10:00:00Z", [
    { starts: "2026-11-30T19:00:00Z", capacity: 50 },
  ]);
  othersEvent = o.id;

  await insertRegistration(concert, over, 2, "2026-11-21T10:00:00Z", { checkedInAt: "2026-11-25T17:55:00Z" });
  // 23:30 UTC on the 21st is 00:30 on the 22nd in Paris: a registration of the 22nd. Never came.
  await insertRegistration(concert, over, 3, "2026-11-21T23:30:00Z");
  await insertRegistration(concert, over, 1, "2026-11-22T09:00:00Z", {
    status: "cancelled",
    cancelledAt: "2026-11-23T10:00:00Z",
  });
  await insertRegistration(concert, toCome, 3, "2026-11-24T08:00:00Z");
  await insertRegistration(concert, toCome, 2, "2026-11-24T08:30:00Z");
  await insertRegistration(concert, toCome, 2, "2026-11-24T09:00:00Z", { status: "waitlisted" });
  await insertRegistration(visit, v.sessions[0] as number, 1, "2026-11-26T12:00:00Z");
  await insertRegistration(later, l.sessions[0] as number, 4, "2026-11-26T12:00:00Z");
  await insertRegistration(othersEvent, o.sessions[0] as number, 4, "2026-11-21T10:00:00Z");
});
afterAll(() => ctx.close());

const season = "/api/statistics/season?from=2026-11-20&to=2026-12-10";
const get = (url: string, user: RegisteredUser | null = owner) =>
  ctx.app.inject({ method: "GET", url, headers: user ? bearer(user.token) : {} });

describe("GET /api/statistics/season", () => {
  it("counts registrations per Paris day, every day of the window present, zeros included", async () => {
    const response = await get(season);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json();
    expect(body.from).toBe("2026-11-20");
    expect(body.to).toBe("2026-12-10");
    expect(body.days).toHaveLength(21);
    const day = (d: string) => body.days.find((row: { day: string }) => row.day === d);
    expect(day("2026-11-20")).toEqual({ day: "2026-11-20", registrations: 0, places: 0, cancellations: 0 });
    // The other organisation's registration of the 21st is not ours; the 23:30 UTC one is the 22nd's.
    expect(day("2026-11-21")).toEqual({ day: "2026-11-21", registrations: 1, places: 2, cancellations: 0 });
    expect(day("2026-11-22")).toEqual({ day: "2026-11-22", registrations: 2, places: 4, cancellations: 0 });
    expect(day("2026-11-23")).toEqual({ day: "2026-11-23", registrations: 0, places: 0, cancellations: 1 });
    expect(day("2026-11-24")).toEqual({ day: "2026-11-24", registrations: 3, places: 7, cancellations: 0 });
    expect(day("2026-11-25")).toEqual({ day: "2026-11-25", registrations: 0, places: 0, cancellations: 0 });
    // The registration for March's event was made on the 26th: a registration of the day all the same.
    expect(day("2026-11-26")).toEqual({ day: "2026-11-26", registrations: 2, places: 5, cancellations: 0 });
  });

  it("gives each event with a session in the window its places, check-ins, no-shows, waiting list and cancellations", async () => {
    const body = (await get(season)).json();
    expect(body.events).toEqual([
      {
        id: concert,
        title: "Concert d’automne",
        first_session: "2026-11-25T19:00:00+01:00",
        sessions: 2,
        capacity: 15,
        places_taken: 10,
        fill_rate: 0.6667,
        checked_in: 2,
        no_shows: 3,
        waitlisted: 2,
        cancelled: 1,
      },
      {
        id: visit,
        title: "Visite des combles",
        first_session: "2026-12-01T10:00:00+01:00",
        sessions: 1,
        capacity: null,
        places_taken: 1,
        fill_rate: null,
        // Its session is to come: nobody is absent yet.
        checked_in: 0,
        no_shows: 0,
        waitlisted: 0,
        cancelled: 0,
      },
    ]);
    expect(body.totals).toEqual({
      events: 2,
      sessions: 3,
      registrations: 6,
      capacity: null,
      places_taken: 11,
      fill_rate: null,
      checked_in: 2,
      no_shows: 3,
      waitlisted: 2,
      cancelled: 1,
    });
  });

  it("lists the organisation's routes with their participants, and its venues with their events in the window", async () => {
    const body = (await get(season)).json();
    expect(body.parcours).toEqual([{ id: expect.any(Number), title: "Les quais", participants: 7 }]);
    // The venue's events in the window: ours two and the other organiser's public one, not March's.
    expect(body.lieux).toEqual([
      { id: expect.any(Number), nom: "Cloître", ville: "Blois", events: 0 },
      { id: expect.any(Number), nom: "Halle aux grains", ville: "Blois", events: 3 },
    ]);
  });

  it("defaults to 90 days either side of today in Paris, and refuses a reversed or too long window", async () => {
    const body = (await get("/api/statistics/season")).json();
    expect([body.from, body.to, body.days.length]).toEqual(["2026-08-30", "2027-02-26", 181]);

    const reversed = await get("/api/statistics/season?from=2026-12-10&to=2026-11-20");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(statisticsMessages.rangeReversed);
    const tooLong = await get("/api/statistics/season?from=2026-01-01&to=2027-02-05");
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(statisticsMessages.rangeTooLong(400));
    expect((await get("/api/statistics/season?from=2026-02-31")).statusCode).toBe(400);
  });

  it("answers a season without sessions with zeros", async () => {
    const body = (await get("/api/statistics/season?from=2025-01-01&to=2025-01-03", other)).json();
    expect(body.events).toEqual([]);
    expect(body.days.map((day: { registrations: number }) => day.registrations)).toEqual([0, 0, 0]);
    expect(body.totals).toMatchObject({
      events: 0,
      sessions: 0,
      capacity: 0,
      fill_rate: null,
      places_taken: 0,
    });
  });

  it("is for the organisation's responsables and éditeurs only", async () => {
    expect((await get(season, await memberWithRole("editeur"))).statusCode).toBe(200);
    expect((await get(season, await memberWithRole("accueil"))).statusCode).toBe(403);
    expect((await get(season, participant)).statusCode).toBe(403);
    expect((await get(season, null)).statusCode).toBe(401);
    // Another organisation reads its own season, never ours.
    const theirs = (await get(season, other)).json();
    expect(theirs.events.map((event: { id: number }) => event.id)).toEqual([othersEvent]);
    expect(theirs.days.find((day: { day: string }) => day.day === "2026-11-21").registrations).toBe(1);
  });
});

describe("GET /api/statistics/season.csv", () => {
  it("writes each table as a section of a French spreadsheet's CSV", async () => {
    const response = await get("/api/statistics/season.csv?from=2026-11-20&to=2026-12-10");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="statistiques-saison-2026-11-20-2026-12-10.csv"',
    );
    expect(response.body.startsWith("\ufeff")).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    const c = statisticsMessages.columns;
    expect(rows[0]).toEqual([statisticsMessages.csvSection.days]);
    expect(rows[1]).toEqual([c.day, c.registrations, c.places, c.cancellations]);
    expect(rows[3]).toEqual(["21/11/2026", "1", "2", "0"]);
    const concertRow = rows.find((row) => row[0] === "Concert d’automne");
    expect(concertRow).toEqual([
      "Concert d’automne",
      "25/11/2026 19:00",
      "2",
      "15",
      "10",
      "66,7",
      "2",
      "3",
      "2",
      "1",
    ]);
    expect(rows.find((row) => row[0] === "Visite des combles")?.slice(3, 6)).toEqual([
      statisticsMessages.unlimited,
      "1",
      "",
    ]);
    expect(rows.find((row) => row[0] === c.total)).toEqual([
      c.total,
      "",
      "3",
      statisticsMessages.unlimited,
      "11",
      "",
      "2",
      "3",
      "2",
      "1",
    ]);
    expect(rows.find((row) => row[0] === "Les quais")).toEqual(["Les quais", "7"]);
    expect(rows.find((row) => row[0] === "Halle aux grains")).toEqual(["Halle aux grains", "Blois", "3"]);
  });

  it("is refused like the season", async () => {
    expect((await get("/api/statistics/season.csv", await memberWithRole("accueil"))).statusCode).toBe(403);
    expect((await get("/api/statistics/season.csv", null)).statusCode).toBe(401);
  });
});

describe("GET /api/events/{id}/statistics", () => {
  it("counts the event's registrations per day since it was created, up to today, and each session's figures", async () => {
    const response = await get(`/api/events/${concert}/statistics`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.event).toEqual({ id: concert, title: "Concert d’automne" });
    expect([body.from, body.to, body.days.length]).toEqual(["2026-11-20", "2026-11-28", 9]);
    expect(body.days.map((day: { registrations: number }) => day.registrations)).toEqual([
      0, 1, 2, 0, 3, 0, 0, 0, 0,
    ]);
    expect(body.sessions).toEqual([
      {
        id: expect.any(Number),
        starts_at: "2026-11-25T19:00:00+01:00",
        ends_at: "2026-11-25T21:00:00+01:00",
        session_cancelled: false,
        capacity: 10,
        places_taken: 5,
        fill_rate: 0.5,
        checked_in: 2,
        no_shows: 3,
        waitlisted: 0,
        cancelled: 1,
      },
      {
        id: expect.any(Number),
        starts_at: "2026-12-05T19:00:00+01:00",
        ends_at: null,
        session_cancelled: false,
        capacity: 5,
        places_taken: 5,
        fill_rate: 1,
        checked_in: 0,
        no_shows: 0,
        waitlisted: 2,
        cancelled: 0,
      },
    ]);
    expect(body.totals).toEqual({
      events: 1,
      sessions: 2,
      registrations: 5,
      capacity: 15,
      places_taken: 10,
      fill_rate: 0.6667,
      checked_in: 2,
      no_shows: 3,
      waitlisted: 2,
      cancelled: 1,
    });
  });

  it("answers 404 for an unknown event and 403 for another organisation's", async () => {
    expect((await get("/api/events/999999/statistics")).statusCode).toBe(404);
    const theirs = await get(`/api/events/${othersEvent}/statistics`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe(statisticsMessages.eventNotYours);
    expect((await get(`/api/events/${concert}/statistics`, other)).statusCode).toBe(403);
  });

  it("is for the organisation's responsables and éditeurs only", async () => {
    const url = `/api/events/${concert}/statistics`;
    expect((await get(url, await memberWithRole("editeur"))).statusCode).toBe(200);
    expect((await get(url, await memberWithRole("accueil"))).statusCode).toBe(403);
    expect((await get(url, participant)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get("/api/events/abc/statistics")).statusCode).toBe(400);
  });

  it("exports the same as CSV", async () => {
    const response = await get(`/api/events/${concert}/statistics.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="statistiques-evenement-${concert}.csv"`,
    );
    const rows = parseCsv(response.body.slice(1));
    const c = statisticsMessages.columns;
    expect(rows).toContainEqual([
      c.session,
      c.sessionCancelled,
      c.capacity,
      c.placesTaken,
      `${c.fillRate} (%)`,
      c.checkedIn,
      c.noShows,
      c.waitlisted,
      c.cancelled,
    ]);
    expect(rows).toContainEqual(["25/11/2026 19:00", c.no, "10", "5", "50", "2", "3", "0", "1"]);
    expect(rows).toContainEqual(["05/12/2026 19:00", c.no, "5", "5", "100", "0", "0", "2", "0"]);
    expect((await get(`/api/events/${othersEvent}/statistics.csv`)).statusCode).toBe(403);
  });
});
