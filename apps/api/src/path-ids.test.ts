import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerProfessionnel } from "./test/accounts.ts";
import { createTestApp, type TestContext } from "./test/app.ts";
import { createEvent, eventBody, insertLieu } from "./test/fixtures-events.ts";

// An id in a path or a query is read in its canonical decimal form only: before, Number() read
// "0x10" as 16, so /api/events/0x10 answered event 16 (issue 15).

let ctx: TestContext;
let eventId: number;
let owner: Awaited<ReturnType<typeof registerProfessionnel>>;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerProfessionnel(ctx.app);
  const lieu = await insertLieu(ctx.database.db, owner.user.id);
  eventId = (await createEvent(ctx.app, owner.token, eventBody(lieu.id))).id;
});
afterAll(() => ctx.close());

/** Other spellings of the number `id` that Number() reads as the same number. */
function looseSpellings(id: number): string[] {
  return [
    `0x${id.toString(16)}`,
    `${id}e0`,
    `${id / 10}e1`,
    `%20${id}`,
    `${id}%20`,
    `${id}.0`,
    `+${id}`,
    `0${id}`,
    `00${id}`,
    `0o${id.toString(8)}`,
    `0b${id.toString(2)}`,
  ];
}

describe("ids in paths", () => {
  it("answer an event at its canonical address only; other spellings are refused (400)", async () => {
    expect((await ctx.app.inject({ method: "GET", url: `/api/events/${eventId}` })).statusCode).toBe(200);
    for (const spelling of looseSpellings(eventId)) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/events/${spelling}` });
      expect(response.statusCode, spelling).toBe(400);
      expect(response.json(), spelling).toMatchObject({ code: "VALIDATION_ERROR" });
    }
  });

  it("refuse the same spellings for an account, a user's events and a query filter", async () => {
    const userId = owner.user.id;
    for (const spelling of looseSpellings(userId)) {
      const account = await ctx.app.inject({
        method: "GET",
        url: `/api/users/${spelling}`,
        headers: bearer(owner.token),
      });
      expect(account.statusCode, `users/${spelling}`).toBe(400);
      const events = await ctx.app.inject({
        method: "GET",
        url: `/api/events/user/${spelling}`,
        headers: bearer(owner.token),
      });
      expect(events.statusCode, `events/user/${spelling}`).toBe(400);
      const filtered = await ctx.app.inject({ method: "GET", url: `/api/lieux?user_id=${spelling}` });
      expect(filtered.statusCode, `lieux?user_id=${spelling}`).toBe(400);
    }
    const own = await ctx.app.inject({
      method: "GET",
      url: `/api/users/${userId}`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
  });

  it("refuse ids past PostgreSQL's integer, zero and negatives, as before", async () => {
    for (const spelling of ["0", "-1", "2147483648", "99999999999999999999"]) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/events/${spelling}` });
      expect(response.statusCode, spelling).toBe(400);
    }
    // The largest id still reads as an id (no such event).
    expect((await ctx.app.inject({ method: "GET", url: "/api/events/2147483647" })).statusCode).toBe(404);
  });
});
