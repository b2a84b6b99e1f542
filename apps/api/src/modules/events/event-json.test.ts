import { TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { createEvent, eventBody, insertLieu, insertParticipation } from "../../test/fixtures-events.ts";

// The events lists are written by the database as JSON text (event-json.ts, decision 054); one
// event's answer is still written by toEvent and the serializer. A list's item must be, byte for
// byte, that answer without its `sessions`: same fields, order, values, dates and numbers.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_TTL_MS: "0" });
});
afterAll(() => ctx.close());

/** One event's own answer, as its list item must read: the same text without `sessions`. */
async function ownAnswerOf(id: number, url = `/api/events/${id}`, headers?: Record<string, string>) {
  const response = await ctx.app.inject({ method: "GET", url, ...(headers && { headers }) });
  expect(response.statusCode, response.body).toBe(200);
  const event = response.json() as Record<string, unknown>;
  delete event.sessions;
  return JSON.stringify(event);
}

describe("the events lists written by the database", () => {
  it("answer each item as the event's own answer, byte for byte, odd values included", async () => {
    const account = await registerProfessionnel(ctx.app);
    const db = ctx.database.db;
    const lieu = await insertLieu(db, account.user.id, { nom: 'Salle « Ω » "quotes"', ville: "Orléans" });
    const hidden = await insertLieu(db, account.user.id, { nom: "Atelier privé", is_public: false });
    const made = [
      await createEvent(ctx.app, account.token, eventBody(lieu.id)),
      // Winter time, no end, free, no picture, every family asked out of order.
      await createEvent(
        ctx.app,
        account.token,
        eventBody(lieu.id, {
          date_start: "2031-01-05T10:00",
          date_end: null,
          price: null,
          image_url: null,
          accessibility: ["mental", "moteur", "auditif"],
          accessibility_details: "Boucle magnétique\tà l’accueil",
          description: 'Ligne 1\nLigne 2 « guillemets » "doubles" \\ barre, émoji 🎻, contrôle \u0001.',
        }),
      ),
      // A price in cents that is no round number of euros; several sessions, the first full.
      await createEvent(
        ctx.app,
        account.token,
        eventBody(lieu.id, {
          price: 0.07,
          date_start: undefined,
          date_end: undefined,
          sessions: [
            { starts_at: "2030-10-25T20:00", ends_at: "2030-10-25T22:00", capacity: 2 },
            { starts_at: "2030-10-27T02:30", ends_at: null, capacity: null },
          ],
        }),
      ),
      // Over: no next session.
      await createEvent(ctx.app, account.token, eventBody(lieu.id, { date_start: "2020-03-29T01:30" })),
      // A venue the public does not see: its `lieu` is null.
      await createEvent(ctx.app, account.token, eventBody(hidden.id, { price: 12345.6 })),
    ];
    const ids = made.map((event) => event.id);
    const [, second, third] = ids;
    await insertParticipation(db, third ?? 0, 2);
    // One of our own pictures (answered under PUBLIC_URL), and an instant with microseconds.
    await db.execute(sql`update events set image_url = '/uploads/abc.webp', image_alt = 'Affiche',
      created_at = '2029-06-30 22:59:59.999999+00' where id = ${second ?? 0}`);

    const list = await ctx.app.inject({ method: "GET", url: `/api/events?user_id=${account.user.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(list.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(ids.length));
    const items = list.json() as { id: number }[];
    expect(items.map((item) => item.id).sort()).toEqual([...ids].sort());
    const expected = await Promise.all(items.map((item) => ownAnswerOf(item.id)));
    expect(list.body).toBe(`[${expected.join(",")}]`);

    // The organiser's own list (every state, the reason, the suspension) against the preview.
    await db.execute(sql`update events set moderation_status = 'pending' where id = ${ids[0] ?? 0}`);
    const own = await ctx.app.inject({
      method: "GET",
      url: `/api/events/user/${account.user.id}`,
      headers: bearer(account.token),
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownItems = own.json() as { id: number; moderation_status: string }[];
    expect(ownItems.find((item) => item.id === ids[0])?.moderation_status).toBe("pending");
    const ownExpected = await Promise.all(
      ownItems.map((item) => ownAnswerOf(item.id, `/api/events/${item.id}/preview`, bearer(account.token))),
    );
    expect(own.body).toBe(`[${ownExpected.join(",")}]`);

    // The public list leaves the pending event out, as its own answer (404) does.
    const publicList = await ctx.app.inject({ method: "GET", url: `/api/events?user_id=${account.user.id}` });
    expect((publicList.json() as { id: number }[]).map((item) => item.id)).not.toContain(ids[0]);
  });
});
