import { FREE_CANCELLATION_HOURS } from "@culture-patrimoine/contract/constants";
import { bookingMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { participations } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import {
  cancel,
  eventWithSessions,
  postEvent,
  register,
  registered,
  registration,
  sessionsOf,
  testClock,
} from "../../test/booking.ts";
import { insertLieu } from "../../test/rows.ts";

// Cancelling a registration (the 48 h rule, on a clock the test sets), cancelling a session, and
// the ticket link. The app's clock (deps.now) drives every booking rule; the real time otherwise.

const clock = testClock();
let ctx: TestContext;
let owner: RegisteredUser;
let otherPro: RegisteredUser;
let participant: RegisteredUser;
let otherParticipant: RegisteredUser;
let lieuId: number;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  [owner, otherPro, participant, otherParticipant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id)).id;
});
afterAll(() => ctx.close());
afterEach(() => clock.reset());

const newEvent = (
  sessions: { starts_at: string; ends_at?: string | null; capacity?: number | null }[],
  extra = {},
) => postEvent(ctx.app, owner.token, eventWithSessions(lieuId, sessions, extra));

async function storedStatus(id: number) {
  const [row] = await ctx.database.db.select().from(participations).where(eq(participations.id, id));
  return row;
}

function checkIn(ticketCode: string, token = owner.token) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/check-ins",
    headers: bearer(token),
    payload: { ticket_code: ticketCode },
  });
}

describe("the 48 h rule, across the changes of time", () => {
  // 29 March 2026: Paris goes from UTC+1 to UTC+2 at 02:00. A session at 10:00 Paris (08:00Z) can be
  // cancelled until 48 h of elapsed time before: Friday 27 March 08:00Z, which is 09:00 in Paris.
  // 25 October 2026: back to UTC+1. 10:00 Paris is 09:00Z; the deadline, Friday 23 October 09:00Z,
  // is 11:00 in Paris.
  const cases = [
    {
      name: "Sunday 29 March 2026 (summer time starts)",
      startsAt: "2026-03-29T10:00",
      start: "2026-03-29T10:00:00+02:00",
      deadline: "2026-03-27T09:00:00+01:00",
      deadlineUtc: "2026-03-27T08:00:00Z",
      before: "2026-03-27T07:59:00Z",
      after: "2026-03-27T08:01:00Z",
      registerAt: "2026-03-01T12:00:00Z",
    },
    {
      name: "Sunday 25 October 2026 (summer time ends)",
      startsAt: "2026-10-25T10:00",
      start: "2026-10-25T10:00:00+01:00",
      deadline: "2026-10-23T11:00:00+02:00",
      deadlineUtc: "2026-10-23T09:00:00Z",
      before: "2026-10-23T08:59:00Z",
      after: "2026-10-23T09:01:00Z",
      registerAt: "2026-10-01T12:00:00Z",
    },
  ];

  it.each(cases)("$name: the holder cancels until the deadline, not a minute after", async (c) => {
    clock.set(c.registerAt);
    const event = await newEvent([{ starts_at: c.startsAt, ends_at: null, capacity: 10 }]);
    const [early, onTime, late] = await Promise.all(
      [1, 2, 3].map(() => registered(ctx.app, registration(event.id, { nombre_places: 2 }))),
    );
    expect(early.session.starts_at).toBe(c.start);
    expect(early.cancellable_until).toBe(c.deadline);

    clock.set(c.before);
    const first = await cancel(ctx.app, early.id, { ticket_code: early.ticket_code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "cancelled", cancelled_by: "participant" });
    expect((await storedStatus(early.id))?.cancelled_at?.toISOString()).toBe(
      new Date(c.before).toISOString(),
    );

    clock.set(c.deadlineUtc);
    expect((await cancel(ctx.app, onTime.id, { ticket_code: onTime.ticket_code })).statusCode).toBe(200);

    clock.set(c.after);
    const refused = await cancel(ctx.app, late.id, { ticket_code: late.ticket_code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(bookingMessages.cancellationClosed(FREE_CANCELLATION_HOURS));
    expect(await storedStatus(late.id)).toMatchObject({ status: "confirmed", cancelled_at: null });
    const [session] = await sessionsOf(ctx.app, event.id);
    expect(session?.places_taken).toBe(2);
  });

  it("lets a waiting entry leave after the deadline, and the organiser cancel anyone, promoting at once", async () => {
    clock.set("2026-03-01T12:00:00Z");
    const event = await newEvent([{ starts_at: "2026-03-29T10:00", ends_at: null, capacity: 2 }]);
    const holder = await registered(ctx.app, registration(event.id, { nombre_places: 2 }), participant.token);
    const waiting = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 1, join_waitlist: true }),
    );
    const leaving = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 1, join_waitlist: true }),
    );

    clock.set("2026-03-28T18:00:00Z");
    const left = await cancel(ctx.app, leaving.id, { ticket_code: leaving.ticket_code });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: "cancelled", cancelled_by: "participant" });
    expect((await cancel(ctx.app, holder.id, { token: participant.token })).statusCode).toBe(409);

    const byOrganiser = await cancel(ctx.app, holder.id, { token: owner.token });
    expect(byOrganiser.statusCode).toBe(200);
    expect(byOrganiser.json()).toMatchObject({
      status: "cancelled",
      cancelled_by: "organiser",
      cancelled_at: "2026-03-28T19:00:00+01:00",
    });
    const promoted = (
      await ctx.app.inject({ method: "GET", url: `/api/tickets/${waiting.ticket_code}` })
    ).json();
    expect(promoted).toMatchObject({ status: "confirmed", promoted_at: "2026-03-28T19:00:00+01:00" });
    const [session] = await sessionsOf(ctx.app, event.id);
    expect(session).toMatchObject({ places_taken: 1, waitlist_places: 0 });
  });

  it("refuses registrations once the session has started on the app's clock (400)", async () => {
    clock.set("2026-03-01T12:00:00Z");
    const event = await newEvent([{ starts_at: "2026-03-29T10:00", ends_at: null, capacity: 2 }]);
    const [session] = event.sessions;
    clock.set("2026-03-29T08:00:00Z");
    const response = await register(ctx.app, registration(event.id, { session_id: session?.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: "session_id",
      message: bookingMessages.sessionPast,
    });
  });
});

describe("POST /api/participations/{id}/cancel", () => {
  it("cancels with the ticket code and no account; a wrong code is 403, no token and no code 401", async () => {
    const event = await newEvent([{ starts_at: "2031-05-04T10:00", ends_at: null, capacity: 10 }]);
    const created = await registered(ctx.app, registration(event.id, { nombre_places: 3 }));
    const wrong = await cancel(ctx.app, created.id, { ticket_code: "A".repeat(32) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(bookingMessages.cancellationNotAllowed);
    expect((await cancel(ctx.app, created.id)).statusCode).toBe(401);
    expect((await cancel(ctx.app, created.id, { token: otherParticipant.token })).statusCode).toBe(403);
    expect((await cancel(ctx.app, created.id, { token: otherPro.token })).statusCode).toBe(403);
    expect(await storedStatus(created.id)).toMatchObject({ status: "confirmed" });

    const done = await cancel(ctx.app, created.id, { ticket_code: created.ticket_code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: created.id,
      status: "cancelled",
      cancelled_by: "participant",
      Event: { id: event.id },
    });
    expect((await sessionsOf(ctx.app, event.id))[0]?.places_taken).toBe(0);
  });

  it("cancels for the holder's token without a code, and answers 409 when already cancelled", async () => {
    const event = await newEvent([{ starts_at: "2031-05-04T10:00", ends_at: null, capacity: 10 }]);
    const created = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 2 }),
      participant.token,
    );
    expect((await cancel(ctx.app, created.id, { token: participant.token })).statusCode).toBe(200);
    for (const again of [
      { token: participant.token },
      { token: owner.token },
      { ticket_code: created.ticket_code },
    ]) {
      const response = await cancel(ctx.app, created.id, again);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(bookingMessages.alreadyCancelled);
    }
    // The places were given back once.
    expect((await sessionsOf(ctx.app, event.id))[0]?.places_taken).toBe(0);
  });

  it("answers 404 for an unknown registration", async () => {
    expect((await cancel(ctx.app, 999_999, { token: owner.token })).statusCode).toBe(404);
  });
});

describe("POST /api/events/{id}/sessions/{sessionId}/cancel", () => {
  it("cancels every registration of the session (cancelled_by session), whose tickets then say so at the door", async () => {
    const event = await newEvent([
      { starts_at: "2031-05-04T10:00", ends_at: null, capacity: 3 },
      { starts_at: "2031-05-11T10:00", ends_at: null, capacity: 3 },
    ]);
    const [first, second] = event.sessions;
    const confirmed = await registered(
      ctx.app,
      registration(event.id, { session_id: first?.id, nombre_places: 2 }),
    );
    const other = await registered(
      ctx.app,
      registration(event.id, { session_id: first?.id, nombre_places: 1 }),
    );
    const waiting = await registered(
      ctx.app,
      registration(event.id, { session_id: first?.id, nombre_places: 2, join_waitlist: true }),
    );
    const elsewhere = await registered(
      ctx.app,
      registration(event.id, { session_id: second?.id, nombre_places: 1 }),
    );

    const url = `/api/events/${event.id}/sessions/${first?.id}/cancel`;
    const response = await ctx.app.inject({ method: "POST", url, headers: bearer(owner.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: first?.id,
      state: "cancelled",
      places_taken: 0,
      waitlist_places: 0,
      cancelled_at: expect.any(String),
    });
    for (const entry of [confirmed, other, waiting]) {
      expect(await storedStatus(entry.id)).toMatchObject({ status: "cancelled", cancelled_by: "session" });
      const ticket = (
        await ctx.app.inject({ method: "GET", url: `/api/tickets/${entry.ticket_code}` })
      ).json();
      expect(ticket).toMatchObject({ status: "cancelled", cancelled_by: "session", waitlist_position: null });
      expect(ticket.session.cancelled_at).not.toBeNull();
    }
    expect(await storedStatus(elsewhere.id)).toMatchObject({ status: "confirmed", cancelled_by: null });

    const door = await checkIn(confirmed.ticket_code);
    expect(door.statusCode).toBe(200);
    expect(door.json()).toMatchObject({ result: "session_cancelled", attendee: { id: confirmed.id } });
    expect((await checkIn(elsewhere.ticket_code)).json().result).toBe("checked_in");

    const again = await ctx.app.inject({ method: "POST", url, headers: bearer(owner.token) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(bookingMessages.sessionAlreadyCancelled);
    const byHolder = await cancel(ctx.app, other.id, { ticket_code: other.ticket_code });
    expect(byHolder.statusCode).toBe(409);
    expect(byHolder.json().error).toBe(bookingMessages.alreadyCancelled);
  });

  it("answers 404 for a session of another event, and lets only the owner cancel", async () => {
    const event = await newEvent([{ starts_at: "2031-05-04T10:00", ends_at: null, capacity: 3 }]);
    const otherEvent = await newEvent([{ starts_at: "2031-05-04T10:00", ends_at: null, capacity: 3 }]);
    const url = (sessionId: number | undefined) => `/api/events/${event.id}/sessions/${sessionId}/cancel`;
    const foreign = await ctx.app.inject({
      method: "POST",
      url: url(otherEvent.sessions[0]?.id),
      headers: bearer(owner.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(bookingMessages.sessionNotFound);
    const own = url(event.sessions[0]?.id);
    expect((await ctx.app.inject({ method: "POST", url: own })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "POST", url: own, headers: bearer(participant.token) })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: "POST", url: own, headers: bearer(otherPro.token) })).statusCode,
    ).toBe(403);
    expect((await sessionsOf(ctx.app, event.id))[0]?.state).toBe("open");
  });
});

describe("GET /api/tickets/{code}", () => {
  it("answers whoever holds the code, without an account, with the event and no shared caching", async () => {
    const event = await newEvent([
      { starts_at: "2031-05-04T10:00", ends_at: "2031-05-04T12:00", capacity: 10 },
    ]);
    const created = await registered(
      ctx.app,
      registration(event.id, { nombre_places: 2 }),
      participant.token,
    );
    const response = await ctx.app.inject({ method: "GET", url: `/api/tickets/${created.ticket_code}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toMatchObject({
      id: created.id,
      ticket_code: created.ticket_code,
      status: "confirmed",
      session: {
        id: event.sessions[0]?.id,
        starts_at: "2031-05-04T10:00:00+02:00",
        ends_at: "2031-05-04T12:00:00+02:00",
      },
      cancellable_until: "2031-05-02T10:00:00+02:00",
      Event: { id: event.id, title: event.title, lieu: { id: lieuId } },
    });
  });

  it.each([
    ["malformed", "pas-un-code"],
    ["too short", "A".repeat(31)],
    ["well formed but unknown", "A".repeat(32)],
  ])("answers 404 with a French message for a %s code", async (_, code) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/tickets/${code}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(bookingMessages.ticketNotFound);
  });

  it.each([
    ["free", { price: null }, "free"],
    ["paid at the venue", { price: 12 }, "on_site"],
    ["paid online", { price: 12, payment_mode: "online" }, "pending"],
  ])("answers the payment status of a %s event", async (_, extra, status) => {
    const event = await newEvent([{ starts_at: "2031-05-04T10:00", ends_at: null, capacity: 10 }], extra);
    const created = await registered(ctx.app, registration(event.id, { nombre_places: 2 }));
    const ticket = (
      await ctx.app.inject({ method: "GET", url: `/api/tickets/${created.ticket_code}` })
    ).json();
    expect(ticket).toMatchObject({
      payment_status: status,
      payment_mode: status === "pending" ? "online" : status,
      montant_paye: status === "free" ? 0 : 24,
    });
  });
});
