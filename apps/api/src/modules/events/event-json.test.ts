import {
  LIST_COUNT_BOUND,
  LIST_CURSOR_PATTERN,
  LIST_MAX_LIMIT,
  TOTAL_COUNT_HEADER,
} from "@culture-patrimoine/contract/constants";
import { eventListQuerySchema, eventSchema } from "@culture-patrimoine/contract/schemas/event";
import { sql } from "drizzle-orm";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { bearer, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import {
  createEvent,
  eventBody,
  insertLieu,
  insertParticipation,
  organiserEventWithSessions,
} from "../../test/fixtures-events.ts";
import { eventListText, plainEventListText } from "./event-json.ts";
import { getEvent, listEventsText } from "./events.service.ts";

// The public events answers are written by the database as JSON text (event-json.ts, decision
// 054). They must be, byte for byte, what toEvent and the serializer wrote (getEvent, which the
// writes and previews still answer): same fields, order, values, dates and numbers; a list's item
// is the event's answer without its `sessions`.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_TTL_MS: "0" });
});
afterAll(() => ctx.close());

/** What the serializer writes for `data` as `schema` says (the route's way before decision 054). */
function serialized(schema: z.ZodType, data: unknown): string {
  return serializerCompiler({ schema, method: "GET", url: "/" })(data);
}

/**
 * One event's public answer as toEvent and the serializer write it (getEvent), and the same text
 * without `sessions`: what a list item must read.
 */
async function writtenByJavaScript(id: number) {
  const event = await getEvent(ctx.database.db, id, ctx.config.publicUrl, new Date());
  const { sessions: _sessions, ...item } = event;
  return { item: serialized(eventSchema, item), event: serialized(eventSchema, event) };
}

/** An owner's preview (still toEvent's), without `sessions`: what their own list's item must read. */
async function ownAnswerOf(id: number, token: string) {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/events/${id}/preview`,
    headers: bearer(token),
  });
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
    const hidden = await insertLieu(db, account.user.id, {
      nom: "Atelier privé",
      moderation_status: "pending",
    });
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

    // A cancelled session: in the event's sessions, never its next one.
    await db.execute(sql`insert into event_sessions (event_id, starts_at, ends_at, capacity, cancelled_at)
      values (${third ?? 0}, '2030-10-26 18:00+00', null, 10, '2026-01-02 03:04:05+00')`);

    // Each event's own answer, its sessions included, is getEvent's text.
    for (const id of ids) {
      const one = await ctx.app.inject({ method: "GET", url: `/api/events/${id}` });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(one.body).toBe((await writtenByJavaScript(id)).event);
    }
    const sessionsOfThird = (await ctx.app.inject({ method: "GET", url: `/api/events/${third}` })).json()
      .sessions;
    expect(sessionsOfThird.map((session: { state: string }) => session.state)).toEqual([
      "full",
      "cancelled",
      "open",
    ]);

    const list = await ctx.app.inject({ method: "GET", url: `/api/events?user_id=${account.user.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(list.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(ids.length));
    const items = list.json() as { id: number }[];
    expect(items.map((item) => item.id).sort()).toEqual([...ids].sort());
    const expected = await Promise.all(items.map((item) => writtenByJavaScript(item.id)));
    expect(list.body).toBe(`[${expected.map((event) => event.item).join(",")}]`);

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
    const ownExpected = await Promise.all(ownItems.map((item) => ownAnswerOf(item.id, account.token)));
    expect(own.body).toBe(`[${ownExpected.join(",")}]`);

    // The public list leaves the pending event out, and its own answer is the 404 of an unknown one.
    const publicList = await ctx.app.inject({ method: "GET", url: `/api/events?user_id=${account.user.id}` });
    expect((publicList.json() as { id: number }[]).map((item) => item.id)).not.toContain(ids[0]);
    const hiddenOne = await ctx.app.inject({ method: "GET", url: `/api/events/${ids[0]}` });
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/events/999999" });
    expect(hiddenOne.statusCode).toBe(404);
    expect(hiddenOne.body).toBe(unknown.body);
  });

  // An item's own fields are kept with its row by triggers (decision 056): every write they depend on,
  // through the API or not, must show in the next list, as toEvent reads it.
  it("follow every write an item depends on: the event, its venue renamed, hidden, deleted", async () => {
    const account = await registerProfessionnel(ctx.app);
    const db = ctx.database.db;
    const lieu = await insertLieu(db, account.user.id, { nom: "Salle des fêtes", ville: "Blois" });
    const event = await createEvent(ctx.app, account.token, eventBody(lieu.id));
    const expectListAsAnswer = async () => {
      const list = await ctx.app.inject({ method: "GET", url: `/api/events?user_id=${account.user.id}` });
      expect(list.statusCode).toBe(200);
      const written = await writtenByJavaScript(event.id);
      expect(list.body).toBe(`[${written.item}]`);
      const one = await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}` });
      expect(one.body).toBe(written.event);
      return (list.json() as Record<string, unknown>[])[0];
    };
    await expectListAsAnswer();

    const edited = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${event.id}`,
      headers: bearer(account.token),
      payload: eventBody(lieu.id, {
        title: "Nuit « Renaissance » au château",
        description: "Dernière entrée à 22 h.",
        date_start: "2031-03-30T01:30",
        date_end: null,
        price: 4.5,
        accessibility: ["visuel", "moteur"],
        accessibility_details: "Rampe d’accès",
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await expectListAsAnswer()).toMatchObject({
      title: "Nuit « Renaissance » au château",
      price: 4.5,
      accessibility: ["moteur", "visuel"],
    });

    const renamed = await ctx.app.inject({
      method: "PUT",
      url: `/api/lieux/${lieu.id}`,
      headers: bearer(account.token),
      payload: { nom: "Halle aux grains", ville: "Blois", pays: "France" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await expectListAsAnswer())?.lieu).toEqual({
      id: lieu.id,
      nom: "Halle aux grains",
      ville: "Blois",
    });

    await db.execute(sql`update lieux set moderation_status = 'pending' where id = ${lieu.id}`);
    expect((await expectListAsAnswer())?.lieu).toBeNull();

    await db.execute(sql`delete from lieux where id = ${lieu.id}`);
    expect(await expectListAsAnswer()).toMatchObject({ lieu_id: null, lieu: null });
  });

  // A session's own fields are kept with its row too (migration 0018): its dates, capacity and
  // cancellation, whatever writes them; its places, waiting list and state are written at each read.
  it("follow every write a session depends on: dates, capacity, bookings, cancellation", async () => {
    const db = ctx.database.db;
    const { account, event } = await organiserEventWithSessions(
      ctx.app,
      db,
      { nom: "Grange", ville: "Vézelay" },
      [
        { starts_at: "2031-05-01T20:00", ends_at: "2031-05-01T22:00", capacity: 2 },
        { starts_at: "2031-05-02T20:00", ends_at: null, capacity: null },
      ],
    );
    const expectAnswers = async () => {
      const written = await writtenByJavaScript(event.id);
      const one = await ctx.app.inject({ method: "GET", url: `/api/events/${event.id}` });
      expect(one.body).toBe(written.event);
      const list = await ctx.app.inject({ method: "GET", url: `/api/events?user_id=${account.user.id}` });
      expect(list.body).toBe(`[${written.item}]`);
      return one.json() as { next_session: Record<string, unknown>; sessions: Record<string, unknown>[] };
    };
    const [first, second] = (await expectAnswers()).sessions.map((session) => Number(session.id));

    await insertParticipation(db, event.id, 2);
    expect((await expectAnswers()).sessions[0]).toMatchObject({ state: "full", places_left: 0 });

    await db.execute(sql`update event_sessions set capacity = 5, ends_at = null where id = ${first ?? 0}`);
    expect((await expectAnswers()).sessions[0]).toMatchObject({ capacity: 5, ends_at: null, state: "open" });

    // Moved before the other one, in summer time: the order and the next session follow.
    await db.execute(
      sql`update event_sessions set starts_at = '2031-04-30 18:30+00' where id = ${second ?? 0}`,
    );
    const moved = await expectAnswers();
    expect(moved.sessions.map((session) => session.id)).toEqual([second, first]);
    expect(moved.next_session).toMatchObject({ id: second, starts_at: "2031-04-30T20:30:00+02:00" });

    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/events/${event.id}/sessions/${second}/cancel`,
      headers: bearer(account.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await expectAnswers();
    expect(after.sessions[0]).toMatchObject({ id: second, state: "cancelled" });
    expect(after.next_session).toMatchObject({ id: first });
  });

  // SPEC's complete list and its pages by offset: keys and items in one statement (decision 056),
  // what the keys then the items answer, total, bound and cursor included.
  it("answer a list without filters in one statement as in two", async () => {
    const db = ctx.database.db;
    const {
      account,
      lieu,
      event: template,
    } = await organiserEventWithSessions(ctx.app, db, { nom: "Théâtre", ville: "Chinon" }, [
      { starts_at: "2031-05-02T20:30", ends_at: null, capacity: 40 },
    ]);
    await createEvent(ctx.app, account.token, eventBody(lieu.id, { date_start: "2020-03-29T01:30" }));
    // More public events than a count's bound, some starting at the same instant (ties by id), and
    // a hidden one among them.
    await db.execute(sql`insert into events (title, category, date_start, date_end, price_cents, payment_mode,
        lieu_id, user_id, organisation_id)
      select 'Série n° ' || n, category, date_start + (n / 3) * interval '1 day', null, n, payment_mode,
        lieu_id, user_id, organisation_id
      from events, generate_series(1, ${LIST_COUNT_BOUND + 5}) as n where id = ${template.id}`);
    await db.execute(sql`update events set moderation_status = 'pending' where title = 'Série n° 7'`);
    const now = new Date();
    const publicUrl = ctx.config.publicUrl;
    const windows = [
      {},
      { limit: "2" },
      { limit: "3", offset: "4" },
      { limit: "200", offset: "90" },
      { offset: "5000" },
    ];
    for (const window of windows) {
      const query = eventListQuerySchema.parse(window);
      const plain = await plainEventListText(db, query, { publicUrl, now });
      expect(plain, JSON.stringify(window)).toEqual(await listEventsText(db, query, publicUrl, now));
    }
    const bounded = await plainEventListText(db, eventListQuerySchema.parse({ limit: "2" }), {
      publicUrl,
      now,
    });
    expect(bounded).toMatchObject({ bounded: true, total: LIST_COUNT_BOUND + 1 });
    expect(bounded?.next).toMatch(LIST_CURSOR_PATTERN);
    // A filter, a search or a cursor: the two statements' way.
    for (const window of [{ q: "série" }, { upcoming: "true" }, { after: bounded?.next ?? "" }]) {
      expect(
        await plainEventListText(db, eventListQuerySchema.parse(window), { publicUrl, now }),
      ).toBeUndefined();
    }
  });

  // One prepared statement serves a page and a list of any length (event-json.ts): a long one, past
  // its first five calls (PostgreSQL's generic plan), writes what its pages write.
  it("answer a list longer than a page as its pages do, with or without distances", async () => {
    const account = await registerProfessionnel(ctx.app);
    const lieu = await insertLieu(ctx.database.db, account.user.id, { nom: "Grande salle", ville: "Tours" });
    const made = [
      await createEvent(ctx.app, account.token, eventBody(lieu.id)),
      await createEvent(ctx.app, account.token, eventBody(lieu.id, { date_start: "2020-03-29T01:30" })),
      await createEvent(ctx.app, account.token, eventBody(lieu.id, { price: null, image_url: null })),
    ];
    const long = Array.from({ length: LIST_MAX_LIMIT + 7 }, (_, index) => made[index % made.length]?.id ?? 0);
    const distances = new Map(made.map((event, index) => [event.id, index === 1 ? null : index * 1.5]));
    for (const withDistances of [false, true]) {
      const textOf = (ids: number[]) =>
        eventListText(ctx.database.db, ids, {
          publicUrl: ctx.config.publicUrl,
          now: new Date(),
          reader: { kind: "public" },
          ...(withDistances && { distances }),
        });
      const whole = await textOf(long);
      const pages = [await textOf(long.slice(0, LIST_MAX_LIMIT)), await textOf(long.slice(LIST_MAX_LIMIT))];
      expect(JSON.parse(whole)).toHaveLength(long.length);
      expect(whole).toBe(`[${pages.map((page) => page.slice(1, -1)).join(",")}]`);
      for (let call = 0; call < 6; call++) expect(await textOf(long)).toBe(whole);
    }
  });
});
