import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "../db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { databaseRateLimitStore, type ReadableRateLimitStore } from "./rate-limit-store.ts";

// The store of @fastify/rate-limit in the database (DESIGN.md §3): any key, any bucket, the same
// counts for every store over one database (one per API process). Driven as the plugin drives it:
// `new Store(options)`, then `child(routeOptions)` per route, then `incr(key, cb, timeWindow, max)`.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

function storeFor(routeOptions: Record<string, unknown>): ReadableRateLimitStore {
  const Store = databaseRateLimitStore(database.db);
  return new Store({ global: false }).child(routeOptions as never) as ReadableRateLimitStore;
}

const route = (url: string, extra: Record<string, unknown> = {}) =>
  storeFor({ routeInfo: { method: "POST", url }, ...extra });

function incr(store: FastifyRateLimitStore, key: string, windowMs = 60_000, max = 5) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, max);
  });
}

/**
 * Brings the end of a key's window `ms` closer, as if that much time had passed: the store reads
 * the database's clock, so waiting for real would make each test as slow as its window is long, and
 * wrong on a machine slow enough to spend the whole window between two hits.
 */
async function timePasses(store: string, key: string, ms: number) {
  await database.db
    .update(rateLimitHits)
    .set({
      expires_at: sql`${rateLimitHits.expires_at} - ${ms}::double precision * interval '1 millisecond'`,
    })
    .where(eq(rateLimitHits.key, `${store}|${key}`));
}

describe("database rate-limit store", () => {
  it("counts the hits of a key within its window, then starts over", async () => {
    const store = route("/fenetre");
    const first = await incr(store, "198.51.100.1", 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(store, "198.51.100.1", 60_000)).current).toBe(2);
    await timePasses("route:POST /fenetre", "198.51.100.1", 50_000);
    expect((await incr(store, "198.51.100.1", 60_000)).current).toBe(3);
    await timePasses("route:POST /fenetre", "198.51.100.1", 10_000);
    expect((await incr(store, "198.51.100.1", 60_000)).current).toBe(1);
  });

  it("keeps routes apart, and the routes of one group together, for any key", async () => {
    const upload = route("/api/lieux/:id/image");
    const other = route("/api/sites/:id/image");
    const account = "user:42";
    expect((await incr(upload, account)).current).toBe(1);
    expect((await incr(upload, account)).current).toBe(2);
    expect((await incr(other, account)).current).toBe(1);
    expect((await incr(upload, "user:43")).current).toBe(1);

    const login = route("/api/auth/login", { groupId: "auth" });
    const register = route("/api/auth/register", { groupId: "auth" });
    expect((await incr(login, "203.0.113.5auth")).current).toBe(1);
    expect((await incr(register, "203.0.113.5auth")).current).toBe(2);
  });

  it("counts the same hits in two stores over one database, as two API processes do", async () => {
    const processA = route("/partage");
    const processB = route("/partage");
    const counts = [];
    for (let hit = 0; hit < 6; hit++) counts.push((await incr(hit % 2 ? processB : processA, "k")).current);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("gives each of 40 simultaneous hits its own count", async () => {
    const store = route("/simultane");
    const results = await Promise.all(Array.from({ length: 40 }, () => incr(store, "198.51.100.9")));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it("starts the window again past the limit with continueExceeding, keeps it otherwise", async () => {
    const plain = route("/simple");
    const renewing = route("/renouvele", { continueExceeding: true });
    for (const store of [plain, renewing]) {
      for (let hit = 0; hit < 2; hit++) await incr(store, "k", 60_000, 2);
    }
    await timePasses("route:POST /simple", "k", 30_000);
    await timePasses("route:POST /renouvele", "k", 30_000);
    const plainPast = await incr(plain, "k", 60_000, 2);
    const renewedPast = await incr(renewing, "k", 60_000, 2);
    expect(plainPast.current).toBe(3);
    expect(plainPast.ttl).toBeLessThanOrEqual(30_000);
    expect(renewedPast.current).toBe(3);
    expect(renewedPast.ttl).toBeGreaterThan(30_000);
  });

  it("reads a count without adding a hit", async () => {
    const store = route("/lecture");
    await incr(store, "k");
    await incr(store, "k");
    const read = await new Promise<{ current: number; ttl: number }>((resolve, reject) => {
      store.read("k", (error, result) => (error || !result ? reject(error) : resolve(result)));
    });
    expect(read.current).toBe(2);
    expect((await incr(store, "k")).current).toBe(3);
  });

  it("deletes ended windows on the way, without a sweeper", async () => {
    const store = route("/balayage");
    for (let key = 0; key < 25; key++) await incr(store, `ancien-${key}`, 60_000);
    await database.db.update(rateLimitHits).set({ expires_at: sql`now() - interval '1 second'` });
    const ended = async () => {
      const [row] = await database.db
        .select({ value: sql<number>`count(*)::int` })
        .from(rateLimitHits)
        .where(sql`${rateLimitHits.expires_at} <= now()`);
      return Number(row?.value);
    };
    const before = await ended();
    expect(before).toBeGreaterThanOrEqual(25);
    await incr(store, "nouveau");
    expect(await ended()).toBe(before - 10);
    await incr(store, "nouveau");
    expect(await ended()).toBe(before - 20);
    const [kept] = await database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, "route:POST /balayage|nouveau"));
    expect(kept?.hits).toBe(2);
  });
});
