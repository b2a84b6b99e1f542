import { secondFactorMessages } from "@culture-patrimoine/contract/messages";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { fillLoginForm } from "./accounts.ts";
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

/** The login's second step: this period's code, or the next period's when this one was used. */
export async function enterSecondFactorCode(page: Page): Promise<void> {
  const codeField = page.getByLabel(secondFactorMessages.codeLabel);
  await expect(async () => {
    await codeField.fill(totp.generate());
    await page.getByRole("button", { name: secondFactorMessages.submit }).click();
    await expect(page).not.toHaveURL(/\/auth/, { timeout: 3_000 });
  }).toPass({ timeout: 70_000, intervals: [5_000] });
}
