import { Writable } from "node:stream";
import { authMessages } from "@culture-patrimoine/contract/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle, mailOutbox, trustedDevices } from "../../db/schema.ts";
import { participantBody, registerUser, uniqueEmail } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";

// Login throttling (docs/decisions/024): a stranger's failures never lock the owner out of a browser
// where the account logged in before (device token), the owner of a new browser gets in through the
// reset link, and guessing stays slow: a few free failures, growing delays, then a refusal.
//
// `withDelays` has delays (3 s, 6 s…, long enough for a loaded machine to send the next attempt
// within the first) at the default limits (10 per account, 100 per address); `noDelays` has none,
// so that a test reaches the refusals at once, and a small address limit.
let withDelays: TestContext;
let noDelays: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  [withDelays, noDelays] = await Promise.all([
    createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: "100000", LOGIN_FIRST_DELAY_MS: "3000" },
      { logger: { level: "info", stream: logStream } },
    ),
    createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      LOGIN_FIRST_DELAY_MS: "0",
      LOGIN_MAX_FAILURES_PER_EMAIL: "10",
      LOGIN_MAX_FAILURES_PER_IP: "30",
    }),
  ]);
});
afterAll(() => Promise.all([withDelays.close(), noDelays.close()]));

const WRONG = "pas-le-bon-mot-de-passe";
const OWNER_HOME = "198.51.100.10";
const STRANGER = "203.0.113.66";
const CAFE = "192.0.2.200";

function login(ctx: TestContext, email: string, password: string, ip: string, deviceToken?: unknown) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, ...(deviceToken === undefined ? {} : { device_token: deviceToken }) },
    remoteAddress: ip,
  });
}

/** Sends `count` attempts one after the other; answers their status codes. */
async function attempts(count: number, send: () => ReturnType<typeof login>): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) statuses.push((await send()).statusCode);
  return statuses;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** A registered account and the device token its sign-up browser received. */
async function owner(ctx: TestContext) {
  const account = await registerUser(ctx.app, participantBody());
  const deviceToken = (account as unknown as { device_token: string }).device_token;
  return { ...account, deviceToken };
}

/** The reset link's token, read from the outbox (no worker runs in these tests). */
async function resetLinkToken(ctx: TestContext, email: string, userId: number): Promise<string> {
  const request = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/password-reset-request",
    payload: { email },
  });
  expect(request.statusCode).toBe(202);
  const [row] = await ctx.database.db
    .select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.user_id, userId), eq(mailOutbox.kind, "password_reset")));
  const token = (row?.payload as { token?: string } | undefined)?.token;
  if (!token) throw new Error("no reset link in the outbox");
  return token;
}

describe("a stranger cannot lock the owner out", () => {
  it("50 wrong attempts from another address: the owner's browser logs in at once, a new one is told to wait or reset", async () => {
    const account = await owner(noDelays);
    expect(account.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stranger = await attempts(50, () => login(noDelays, account.user.email, WRONG, STRANGER));
    // Ten passwords checked, then the account refuses untrusted attempts for the window.
    expect(tally(stranger)).toEqual({ 401: 10, 429: 40 });

    const fromOwnerBrowser = await login(
      noDelays,
      account.user.email,
      account.password,
      OWNER_HOME,
      account.deviceToken,
    );
    expect(fromOwnerBrowser.statusCode).toBe(200);
    expect(fromOwnerBrowser.json().device_token).toBe(account.deviceToken);

    // A browser the account never used is counted with the stranger's attempts on the account.
    const fromNewBrowser = await login(noDelays, account.user.email, account.password, CAFE);
    expect(fromNewBrowser.statusCode).toBe(429);
    expect(Number(fromNewBrowser.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(fromNewBrowser.json()).toEqual({
      error: authMessages.tooManyAttempts(15 * 60),
      code: "TOO_MANY_LOGIN_ATTEMPTS",
    });
    expect(fromNewBrowser.json().error).toBe(
      "Trop de tentatives de connexion. Réessayez dans 15\u00a0minutes, ou choisissez un nouveau mot de passe avec le lien «\u00a0Mot de passe oublié\u00a0?\u00a0» pour vous connecter sans attendre.",
    );
  });

  it("the owner of a new browser resets the password and logs in, even while the stranger keeps failing from the owner's own address", async () => {
    const account = await owner(noDelays);
    // Behind one NAT: the stranger shares the owner's address, and fails on other accounts too.
    const office = "198.51.100.77";
    const onAccount = await attempts(50, () => login(noDelays, account.user.email, WRONG, office));
    expect(tally(onAccount)).toEqual({ 401: 10, 429: 40 });
    const refused = await login(noDelays, account.user.email, account.password, office);
    expect(refused.statusCode).toBe(429);
    // The refusal lasts the window (15 minutes), not a few seconds.
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(refused.json().error).toBe(authMessages.tooManyAttempts(15 * 60));

    const linkToken = await resetLinkToken(noDelays, account.user.email, account.user.id);
    const newPassword = "Un-nouveau-chemin-2027";
    const reset = await noDelays.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { token: linkToken, password: newPassword },
    });
    expect(reset.statusCode).toBe(204);

    // The stranger goes on from the same address, on this account and others.
    await attempts(40, () => login(noDelays, account.user.email, WRONG, office));
    await attempts(40, () => login(noDelays, uniqueEmail("autre"), WRONG, office));
    expect((await login(noDelays, account.user.email, newPassword, office)).statusCode).toBe(429);

    // The browser that used the link sends it as its device token: it is in at once.
    const afterReset = await login(noDelays, account.user.email, newPassword, office, linkToken);
    expect(afterReset.statusCode).toBe(200);
    expect(afterReset.json().device_token).toBe(linkToken);
    // The browsers trusted before the reset are not any more (one may have been a stranger's).
    const oldBrowser = await login(noDelays, account.user.email, newPassword, office, account.deviceToken);
    expect(oldBrowser.statusCode).toBe(429);
  });

  it("a reset forgets the account's failures: a new browser elsewhere logs in once the stranger has stopped", async () => {
    const account = await owner(noDelays);
    await attempts(15, () => login(noDelays, account.user.email, WRONG, STRANGER));
    expect((await login(noDelays, account.user.email, account.password, CAFE)).statusCode).toBe(429);
    const linkToken = await resetLinkToken(noDelays, account.user.email, account.user.id);
    const reset = await noDelays.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { token: linkToken, password: "Un-nouveau-chemin-2028" },
    });
    expect(reset.statusCode).toBe(204);
    expect((await login(noDelays, account.user.email, "Un-nouveau-chemin-2028", CAFE)).statusCode).toBe(200);
  });
});

describe("guessing stays slow", () => {
  it("refuses attempts past the limit on an account, even with the right password, for the whole window", async () => {
    const account = await owner(noDelays);
    const statuses = await attempts(10, () => login(noDelays, account.user.email, WRONG, "203.0.113.70"));
    expect(statuses).toEqual(Array(10).fill(401));
    for (const ip of ["203.0.113.70", "203.0.113.71"]) {
      const refused = await login(noDelays, account.user.email, account.password, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }
    // Waiting is the same for an address without an account: the answers say nothing of which exist.
    const unknown = uniqueEmail("inconnu");
    const unknownStatuses = await attempts(11, () => login(noDelays, unknown, WRONG, "203.0.113.72"));
    expect(unknownStatuses).toEqual([...Array(10).fill(401), 429]);
  });

  it("delays attempts past the free ones: an attempt before its time is refused unchecked, the next in time is checked", async () => {
    const account = await owner(withDelays);
    const free = await attempts(6, () => login(withDelays, account.user.email, WRONG, STRANGER));
    expect(free).toEqual(Array(6).fill(401));
    const early = await login(withDelays, account.user.email, account.password, STRANGER);
    expect(early.statusCode).toBe(429);
    const wait = Number(early.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3);
    expect(early.json().error).toBe(authMessages.tooManyAttempts(wait));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    // In time, the right password gets in, and its success is not counted as a failure.
    expect((await login(withDelays, account.user.email, account.password, STRANGER)).statusCode).toBe(200);
    const [row] = await withDelays.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${account.user.email.toLowerCase()}`));
    expect(row).toMatchObject({ failures: 6, retry_at: null });
  });

  it("counts parallel attempts one by one: of 40 at once, exactly the account's limit is checked", async () => {
    const account = await owner(noDelays);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login(noDelays, account.user.email, WRONG, "203.0.113.90")),
    );
    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 401: 10, 429: 30 });
  });

  it("refuses an address that fails on many accounts (untrusted attempts only), other addresses unaffected", async () => {
    const account = await owner(noDelays);
    const ip = "192.0.2.55";
    const statuses = await attempts(31, () => login(noDelays, uniqueEmail("essai"), WRONG, ip));
    expect(tally(statuses)).toEqual({ 401: 30, 429: 1 });
    expect((await login(noDelays, account.user.email, account.password, ip)).statusCode).toBe(429);
    // Another address is not affected; a browser where the account logged in before is not either.
    expect((await login(noDelays, uniqueEmail("essai"), WRONG, "192.0.2.56")).statusCode).toBe(401);
    expect(
      (await login(noDelays, account.user.email, account.password, ip, account.deviceToken)).statusCode,
    ).toBe(200);
  });
});

describe("device tokens", () => {
  it("counts a trusted browser's failures on its token only: a few free, then delays, never the account's counter", async () => {
    const account = await owner(withDelays);
    const statuses = await attempts(8, () =>
      login(withDelays, account.user.email, WRONG, OWNER_HOME, account.deviceToken),
    );
    expect(tally(statuses)).toEqual({ 401: 6, 429: 2 });
    // The account's counter never saw them: a new browser logs in.
    expect((await login(withDelays, account.user.email, account.password, CAFE)).statusCode).toBe(200);
  });

  it("gives a new browser a token of its own; a token of another account, or a malformed one, counts as none", async () => {
    const a = await owner(withDelays);
    const b = await owner(withDelays);
    const first = await login(withDelays, a.user.email, a.password, CAFE);
    expect(first.statusCode).toBe(200);
    expect(first.json().device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.json().device_token).not.toBe(a.deviceToken);

    const withOthers = await login(withDelays, a.user.email, a.password, CAFE, b.deviceToken);
    expect(withOthers.statusCode).toBe(200);
    expect(withOthers.json().device_token).not.toBe(b.deviceToken);
    for (const malformed of [42, null, "", "court", "x".repeat(500), { token: a.deviceToken }]) {
      const response = await login(withDelays, a.user.email, a.password, CAFE, malformed);
      expect(response.statusCode, JSON.stringify(malformed)).toBe(200);
    }
    // Only hashes are stored.
    const rows = await withDelays.database.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.user_id, a.user.id));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((row) => row.token_hash)).not.toContain(a.deviceToken);
  });

  it("answers SPEC's login as before for a client that never sends a device token", async () => {
    const account = await owner(withDelays);
    const response = await withDelays.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.user.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token: expect.any(String), user: { id: account.user.id } });
  });

  it("never writes passwords or tokens to the log", async () => {
    const body = participantBody({ password: "Secret-Tres-Visible-42" });
    const account = await registerUser(withDelays.app, body);
    const deviceToken = (account as unknown as { device_token: string }).device_token;
    await login(withDelays, account.user.email, "Secret-Tres-Visible-42", CAFE, deviceToken);
    const log = logLines.join("");
    expect(log).toContain("/api/auth/register");
    expect(log).not.toContain("Secret-Tres-Visible-42");
    expect(log).not.toContain(account.token);
    expect(log).not.toContain(deviceToken);
  });
});
