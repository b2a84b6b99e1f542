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

/** Resolves once `condition` holds, checking every few milliseconds (a request reaches its route a little after fetch). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * A listening server whose one route waits until the test releases it, then reads the database (as
 * a real request does).
 */
async function heldServer() {
  const app = Fastify({ logger: false });
  const inFlight = trackRequestsInFlight(app);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answered = false;
  app.get("/slow", async () => {
    await released;
    await database.db.execute(sql`select 1`);
    answered = true;
    return { ok: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  let closed = false;
  let answeredWhenClosed = false;
  const closeRecorder = {
    close: async () => {
      closed = true;
      answeredWhenClosed = answered;
    },
  };
  return {
    app,
    inFlight,
    url: `http://127.0.0.1:${port}/slow`,
    closeRecorder,
    release,
    answered: () => answered,
    closed: () => closed,
    answeredWhenClosed: () => answeredWhenClosed,
  };
}

describe("shutdown on SIGTERM", () => {
  it("lets a request in flight finish with the database before closing the database", async () => {
    const server = await heldServer();
    const response = fetch(server.url);
    await until(() => server.inFlight() === 1);
    // A grace period far longer than the test may run: shutdown must end once the request has, not
    // at the end of the grace period, although the request's keep-alive connection stays open.
    const graceMs = 10 * 60_000;
    const started = Date.now();
    const shutdown = shutDown({ app: server.app, database: server.closeRecorder, graceMs }, server.inFlight);
    expect(server.closed()).toBe(false);
    server.release();
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(await shutdown).toBe(0);
    expect(Date.now() - started).toBeLessThan(graceMs);
    expect(server.answeredWhenClosed()).toBe(true);
    // No new request is accepted once shutdown has begun.
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it("closes the database at the end of the grace period when a request runs too long", async () => {
    const server = await heldServer();
    const response = fetch(server.url).catch(() => null);
    await until(() => server.inFlight() === 1);
    // The request is held until after shutdown has returned: it can only have ended by its grace period.
    const cut = await shutDown(
      { app: server.app, database: server.closeRecorder, graceMs: 200 },
      server.inFlight,
    );
    expect(cut).toBe(1);
    expect(server.closed()).toBe(true);
    expect(server.answered()).toBe(false);
    server.release();
    await response;
  });
});
