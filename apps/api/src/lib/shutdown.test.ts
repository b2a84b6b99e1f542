import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import { shutDown, trackRequestsInFlight } from "./shutdown.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A listening server whose one route is slow, then reads the database (as a real request does). */
async function slowServer(handlerMs: number) {
  const app = Fastify({ logger: false });
  const inFlight = trackRequestsInFlight(app);
  let answeredAt = 0;
  app.get("/slow", async () => {
    await wait(handlerMs);
    await database.db.execute(sql`select 1`);
    answeredAt = Date.now();
    return { ok: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  let closedAt = 0;
  const closeRecorder = {
    close: async () => {
      closedAt = Date.now();
    },
  };
  return {
    app,
    inFlight,
    url: `http://127.0.0.1:${port}/slow`,
    closeRecorder,
    answeredAt: () => answeredAt,
    closedAt: () => closedAt,
  };
}

describe("shutdown on SIGTERM", () => {
  it("lets a request in flight finish with the database before closing the database", async () => {
    const server = await slowServer(300);
    const response = fetch(server.url);
    await wait(50);
    expect(server.inFlight()).toBe(1);
    const started = Date.now();
    const cut = await shutDown(
      { app: server.app, database: server.closeRecorder, graceMs: 5_000 },
      server.inFlight,
    );
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(cut).toBe(0);
    // Idle keep-alive connections do not hold the shutdown until the grace period ends.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.closedAt()).toBeGreaterThanOrEqual(server.answeredAt());
    // No new request is accepted once shutdown has begun.
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it("closes the database at the end of the grace period when a request runs too long", async () => {
    const server = await slowServer(1_500);
    const response = fetch(server.url).catch(() => null);
    await wait(50);
    const started = Date.now();
    const cut = await shutDown(
      { app: server.app, database: server.closeRecorder, graceMs: 200 },
      server.inFlight,
    );
    expect(cut).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(server.closedAt()).toBeGreaterThan(0);
    await response;
  });
});
