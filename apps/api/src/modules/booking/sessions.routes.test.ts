import { bookingMessages, participationMessages } from "@culture-patrimoine/contract/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, participations } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import {
  cancel,
  eventWithSessions,
  postEvent,
  register,
  registered,
  registration,
  type SessionAnswer,
  type SessionBody,
  sessionsOf,
} from "../../test/booking.ts";
import { insertLieu } from "../../test/rows.ts";

// Sessions of an event, their places and their waiting list, through HTTP against a real database
// (docs/decisions/019-booking-core.md).

let ctx: TestContext;
let owner: RegisteredUser;
let lieuId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerProfessionnel(ctx.app);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id)).id;
});
afterAll(() => ctx.close());

const put = (id: number, body: object) =>
  ctx.app.inject({ method: "PUT", url: `/api/events/${id}`, headers: bearer(owner.token), payload: body });

const newEvent = (sessions: SessionBody[], overrides: Record<string, unknown> = {}) =>
  postEvent(ctx.app, owner.token, eventWithSessions(lieuId, sessions, overrides));

/** An event of one session with `capacity` places; answers the event and its session. */
async function oneSession(capacity: number | null, startsAt = "2031-05-04T10:00") {
  const event = await newEvent([{ starts_at: startsAt, ends_at: null, capacity }]);
  const [session] = event.sessions;
  if (!session) throw new Error("no session");
  return { event, session };
}

async function sessionById(eventId: number, sessionId: number): Promise<SessionAnswer> {
  const found = (await sessionsOf(ctx.app, eventId)).find((session) => session.id === sessionId);
  if (!found) throw new Error(`session ${sessionId} not found`);
  return found;
}

async function rowsOf(eventId: number) {
  return (
    await ctx.database.db
      .select({ value: count() })
      .from(participations)
      .where(eq(participations.event_id, eventId))
  )[0]?.value;
}

async function participation(id: number) {
  const [row] = await ctx.database.db.select().from(participations).where(eq(participations.id, id));
  return row;
}

/** Reads a registration back as its anonymous holder (ticket code). */
async function readBack(created: { id: number; ticket_code: string }) {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/participations/${created.id}?ticket_code=${created.ticket_code}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("event sessions", () => {
  it("creates an event with three sessions, in time order, its dates the first start and the last end", async () => {
    const event = await newEvent([
      { starts_at: "2031-05-11T10:00", ends_at: "2031-05-11T12:00", capacity: 20 },
      { starts_at: "2031-05-04T10:00", ends_at: "2031-05-04T12:00", capacity: 20 },
      { starts_at: "2031-05-18T14:00", ends_at: "2031-05-18T16:30", capacity: null },
    ]);
    expect(event.date_start).toBe("2031-05-04T10:00:00+02:00");
    expect(event.date_end).toBe("2031-05-18T16:30:00+02:00");
    expect(event.sessions.map((session) => session.starts_at)).toEqual([
      "2031-05-04T10:00:00+02:00",
      "2031-05-11T10:00:00+02:00",
      "2031-05-18T14:00:00+02:00",
    ]);
    expect(event.sessions[0]).toEqual({
      id: expect.any(Number),
      event_id: event.id,
      starts_at: "2031-05-04T10:00:00+02:00",
      ends_at: "2031-05-04T12:00:00+02:00",
      capacity: 20,
      places_taken: 0,
      places_left: 20,
      waitlist_places: 0,
      state: "open",
      cancelled_at: null,
    });
    expect(event.sessions[2]).toMatchObject({ capacity: null, places_left: null, state: "open" });
    expect(event.next_session?.id).toBe(event.sessions[0]?.id);
    // The same list for anyone, and the same dates in the database.
    expect(await sessionsOf(ctx.app, event.id)).toEqual(event.sessions);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.date_start.toISOString()).toBe("2031-05-04T08:00:00.000Z");
    expect(row?.date_end?.toISOString()).toBe("2031-05-18T14:30:00.000Z");
  });

  it("gives a SPEC client (date_start/date_end, no sessions) exactly one session at those dates, unlimited", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(owner.token),
      payload: {
        title: "Nuit des musées",
        description: "Ouverture nocturne.",
        category: "Exposition",
        date_start: "2031-05-17T19:00",
        date_end: "2031-05-17T23:30",
        price: 0,
        image_url: null,
        lieu_id: lieuId,
      },
    });
    expect(response.statusCode).toBe(201);
    const event = response.json();
    expect(event.sessions).toEqual([
      expect.objectContaining({
        starts_at: "2031-05-17T19:00:00+02:00",
        ends_at: "2031-05-17T23:30:00+02:00",
        capacity: null,
        places_taken: 0,
        places_left: null,
        state: "open",
      }),
    ]);
    expect(event).toMatchObject({
      date_start: "2031-05-17T19:00:00+02:00",
      date_end: "2031-05-17T23:30:00+02:00",
    });
  });

  it("moves the one session of an event on a PUT without sessions (SPEC client), keeping its id and capacity", async () => {
    const { event, session } = await oneSession(12);
    const response = await put(
      event.id,
      eventWithSessions(lieuId, [], {
        sessions: undefined,
        date_start: "2031-06-01T15:00",
        date_end: "2031-06-01T17:00",
      }),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.sessions).toEqual([
      expect.objectContaining({
        id: session.id,
        starts_at: "2031-06-01T15:00:00+02:00",
        ends_at: "2031-06-01T17:00:00+02:00",
        capacity: 12,
      }),
    ]);
    expect(updated).toMatchObject({
      date_start: "2031-06-01T15:00:00+02:00",
      date_end: "2031-06-01T17:00:00+02:00",
    });
  });

  it("adds, edits and removes sessions on a PUT with the whole set, and derives the dates again", async () => {
    const event = await newEvent([
      { starts_at: "2031-05-04T10:00", ends_at: "2031-05-04T12:00", capacity: 20 },
      { starts_at: "2031-05-11T10:00", ends_at: "2031-05-11T12:00", capacity: 20 },
      { starts_at: "2031-05-18T10:00", ends_at: "2031-05-18T12:00", capacity: 20 },
    ]);
    const [first, second, third] = event.sessions;
    const response = await put(
      event.id,
      eventWithSessions(lieuId, [
        { id: first?.id, starts_at: "2031-05-05T09:30", ends_at: "2031-05-05T11:00", capacity: 8 },
        { id: second?.id, starts_at: "2031-05-11T10:00", ends_at: "2031-05-11T12:00", capacity: 20 },
        { starts_at: "2031-06-01T18:00", ends_at: "2031-06-01T20:00", capacity: 5 },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.sessions.map((session: SessionAnswer) => [session.starts_at, session.capacity])).toEqual([
      ["2031-05-05T09:30:00+02:00", 8],
      ["2031-05-11T10:00:00+02:00", 20],
      ["2031-06-01T18:00:00+02:00", 5],
    ]);
    expect(updated.sessions[0].id).toBe(first?.id);
    expect(updated.sessions[1].id).toBe(second?.id);
    expect(updated.sessions.map((session: SessionAnswer) => session.id)).not.toContain(third?.id);
    expect(updated).toMatchObject({
      date_start: "2031-05-05T09:30:00+02:00",
      date_end: "2031-06-01T20:00:00+02:00",
    });
  });

  it("refuses (409) to remove a session with registrations, and changes nothing", async () => {
    const event = await newEvent([
      { starts_at: "2031-05-04T10:00", ends_at: null, capacity: 20 },
      { starts_at: "2031-05-11T10:00", ends_at: null, capacity: 20 },
    ]);
    const [kept, booked] = event.sessions;
    await registered(ctx.app, registration(event.id, { session_id: booked?.id, nombre_places: 2 }));
    const response = await put(
      event.id,
      eventWithSessions(
        lieuId,
        [{ id: kept?.id, starts_at: "2031-05-04T11:00", ends_at: null, capacity: 30 }],
        {
          title: "Titre changé",
        },
      ),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(bookingMessages.sessionHasRegistrations);
    const after = (await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}` })).json();
    expect(after.title).toBe(event.title);
    expect(after.sessions).toEqual([
      expect.objectContaining({ id: kept?.id, starts_at: "2031-05-04T10:00:00+02:00", capacity: 20 }),
      expect.objectContaining({ id: booked?.id, places_taken: 2 }),
    ]);
  });

  it("refuses (409) a capacity below the places taken, and changes nothing", async () => {
    const { event, session } = await oneSession(10);
    await registered(ctx.app, registration(event.id, { nombre_places: 3 }));
    const response = await put(
      event.id,
      eventWithSessions(lieuId, [
        { id: session.id, starts_at: "2031-05-04T10:00", ends_at: null, capacity: 2 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(bookingMessages.capacityBelowTaken(3));
    expect(await sessionById(event.id, session.id)).toMatchObject({
      capacity: 10,
      places_taken: 3,
      places_left: 7,
    });
    // Exactly the places taken is allowed: the session is then full.
    const exact = await put(
      event.id,
      eventWithSessions(lieuId, [
        { id: session.id, starts_at: "2031-05-04T10:00", ends_at: null, capacity: 3 },
      ]),
    );
    expect(exact.statusCode).toBe(200);
    expect(exact.json().sessions[0]).toMatchObject({ capacity: 3, places_left: 0, state: "full" });
  });

  it("promotes the waiting list when the capacity is raised, in order, as far as the places go", async () => {
    const { event, session } = await oneSession(2);
    await registered(ctx.app, registration(event.id, { nombre_places: 2 }));
    const first = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 1, join_waitlist: true }),
    );
    const second = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 2, join_waitlist: true }),
    );
    expect([first.status, second.status]).toEqual(["waitlisted", "waitlisted"]);
    const response = await put(
      event.id,
      eventWithSessions(lieuId, [
        { id: session.id, starts_at: "2031-05-04T10:00", ends_at: null, capacity: 3 },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions[0]).toMatchObject({
      capacity: 3,
      places_taken: 3,
      waitlist_places: 2,
      state: "full",
    });
    const promoted = await readBack(first);
    expect(promoted).toMatchObject({ status: "confirmed", waitlist_position: null });
    expect(promoted.promoted_at).not.toBeNull();
    expect(await readBack(second)).toMatchObject({
      status: "waitlisted",
      waitlist_position: 1,
      promoted_at: null,
    });
  });

  it("answers in event lists the next session not started and not cancelled", async () => {
    const organiser = await registerProfessionnel(ctx.app);
    const venue = (await insertLieu(ctx.database.db, organiser.user.id)).id;
    const event = await postEvent(
      ctx.app,
      organiser.token,
      eventWithSessions(venue, [
        { starts_at: "2020-03-01T10:00", ends_at: null, capacity: 5 },
        { starts_at: "2031-05-04T10:00", ends_at: null, capacity: 5 },
        { starts_at: "2031-05-11T10:00", ends_at: null, capacity: 5 },
      ]),
    );
    const over = await postEvent(
      ctx.app,
      organiser.token,
      eventWithSessions(venue, [{ starts_at: "2020-03-01T10:00", ends_at: null, capacity: 5 }]),
    );
    const [past, soon, later] = event.sessions;
    expect(past?.state).toBe("past");
    const list = async () =>
      (await ctx.app.inject({ method: "GET", url: `/api/events?user_id=${organiser.user.id}` })).json();
    let items = await list();
    expect(items.find((item: { id: number }) => item.id === event.id).next_session).toEqual(soon);
    expect(items.find((item: { id: number }) => item.id === over.id).next_session).toBeNull();
    // Lists carry the next session only, not every session.
    expect(items[0].sessions).toBeUndefined();

    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${event.id}/sessions/${soon?.id}/cancel`,
      headers: bearer(organiser.token),
    });
    expect(cancelled.statusCode).toBe(200);
    items = await list();
    expect(items.find((item: { id: number }) => item.id === event.id).next_session).toMatchObject({
      id: later?.id,
    });
    const one = (await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}` })).json();
    expect(one.next_session).toMatchObject({ id: later?.id });
  });
});

describe("places of a session", () => {
  it("takes 1 to 4 places per registration, up to the capacity", async () => {
    const { event, session } = await oneSession(10);
    for (const places of [1, 2, 3, 4]) {
      const response = await register(ctx.app, registration(event.id, { nombre_places: places }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        status: "confirmed",
        nombre_places: places,
        session_id: session.id,
      });
    }
    expect(await sessionById(event.id, session.id)).toMatchObject({
      places_taken: 10,
      places_left: 0,
      state: "full",
    });
  });

  it("refuses two places when one is left (409 SESSION_FULL, places_left 1), writes nothing, then takes one", async () => {
    const { event, session } = await oneSession(5);
    await registered(ctx.app, registration(event.id, { nombre_places: 4 }));
    const rowsBefore = await rowsOf(event.id);
    const refused = await register(ctx.app, registration(event.id, { nombre_places: 2 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "SESSION_FULL",
      places_left: 1,
      error: bookingMessages.sessionFull(1),
    });
    expect(await rowsOf(event.id)).toBe(rowsBefore);
    expect(await sessionById(event.id, session.id)).toMatchObject({
      places_taken: 4,
      places_left: 1,
      state: "open",
    });

    const one = await register(ctx.app, registration(event.id, { nombre_places: 1 }));
    expect(one.statusCode).toBe(201);
    expect(await sessionById(event.id, session.id)).toMatchObject({
      places_taken: 5,
      places_left: 0,
      state: "full",
    });
    const none = await register(ctx.app, registration(event.id, { nombre_places: 1 }));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: "SESSION_FULL",
      places_left: 0,
      error: bookingMessages.sessionFull(0),
    });
  });

  it("refuses a session that has started (400 on session_id), even with join_waitlist", async () => {
    const event = await newEvent([
      { starts_at: "2020-03-01T10:00", ends_at: null, capacity: 5 },
      { starts_at: "2031-05-04T10:00", ends_at: null, capacity: 5 },
    ]);
    const past = event.sessions[0];
    for (const extra of [{}, { join_waitlist: true }]) {
      const response = await register(ctx.app, registration(event.id, { session_id: past?.id, ...extra }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({
        path: "session_id",
        message: bookingMessages.sessionPast,
      });
    }
    expect(await rowsOf(event.id)).toBe(0);
  });

  it("refuses a cancelled session (409), even with join_waitlist", async () => {
    const event = await newEvent([
      { starts_at: "2031-05-04T10:00", ends_at: null, capacity: 5 },
      { starts_at: "2031-05-11T10:00", ends_at: null, capacity: 5 },
    ]);
    const target = event.sessions[0];
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${event.id}/sessions/${target?.id}/cancel`,
      headers: bearer(owner.token),
    });
    expect(cancelled.statusCode).toBe(200);
    for (const extra of [{}, { join_waitlist: true }]) {
      const response = await register(ctx.app, registration(event.id, { session_id: target?.id, ...extra }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(bookingMessages.sessionCancelled);
    }
    expect(await rowsOf(event.id)).toBe(0);
  });

  it("refuses a session of another event the same way with or without join_waitlist, taking no place", async () => {
    const { event } = await oneSession(5);
    const { event: other, session: otherSession } = await oneSession(5);
    const answers = [];
    for (const extra of [{}, { join_waitlist: true }]) {
      const response = await register(
        ctx.app,
        registration(event.id, { session_id: otherSession.id, ...extra }),
      );
      answers.push([response.statusCode, response.json().details]);
    }
    expect(answers).toEqual([
      [400, [{ path: "session_id", message: bookingMessages.sessionNotFound }]],
      [400, [{ path: "session_id", message: bookingMessages.sessionNotFound }]],
    ]);
    expect(await rowsOf(event.id)).toBe(0);
    expect(await sessionById(other.id, otherSession.id)).toMatchObject({ places_taken: 0 });
  });

  describe("a SPEC client (no session_id) on an event of several sessions", () => {
    const threeSessions = (capacities: [number, number, number]) =>
      newEvent([
        { starts_at: "2020-03-01T10:00", ends_at: null, capacity: 50 },
        { starts_at: "2031-05-04T10:00", ends_at: null, capacity: capacities[0] },
        { starts_at: "2031-05-11T10:00", ends_at: null, capacity: capacities[1] },
        { starts_at: "2031-05-18T10:00", ends_at: null, capacity: capacities[2] },
      ]);

    it("takes the next session still to come when it has the places, and says which", async () => {
      const event = await threeSessions([5, 5, 5]);
      const next = event.sessions[1];
      const response = await register(ctx.app, registration(event.id, { nombre_places: 2 }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        session_id: next?.id,
        session: { id: next?.id, starts_at: "2031-05-04T10:00:00+02:00" },
        status: "confirmed",
      });
      expect(await sessionById(event.id, next?.id ?? 0)).toMatchObject({ places_taken: 2 });
    });

    it("skips a full session for the next one that has the places", async () => {
      const event = await threeSessions([2, 5, 5]);
      const [, full, second] = event.sessions;
      await registered(ctx.app, registration(event.id, { session_id: full?.id, nombre_places: 2 }));
      const response = await register(ctx.app, registration(event.id));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ session_id: second?.id, status: "confirmed" });
      expect(await sessionById(event.id, full?.id ?? 0)).toMatchObject({ places_taken: 2 });
      expect(await sessionById(event.id, second?.id ?? 0)).toMatchObject({ places_taken: 1 });
    });

    it("skips a session with fewer places left than asked (1 left, 2 asked), and a cancelled one", async () => {
      const event = await threeSessions([3, 5, 5]);
      const [, nearlyFull, cancelled, last] = event.sessions;
      await registered(ctx.app, registration(event.id, { session_id: nearlyFull?.id, nombre_places: 2 }));
      const cancelling = await ctx.app.inject({
        method: "POST",
        url: `/api/events/${event.id}/sessions/${cancelled?.id}/cancel`,
        headers: bearer(owner.token),
      });
      expect(cancelling.statusCode).toBe(200);
      const response = await register(ctx.app, registration(event.id, { nombre_places: 2 }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        session_id: last?.id,
        session: { id: last?.id, starts_at: "2031-05-18T10:00:00+02:00" },
      });
      expect(await sessionById(event.id, nearlyFull?.id ?? 0)).toMatchObject({ places_taken: 2 });
      // One place is still there for whoever asks one.
      expect(await registered(ctx.app, registration(event.id))).toMatchObject({ session_id: nearlyFull?.id });
    });

    it("answers 409 SESSION_FULL for the next session when none has the places, or joins its waiting list", async () => {
      const event = await threeSessions([2, 3, 1]);
      const [, next, second, third] = event.sessions;
      await registered(ctx.app, registration(event.id, { session_id: next?.id, nombre_places: 1 }));
      await registered(ctx.app, registration(event.id, { session_id: second?.id, nombre_places: 1 }));
      const refused = await register(ctx.app, registration(event.id, { nombre_places: 3 }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "SESSION_FULL",
        places_left: 1,
        error: bookingMessages.sessionFull(1),
      });
      const before = await rowsOf(event.id);
      const waiting = await register(
        ctx.app,
        registration(event.id, { nombre_places: 3, join_waitlist: true }),
      );
      expect(waiting.statusCode).toBe(201);
      expect(waiting.json()).toMatchObject({
        session_id: next?.id,
        status: "waitlisted",
        waitlist_position: 1,
      });
      expect(await rowsOf(event.id)).toBe((before ?? 0) + 1);
      for (const [session, taken] of [
        [next, 1],
        [second, 1],
        [third, 0],
      ] as const) {
        expect(await sessionById(event.id, session?.id ?? 0)).toMatchObject({ places_taken: taken });
      }
    });

    it("confirms with join_waitlist in the next session that has the places", async () => {
      const event = await threeSessions([1, 5, 5]);
      const [, full, second] = event.sessions;
      await registered(ctx.app, registration(event.id, { session_id: full?.id }));
      const response = await register(ctx.app, registration(event.id, { join_waitlist: true }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ session_id: second?.id, status: "confirmed" });
      expect(await sessionById(event.id, second?.id ?? 0)).toMatchObject({ places_taken: 1 });
    });
  });

  it("registers a SPEC client (no session_id) to the only session still to come", async () => {
    const event = await newEvent([
      { starts_at: "2020-03-01T10:00", ends_at: null, capacity: 5 },
      { starts_at: "2031-05-04T10:00", ends_at: null, capacity: 5 },
    ]);
    const upcoming = event.sessions[1];
    const response = await register(ctx.app, registration(event.id, { nombre_places: 2 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      session_id: upcoming?.id,
      session: {
        id: upcoming?.id,
        starts_at: "2031-05-04T10:00:00+02:00",
        ends_at: null,
        cancelled_at: null,
      },
      status: "confirmed",
    });
    expect(await sessionById(event.id, upcoming?.id ?? 0)).toMatchObject({ places_taken: 2 });
  });

  it("refuses an event none of whose sessions is still to come (400 eventOver)", async () => {
    const event = await newEvent([{ starts_at: "2020-03-01T10:00", ends_at: null, capacity: 5 }]);
    const response = await register(ctx.app, registration(event.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: "event_id",
      message: participationMessages.eventOver,
    });
  });
});

describe("waiting list", () => {
  it("puts a registration to a full session on its waiting list with join_waitlist (201), taking no place", async () => {
    const { event, session } = await oneSession(3);
    await registered(ctx.app, registration(event.id, { nombre_places: 3 }));
    const first = await register(ctx.app, registration(event.id, { nombre_places: 2, join_waitlist: true }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: "waitlisted", waitlist_position: 1, promoted_at: null });
    const second = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 1, join_waitlist: true }),
    );
    expect(second).toMatchObject({ status: "waitlisted", waitlist_position: 2 });
    expect(await sessionById(event.id, session.id)).toMatchObject({
      places_taken: 3,
      places_left: 0,
      waitlist_places: 3,
      state: "full",
    });
    // join_waitlist with room left is an ordinary confirmed registration.
    const { event: roomy } = await oneSession(3);
    expect(await registered(ctx.app, registration(roomy.id, { join_waitlist: true }))).toMatchObject({
      status: "confirmed",
      waitlist_position: null,
    });
  });

  it("promotes on a cancellation the entries whose places fit, in order (capacity 5: A 4, F 1; B 3, C 1, D 2 wait)", async () => {
    const { event, session } = await oneSession(5);
    const a = await registered(ctx.app, registration(event.id, { prenom: "A", nombre_places: 4 }));
    // With one place left, a request for one place is confirmed at once, waiting list or not.
    const f = await registered(
      ctx.app,
      registration(event.id, { prenom: "F", nombre_places: 1, join_waitlist: true }),
    );
    expect(f.status).toBe("confirmed");
    const b = await registered(
      ctx.app,
      registration(event.id, { prenom: "B", nombre_places: 3, join_waitlist: true }),
    );
    const c = await registered(
      ctx.app,
      registration(event.id, { prenom: "C", nombre_places: 1, join_waitlist: true }),
    );
    const d = await registered(
      ctx.app,
      registration(event.id, { prenom: "D", nombre_places: 2, join_waitlist: true }),
    );
    expect([b, c, d].map((entry) => [entry.status, entry.waitlist_position])).toEqual([
      ["waitlisted", 1],
      ["waitlisted", 2],
      ["waitlisted", 3],
    ]);

    // A gives back 4 places: B (3) fits, 1 left; C (1) fits, 0 left; D (2) waits, now first.
    const cancelled = await cancel(ctx.app, a.id, { ticket_code: a.ticket_code });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", cancelled_by: "participant" });
    const [afterB, afterC, afterD] = await Promise.all([b, c, d].map(readBack));
    expect(afterB).toMatchObject({ status: "confirmed", waitlist_position: null });
    expect(afterC).toMatchObject({ status: "confirmed", waitlist_position: null });
    expect(afterD).toMatchObject({ status: "waitlisted", waitlist_position: 1, promoted_at: null });
    expect(afterB.promoted_at).not.toBeNull();
    expect(afterC.promoted_at).not.toBeNull();
    expect(await sessionById(event.id, session.id)).toMatchObject({
      places_taken: 5,
      places_left: 0,
      waitlist_places: 2,
      state: "full",
    });
    expect((await participation(b.id))?.promoted_at).toBeInstanceOf(Date);
  });

  it("serves at once a request that fits while a larger one waits (capacity 5: A 4; B 3 waits, C 1 gets the last place, D 2 waits)", async () => {
    const { event, session } = await oneSession(5);
    const a = await registered(ctx.app, registration(event.id, { prenom: "A", nombre_places: 4 }));
    const b = await registered(
      ctx.app,
      registration(event.id, { prenom: "B", nombre_places: 3, join_waitlist: true }),
    );
    const c = await registered(
      ctx.app,
      registration(event.id, { prenom: "C", nombre_places: 1, join_waitlist: true }),
    );
    const d = await registered(
      ctx.app,
      registration(event.id, { prenom: "D", nombre_places: 2, join_waitlist: true }),
    );
    expect([b, c, d].map((entry) => [entry.status, entry.waitlist_position])).toEqual([
      ["waitlisted", 1],
      ["confirmed", null],
      ["waitlisted", 2],
    ]);
    // A gives back 4 (4 free): B (3) is promoted, 1 left; D (2) does not fit and becomes first.
    expect((await cancel(ctx.app, a.id, { ticket_code: a.ticket_code })).statusCode).toBe(200);
    expect(await readBack(b)).toMatchObject({ status: "confirmed", waitlist_position: null });
    expect(await readBack(d)).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
    expect(await sessionById(event.id, session.id)).toMatchObject({
      places_taken: 4,
      places_left: 1,
      waitlist_places: 2,
    });
    // C gives back 1 (2 free): D (2) is promoted.
    expect((await cancel(ctx.app, c.id, { ticket_code: c.ticket_code })).statusCode).toBe(200);
    expect((await readBack(d)).status).toBe("confirmed");
    expect(await sessionById(event.id, session.id)).toMatchObject({
      places_taken: 5,
      places_left: 0,
      waitlist_places: 0,
    });
  });

  it("keeps the rank of a larger earlier entry while a smaller later one takes the places that fit", async () => {
    const { event, session } = await oneSession(5);
    const a = await registered(ctx.app, registration(event.id, { prenom: "A", nombre_places: 3 }));
    const e = await registered(ctx.app, registration(event.id, { prenom: "E", nombre_places: 2 }));
    const w1 = await registered(
      ctx.app,
      registration(event.id, { prenom: "W1", nombre_places: 4, join_waitlist: true }),
    );
    const w2 = await registered(
      ctx.app,
      registration(event.id, { prenom: "W2", nombre_places: 2, join_waitlist: true }),
    );
    const w3 = await registered(
      ctx.app,
      registration(event.id, { prenom: "W3", nombre_places: 1, join_waitlist: true }),
    );

    // E gives back 2: W1 (4) does not fit and keeps rank 1; W2 (2) fits; nothing left for W3.
    expect((await cancel(ctx.app, e.id, { ticket_code: e.ticket_code })).statusCode).toBe(200);
    expect((await readBack(w1)).waitlist_position).toBe(1);
    expect((await readBack(w2)).status).toBe("confirmed");
    expect((await readBack(w3)).waitlist_position).toBe(2);
    expect(await sessionById(event.id, session.id)).toMatchObject({ places_taken: 5, waitlist_places: 5 });

    // A gives back 3: W1 (4) still does not fit, W3 (1) does; 2 places stay free.
    expect((await cancel(ctx.app, a.id, { ticket_code: a.ticket_code })).statusCode).toBe(200);
    expect(await readBack(w1)).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
    expect((await readBack(w3)).status).toBe("confirmed");
    expect(await sessionById(event.id, session.id)).toMatchObject({
      places_taken: 3,
      places_left: 2,
      waitlist_places: 4,
      state: "open",
    });
  });

  it("lets a waiting entry leave without moving any place, the ranks behind it moving up", async () => {
    const { event, session } = await oneSession(2);
    await registered(ctx.app, registration(event.id, { nombre_places: 2 }));
    const first = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 1, join_waitlist: true }),
    );
    const second = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 1, join_waitlist: true }),
    );
    const left = await cancel(ctx.app, first.id, { ticket_code: first.ticket_code });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: "cancelled", waitlist_position: null });
    expect((await readBack(second)).waitlist_position).toBe(1);
    expect(await sessionById(event.id, session.id)).toMatchObject({ places_taken: 2, waitlist_places: 1 });
  });
});
