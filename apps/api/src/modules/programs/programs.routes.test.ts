import { PROGRAM_BATCH_MAX } from "@culture-patrimoine/contract/constants";
import {
  eventMessages,
  validationMessages as m,
  programMessages,
} from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lieux, programs } from "../../db/schema.ts";
import {
  bearer,
  type RegisteredUser,
  registerProfessionnel,
  registerUnverifiedProfessionnel,
  registerUser,
} from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { countRows, createEvent, eventBody, insertLieu, programLine } from "../../test/fixtures-events.ts";

let ctx: TestContext;
let owner: RegisteredUser;
let otherPro: RegisteredUser;
let participant: RegisteredUser;
let eventId: number;
let secondEventId: number;
let foreignEventId: number;
const lieu = { nom: "Abbaye de Fontenay", ville: "Marmagne" };

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, otherPro, participant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
  const ownLieu = await insertLieu(ctx.database.db, owner.user.id, lieu);
  const foreignLieu = await insertLieu(ctx.database.db, otherPro.user.id);
  eventId = (await createEvent(ctx.app, owner.token, eventBody(ownLieu.id, { title: "Nuit de l'abbaye" })))
    .id;
  secondEventId = (
    await createEvent(ctx.app, owner.token, eventBody(ownLieu.id, { title: "Journées du patrimoine" }))
  ).id;
  foreignEventId = (await createEvent(ctx.app, otherPro.token, eventBody(foreignLieu.id))).id;
});
afterAll(() => ctx.close());

const send = (options: InjectOptions) => ctx.app.inject(options);
const auth = (user: RegisteredUser | undefined) => (user ? bearer(user.token) : {});

async function createLine(overrides: Record<string, unknown> = {}, user = owner) {
  const response = await send({
    method: "POST",
    url: "/api/programs",
    headers: auth(user),
    payload: { ...programLine(), event_id: eventId, ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`createLine: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; [key: string]: unknown };
}

async function storedLine(id: number) {
  const [row] = await ctx.database.db.select().from(programs).where(eq(programs.id, id));
  return row;
}

const linesCount = () => countRows(ctx.database.db, programs);

describe("GET /api/programs", () => {
  it("lists lines by date then start time, with their event and its venue, and the total", async () => {
    const { account } = { account: await registerProfessionnel(ctx.app) };
    const venue = await insertLieu(ctx.database.db, account.user.id, { nom: "Opéra", ville: "Lyon" });
    const event = await createEvent(ctx.app, account.token, eventBody(venue.id, { title: "Festival" }));
    const batch = await send({
      method: "POST",
      url: "/api/programs/batch",
      headers: auth(account),
      payload: {
        event_id: event.id,
        lines: [
          programLine({ date: "2030-07-15", start_time: "09:00", end_time: "10:00", title: "Jour 2" }),
          programLine({ date: "2030-07-14", start_time: "14:00", end_time: "15:00", title: "Après-midi" }),
          programLine({ date: "2030-07-14", start_time: "09:30:00", end_time: "10:15", title: "Matin" }),
        ],
      },
    });
    expect(batch.statusCode).toBe(201);

    const response = await send({ method: "GET", url: `/api/programs?event_id=${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("3");
    const body = response.json();
    expect(body.map((line: { title: string }) => line.title)).toEqual(["Matin", "Après-midi", "Jour 2"]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      date: "2030-07-14",
      start_time: "09:30",
      end_time: "10:15",
      title: "Matin",
      description: "Ouverture des portes et placement.",
      category: "Autre",
      event_id: event.id,
      event: {
        id: event.id,
        title: "Festival",
        user_id: account.user.id,
        organisation_id: expect.any(Number),
        lieu: { id: venue.id, nom: "Opéra", ville: "Lyon" },
      },
    });

    const page = await send({ method: "GET", url: `/api/programs?event_id=${event.id}&limit=1&offset=1` });
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.json().map((line: { title: string }) => line.title)).toEqual(["Après-midi"]);
    const past = await send({ method: "GET", url: `/api/programs?event_id=${event.id}&offset=5` });
    expect(past.json()).toEqual([]);
    expect(past.headers["x-total-count"]).toBe("3");

    // Once the venue is deleted the event has no place: lieu null.
    await ctx.database.db.delete(lieux).where(eq(lieux.id, venue.id));
    const orphan = await send({ method: "GET", url: `/api/programs?event_id=${event.id}&limit=1` });
    expect(orphan.json()[0].event).toEqual({
      id: event.id,
      title: "Festival",
      user_id: account.user.id,
      organisation_id: expect.any(Number),
      lieu: null,
    });
  });

  it("lists every line without filter, and refuses a malformed filter", async () => {
    await createLine();
    const response = await send({ method: "GET", url: "/api/programs" });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers["x-total-count"])).toBe(await linesCount());
    const malformed = await send({ method: "GET", url: "/api/programs?event_id=abc" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("VALIDATION_ERROR");
  });
});

describe("GET /api/programs/{programId}", () => {
  it("answers the line with or without a token", async () => {
    const line = await createLine({ title: "Vêpres", category: "" });
    for (const headers of [{}, auth(participant)]) {
      const response = await send({ method: "GET", url: `/api/programs/${line.id}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: line.id,
        title: "Vêpres",
        category: null,
        start_time: "20:00",
        end_time: "21:00",
        event_id: eventId,
        event: { id: eventId, title: "Nuit de l'abbaye", lieu: { nom: lieu.nom, ville: lieu.ville } },
      });
    }
  });

  it("answers 404 with a French message, 400 for a malformed id", async () => {
    const missing = await send({ method: "GET", url: "/api/programs/987654" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: programMessages.notFound, code: "NOT_FOUND" });
    const malformed = await send({ method: "GET", url: "/api/programs/abc" });
    expect(malformed.statusCode).toBe(400);
  });
});

// Issue 29: a held event's lines are read by its owner and the administrators only, never cached.
describe("GET /api/programs/preview and GET /api/programs/{programId}/preview", () => {
  let newcomer: RegisteredUser;
  let admin: { token: string };
  let heldEventId: number;
  let lateLineId: number;
  let earlyLineId: number;
  const heldVenue = { nom: "Chapelle des Carmes", ville: "Avignon" };

  beforeAll(async () => {
    newcomer = await registerUnverifiedProfessionnel(ctx.app);
    admin = await administratorSession(ctx.database.db, ctx.config);
    // The newcomer's venue waits for approval too: its owner still sees it beside the lines.
    const venue = await insertLieu(ctx.database.db, newcomer.user.id, {
      ...heldVenue,
      moderation_status: "pending",
    });
    const event = await createEvent(ctx.app, newcomer.token, eventBody(venue.id, { title: "Veillée" }));
    expect(event.moderation_status).toBe("pending");
    heldEventId = event.id;
    lateLineId = (
      await createLine(
        { event_id: heldEventId, start_time: "21:00", end_time: "22:00", title: "Chants" },
        newcomer,
      )
    ).id;
    earlyLineId = (
      await createLine(
        { event_id: heldEventId, start_time: "19:00", end_time: "20:00", title: "Accueil" },
        newcomer,
      )
    ).id;
  });

  const previewList = (token?: string, query = `event_id=${heldEventId}`) =>
    send({ method: "GET", url: `/api/programs/preview?${query}`, headers: token ? bearer(token) : {} });
  const previewLine = (id: number, token?: string) =>
    send({ method: "GET", url: `/api/programs/${id}/preview`, headers: token ? bearer(token) : {} });

  it("answers the held event's lines to its owner, in time order, paged, private and never cached", async () => {
    const response = await previewList(newcomer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-total-count"]).toBe("2");
    const lines = response.json() as { id: number; title: string }[];
    expect(lines.map((line) => line.title)).toEqual(["Accueil", "Chants"]);
    expect(lines[0]).toMatchObject({
      id: earlyLineId,
      event_id: heldEventId,
      event: { id: heldEventId, title: "Veillée", user_id: newcomer.user.id, lieu: heldVenue },
    });

    const page = await previewList(newcomer.token, `event_id=${heldEventId}&limit=1&offset=1`);
    expect(page.headers["x-total-count"]).toBe("2");
    expect((page.json() as { id: number }[]).map((line) => line.id)).toEqual([lateLineId]);
  });

  it("answers one held line to its owner, as the list does", async () => {
    const response = await previewLine(lateLineId, newcomer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const listed = (await previewList(newcomer.token)).json() as { id: number }[];
    expect(response.json()).toEqual(listed.find((line) => line.id === lateLineId));
  });

  it("answers the administrators, whatever the venue's state", async () => {
    const list = await previewList(admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual((await previewList(newcomer.token)).json());
    const line = await previewLine(earlyLineId, admin.token);
    expect(line.statusCode).toBe(200);
    expect(line.json()).toMatchObject({ id: earlyLineId, event: { lieu: heldVenue } });
  });

  it("answers 404 to other accounts, as for an unknown event or line, and 401 anonymously", async () => {
    for (const user of [otherPro, participant]) {
      const list = await previewList(user.token);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual({ error: eventMessages.notFound, code: "NOT_FOUND" });
      const line = await previewLine(earlyLineId, user.token);
      expect(line.statusCode).toBe(404);
      expect(line.json()).toEqual({ error: programMessages.notFound, code: "NOT_FOUND" });
    }
    expect((await previewList(newcomer.token, "event_id=987654")).json()).toEqual({
      error: eventMessages.notFound,
      code: "NOT_FOUND",
    });
    expect((await previewLine(987654, newcomer.token)).statusCode).toBe(404);
    expect((await previewList()).statusCode).toBe(401);
    expect((await previewLine(earlyLineId)).statusCode).toBe(401);
  });

  it("refuses a missing or malformed event_id (400)", async () => {
    for (const query of ["", "event_id=", "event_id=abc"]) {
      const response = await previewList(newcomer.token, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "event_id" }] });
    }
    expect((await previewLine(0, newcomer.token)).statusCode).toBe(400);
  });

  it("keeps the held lines out of the public reads", async () => {
    const list = await send({ method: "GET", url: `/api/programs?event_id=${heldEventId}` });
    expect(list.json()).toEqual([]);
    expect(list.headers["x-total-count"]).toBe("0");
    // This file's only held lines are the newcomer's two: the whole public list counts every other.
    const all = await send({ method: "GET", url: "/api/programs?limit=1" });
    expect(Number(all.headers["x-total-count"])).toBe((await linesCount()) - 2);
    // Public even with the owner's token: the public read does not depend on who asks.
    for (const user of [undefined, newcomer]) {
      const line = await send({ method: "GET", url: `/api/programs/${earlyLineId}`, headers: auth(user) });
      expect(line.statusCode).toBe(404);
    }
  });

  it("answers a published event's lines as the public list does", async () => {
    await createLine({ title: "Complies" });
    const preview = await previewList(owner.token, `event_id=${eventId}`);
    const shown = await send({ method: "GET", url: `/api/programs?event_id=${eventId}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual(shown.json());
    expect(preview.headers["x-total-count"]).toBe(shown.headers["x-total-count"]);
  });
});

describe("POST /api/programs", () => {
  it("adds one line to the caller's event (201) and stores empty optionals as null", async () => {
    const response = await send({
      method: "POST",
      url: "/api/programs",
      headers: auth(owner),
      payload: {
        ...programLine({ description: "  ", category: "" }),
        event_id: String(eventId),
        id: 999_999,
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ description: null, category: null, event_id: eventId });
    expect(body.id).not.toBe(999_999);
    expect(await storedLine(body.id)).toMatchObject({
      description: null,
      category: null,
      start_time: "20:00:00",
    });
  });

  it("stores SQL and HTML metacharacters verbatim", async () => {
    const title = `'); DELETE FROM programs;-- <b onmouseover="x()">`;
    const description = `<script>alert('x')</script> \\ %_ ;`;
    const line = await createLine({ title, description });
    expect(line).toMatchObject({ title, description });
    expect(await storedLine(line.id)).toMatchObject({ title, description });
  });

  it("refuses anonymous callers (401), participants (403) and someone else's event (403)", async () => {
    const before = await linesCount();
    const cases: [RegisteredUser | undefined, number, number][] = [
      [undefined, eventId, 401],
      [participant, eventId, 403],
      [otherPro, eventId, 403],
      [owner, foreignEventId, 403],
    ];
    for (const [caller, event, status] of cases) {
      const response = await send({
        method: "POST",
        url: "/api/programs",
        headers: auth(caller),
        payload: { ...programLine(), event_id: event },
      });
      expect(response.statusCode).toBe(status);
    }
    expect(await linesCount()).toBe(before);
  });

  it("refuses an unknown event on event_id (400)", async () => {
    const before = await linesCount();
    const response = await send({
      method: "POST",
      url: "/api/programs",
      headers: auth(owner),
      payload: { ...programLine(), event_id: 987_654 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: "event_id", message: eventMessages.notFound }]);
    expect(await linesCount()).toBe(before);
  });
});

/** Bad bodies of POST and PUT (one line with event_id). */
const badLines: [string, () => Record<string, unknown>, string, string][] = [
  ["a missing event", () => ({ ...programLine() }), "event_id", m.programEventRequired],
  [
    "a missing date",
    () => ({ ...programLine({ date: undefined }), event_id: eventId }),
    "date",
    m.programLineIncomplete,
  ],
  [
    "a missing start time",
    () => ({ ...programLine({ start_time: "" }), event_id: eventId }),
    "start_time",
    m.programLineIncomplete,
  ],
  [
    "a missing title",
    () => ({ ...programLine({ title: " " }), event_id: eventId }),
    "title",
    m.programLineIncomplete,
  ],
  [
    "a title that is a number",
    () => ({ ...programLine({ title: 7 }), event_id: eventId }),
    "title",
    m.programLineIncomplete,
  ],
  [
    "an event id that is text",
    () => ({ ...programLine(), event_id: "abc" }),
    "event_id",
    "Identifiant invalide",
  ],
  ["a negative event id", () => ({ ...programLine(), event_id: -3 }), "event_id", "Identifiant invalide"],
  [
    "a start time of 25:00",
    () => ({ ...programLine({ start_time: "25:00" }), event_id: eventId }),
    "start_time",
    m.invalidTime,
  ],
  [
    "a date that does not exist",
    () => ({ ...programLine({ date: "2030-02-30" }), event_id: eventId }),
    "date",
    m.invalidDate,
  ],
  [
    "an end before the start",
    () => ({ ...programLine({ start_time: "21:00", end_time: "20:00" }), event_id: eventId }),
    "end_time",
    m.programEndBeforeStart,
  ],
  [
    "an end equal to the start",
    () => ({ ...programLine({ start_time: "21:00", end_time: "21:00" }), event_id: eventId }),
    "end_time",
    m.programEndBeforeStart,
  ],
  [
    "an unknown category",
    () => ({ ...programLine({ category: "Sieste" }), event_id: eventId }),
    "category",
    m.categoryInvalid,
  ],
  [
    "a 100 KB title",
    () => ({ ...programLine({ title: "x".repeat(100_000) }), event_id: eventId }),
    "title",
    m.tooLong,
  ],
  [
    "a 100 KB description",
    () => ({ ...programLine({ description: "x".repeat(100_000) }), event_id: eventId }),
    "description",
    m.tooLong,
  ],
];

const rawBodies: [string, { payload: string; contentType: string }, number, string][] = [
  ["malformed JSON", { payload: '{"title": ', contentType: "application/json" }, 400, "INVALID_JSON"],
  ["a JSON string", { payload: '"ligne"', contentType: "application/json" }, 400, "VALIDATION_ERROR"],
  ["text/plain", { payload: "title=Atelier", contentType: "text/plain" }, 415, "UNSUPPORTED_MEDIA_TYPE"],
  ["XML", { payload: "<line/>", contentType: "application/xml" }, 415, "UNSUPPORTED_MEDIA_TYPE"],
];

let fixedLineId: number | undefined;

describe.each([
  ["POST /api/programs", "POST" as const, (): string => "/api/programs"],
  ["PUT /api/programs/{programId}", "PUT" as const, (): string => `/api/programs/${fixedLineId}`],
])("bad input on %s", (_, method, url) => {
  beforeAll(async () => {
    fixedLineId ??= (await createLine({ title: "Intact" })).id;
  });
  const snapshot = async () => ({ count: await linesCount(), row: await storedLine(fixedLineId as number) });

  it.each(badLines)(
    "refuses %s with its French message and changes nothing",
    async (_, body, path, message) => {
      const before = await snapshot();
      const response = await send({ method, url: url(), headers: auth(owner), payload: body() });
      expect(response.statusCode).toBe(400);
      const json = response.json();
      expect(json.code).toBe("VALIDATION_ERROR");
      expect(json.details).toContainEqual({ path, message });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(rawBodies)("refuses %s in the error format and changes nothing", async (_, raw, status, code) => {
    const before = await snapshot();
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

describe("PUT /api/programs/{programId}", () => {
  it("replaces the line for the owner, and may move it to another of their events", async () => {
    const line = await createLine();
    const response = await send({
      method: "PUT",
      url: `/api/programs/${line.id}`,
      headers: auth(owner),
      payload: {
        date: "2030-09-20",
        start_time: "10:00",
        end_time: "12:30",
        title: "Visite guidée",
        category: "Action",
        event_id: secondEventId,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: line.id,
      date: "2030-09-20",
      start_time: "10:00",
      end_time: "12:30",
      title: "Visite guidée",
      description: null,
      category: "Action",
      event_id: secondEventId,
      event: {
        id: secondEventId,
        title: "Journées du patrimoine",
        user_id: owner.user.id,
        organisation_id: expect.any(Number),
        lieu: expect.objectContaining(lieu),
      },
    });
    expect(await storedLine(line.id)).toMatchObject({ event_id: secondEventId, description: null });
  });

  it("applies the authorization matrix and never moves a line to someone else's event", async () => {
    const line = await createLine();
    const before = await storedLine(line.id);
    const cases: [RegisteredUser | undefined, number, number][] = [
      [undefined, eventId, 401],
      [participant, eventId, 403],
      [otherPro, eventId, 403],
      [otherPro, foreignEventId, 403],
      [owner, foreignEventId, 403],
    ];
    for (const [caller, event, status] of cases) {
      const response = await send({
        method: "PUT",
        url: `/api/programs/${line.id}`,
        headers: auth(caller),
        payload: { ...programLine({ title: "Piraté" }), event_id: event },
      });
      expect(response.statusCode).toBe(status);
    }
    expect(await storedLine(line.id)).toEqual(before);
  });

  it("answers 404 for an unknown line and 400 for an unknown target event", async () => {
    const missing = await send({
      method: "PUT",
      url: "/api/programs/987654",
      headers: auth(owner),
      payload: { ...programLine(), event_id: eventId },
    });
    expect(missing.statusCode).toBe(404);
    const line = await createLine();
    const unknownEvent = await send({
      method: "PUT",
      url: `/api/programs/${line.id}`,
      headers: auth(owner),
      payload: { ...programLine(), event_id: 987_654 },
    });
    expect(unknownEvent.statusCode).toBe(400);
    expect(unknownEvent.json().details).toEqual([{ path: "event_id", message: eventMessages.notFound }]);
  });
});

describe("DELETE /api/programs/{programId}", () => {
  it("applies the authorization matrix, then deletes for the owner (204)", async () => {
    const line = await createLine();
    const cases: [RegisteredUser | undefined, number][] = [
      [undefined, 401],
      [participant, 403],
      [otherPro, 403],
    ];
    for (const [caller, status] of cases) {
      const response = await send({
        method: "DELETE",
        url: `/api/programs/${line.id}`,
        headers: auth(caller),
      });
      expect(response.statusCode).toBe(status);
      expect(await storedLine(line.id)).toBeDefined();
    }
    const deleted = await send({ method: "DELETE", url: `/api/programs/${line.id}`, headers: auth(owner) });
    expect(deleted.statusCode).toBe(204);
    expect(await storedLine(line.id)).toBeUndefined();
    const again = await send({ method: "DELETE", url: `/api/programs/${line.id}`, headers: auth(owner) });
    expect(again.statusCode).toBe(404);
    const malformed = await send({ method: "DELETE", url: "/api/programs/abc", headers: auth(owner) });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("POST /api/programs/batch", () => {
  const threeLines = () => [
    programLine({ start_time: "18:00", end_time: "19:00", title: "Accueil", category: "Autre" }),
    programLine({ start_time: "19:00", end_time: "20:30", title: "Concert", category: "" }),
    programLine({ start_time: "20:30", end_time: "21:00", title: "Verre de l'amitié", category: "Pause" }),
  ];

  it("saves every line in the order sent and answers them (201)", async () => {
    const before = await linesCount();
    const response = await send({
      method: "POST",
      url: "/api/programs/batch",
      headers: auth(owner),
      payload: { event_id: eventId, lines: threeLines() },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.map((line: { title: string }) => line.title)).toEqual([
      "Accueil",
      "Concert",
      "Verre de l'amitié",
    ]);
    expect(body[1]).toMatchObject({
      start_time: "19:00",
      end_time: "20:30",
      category: null,
      event_id: eventId,
      event: { id: eventId, title: "Nuit de l'abbaye", lieu: expect.objectContaining(lieu) },
    });
    expect(await linesCount()).toBe(before + 3);
  });

  const badBatches: [string, () => Record<string, unknown>, string, string][] = [
    [
      "one line ending before it starts among three",
      () => ({
        event_id: eventId,
        lines: [threeLines()[0], programLine({ start_time: "22:00", end_time: "21:00" }), threeLines()[2]],
      }),
      "lines.1.end_time",
      m.programEndBeforeStart,
    ],
    [
      "one line without title among three",
      () => ({ event_id: eventId, lines: [...threeLines().slice(0, 2), programLine({ title: "" })] }),
      "lines.2.title",
      m.programLineIncomplete,
    ],
    [
      "one line with an unknown category",
      () => ({ event_id: eventId, lines: [programLine({ category: "Karaoké" }), ...threeLines().slice(1)] }),
      "lines.0.category",
      m.categoryInvalid,
    ],
    ["no event", () => ({ lines: threeLines() }), "event_id", m.programEventRequired],
    ["no line", () => ({ event_id: eventId, lines: [] }), "lines", m.programLinesRequired],
    [
      "lines that are not a list",
      () => ({ event_id: eventId, lines: "Accueil" }),
      "lines",
      m.programLinesRequired,
    ],
    [
      "more lines than allowed",
      () => ({
        event_id: eventId,
        lines: Array.from({ length: PROGRAM_BATCH_MAX + 1 }, () => programLine()),
      }),
      "lines",
      m.programTooManyLines,
    ],
    [
      "a 100 KB description in one line",
      () => ({ event_id: eventId, lines: [programLine({ description: "x".repeat(100_000) })] }),
      "lines.0.description",
      m.tooLong,
    ],
  ];

  it.each(badBatches)("refuses %s (400) and saves no line at all", async (_, body, path, message) => {
    const before = await linesCount();
    const response = await send({
      method: "POST",
      url: "/api/programs/batch",
      headers: auth(owner),
      payload: body(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
    expect(await linesCount()).toBe(before);
  });

  it("refuses anonymous callers, participants, someone else's event and an unknown one, saving nothing", async () => {
    const before = await linesCount();
    const cases: [RegisteredUser | undefined, number, number][] = [
      [undefined, eventId, 401],
      [participant, eventId, 403],
      [otherPro, eventId, 403],
      [owner, foreignEventId, 403],
      [owner, 987_654, 400],
    ];
    for (const [caller, event, status] of cases) {
      const response = await send({
        method: "POST",
        url: "/api/programs/batch",
        headers: auth(caller),
        payload: { event_id: event, lines: threeLines() },
      });
      expect(response.statusCode).toBe(status);
    }
    expect(await linesCount()).toBe(before);
  });

  it.each(rawBodies)("refuses %s in the error format and saves nothing", async (_, raw, status, code) => {
    const before = await linesCount();
    const response = await send({
      method: "POST",
      url: "/api/programs/batch",
      headers: { ...auth(owner), "content-type": raw.contentType },
      payload: raw.payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await linesCount()).toBe(before);
  });
});
