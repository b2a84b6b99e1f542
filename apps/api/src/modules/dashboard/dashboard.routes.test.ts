import { validationMessages } from "@culture-patrimoine/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  professionnelBody,
  type RegisteredUser,
  registerProfessionnel,
  registerUser,
} from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent, insertLieu } from "../../test/rows.ts";

let ctx: TestContext;
let organiser: RegisteredUser;
let otherOrganiser: RegisteredUser;
let participant: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [organiser, otherOrganiser, participant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
});
afterAll(() => ctx.close());

function register(eventId: number, places: number, token?: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/participations",
    ...(token ? { headers: bearer(token) } : {}),
    payload: {
      prenom: "Inès",
      nom: "Moreau",
      email: "ines@exemple.fr",
      telephone: "0611223344",
      nombre_places: places,
      motivation: "Curiosité",
      event_id: eventId,
    },
  });
}

function dashboard(token: string) {
  return ctx.app.inject({ method: "GET", url: "/api/dashboard", headers: bearer(token) });
}

describe("GET /api/dashboard", () => {
  it("counts the places registered to the organiser's events, not to others'", async () => {
    const lieu = await insertLieu(ctx.database.db, organiser.user.id);
    const mine = await insertEvent(ctx.database.db, organiser.user.id, { lieu_id: lieu.id });
    const theirs = await insertEvent(ctx.database.db, otherOrganiser.user.id);
    expect((await dashboard(organiser.token)).json()).toEqual({
      events: 1,
      participants_total: 0,
      lieux: 1,
      parcours: 0,
      sites: 0,
      participations: 0,
      siret_missing: false,
      verification_status: "verified",
      verification_reason: null,
    });
    await register(mine.id, 3, participant.token);
    await register(mine.id, 2);
    await register(theirs.id, 4, participant.token);
    expect((await dashboard(organiser.token)).json()).toMatchObject({ events: 1, participants_total: 5 });
    expect((await dashboard(participant.token)).json()).toMatchObject({
      events: 0,
      participants_total: 0,
      participations: 2,
    });
  });

  it("flags an organiser who signed up without a SIRET until the settings give a valid one", async () => {
    const { siret: _siret, ...withoutSiret } = professionnelBody();
    const organiserWithoutSiret = await registerUser(ctx.app, withoutSiret);
    expect((await dashboard(organiserWithoutSiret.token)).json()).toMatchObject({ siret_missing: true });
    expect((await dashboard(participant.token)).json()).toMatchObject({ siret_missing: false });

    const settings = (siret: string) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/users/${organiserWithoutSiret.user.id}`,
        headers: bearer(organiserWithoutSiret.token),
        payload: { siret },
      });
    const wrongKey = await settings("73282932000075");
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toMatchObject({
      error: validationMessages.siretInvalid,
    });
    expect((await settings("732 829 320 00074")).statusCode).toBe(200);
    expect((await dashboard(organiserWithoutSiret.token)).json()).toMatchObject({ siret_missing: false });
  });

  it("requires a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/dashboard" })).statusCode).toBe(401);
  });
});
