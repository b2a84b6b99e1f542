import { randomUUID } from "node:crypto";
import { bookingMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, participations } from "../../db/schema.ts";
import { type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import {
  cancel,
  eventWithSessions,
  postEvent,
  register,
  registration,
  sessionsOf,
} from "../../test/booking.ts";
import { insertLieu } from "../../test/rows.ts";

// Idempotency-Key on POST /api/participations: a retry of the same request (a phone that lost the
// answer) never registers twice, for 24 h (docs/decisions/019-booking-core.md).

let ctx: TestContext;
let owner: RegisteredUser;
let participant: RegisteredUser;
let otherParticipant: RegisteredUser;
let lieuId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, participant, otherParticipant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id)).id;
});
afterAll(() => ctx.close());

async function newSession(capacity: number | null = 10) {
  const event = await postEvent(
    ctx.app,
    owner.token,
    eventWithSessions(lieuId, [{ starts_at: "2031-05-04T10:00", ends_at: null, capacity }]),
  );
  return event.id;
}

async function rowsOf(eventId: number) {
  const [row] = await ctx.database.db
    .select({ value: count() })
    .from(participations)
    .where(eq(participations.event_id, eventId));
  return row?.value;
}

const placesTaken = async (eventId: number) => (await sessionsOf(ctx.app, eventId))[0]?.places_taken;

describe("Idempotency-Key on POST /api/participations", () => {
  it("replays the first answer for the same key and body: one row, places taken once", async () => {
    const eventId = await newSession();
    const key = randomUUID();
    const body = registration(eventId, { nombre_places: 3 });
    const first = await register(ctx.app, body, { key, token: participant.token });
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const second = await register(ctx.app, body, { key, token: participant.token });
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const third = await register(ctx.app, reordered, { key, token: participant.token });
    expect(third.statusCode).toBe(201);
    expect(third.json().id).toBe(first.json().id);
    expect(await rowsOf(eventId)).toBe(1);
    expect(await placesTaken(eventId)).toBe(3);
  });

  it("refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED), writing nothing", async () => {
    const eventId = await newSession();
    const key = randomUUID();
    expect((await register(ctx.app, registration(eventId), { key })).statusCode).toBe(201);
    const other = await register(ctx.app, registration(eventId, { nombre_places: 2 }), { key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      error: bookingMessages.idempotencyKeyReused,
    });
    expect(await rowsOf(eventId)).toBe(1);
    expect(await placesTaken(eventId)).toBe(1);
  });

  it("keeps keys per account: two people may send the same key", async () => {
    const eventId = await newSession();
    const key = randomUUID();
    const body = registration(eventId);
    const mine = await register(ctx.app, body, { key, token: participant.token });
    const theirs = await register(ctx.app, body, { key, token: otherParticipant.token });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await rowsOf(eventId)).toBe(2);
  });

  it.each([
    ["too short", "abc1234"],
    ["too long", "k".repeat(201)],
    ["with a space", "clef avec espace"],
    ["not ASCII", "clé-d’idempotence"],
  ])("refuses a key %s (400), writing nothing", async (_, key) => {
    const eventId = await newSession();
    const response = await register(ctx.app, registration(eventId), { key });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: "Idempotency-Key",
      message: validationMessages.idempotencyKeyInvalid,
    });
    expect(await rowsOf(eventId)).toBe(0);
  });

  it("registers once for five simultaneous requests with the same key", async () => {
    const eventId = await newSession();
    const key = randomUUID();
    const body = registration(eventId, { nombre_places: 2 });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => register(ctx.app, body, { key, token: participant.token })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(responses.filter((response) => response.headers["idempotent-replayed"] === "true")).toHaveLength(
      4,
    );
    expect(await rowsOf(eventId)).toBe(1);
    expect(await placesTaken(eventId)).toBe(2);
  });

  it("does not burn a key on a refused first attempt (409 full): the retry registers", async () => {
    const eventId = await newSession(2);
    const blocker = (await register(ctx.app, registration(eventId, { nombre_places: 2 }))).json();
    const key = randomUUID();
    const body = registration(eventId, { nombre_places: 1 });
    const full = await register(ctx.app, body, { key });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("SESSION_FULL");
    const [stored] = await ctx.database.db
      .select({ value: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `anonymous:${key}`));
    expect(stored?.value).toBe(0);

    expect((await cancel(ctx.app, blocker.id, { ticket_code: blocker.ticket_code })).statusCode).toBe(200);
    const retry = await register(ctx.app, body, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    expect(await placesTaken(eventId)).toBe(1);
  });

  it("forgets a key after 24 h: the same key then registers anew", async () => {
    const eventId = await newSession();
    const key = randomUUID();
    const body = registration(eventId);
    const first = await register(ctx.app, body, { key, token: participant.token });
    expect(first.statusCode).toBe(201);
    // 23 h later the key still holds.
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '23 hours'` })
      .where(eq(idempotencyKeys.key, `${participant.user.id}:${key}`));
    expect(
      (await register(ctx.app, body, { key, token: participant.token })).headers["idempotent-replayed"],
    ).toBe("true");
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, `${participant.user.id}:${key}`));
    const later = await register(ctx.app, body, { key, token: participant.token });
    expect(later.statusCode).toBe(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
    expect(await rowsOf(eventId)).toBe(2);
    // The key now answers the new registration.
    const replay = await register(ctx.app, body, { key, token: participant.token });
    expect(replay.json().id).toBe(later.json().id);
  });
});
