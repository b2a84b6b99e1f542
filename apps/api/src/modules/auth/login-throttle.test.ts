import { Writable } from "node:stream";
import { authMessages } from "@culture-patrimoine/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participantBody, registerUser, uniqueEmail } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";

// Small limits so that the tests reach them; the defaults are far above what an honest user meets.
let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  ctx = await createTestApp(
    { LOGIN_MAX_FAILURES_PER_EMAIL: "3", LOGIN_MAX_FAILURES_PER_IP: "6", AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
    { logger: { level: "info", stream: logStream } },
  );
});
afterAll(() => ctx.close());

function login(email: string, password: string, ip = "203.0.113.1") {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe("failed login throttling", () => {
  it("blocks an e-mail after too many failures, even with the right password, with Retry-After", async () => {
    const account = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(account.user.email, "mauvais-mot-de-passe", "198.51.100.7")).statusCode).toBe(401);
    }
    const blocked = await login(account.user.email, account.password, "198.51.100.8");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      error: authMessages.tooManyAttempts(15),
      code: "TOO_MANY_LOGIN_ATTEMPTS",
    });
  });

  it("blocks an IP that fails on many e-mails", async () => {
    const ip = "192.0.2.55";
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(uniqueEmail("essai"), "mauvais-mot-de-passe", ip)).statusCode).toBe(401);
    }
    const blocked = await login(uniqueEmail("essai"), "mauvais-mot-de-passe", ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    // Another IP is not affected.
    expect((await login(uniqueEmail("essai"), "mauvais-mot-de-passe", "192.0.2.56")).statusCode).toBe(401);
  });

  it("forgets an e-mail's failures after a successful login", async () => {
    const account = await registerUser(ctx.app);
    const ip = "198.51.100.20";
    for (let attempt = 0; attempt < 2; attempt++) await login(account.user.email, "mauvais-mot-de-passe", ip);
    expect((await login(account.user.email, account.password, ip)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) await login(account.user.email, "mauvais-mot-de-passe", ip);
    expect((await login(account.user.email, account.password, ip)).statusCode).toBe(200);
  });

  it("never writes passwords or tokens to the log", async () => {
    const body = participantBody({ password: "Secret-Tres-Visible-42" });
    const { token } = await registerUser(ctx.app, body);
    await ctx.app.inject({
      method: "GET",
      url: "/api/users/1",
      headers: { authorization: `Bearer ${token}` },
    });
    const log = logLines.join("");
    expect(log).toContain("/api/auth/register");
    expect(log).not.toContain("Secret-Tres-Visible-42");
    expect(log).not.toContain(token);
  });
});

describe("per-route rate limit on /api/auth", () => {
  it("answers 429 with Retry-After past the limit", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "x@exemple.fr", password: "123456" },
        });
      await attempt();
      await attempt();
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toBeDefined();
      expect(third.json()).toEqual({
        error: "Trop de requêtes. Veuillez réessayer plus tard.",
        code: "TOO_MANY_REQUESTS",
      });
    } finally {
      await limited.close();
    }
  });
});
