import { emailTexts } from "@culture-patrimoine/contract/email-texts";
import {
  authMessages,
  emailPreferencesMessages,
  passwordResetMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { Page } from "@playwright/test";
import { fillLoginForm, login, newAccount, register, storedUserId } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, httpStatusLogged, test, waitForAppOnNavigation } from "./support/fixtures.ts";
import { linkIn, mailCount, waitForMail } from "./support/mail.ts";

const m = passwordResetMessages;
const newPassword = "Nouveau-Patrimoine-2027";

const outcomeTitle = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
/** The outcome that replaced a form holds the focus, so that it is read at once. */
const focusedOutcome = (page: Page, name: string) =>
  expect(outcomeTitle(page, name).locator("..")).toBeFocused();

test("a forgotten password is reset from the e-mailed link, which closes every session and works once", async ({
  page,
  browser,
  consoleGuard,
}) => {
  // Two browsers, an e-mail round trip and an axe pass on each new page: close to a minute on this
  // 2-core machine with two journeys at once (it timed out once at 60 s in CI, then passed).
  test.setTimeout(180_000);
  // The old password refused, the used link refused, the old session refused.
  consoleGuard.allow(httpStatusLogged(401));
  consoleGuard.allow(httpStatusLogged(400));

  // An account, still logged in on another device.
  const account = newAccount("participant");
  const elsewhere = await browser.newContext();
  const oldSession = waitForAppOnNavigation(await elsewhere.newPage());
  await register(oldSession, account);
  const id = await storedUserId(oldSession);

  // The login tab hands the typed address to the forgotten-password page.
  await page.goto(paths.auth.getHref());
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByRole("link", { name: authMessages.forgottenPasswordTitle }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await expect(page.getByLabel(/^Email/)).toHaveValue(account.email);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: m.requestSubmit }).click();
  await focusedOutcome(page, m.requestSentTitle);
  await expect(page.getByText(/valable une heure/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mail's link carries its token in the fragment; the page takes it out of the address bar.
  const mail = await waitForMail({ to: account.email, subject: emailTexts.passwordReset.subject });
  const link = linkIn(mail, paths.resetPassword.pattern);
  expect(link.hash).toMatch(/^#jeton=[A-Za-z0-9_-]{43}$/);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole("heading", { level: 1, name: m.resetTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/reinitialiser-mot-de-passe$/);
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(`${newPassword}!`);
  await page.getByRole("button", { name: m.resetSubmit }).click();
  await expect(page.getByText(validationMessages.passwordsMismatch)).toBeVisible();
  await page.getByLabel(/^Confirmation du mot de passe/).fill(newPassword);
  await page.getByRole("button", { name: m.resetSubmit }).click();
  await expect(outcomeTitle(page, m.resetDoneTitle)).toBeVisible();
  await expect(page.getByText(/toutes vos sessions ont été fermées/)).toBeVisible();
  await expectNoAxeViolations(page);
  await waitForMail({ to: account.email, subject: emailTexts.passwordChanged.subject });

  // The session of the other device is closed: its next call sends it to the login page.
  await oldSession.goto(paths.settings.getHref(id));
  await expect(oldSession).toHaveURL(/\/auth$/);
  await expect(oldSession.getByText(authMessages.sessionExpired)).toBeVisible();
  await elsewhere.close();

  // The link worked once.
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByLabel(/^Nouveau mot de passe/).fill("Encore-Un-Autre-2028");
  await page.getByLabel(/^Confirmation du mot de passe/).fill("Encore-Un-Autre-2028");
  await page.getByRole("button", { name: m.resetSubmit }).click();
  await focusedOutcome(page, m.linkExpiredTitle);
  await expect(page.getByRole("link", { name: m.askNewLink })).toHaveAttribute(
    "href",
    paths.forgottenPassword.getHref(),
  );
  await expectNoAxeViolations(page);

  // The old password no longer opens the account; the new one does.
  await page.goto(paths.auth.getHref());
  await fillLoginForm(page, account.email, account.password);
  await expect(page.getByText(authMessages.loginFailedDescription)).toBeVisible();
  await login(page, account.email, newPassword);
});

test("an address without an account gets the same answer and no e-mail", async ({ page }) => {
  const nobody = newAccount("participant").email;
  await page.goto(paths.forgottenPassword.getHref());
  await page.getByLabel(/^Email/).fill(nobody);
  await page.getByRole("button", { name: m.requestSubmit }).click();
  await expect(outcomeTitle(page, m.requestSentTitle)).toBeVisible();
  await expect(
    page.getByText(`Si un compte existe pour l’adresse ${nobody}`, { exact: false }),
  ).toBeVisible();
  // Long enough for the mail worker (polling every 250 ms) to have sent anything it had.
  await page.waitForTimeout(1500);
  expect(await mailCount(nobody)).toBe(0);
});

test("a link cut short explains itself, on the reset page as on the reminders page", async ({ page }) => {
  await page.goto(`${paths.resetPassword.pattern}#jeton=abc`);
  await expect(outcomeTitle(page, m.linkIncompleteTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/reinitialiser-mot-de-passe$/);
  await expect(page.getByRole("link", { name: m.askNewLink })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${paths.remindersOff.pattern}#jeton=abc`);
  await expect(outcomeTitle(page, emailPreferencesMessages.linkInvalidTitle)).toBeVisible();
  await expect(page.getByRole("button", { name: emailPreferencesMessages.remindersOff })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
