import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app.ts";
import { uniqueEmail } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";

// The ceiling on /api/auth (docs/decisions/024): one bucket per address for all the auth calls
// together, counted in the database, so that a second app over the same database (another API
// process) sees the same hits. auth-limits-processes.test.ts does the same with real processes on
// PostgreSQL.

const LIMIT = 4;
let ctx: TestContext;
let otherProcess: App;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  otherProcess = await buildApp(
    { db: ctx.database.db, config: ctx.config, appSecret: "test-secret-".padEnd(40, "x") },
    { logger: false },
  );
  await otherProcess.ready();
});
afterAll(async () => {
  await otherProcess.close();
  await ctx.close();
});

// Each login names a new e-mail, so that only the rate limit can refuse it (not the login throttle).
const calls = {
  get login() {
    return {
      method: "POST" as const,
      url: "/api/auth/login",
      payload: { email: uniqueEmail(), password: "123456" },
    };
  },
  register: { method: "POST" as const, url: "/api/auth/register", payload: { email: "pas-une-adresse" } },
  resetRequest: {
    method: "POST" as const,
    url: "/api/auth/password-reset-request",
    payload: { email: "x@exemple.fr" },
  },
  reset: {
    method: "POST" as const,
    url: "/api/auth/password-reset",
    payload: { token: "court", password: "x" },
  },
};

function send(app: App, call: { method: "POST"; url: string; payload: object }, ip: string) {
  return app.inject({ ...call, remoteAddress: ip });
}

describe("rate limit on /api/auth", () => {
  it("counts every auth route of an address in one bucket, answering 429 with Retry-After past it", async () => {
    const ip = "198.51.100.31";
    const statuses = [
      (await send(ctx.app, calls.login, ip)).statusCode,
      (await send(ctx.app, calls.register, ip)).statusCode,
      (await send(ctx.app, calls.resetRequest, ip)).statusCode,
      (await send(ctx.app, calls.reset, ip)).statusCode,
    ];
    expect(statuses).not.toContain(429);
    const past = await send(ctx.app, calls.login, ip);
    expect(past.statusCode).toBe(429);
    expect(Number(past.headers["retry-after"])).toBeGreaterThan(0);
    expect(past.json()).toEqual({
      error: "Trop de requêtes. Veuillez réessayer plus tard.",
      code: "TOO_MANY_REQUESTS",
    });
    expect((await send(ctx.app, calls.resetRequest, ip)).statusCode).toBe(429);
    // Another address has its own bucket.
    expect((await send(ctx.app, calls.login, "198.51.100.32")).statusCode).toBe(401);
  });

  it("shares the bucket with another app over the same database (another API process)", async () => {
    const ip = "198.51.100.33";
    for (let hit = 0; hit < LIMIT; hit++) {
      const app = hit % 2 === 0 ? ctx.app : otherProcess;
      expect((await send(app, calls.login, ip)).statusCode).toBe(401);
    }
    expect((await send(otherProcess, calls.login, ip)).statusCode).toBe(429);
    expect((await send(ctx.app, calls.login, ip)).statusCode).toBe(429);
  });
});
