import { RECENT_EVENTS_LIMIT } from "@culture-patrimoine/contract/constants";
import { eventMessages, lieuMessages, validationMessages as m } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, lieux, participations, programs } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import {
  countRows,
  createEvent,
  eventBody,
  insertLieu,
  insertParticipation,
  programLine,
} from "../../test/fixtures-events.ts";
import { ownerColumns } from "../../test/rows.ts";

let ctx: TestContext;
let owner: RegisteredUser;
let otherPro: RegisteredUser;
let participant: RegisteredUser;
let lieuId: number;
let otherLieuId: number;
/** The event the PUT bad-input cases aim at; created once. */
let fixedEventId: number | undefined;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, otherPro, participant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
  lieuId = (await insertLieu(ctx.database.db, owner.user.id)).id;
  otherLieuId = (
    await insertLieu(ctx.database.db, otherPro.user.id, { nom: "Musée Fabre", ville: "Montpellier" })
  ).id;
});
afterAll(() => ctx.close());

const send = (options: InjectOptions) => ctx.app.inject(options);
const auth = (user: RegisteredUser | undefined) => (user ? bearer(user.token) : {});

/** A professionnel with a venue of their own: list tests filter on them so other tests do not interfere. */
async function newOrganiser() {
  const account = await registerProfessionnel(ctx.app);
  const lieu = await insertLieu(ctx.database.db, account.user.id, { nom: "Cathédrale", ville: "Reims" });
  return { account, lieuId: lieu.id };
}

async function storedEvent(id: number) {
  const [row] = await ctx.database.db.select().from(events).where(eq(events.id, id));
  return row;
}

describe("GET /api/events", () => {
  it("keeps only events not over yet with upcoming=true", async () => {
    const { account, lieuId } = await newOrganiser();
    const day = 86_400_000;
    const owner = await ownerColumns(ctx.database.db, account.user.id);
    const [over, running, coming] = await ctx.database.db
      .insert(events)
      .values(
        [
          {
            title: "Fini",
            date_start: new Date(Date.now() - 3 * day),
            date_end: new Date(Date.now() - 2 * day),
          },
          { title: "En cours", date_start: new Date(Date.now() - day), date_end: new Date(Date.now() + day) },
          { title: "À venir", date_start: new Date(Date.now() + day), date_end: null },
        ].map((row) => ({
          ...row,
          category: "Exposition" as const,
          lieu_id: lieuId,
          ...owner,
        })),
      )
      .returning({ id: events.id });
    const ids = async (url: string) =>
      (await send({ method: "GET", url })).json().map((event: { id: number }) => event.id);
    const all = await ids(`/api/events?user_id=${account.user.id}`);
    expect(all).toEqual([over?.id, running?.id, coming?.id]);
    const upcoming = await send({
      method: "GET",
      url: `/api/events?user_id=${account.user.id}&upcoming=true`,
    });
    expect(upcoming.json().map((event: { id: number }) => event.id)).toEqual([running?.id, coming?.id]);
    expect(upcoming.headers["x-total-count"]).toBe("2");
  });

  it("answers events by start date with their venue, prices in euros and ISO dates", async () => {
    const { account, lieuId: venue } = await newOrganiser();
    const late = await createEvent(
      ctx.app,
      account.token,
      eventBody(venue, { date_start: "2031-03-01T10:00", date_end: null }),
    );
    const early = await createEvent(
      ctx.app,
      account.token,
      eventBody(venue, { date_start: "2030-12-24T18:00", date_end: null, price: "" }),
    );
    const tie = await createEvent(
      ctx.app,
      account.token,
      eventBody(venue, { date_start: "2031-03-01T10:00", date_end: null }),
    );

    const response = await send({ method: "GET", url: `/api/events?user_id=${account.user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("3");
    const body = response.json();
    expect(body.map((event: { id: number }) => event.id)).toEqual([early.id, late.id, tie.id]);
    expect(body[0]).toEqual({
      id: early.id,
      title: "Les Chorégies d'Orange",
      description: "Opéra en plein air au théâtre antique.",
      category: "Musique",
      date_start: "2030-12-24T18:00:00+01:00",
      date_end: null,
      price: null,
      image_url: "https://exemple.fr/choregies.jpg",
      image_alt: null,
      lieu_id: venue,
      user_id: account.user.id,
      organisation_id: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/),
      lieu: { id: venue, nom: "Cathédrale", ville: "Reims" },
      payment_mode: "free",
      accessibility: [],
      accessibility_details: null,
      next_session: {
        id: expect.any(Number),
        event_id: early.id,
        starts_at: "2030-12-24T18:00:00+01:00",
        ends_at: null,
        capacity: null,
        places_taken: 0,
        places_left: null,
        waitlist_places: 0,
        state: "open",
        cancelled_at: null,
      },
      moderation_status: "published",
    });
    expect(body[1]).toMatchObject({
      price: 45.5,
      payment_mode: "on_site",
      date_start: "2031-03-01T10:00:00+01:00",
    });
  });

  it("answers lieu null once the venue is deleted (Lieu non renseigné)", async () => {
    const { account, lieuId: venue } = await newOrganiser();
    const event = await createEvent(ctx.app, account.token, eventBody(venue));
    await ctx.database.db.delete(lieux).where(eq(lieux.id, venue));
    const response = await send({ method: "GET", url: `/api/events?user_id=${account.user.id}` });
    expect(response.json()).toEqual([expect.objectContaining({ id: event.id, lieu_id: null, lieu: null })]);
  });

  describe("search", () => {
    let organiser: RegisteredUser;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const { account, lieuId: venue } = await newOrganiser();
      organiser = account;
      const titles: [string, string, string | null][] = [
        ["accented", "Concert à l'Église Saint-Trophime", null],
        ["upper", "VISITE DE L'EGLISE ABBATIALE", "Une heure avec le guide."],
        ["inDescription", "Récital d'orgue", "Dans la nef de l'église Notre-Dame."],
        ["unrelated", "Exposition Matisse", "Peintures et papiers découpés."],
        ["percent", "100% jazz", null],
        ["underscore", "Jazz_club", null],
        ["plain", "Jazz club", null],
        ["backslash", "Chemin C:\\Musique", null],
      ];
      for (const [key, title, description] of titles) {
        ids[key] = (await createEvent(ctx.app, account.token, eventBody(venue, { title, description }))).id;
      }
    });

    async function search(q: string, extra = ""): Promise<number[]> {
      const response = await send({
        method: "GET",
        url: `/api/events?user_id=${organiser.user.id}&q=${encodeURIComponent(q)}${extra}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-total-count"]).toBe(String(response.json().length));
      return response.json().map((event: { id: number }) => event.id);
    }

    it.each(["eglise", "EGLISE", "Église", "égLIse", "  eglise  "])(
      "finds Église, EGLISE and a description match for %j",
      async (q) => {
        expect((await search(q)).sort()).toEqual([ids.accented, ids.upper, ids.inDescription].sort());
      },
    );

    it("matches a substring inside a word", async () => {
      expect(await search("trophi")).toEqual([ids.accented]);
    });

    it("reads % and _ as themselves, not as LIKE wildcards", async () => {
      expect(await search("%")).toEqual([ids.percent]);
      expect(await search("0% j")).toEqual([ids.percent]);
      expect(await search("_")).toEqual([ids.underscore]);
      expect(await search("z_c")).toEqual([ids.underscore]);
      // unaccent folds the fullwidth forms into % and _: they must stay literal too.
      expect(await search("％")).toEqual([ids.percent]);
      expect(await search("＿")).toEqual([ids.underscore]);
      expect(await search("\\")).toEqual([ids.backslash]);
    });

    it("finds nothing for SQL metacharacters, and an empty q lists everything", async () => {
      expect(await search("' or 1=1 --")).toEqual([]);
      expect(await search("")).toHaveLength(Object.keys(ids).length);
    });

    it("combines the search with the category filter", async () => {
      expect(await search("eglise", "&category=Exposition")).toEqual([]);
      expect((await search("eglise", "&category=Musique")).length).toBe(3);
    });

    it("refuses a search longer than 200 characters", async () => {
      const response = await send({ method: "GET", url: `/api/events?q=${"a".repeat(201)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ path: "q", message: m.searchInvalid });
    });
  });

  it("filters by category (accepting a decomposed é), and refuses an unknown one", async () => {
    const { account, lieuId: venue } = await newOrganiser();
    const talk = await createEvent(ctx.app, account.token, eventBody(venue, { category: "Conférence" }));
    await createEvent(ctx.app, account.token, eventBody(venue, { category: "Spectacle" }));
    const decomposed = encodeURIComponent("Confe\u0301rence");
    const response = await send({
      method: "GET",
      url: `/api/events?user_id=${account.user.id}&category=${decomposed}`,
    });
    expect(response.json().map((event: { id: number }) => event.id)).toEqual([talk.id]);
    expect(response.headers["x-total-count"]).toBe("1");

    const all = await send({ method: "GET", url: `/api/events?user_id=${account.user.id}&category=` });
    expect(all.json()).toHaveLength(2);

    const unknown = await send({ method: "GET", url: "/api/events?category=Cirque" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: "category", message: m.categoryInvalid }],
    });
  });

  it("pages with limit and offset and sends the filter's total in X-Total-Count", async () => {
    const { account, lieuId: venue } = await newOrganiser();
    const created: number[] = [];
    for (let day = 10; day < 15; day++) {
      created.push(
        (
          await createEvent(
            ctx.app,
            account.token,
            eventBody(venue, { date_start: `2030-09-${day}`, date_end: null }),
          )
        ).id,
      );
    }
    const page = async (query: string) => {
      const response = await send({ method: "GET", url: `/api/events?user_id=${account.user.id}&${query}` });
      expect(response.headers["x-total-count"]).toBe("5");
      return response.json().map((event: { id: number }) => event.id);
    };
    expect(await page("limit=2")).toEqual(created.slice(0, 2));
    expect(await page("limit=2&offset=2")).toEqual(created.slice(2, 4));
    expect(await page("limit=2&offset=4")).toEqual(created.slice(4));
    expect(await page("limit=2&offset=10")).toEqual([]);

    for (const query of ["limit=0", "limit=201", "offset=-1", "limit=abc"]) {
      const response = await send({ method: "GET", url: `/api/events?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("GET /api/events/{id}", () => {
  it("answers the event with its venue", async () => {
    const event = await createEvent(ctx.app, owner.token, eventBody(lieuId));
    const response = await send({ method: "GET", url: `/api/events/${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: event.id,
      price: 45.5,
      date_start: "2030-07-14T21:30:00+02:00",
      date_end: "2030-07-14T23:45:00+02:00",
      lieu: { id: lieuId, nom: "Théâtre antique", ville: "Orange" },
    });
  });

  it("answers 404 with a French message for an unknown id, 400 for a non-numeric one", async () => {
    const missing = await send({ method: "GET", url: "/api/events/987654" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: eventMessages.notFound, code: "NOT_FOUND" });
    const malformed = await send({ method: "GET", url: "/api/events/abc" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("VALIDATION_ERROR");
  });
});

describe("GET /api/events/user/{userId}", () => {
  it("answers the caller's own events with the total", async () => {
    const { account, lieuId: venue } = await newOrganiser();
    const event = await createEvent(ctx.app, account.token, eventBody(venue));
    const response = await send({
      method: "GET",
      url: `/api/events/user/${account.user.id}`,
      headers: auth(account),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("1");
    expect(response.json()).toEqual([expect.objectContaining({ id: event.id, title: event.title })]);
  });

  it("refuses someone else's list (403) and anonymous callers (401)", async () => {
    const forbidden = await send({
      method: "GET",
      url: `/api/events/user/${owner.user.id}`,
      headers: auth(otherPro),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe("FORBIDDEN");
    const anonymous = await send({ method: "GET", url: `/api/events/user/${owner.user.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("is not mistaken for an event id", async () => {
    const response = await send({ method: "GET", url: "/api/events/user" });
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/events/recent", () => {
  it("answers the newest events first, at most 10, without those of the excluded organiser", async () => {
    const { account, lieuId: venue } = await newOrganiser();
    const created: Awaited<ReturnType<typeof createEvent>>[] = [];
    for (let index = 0; index < RECENT_EVENTS_LIMIT + 1; index++) {
      created.push(await createEvent(ctx.app, account.token, eventBody(venue, { title: `Récent ${index}` })));
    }
    const response = await send({
      method: "GET",
      url: `/api/events/recent?exclude_user_id=${owner.user.id}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((event: { id: number }) => event.id)).toEqual(
      created
        .slice(1)
        .reverse()
        .map((event) => event.id),
    );
    expect(body[0]).toEqual({
      id: created.at(-1)?.id,
      title: `Récent ${RECENT_EVENTS_LIMIT}`,
      date_start: "2030-07-14T21:30:00+02:00",
      date_end: "2030-07-14T23:45:00+02:00",
      category: "Musique",
    });

    const excluded = await send({
      method: "GET",
      url: `/api/events/recent?exclude_user_id=${account.user.id}`,
    });
    expect(excluded.json().some((event: { id: number }) => created.some((own) => own.id === event.id))).toBe(
      false,
    );
  });

  it("refuses a malformed exclude_user_id", async () => {
    const response = await send({ method: "GET", url: "/api/events/recent?exclude_user_id=abc" });
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /api/events", () => {
  it("creates the event for the caller and answers it in full (201)", async () => {
    const response = await send({
      method: "POST",
      url: "/api/events",
      headers: auth(owner),
      payload: eventBody(lieuId, { user_id: otherPro.user.id, id: 999_999, price: "12,5" }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: "Les Chorégies d'Orange",
      price: 12.5,
      user_id: owner.user.id,
      lieu: { id: lieuId, nom: "Théâtre antique", ville: "Orange" },
    });
    expect(body.id).not.toBe(999_999);
    const row = await storedEvent(body.id);
    expect(row).toMatchObject({ price_cents: 1250, user_id: owner.user.id });
  });

  it("stores an empty price as free (null)", async () => {
    for (const price of ["", null, undefined]) {
      const event = await createEvent(ctx.app, owner.token, eventBody(lieuId, { price }));
      expect(event.price).toBeNull();
      expect((await storedEvent(event.id))?.price_cents).toBeNull();
    }
  });

  it("stores SQL and HTML metacharacters verbatim", async () => {
    const title = `Robert'); DROP TABLE events;-- <script>alert("x")</script>`;
    const description = `<img src=x onerror=alert(1)> & "quotes" \\ %_ ' ;`;
    const event = await createEvent(ctx.app, owner.token, eventBody(lieuId, { title, description }));
    expect(event).toMatchObject({ title, description });
    const read = await send({ method: "GET", url: `/api/events/${event.id}` });
    expect(read.json()).toMatchObject({ title, description });
    expect(await storedEvent(event.id)).toMatchObject({ title, description });
  });

  it("refuses anonymous callers (401) and participants (403), storing nothing", async () => {
    const before = await countRows(ctx.database.db, events);
    const anonymous = await send({ method: "POST", url: "/api/events", payload: eventBody(lieuId) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("UNAUTHORIZED");
    const asParticipant = await send({
      method: "POST",
      url: "/api/events",
      headers: auth(participant),
      payload: eventBody(lieuId),
    });
    expect(asParticipant.statusCode).toBe(403);
    expect(asParticipant.json().code).toBe("FORBIDDEN");
    expect(await countRows(ctx.database.db, events)).toBe(before);
  });

  it("refuses a venue that does not exist (400 on lieu_id); holds it at another organiser's venue", async () => {
    const before = await countRows(ctx.database.db, events);
    const missing = await send({
      method: "POST",
      url: "/api/events",
      headers: auth(owner),
      payload: eventBody(987_654),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: lieuMessages.notFound,
      code: "VALIDATION_ERROR",
      details: [{ path: "lieu_id", message: lieuMessages.notFound }],
    });
    expect(await countRows(ctx.database.db, events)).toBe(before);
    // Venues are public places: any organiser may hold an event there (issue 28); the venue stays its owner's.
    const foreign = await send({
      method: "POST",
      url: "/api/events",
      headers: auth(owner),
      payload: eventBody(otherLieuId),
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
    expect(foreign.json()).toMatchObject({ lieu_id: otherLieuId, user_id: owner.user.id });
  });
});

/** Bad bodies of POST and PUT: each refused with its status, code and (for 400) its field's message. */
const badBodies: [string, () => Record<string, unknown>, string, string][] = [
  ["a missing title", () => eventBody(lieuId, { title: undefined }), "title", m.eventTitleRequired],
  ["a blank title", () => eventBody(lieuId, { title: "   " }), "title", m.eventTitleRequired],
  [
    "a missing category",
    () => eventBody(lieuId, { category: undefined }),
    "category",
    m.eventCategoryRequired,
  ],
  [
    "a missing start date",
    () => eventBody(lieuId, { date_start: "" }),
    "date_start",
    m.eventDateStartRequired,
  ],
  ["a missing venue", () => eventBody(lieuId, { lieu_id: undefined }), "lieu_id", m.eventLieuRequired],
  ["a title that is a number", () => eventBody(lieuId, { title: 42 }), "title", m.eventTitleRequired],
  ["a price that is text", () => eventBody(lieuId, { price: "gratuit" }), "price", m.invalidNumber],
  ["a price that is an object", () => eventBody(lieuId, { price: { euros: 3 } }), "price", m.invalidNumber],
  ["a venue id that is text", () => eventBody(lieuId, { lieu_id: "abc" }), "lieu_id", "Identifiant invalide"],
  ["a negative price", () => eventBody(lieuId, { price: -1 }), "price", m.priceNegative],
  ["a price above the ceiling", () => eventBody(lieuId, { price: 100_000.01 }), "price", m.priceTooHigh],
  ["a price with three decimals", () => eventBody(lieuId, { price: 1.005 }), "price", m.priceInvalid],
  [
    "an end before the start",
    () => eventBody(lieuId, { date_start: "2030-07-14T21:30", date_end: "2030-07-14T20:00" }),
    "date_end",
    m.eventEndBeforeStart,
  ],
  [
    "a date that does not exist",
    () => eventBody(lieuId, { date_start: "2030-02-31" }),
    "date_start",
    m.invalidDate,
  ],
  ["an unknown category", () => eventBody(lieuId, { category: "Cirque" }), "category", m.categoryInvalid],
  ["a 100 KB title", () => eventBody(lieuId, { title: "x".repeat(100_000) }), "title", m.tooLong],
  [
    "a 100 KB description",
    () => eventBody(lieuId, { description: "x".repeat(100_000) }),
    "description",
    m.tooLong,
  ],
  [
    "a javascript: image URL",
    () => eventBody(lieuId, { image_url: "javascript:alert(1)" }),
    "image_url",
    m.invalidUrl,
  ],
];

const rawBodies: [string, { payload: string; contentType: string }, number, string][] = [
  [
    "malformed JSON",
    { payload: '{"title": "Concert",', contentType: "application/json" },
    400,
    "INVALID_JSON",
  ],
  ["an empty JSON body", { payload: "", contentType: "application/json" }, 400, "INVALID_JSON"],
  ["a JSON array", { payload: "[]", contentType: "application/json" }, 400, "VALIDATION_ERROR"],
  ["text/plain", { payload: "title=Concert", contentType: "text/plain" }, 415, "UNSUPPORTED_MEDIA_TYPE"],
  [
    "a form-encoded body",
    { payload: "title=Concert", contentType: "application/x-www-form-urlencoded" },
    415,
    "UNSUPPORTED_MEDIA_TYPE",
  ],
  [
    "a body over the size limit",
    { payload: JSON.stringify({ title: "x".repeat(1_100_000) }), contentType: "application/json" },
    413,
    "PAYLOAD_TOO_LARGE",
  ],
];

describe.each([
  ["POST /api/events", "POST" as const, (): string => "/api/events"],
  ["PUT /api/events/{id}", "PUT" as const, (): string => `/api/events/${fixedEventId}`],
])("bad input on %s", (_, method, url) => {
  let before: { events: number; row: unknown };
  beforeAll(async () => {
    fixedEventId ??= (await createEvent(ctx.app, owner.token, eventBody(lieuId, { title: "Intact" }))).id;
  });

  async function snapshot() {
    return {
      events: await countRows(ctx.database.db, events),
      row: await storedEvent(fixedEventId as number),
    };
  }

  it.each(badBodies)(
    "refuses %s with its French message and changes nothing",
    async (_, body, path, message) => {
      before = await snapshot();
      const response = await send({ method, url: url(), headers: auth(owner), payload: body() });
      expect(response.statusCode).toBe(400);
      const json = response.json();
      expect(json.code).toBe("VALIDATION_ERROR");
      expect(json.details).toContainEqual({ path, message });
      expect(json.error).toBe(json.details[0].message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(rawBodies)("refuses %s in the error format and changes nothing", async (_, raw, status, code) => {
    before = await snapshot();
    const response = await send({
      method,
      url: url(),
      headers: { ...auth(owner), "content-type": raw.contentType },
      payload: raw.payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, error: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });
});

describe("PUT /api/events/{id}", () => {
  it("replaces every field for the owner and answers the event", async () => {
    const event = await createEvent(ctx.app, owner.token, eventBody(lieuId));
    const secondLieu = await insertLieu(ctx.database.db, owner.user.id, { nom: "Arènes", ville: "Nîmes" });
    const response = await send({
      method: "PUT",
      url: `/api/events/${event.id}`,
      headers: auth(owner),
      payload: {
        title: "Feria des vendanges",
        category: "Spectacle",
        date_start: "2030-09-15T17:00:00Z",
        lieu_id: secondLieu.id,
        price: 0,
        user_id: otherPro.user.id,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: event.id,
      title: "Feria des vendanges",
      description: null,
      category: "Spectacle",
      date_start: "2030-09-15T19:00:00+02:00",
      date_end: null,
      price: 0,
      image_url: null,
      user_id: owner.user.id,
      lieu: { id: secondLieu.id, nom: "Arènes", ville: "Nîmes" },
    });
    expect(await storedEvent(event.id)).toMatchObject({ price_cents: 0, user_id: owner.user.id });
  });

  it("applies the authorization matrix: anonymous 401, participant 403, other organiser 403", async () => {
    const event = await createEvent(ctx.app, owner.token, eventBody(lieuId));
    const before = await storedEvent(event.id);
    const payload = eventBody(lieuId, { title: "Piraté" });
    const cases: [RegisteredUser | undefined, number][] = [
      [undefined, 401],
      [participant, 403],
      [otherPro, 403],
    ];
    for (const [caller, status] of cases) {
      const response = await send({
        method: "PUT",
        url: `/api/events/${event.id}`,
        headers: auth(caller),
        payload,
      });
      expect(response.statusCode).toBe(status);
    }
    // Even with their own venue, another organiser cannot take the event over.
    const takeover = await send({
      method: "PUT",
      url: `/api/events/${event.id}`,
      headers: auth(otherPro),
      payload: eventBody(otherLieuId),
    });
    expect(takeover.statusCode).toBe(403);
    expect(await storedEvent(event.id)).toEqual(before);
  });

  it("moves the event to another organiser's venue, refuses an unknown one (400)", async () => {
    const event = await createEvent(ctx.app, owner.token, eventBody(lieuId));
    const before = await storedEvent(event.id);
    const missing = await send({
      method: "PUT",
      url: `/api/events/${event.id}`,
      headers: auth(owner),
      payload: eventBody(987_654),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: "lieu_id", message: lieuMessages.notFound }]);
    expect(await storedEvent(event.id)).toEqual(before);
    const foreign = await send({
      method: "PUT",
      url: `/api/events/${event.id}`,
      headers: auth(owner),
      payload: eventBody(otherLieuId),
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(await storedEvent(event.id)).toMatchObject({ lieu_id: otherLieuId, user_id: owner.user.id });
  });

  it("answers 404 for an unknown event", async () => {
    const response = await send({
      method: "PUT",
      url: "/api/events/987654",
      headers: auth(owner),
      payload: eventBody(lieuId),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: eventMessages.notFound, code: "NOT_FOUND" });
  });
});

describe("DELETE /api/events/{id}", () => {
  it("applies the authorization matrix, then deletes for the owner (204)", async () => {
    const event = await createEvent(ctx.app, owner.token, eventBody(lieuId));
    const cases: [RegisteredUser | undefined, number][] = [
      [undefined, 401],
      [participant, 403],
      [otherPro, 403],
    ];
    for (const [caller, status] of cases) {
      const response = await send({
        method: "DELETE",
        url: `/api/events/${event.id}`,
        headers: auth(caller),
      });
      expect(response.statusCode).toBe(status);
      expect(await storedEvent(event.id)).toBeDefined();
    }
    const deleted = await send({ method: "DELETE", url: `/api/events/${event.id}`, headers: auth(owner) });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect(await storedEvent(event.id)).toBeUndefined();
    const again = await send({ method: "DELETE", url: `/api/events/${event.id}`, headers: auth(owner) });
    expect(again.statusCode).toBe(404);
  });

  it("removes the event's programme lines with it", async () => {
    const event = await createEvent(ctx.app, owner.token, eventBody(lieuId));
    const batch = await send({
      method: "POST",
      url: "/api/programs/batch",
      headers: auth(owner),
      payload: {
        event_id: event.id,
        lines: [programLine(), programLine({ start_time: "21:00", end_time: "22:00" })],
      },
    });
    expect(batch.statusCode).toBe(201);
    const linesOf = () => ctx.database.db.select().from(programs).where(eq(programs.event_id, event.id));
    expect(await linesOf()).toHaveLength(2);
    const response = await send({ method: "DELETE", url: `/api/events/${event.id}`, headers: auth(owner) });
    expect(response.statusCode).toBe(204);
    expect(await linesOf()).toHaveLength(0);
  });

  it("refuses (409) an event with registrations and deletes nothing", async () => {
    const event = await createEvent(ctx.app, owner.token, eventBody(lieuId));
    await send({
      method: "POST",
      url: "/api/programs",
      headers: auth(owner),
      payload: { ...programLine(), event_id: event.id },
    });
    await insertParticipation(ctx.database.db, event.id);
    const counts = async () => [
      await countRows(ctx.database.db, events),
      await countRows(ctx.database.db, programs),
      await countRows(ctx.database.db, participations),
    ];
    const before = await counts();
    const response = await send({ method: "DELETE", url: `/api/events/${event.id}`, headers: auth(owner) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: eventMessages.hasRegistrations, code: "CONFLICT" });
    expect(await counts()).toEqual(before);
    expect(await storedEvent(event.id)).toBeDefined();
  });

  it("answers 404 for an unknown event and 400 for a malformed id", async () => {
    const missing = await send({ method: "DELETE", url: "/api/events/987654", headers: auth(owner) });
    expect(missing.statusCode).toBe(404);
    const malformed = await send({ method: "DELETE", url: "/api/events/1;drop", headers: auth(owner) });
    expect(malformed.statusCode).toBe(400);
  });
});
