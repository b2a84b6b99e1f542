import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoDataIfEmpty } from "../../db/seed/seed.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("GET /api/stats", () => {
  it("counts zero on an empty platform", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/stats" });
    expect(response.json()).toEqual({ events: 0, parcours: 0, places: 0, participations: 0 });
  });

  it("counts what the database holds", async () => {
    await seedDemoDataIfEmpty(ctx.database.db);
    const response = await ctx.app.inject({ method: "GET", url: "/api/stats" });
    const stats = response.json();
    expect(stats.events).toBeGreaterThanOrEqual(30);
    expect(stats.parcours).toBeGreaterThan(0);
    expect(stats.places).toBeGreaterThan(10);
    expect(stats.participations).toBeGreaterThan(0);
  });
});
