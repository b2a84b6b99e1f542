import {
  eventMessages,
  validationMessages as m,
  participationMessages,
} from "@culture-patrimoine/contract/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participations } from "../../db/schema.ts";
import { isAuthenticTicketCode } from "../../lib/ticket-code.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent } from "../../test/rows.ts";

let ctx: TestContext;
let organiser: RegisteredUser;
let participant: RegisteredUser;
let otherParticipant: RegisteredUser;
let paidEventId: number;
let freeEventId: number;
const APP_SECRET = "test-secret-".padEnd(40, "x");

beforeAll(async () => {
  ctx = await createTestApp();
  [organiser, participant, otherParticipant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  paidEventId = (await insertEvent(ctx.database.db, organiser.user.id, { price_cents: 1250 })).id;
  freeEventId = (await insertEvent(ctx.database.db, organiser.user.id, { price_cents: null })).id;
});
afterAll(() => ctx.close());

function registration(overrides: Record<string, unknown> = {}) {
  return {
    prenom: "Inès",
    nom: "Moreau",
    email: "ines.moreau@exemple.fr",
    telephone: "06 11 22 33 44",
    nombre_places: 2,
    demandes_speciales: "",
    motivation: "Découvrir l'orgue de la cathédrale.",
    event_id: paidEventId,
    ...overrides,
  };
}

function post(payload: object, token?: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/participations",
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
}

async function rowCount() {
  return (await ctx.database.db.select({ value: count() }).from(participations))[0]?.value ?? 0;
}

describe("POST /api/participations", () => {
  it("computes the amount on the server and ignores the amount, status and user the body claims", async () => {
    const response = await post(
      registration({ montant_paye: 0, payment_status: "refunded", user_id: otherParticipant.user.id }),
      participant.token,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      montant_paye: 25,
      // Nothing is charged at registration: the amount is due at the venue (docs/decisions/020).
      payment_status: "on_site",
      user_id: participant.user.id,
      nombre_places: 2,
    });
    expect(isAuthenticTicketCode(APP_SECRET, paidEventId, body.ticket_code)).toBe(true);
  });

  it("registers an anonymous visitor to a free event at 0 €", async () => {
    const response = await post(
      registration({ event_id: freeEventId, nombre_places: 4, user_id: participant.user.id }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ montant_paye: 0, payment_status: "free", user_id: null });
  });

  it("refuses card data outright and stores nothing", async () => {
    const before = await rowCount();
    const response = await post(registration({ numero_carte: "4970 1012 3456 7890", cvv: "123" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: "numero_carte", message: m.cardDataRefused },
        { path: "cvv", message: m.cardDataRefused },
      ]),
    );
    expect(await rowCount()).toBe(before);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["0 places", { nombre_places: 0 }, "nombre_places", m.placesRange],
    ["5 places", { nombre_places: 5 }, "nombre_places", m.placesRange],
    ["places as text", { nombre_places: "deux" }, "nombre_places", m.placesRange],
    ["no first name", { prenom: "" }, "prenom", m.participantFirstNameRequired],
    ["no motivation", { motivation: undefined }, "motivation", m.participantMotivationRequired],
    ["an invalid e-mail", { email: "ines@" }, "email", m.emailInvalid],
    ["a 100 KB request", { demandes_speciales: "x".repeat(100_000) }, "demandes_speciales", m.tooLong],
    ["an unknown event", { event_id: 999_999 }, "event_id", eventMessages.notFound],
    ["no event", { event_id: undefined }, "event_id", m.participationEventRequired],
  ];
  it.each(invalid)(
    "refuses %s with its French message, storing nothing",
    async (_, overrides, path, message) => {
      const before = await rowCount();
      const response = await post(registration(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ path, message });
      expect(await rowCount()).toBe(before);
    },
  );

  it("refuses registration to an event that is over", async () => {
    const past = await insertEvent(ctx.database.db, organiser.user.id, {
      date_start: new Date(Date.now() - 3 * 86_400_000),
      date_end: new Date(Date.now() - 2 * 86_400_000),
    });
    const response = await post(registration({ event_id: past.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: "event_id",
      message: participationMessages.eventOver,
    });
  });

  it("refuses a forged token rather than registering anonymously", async () => {
    const response = await post(registration(), "A".repeat(43));
    expect(response.statusCode).toBe(401);
  });

  it("answers malformed JSON with 400 and a wrong content type with 415", async () => {
    const before = await rowCount();
    const malformed = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      headers: { "content-type": "application/json" },
      payload: '{"prenom": "Inès",',
    });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      headers: { "content-type": "text/plain" },
      payload: "prenom=Inès",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(await rowCount()).toBe(before);
  });

  it("stores SQL and HTML metacharacters verbatim", async () => {
    const text = `'); DROP TABLE participations; -- <script>alert(1)</script>`;
    const response = await post(registration({ demandes_speciales: text }));
    expect(response.statusCode).toBe(201);
    expect(response.json().demandes_speciales).toBe(text);
  });

  it("keeps exactly one row per 201 answer under 50 simultaneous registrations", async () => {
    const event = await insertEvent(ctx.database.db, organiser.user.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(registration({ event_id: event.id, prenom: `Personne ${index}` })),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201).length;
    for (const response of responses) expect([201, 409, 429, 503]).toContain(response.statusCode);
    const [row] = await ctx.database.db
      .select({ value: count() })
      .from(participations)
      .where(eq(participations.event_id, event.id));
    expect(row?.value).toBe(created);
    expect(created).toBe(50);
    const codes = new Set(responses.map((response) => response.json().ticket_code));
    expect(codes.size).toBe(50);
  });
});

describe("GET /api/participations", () => {
  it("lists the caller's own registrations with their event", async () => {
    await post(registration(), participant.token);
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/participations?user_id=${participant.user.id}`,
      headers: bearer(participant.token),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.length).toBeGreaterThan(0);
    expect(Number(response.headers["x-total-count"])).toBe(list.length);
    for (const item of list) {
      expect(item.user_id).toBe(participant.user.id);
      expect(item.Event).toMatchObject({ id: paidEventId, title: "Concert d'orgue" });
    }
  });

  it("refuses another user's list (403) and anonymous callers (401)", async () => {
    const other = await ctx.app.inject({
      method: "GET",
      url: `/api/participations?user_id=${participant.user.id}`,
      headers: bearer(otherParticipant.token),
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: "GET",
      url: `/api/participations?user_id=${participant.user.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /api/participations/{id}", () => {
  it("answers its owner with the event, and refuses anyone else", async () => {
    const created = (await post(registration(), participant.token)).json();
    const url = `/api/participations/${created.id}`;
    const mine = await ctx.app.inject({ method: "GET", url, headers: bearer(participant.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: created.id,
      ticket_code: created.ticket_code,
      Event: { id: paidEventId },
    });
    expect(
      (await ctx.app.inject({ method: "GET", url, headers: bearer(otherParticipant.token) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("answers an anonymous visitor holding the ticket code, not one guessing it", async () => {
    const created = (await post(registration())).json();
    const url = `/api/participations/${created.id}`;
    const withCode = await ctx.app.inject({
      method: "GET",
      url: `${url}?ticket_code=${created.ticket_code}`,
    });
    expect(withCode.statusCode).toBe(200);
    const guessed = await ctx.app.inject({ method: "GET", url: `${url}?ticket_code=${"A".repeat(32)}` });
    expect(guessed.statusCode).toBe(403);
    const missing = await ctx.app.inject({
      method: "GET",
      url: "/api/participations/999999",
      headers: bearer(participant.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(participationMessages.notFound);
  });
});
