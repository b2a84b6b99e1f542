import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { bearer, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, TEST_APP_SECRET, type TestContext } from "../../test/app.ts";
import { enrolConfirmedSecondFactor } from "./second-factor.ts";

// Issue 29, docs/decisions/045: enrolment from the settings, login's second step, and who may do
// what. The app's clock (deps.now) is set here, and the codes are computed from it.

let clock = new Date("2026-03-02T10:00:00Z");
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    { LOGIN_FIRST_DELAY_MS: "0", LOGIN_MAX_FAILURES_PER_EMAIL: "6", AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
    { logger: false, now: () => clock },
  );
});
afterAll(() => ctx.close());

const codeOf = (secret: string, at = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at.getTime(),
  });

let ip = 0;
/** Each test from its own address, so that only the counters it means to fill are filled. */
const nextIp = () => `203.0.113.${++ip}`;

function login(email: string, password: string, remoteAddress: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress,
  });
}
function secondStep(payload: object, remoteAddress: string) {
  return ctx.app.inject({ method: "POST", url: "/api/auth/login/second-factor", payload, remoteAddress });
}

/** An organiser with an enabled second factor, enrolled through the settings. */
async function enrolledOrganiser() {
  const account = await registerProfessionnel(ctx.app);
  const base = `/api/users/${account.user.id}/second-factor`;
  const start = await ctx.app.inject({
    method: "POST",
    url: `${base}/enrolment`,
    headers: bearer(account.token),
  });
  expect(start.statusCode).toBe(200);
  const { otpauth_url, secret } = start.json();
  expect(otpauth_url).toContain(`secret=${secret}`);
  const confirm = await ctx.app.inject({
    method: "POST",
    url: `${base}/confirmation`,
    headers: bearer(account.token),
    payload: { code: codeOf(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  const { recovery_codes } = confirm.json();
  expect(recovery_codes).toHaveLength(10);
  tick(30); // the confirmation used this step's code
  return { ...account, secret, recoveryCodes: recovery_codes as string[] };
}

async function challengeOf(email: string, password: string, address: string) {
  const response = await login(email, password, address);
  expect(response.statusCode).toBe(401);
  return response.json().challenge as string;
}

describe("login with a second factor", () => {
  it("asks for the code after the password (401 SECOND_FACTOR_REQUIRED, no session), then opens one", async () => {
    const account = await enrolledOrganiser();
    const address = nextIp();
    const first = await login(account.user.email, account.password, address);
    expect(first.statusCode).toBe(401);
    const body = first.json();
    expect(body).toMatchObject({
      code: "SECOND_FACTOR_REQUIRED",
      error: "Saisissez le code de votre application d’authentification pour terminer la connexion.",
    });
    expect(body.challenge).toEqual(expect.any(String));
    expect(body).not.toHaveProperty("token");
    const second = await secondStep({ challenge: body.challenge, code: codeOf(account.secret) }, address);
    expect(second.statusCode).toBe(200);
    const { token, user } = second.json();
    expect(user.id).toBe(account.user.id);
    const me = await ctx.app.inject({ method: "GET", url: `/api/users/${user.id}`, headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it("refuses the same code twice (replay), and a wrong code", async () => {
    const account = await enrolledOrganiser();
    const address = nextIp();
    const challenge = await challengeOf(account.user.email, account.password, address);
    const code = codeOf(account.secret);
    expect((await secondStep({ challenge, code }, address)).statusCode).toBe(200);
    const replay = await secondStep({ challenge, code }, address);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: "Code invalide ou déjà utilisé.",
      code: "INVALID_SECOND_FACTOR_CODE",
    });
    const wrong = code === "000000" ? "111111" : "000000";
    tick(30);
    expect((await secondStep({ challenge, code: wrong }, address)).json().code).toBe(
      "INVALID_SECOND_FACTOR_CODE",
    );
  });

  it("refuses an expired, a forged and another account's challenge", async () => {
    const account = await enrolledOrganiser();
    const other = await enrolledOrganiser();
    const address = nextIp();
    const challenge = await challengeOf(account.user.email, account.password, address);
    const otherChallenge = await challengeOf(other.user.email, other.password, address);
    const forged = `${challenge.slice(0, -4)}AAAA`;
    // The other account's claim with this one's signature: a challenge passed from one to the other.
    const swapped = `${otherChallenge.slice(0, -32)}${challenge.slice(-32)}`;
    // The other account's own challenge is bound to it: this account's code is a wrong code there.
    const crossed = await secondStep({ challenge: otherChallenge, code: codeOf(account.secret) }, address);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().code).toBe("INVALID_SECOND_FACTOR_CODE");
    for (const [name, payload] of [
      ["forged", { challenge: forged, code: codeOf(account.secret) }],
      ["swapped", { challenge: swapped, code: codeOf(account.secret) }],
      ["garbage", { challenge: "n-importe-quoi", code: codeOf(account.secret) }],
    ] as const) {
      const response = await secondStep(payload, address);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().code, name).toBe("INVALID_SECOND_FACTOR_CHALLENGE");
    }
    tick(5 * 60 + 1);
    const expired = await secondStep({ challenge, code: codeOf(account.secret) }, address);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("INVALID_SECOND_FACTOR_CHALLENGE");
  });

  it("accepts a recovery code once", async () => {
    const account = await enrolledOrganiser();
    const address = nextIp();
    const challenge = await challengeOf(account.user.email, account.password, address);
    const recovery_code = account.recoveryCodes[3] ?? "";
    expect((await secondStep({ challenge, recovery_code }, address)).statusCode).toBe(200);
    const again = await secondStep({ challenge, recovery_code }, address);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe("INVALID_SECOND_FACTOR_CODE");
  });

  it("limits attempts per account: 429 in French with Retry-After, even with the right code", async () => {
    const account = await enrolledOrganiser();
    const challenge = await challengeOf(account.user.email, account.password, nextIp());
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await secondStep({ challenge, code: "000001" }, nextIp());
      expect(response.statusCode).toBe(401);
    }
    const refused = await secondStep({ challenge, code: codeOf(account.secret) }, nextIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/^Trop de tentatives de connexion/);
  });

  it("refuses a session to an administrator without a second factor (403), gives one with it", async () => {
    const account = await registerProfessionnel(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ role: "administrateur", verification_status: null })
      .where(eq(users.id, account.user.id));
    const address = nextIp();
    const refused = await login(account.user.email, account.password, address);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "SECOND_FACTOR_SETUP_REQUIRED",
      error:
        "Un compte administrateur ne peut se connecter qu’avec une double authentification. Demandez à un autre administrateur de la configurer pour votre compte.",
    });
    const { secret } = await enrolConfirmedSecondFactor(ctx.database.db, TEST_APP_SECRET, account.user.id);
    const challenge = await challengeOf(account.user.email, account.password, address);
    expect((await secondStep({ challenge, code: codeOf(secret) }, address)).statusCode).toBe(200);
  });

  it("keeps SPEC's login of an account without a second factor unchanged: { token, user }", async () => {
    const account = await registerUser(ctx.app);
    const response = await login(account.user.email, account.password, nextIp());
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(["device_token", "token", "user"]);
  });
});

describe("settings of the second factor", () => {
  it("lets an organiser regenerate recovery codes with a code, and disable with password and code", async () => {
    const account = await enrolledOrganiser();
    const base = `/api/users/${account.user.id}/second-factor`;
    const status = await ctx.app.inject({ method: "GET", url: base, headers: bearer(account.token) });
    expect(status.json()).toMatchObject({ enabled: true, required: false, recovery_codes_left: 10 });
    const regenerated = await ctx.app.inject({
      method: "POST",
      url: `${base}/recovery-codes`,
      headers: bearer(account.token),
      payload: { code: codeOf(account.secret) },
    });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().recovery_codes).toHaveLength(10);
    tick(30);
    const wrongPassword = await ctx.app.inject({
      method: "POST",
      url: `${base}/disable`,
      headers: bearer(account.token),
      payload: { password: "pas-le-bon", code: codeOf(account.secret) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const disabled = await ctx.app.inject({
      method: "POST",
      url: `${base}/disable`,
      headers: bearer(account.token),
      payload: { password: account.password, code: codeOf(account.secret) },
    });
    expect(disabled.statusCode).toBe(204);
    expect((await login(account.user.email, account.password, nextIp())).statusCode).toBe(200);
  });

  it("refuses to disable an administrator's second factor", async () => {
    const account = await registerProfessionnel(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ role: "administrateur", verification_status: null })
      .where(eq(users.id, account.user.id));
    const { secret } = await enrolConfirmedSecondFactor(ctx.database.db, TEST_APP_SECRET, account.user.id);
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/users/${account.user.id}/second-factor/disable`,
      headers: bearer(account.token),
      payload: { password: account.password, code: codeOf(secret) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      "La double authentification est obligatoire pour les administrateurs\u00a0: elle ne peut pas être désactivée.",
    );
  });

  it("answers by role and owner (table): participant 403, another account 403, no or forged token 401", async () => {
    const participant = await registerUser(ctx.app);
    const organiser = await registerProfessionnel(ctx.app);
    const admin = await registerProfessionnel(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ role: "administrateur", verification_status: null })
      .where(eq(users.id, admin.user.id));
    const endpoints = [
      { method: "GET" as const, path: "" },
      { method: "POST" as const, path: "/enrolment" },
      { method: "POST" as const, path: "/confirmation", payload: { code: "123456" } },
      { method: "POST" as const, path: "/recovery-codes", payload: { code: "123456" } },
      { method: "POST" as const, path: "/disable", payload: { password: "x", code: "123456" } },
    ];
    const cases: [string, Record<string, string>, number, number][] = [
      ["anonymous", {}, organiser.user.id, 401],
      ["forged token", bearer("A".repeat(43)), organiser.user.id, 401],
      ["participant, own account", bearer(participant.token), participant.user.id, 403],
      ["organiser, another account", bearer(organiser.token), admin.user.id, 403],
      ["administrator, another account", bearer(admin.token), organiser.user.id, 403],
    ];
    for (const endpoint of endpoints) {
      for (const [who, headers, id, status] of cases) {
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: `/api/users/${id}/second-factor${endpoint.path}`,
          headers,
          ...(endpoint.payload && { payload: endpoint.payload }),
        });
        expect(response.statusCode, `${who} ${endpoint.method} ${endpoint.path}`).toBe(status);
      }
    }
    for (const owner of [organiser, admin]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/users/${owner.user.id}/second-factor`,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
