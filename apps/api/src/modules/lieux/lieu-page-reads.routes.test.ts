import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent, insertLieu, insertParcours } from "../../test/rows.ts";

// The reads of a venue's page (issue 14): its upcoming events (GET /api/events?lieu_id=&upcoming=)
// and its routes (GET /api/parcours?lieu_id=), on PGlite and, with TEST_DATABASE_URL, PostgreSQL.

const DAY_MS = 86_400_000;
let ctx: TestContext;
let lieuId: number;
let otherLieuId: number;
let upcomingIds: number[];
let routeId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const organiserId = (await registerProfessionnel(ctx.app)).user.id;
  lieuId = (await insertLieu(ctx.database.db, organiserId, { nom: "Opéra de Lyon", ville: "Lyon" })).id;
  otherLieuId = (await insertLieu(ctx.database.db, organiserId, { nom: "Salle Molière" })).id;
  const at = (days: number) => new Date(Date.now() + days * DAY_MS);
  const later = await insertEvent(ctx.database.db, organiserId, {
    title: "Tosca",
    date_start: at(20),
    lieu_id: lieuId,
  });
  const sooner = await insertEvent(ctx.database.db, organiserId, {
    title: "Carmen",
    date_start: at(5),
    lieu_id: lieuId,
  });
  await insertEvent(ctx.database.db, organiserId, { title: "Passé", date_start: at(-10), lieu_id: lieuId });
  await insertEvent(ctx.database.db, organiserId, {
    title: "Ailleurs",
    date_start: at(3),
    lieu_id: otherLieuId,
  });
  upcomingIds = [sooner.id, later.id];
  routeId = (await insertParcours(ctx.database.db, organiserId, { title: "Opéra", lieu_id: lieuId })).id;
  await insertParcours(ctx.database.db, organiserId, { title: "Ailleurs", lieu_id: otherLieuId });
  await insertParcours(ctx.database.db, organiserId, { title: "Sans lieu", lieu_id: null });
});
afterAll(() => ctx.close());

describe("a venue's page reads", () => {
  it("lists the venue's upcoming events only, soonest first, with their total", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/events?lieu_id=${lieuId}&upcoming=true&limit=6`,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Array<{ id: number }>).map((event) => event.id)).toEqual(upcomingIds);
    expect(response.headers["x-total-count"]).toBe("2");
  });

  it("lists every event of the venue without upcoming", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/events?lieu_id=${lieuId}` });
    expect((response.json() as Array<{ title: string }>).map((event) => event.title)).toEqual([
      "Passé",
      "Carmen",
      "Tosca",
    ]);
  });

  it("lists the venue's routes only", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/parcours?lieu_id=${lieuId}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Array<{ id: number }>).map((route) => route.id)).toEqual([routeId]);
    expect(response.headers["x-total-count"]).toBe("1");
  });

  it("answers empty lists for a venue that does not exist, and 400 for a malformed id", async () => {
    for (const path of ["/api/events", "/api/parcours"]) {
      const none = await ctx.app.inject({ method: "GET", url: `${path}?lieu_id=999999` });
      expect(none.statusCode, path).toBe(200);
      expect(none.json(), path).toEqual([]);
      const bad = await ctx.app.inject({ method: "GET", url: `${path}?lieu_id=abc` });
      expect(bad.statusCode, path).toBe(400);
    }
  });
});
