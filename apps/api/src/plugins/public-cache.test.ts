import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lieux } from "../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";

let ctx: TestContext;
let organiser: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_TTL_MS: "60000" });
  organiser = await registerProfessionnel(ctx.app);
});
afterAll(() => ctx.close());

async function insertLieuBehindTheApi(nom: string) {
  await ctx.database.db.insert(lieux).values({ nom, ville: "Arles", user_id: organiser.user.id });
}

describe("public read cache", () => {
  it("reuses a public answer, with its total, until a write goes through the API", async () => {
    await insertLieuBehindTheApi("Théâtre antique");
    const first = await ctx.app.inject({ method: "GET", url: "/api/lieux" });
    expect(first.json()).toHaveLength(1);
    expect(first.headers["x-total-count"]).toBe("1");

    // A row written behind the API's back is not seen while the answer is fresh...
    await insertLieuBehindTheApi("Amphithéâtre");
    const cached = await ctx.app.inject({ method: "GET", url: "/api/lieux" });
    expect(cached.body).toBe(first.body);
    expect(cached.headers["x-total-count"]).toBe("1");
    expect(cached.headers["content-type"]).toContain("application/json");
    expect(cached.headers["content-security-policy"]).toBeDefined();

    // ...but any write through the API empties the cache.
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/lieux",
      headers: bearer(organiser.token),
      payload: { nom: "Cryptoportiques", ville: "Arles" },
    });
    expect(created.statusCode).toBe(201);
    const fresh = await ctx.app.inject({ method: "GET", url: "/api/lieux" });
    expect(fresh.json()).toHaveLength(3);
    expect(fresh.headers["x-total-count"]).toBe("3");
  });

  it("never answers a request that carries a token from the cache", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/stats" });
    await insertLieuBehindTheApi("Alyscamps");
    const withToken = await ctx.app.inject({
      method: "GET",
      url: "/api/stats",
      headers: bearer(organiser.token),
    });
    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/stats" });
    expect(withToken.json().places).toBe(anonymous.json().places + 1);
  });

  it("keeps errors and private routes out of the cache", async () => {
    const missing = await ctx.app.inject({ method: "GET", url: "/api/lieux/999999" });
    expect(missing.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .insert(lieux)
      .values({ nom: "Thermes de Constantin", ville: "Arles", user_id: organiser.user.id })
      .returning();
    expect(row).toBeDefined();
    // Distinct URLs are distinct entries: a query string is part of the key.
    const page = await ctx.app.inject({ method: "GET", url: "/api/lieux?limit=1" });
    expect(page.json()).toHaveLength(1);
    const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });
});

describe("with the cache turned off", () => {
  it("reads the database every time", async () => {
    const off = await createTestApp({ PUBLIC_CACHE_TTL_MS: "0" });
    try {
      const user = await registerProfessionnel(off.app);
      await off.app.inject({ method: "GET", url: "/api/lieux" });
      await off.database.db
        .insert(lieux)
        .values({ nom: "Musée Réattu", ville: "Arles", user_id: user.user.id });
      const response = await off.app.inject({ method: "GET", url: "/api/lieux" });
      expect(response.json()).toHaveLength(1);
    } finally {
      await off.close();
    }
  });
});
