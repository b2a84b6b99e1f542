import {
  lieuChoiceMessages,
  lieuMessages,
  validationMessages as m,
} from "@culture-patrimoine/contract/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, lieux } from "../../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { eventBody } from "../../test/fixtures-events.ts";
import { insertEvent } from "../../test/rows.ts";

let ctx: TestContext;
let owner: RegisteredUser;
let otherPro: RegisteredUser;
let participant: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [owner, otherPro, participant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
});
afterAll(() => ctx.close());

const validLieu = {
  nom: "Palais des Papes",
  ville: "Avignon",
  description: "Le plus grand palais gothique du monde.",
  site_web: "https://www.palais-des-papes.com",
};

async function createLieu(token = owner.token, payload: object = validLieu) {
  return ctx.app.inject({ method: "POST", url: "/api/lieux", headers: bearer(token), payload });
}

async function lieuCount() {
  return (await ctx.database.db.select({ value: count() }).from(lieux))[0]?.value ?? 0;
}

describe("lieux", () => {
  it("creates a venue owned by the token's user, France by default, user_id in the body ignored", async () => {
    const response = await createLieu(owner.token, { ...validLieu, user_id: otherPro.user.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...validLieu,
      pays: "France",
      user_id: owner.user.id,
      image: null,
    });
  });

  it("lists venues with X-Total-Count and filters by owner", async () => {
    await createLieu(otherPro.token, { nom: "Citadelle de Besançon", ville: "Besançon" });
    const all = await ctx.app.inject({ method: "GET", url: "/api/lieux?limit=1" });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(1);
    expect(Number(all.headers["x-total-count"])).toBe(await lieuCount());
    const mine = await ctx.app.inject({ method: "GET", url: `/api/lieux?user_id=${owner.user.id}` });
    expect(mine.json().every((lieu: { user_id: number }) => lieu.user_id === owner.user.id)).toBe(true);
    const beyond = await ctx.app.inject({ method: "GET", url: "/api/lieux?offset=1000" });
    expect(beyond.json()).toEqual([]);
    expect(Number(beyond.headers["x-total-count"])).toBe(await lieuCount());
  });

  it("reads one venue, 404 in French for an unknown id, 400 for a bad id", async () => {
    const created = (await createLieu()).json();
    const found = await ctx.app.inject({ method: "GET", url: `/api/lieux/${created.id}` });
    expect(found.json()).toMatchObject({ id: created.id, nom: "Palais des Papes" });
    const missing = await ctx.app.inject({ method: "GET", url: "/api/lieux/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: lieuMessages.notFound, code: "NOT_FOUND" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/lieux/-3" })).statusCode).toBe(400);
  });

  describe("authorisation matrix", () => {
    it("POST: anonymous 401, participant 403", async () => {
      const before = await lieuCount();
      expect(
        (await ctx.app.inject({ method: "POST", url: "/api/lieux", payload: validLieu })).statusCode,
      ).toBe(401);
      expect((await createLieu(participant.token)).statusCode).toBe(403);
      expect(await lieuCount()).toBe(before);
    });

    it("PUT and DELETE: anonymous 401, participant 403, another professionnel 403, owner succeeds", async () => {
      const lieu = (await createLieu()).json();
      const url = `/api/lieux/${lieu.id}`;
      // Holding an event there (venues are public places, issue 28) gives no right on the venue itself.
      const held = await ctx.app.inject({
        method: "POST",
        url: "/api/events",
        headers: bearer(otherPro.token),
        payload: eventBody(lieu.id),
      });
      expect(held.statusCode, held.body).toBe(201);
      const update = { ...validLieu, nom: "Palais des Papes (modifié)" };
      for (const method of ["PUT", "DELETE"] as const) {
        const payload = method === "PUT" ? update : undefined;
        expect((await ctx.app.inject({ method, url, payload })).statusCode, method).toBe(401);
        expect(
          (await ctx.app.inject({ method, url, payload, headers: bearer(participant.token) })).statusCode,
        ).toBe(403);
        expect(
          (await ctx.app.inject({ method, url, payload, headers: bearer(otherPro.token) })).statusCode,
        ).toBe(403);
      }
      const unchanged = await ctx.app.inject({ method: "GET", url });
      expect(unchanged.json().nom).toBe("Palais des Papes");
      const updated = await ctx.app.inject({
        method: "PUT",
        url,
        payload: update,
        headers: bearer(owner.token),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().nom).toBe("Palais des Papes (modifié)");
      // Another organiser's event is held there: deleting the venue would take its place away
      // from them (and from the people registered), so the owner is refused until it moves.
      const refused = await ctx.app.inject({ method: "DELETE", url, headers: bearer(owner.token) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: lieuChoiceMessages.usedByOthers, code: "CONFLICT" });
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(200);
      const elsewhere = (await createLieu(otherPro.token)).json();
      const moved = await ctx.app.inject({
        method: "PUT",
        url: `/api/events/${held.json().id}`,
        headers: bearer(otherPro.token),
        payload: eventBody(elsewhere.id),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const deleted = await ctx.app.inject({ method: "DELETE", url, headers: bearer(owner.token) });
      expect(deleted.statusCode).toBe(204);
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(404);
    });
  });

  describe("bad input changes nothing", () => {
    const cases: [string, object, string, string][] = [
      ["missing name", { ville: "Avignon" }, "nom", m.lieuNameRequired],
      ["missing city", { nom: "Palais" }, "ville", m.lieuCityRequired],
      ["name of the wrong type", { nom: 12, ville: "Avignon" }, "nom", m.lieuNameRequired],
      ["100 KB description", { ...validLieu, description: "x".repeat(100_000) }, "description", m.tooLong],
      [
        "website that is not a URL",
        { ...validLieu, site_web: "javascript:alert(1)" },
        "site_web",
        m.invalidUrl,
      ],
    ];
    it.each(cases)("%s → 400", async (_, payload, path, message) => {
      const before = await lieuCount();
      const response = await createLieu(owner.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ path, message });
      expect(await lieuCount()).toBe(before);
    });

    it("malformed JSON → 400, wrong content type → 415", async () => {
      const before = await lieuCount();
      const malformed = await ctx.app.inject({
        method: "POST",
        url: "/api/lieux",
        headers: { ...bearer(owner.token), "content-type": "application/json" },
        payload: "{nom:",
      });
      expect(malformed.statusCode).toBe(400);
      const wrongType = await ctx.app.inject({
        method: "POST",
        url: "/api/lieux",
        headers: { ...bearer(owner.token), "content-type": "text/plain" },
        payload: "nom=Palais",
      });
      expect(wrongType.statusCode).toBe(415);
      expect(await lieuCount()).toBe(before);
    });

    it("stores SQL and HTML metacharacters verbatim", async () => {
      const nom = `Théâtre'; DELETE FROM lieux; -- <img src=x onerror=alert(1)>`;
      const response = await createLieu(owner.token, { nom, ville: "Lyon" });
      expect(response.statusCode).toBe(201);
      const read = await ctx.app.inject({ method: "GET", url: `/api/lieux/${response.json().id}` });
      expect(read.json().nom).toBe(nom);
    });
  });

  it("deleting a venue keeps its events, with no place", async () => {
    const lieu = (await createLieu()).json();
    const event = await insertEvent(ctx.database.db, owner.user.id, { lieu_id: lieu.id });
    const response = await ctx.app.inject({
      method: "DELETE",
      url: `/api/lieux/${lieu.id}`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(204);
    const [kept] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(kept?.lieu_id).toBeNull();
  });
});
