import { secondFactorMessages } from "@culture-patrimoine/contract/messages";
import type { AuthResponse } from "@culture-patrimoine/contract/schemas/auth";
import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { fillLoginForm, type NewAccount, register, storedUserId } from "./accounts.ts";
import { expect } from "./fixtures.ts";

/** The README's demo administrator: its second factor's secret is published, as demo data. */
export const DEMO_ADMINISTRATOR = {
  email: "administrateur@demo.culture-patrimoine.fr",
  password: "Admin-Demo-2026",
  totpSecret: "CULTUREPATRIMOINEDEMOADMINISTRAT",
};

const totp = new TOTP({ secret: Secret.fromBase32(DEMO_ADMINISTRATOR.totpSecret) });

/**
 * Signs in as the demo administrator from /auth, the code computed as an authenticator app would.
 * A code is accepted once (RFC 6238 §5.2): when the other worker's journey has just used this
 * period's code, the sign-in waits for the next period and tries again, as a person would.
 * The password step answers 401 SECOND_FACTOR_REQUIRED, which the browser logs: callers allow it.
 */
export async function loginAsAdministrator(page: Page): Promise<void> {
  await page.goto("/auth");
  await fillLoginForm(page, DEMO_ADMINISTRATOR.email, DEMO_ADMINISTRATOR.password);
  await enterSecondFactorCode(page);
}

/**
 * The login's second step: this period's code, or the next period's when this one was used. The
 * same refused code is never sent again: each refusal counts as a failed attempt, and a journey
 * that kept trying got the account held back for 15 minutes (« Trop de tentatives »).
 */
export async function enterSecondFactorCode(page: Page): Promise<void> {
  const codeField = page.getByLabel(secondFactorMessages.codeLabel);
  for (let attempt = 1; ; attempt++) {
    await codeField.fill(totp.generate());
    await page.getByRole("button", { name: secondFactorMessages.submit }).click();
    try {
      await expect(page).not.toHaveURL(/\/auth/, { timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
    await page.waitForTimeout(untilNextPeriod());
  }
}

/** How long until the authenticator shows its next code. */
function untilNextPeriod(): number {
  const periodMs = totp.period * 1000;
  return periodMs - (Date.now() % periodMs) + 200;
}

async function signInThroughApi(request: APIRequestContext): Promise<AuthResponse> {
  for (let attempt = 1; ; attempt++) {
    const password = await request.post("/api/auth/login", {
      data: { email: DEMO_ADMINISTRATOR.email, password: DEMO_ADMINISTRATOR.password },
    });
    expect(password.status(), "the password step asks for the code").toBe(401);
    const { challenge } = await password.json();
    const code = await request.post("/api/auth/login/second-factor", {
      data: { challenge, code: totp.generate() },
    });
    if (code.ok()) return await code.json();
    // This period's code was just used (the other worker): the next one, as a person would.
    if (attempt >= 3)
      throw new Error(`the administrator cannot sign in: ${code.status()} ${await code.text()}`);
    await new Promise((resolve) => setTimeout(resolve, untilNextPeriod()));
  }
}

let signedIn: Promise<AuthResponse> | undefined;

/**
 * The demo administrator's session (its token and its user, as the second step answers them),
 * signed in once per worker through the API: the other journeys of the worker reuse it rather than
 * spend another period's code.
 */
export function administratorSession(request: APIRequestContext): Promise<AuthResponse> {
  signedIn ??= signInThroughApi(request);
  return signedIn;
}

/** The demo administrator's token, for set-up steps. */
export async function administratorToken(request: APIRequestContext): Promise<string> {
  return (await administratorSession(request)).token;
}

/**
 * A new organiser as the journeys before moderation knew them (issue 29): signed up through the form,
 * then verified by the administrator, so that what it publishes is public at once.
 */
export async function registerVerifiedOrganiser(
  page: Page,
  request: APIRequestContext,
  account: NewAccount,
): Promise<void> {
  await register(page, account);
  await verifyOrganiser(request, await storedUserId(page));
}

/** The administrator verifies an organiser's account (POST /api/admin/organisers/{id}/verify). */
export async function verifyOrganiser(request: APIRequestContext, userId: number): Promise<void> {
  const verified = await request.post(`/api/admin/organisers/${userId}/verify`, {
    headers: { Authorization: `Bearer ${await administratorToken(request)}` },
    data: {},
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
