import { EMAIL_CHANGE_VALID_HOURS } from "@culture-patrimoine/contract/constants";
import { emailTexts } from "@culture-patrimoine/contract/email-texts";
import {
  accountMessages,
  authMessages,
  emailChangeMessages as m,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { Page } from "@playwright/test";
import { fillLoginForm, login, newAccount, register, storedUserId } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, httpStatusLogged, test, waitForAppOnNavigation } from "./support/fixtures.ts";
import { linkIn, mailCount, waitForMail } from "./support/mail.ts";

// Changing one's e-mail address (issue 15, docs/decisions/025): without the current password the
// address waits for the link sent to it; with it, it changes at once. Either way the other sessions
// close and the old address is told. SCREENSHOTS_DIR, when set, receives the pages at 1280 and
// 390 px wide for a look by eye.

const screenshotsDir = process.env.SCREENSHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshotsDir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${screenshotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const emailField = (page: Page) => page.getByLabel(/^Email/);
// The account's form, whose « Mot de passe actuel » appears with a new address: the same page also
// holds the password change, with a field of that name (one « Mon compte » page, issue 33).
const currentPassword = (page: Page) =>
  page
    .locator("form")
    .filter({ has: emailField(page) })
    .getByLabel(new RegExp(`^${m.currentPasswordLabel}`));

test("a new address without the password waits for its link, which closes the other sessions and tells the old address", async ({
  page,
  browser,
  consoleGuard,
}) => {
  // Two browsers, two e-mails and an axe pass on each state: as long as the reset journey.
  test.setTimeout(180_000);
  // The other device's session, closed, and the link refused the second time.
  consoleGuard.allow(httpStatusLogged(401));
  consoleGuard.allow(httpStatusLogged(400));

  const account = newAccount("participant");
  const newEmail = account.email.replace("participant-", "nouvelle-adresse-");
  const elsewhere = await browser.newContext();
  const otherDevice = waitForAppOnNavigation(await elsewhere.newPage());
  await register(page, account);
  const id = await storedUserId(page);
  await login(otherDevice, account.email, account.password);

  // The password field appears once another address is typed.
  await page.goto(paths.settings.getHref(id));
  await expect(emailField(page)).toHaveValue(account.email);
  await expect(currentPassword(page)).toHaveCount(0);
  await emailField(page).fill(newEmail);
  await expect(currentPassword(page)).toBeVisible();
  await expect(page.getByText(m.currentPasswordHint)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "settings-new-address");

  // Left empty: the rest is saved, the page stays and says where the link went.
  await page.getByLabel(/^Téléphone/).fill("07 98 76 54 32");
  await page.getByRole("button", { name: "Valider" }).click();
  const notice = page.getByRole("heading", { level: 2, name: m.pendingTitle });
  await expect(notice).toBeVisible();
  await expect(notice.locator("..")).toBeFocused();
  await expect(page.getByText(m.pending(newEmail, EMAIL_CHANGE_VALID_HOURS))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/settings/${id}$`));
  await expect(emailField(page)).toHaveValue(account.email);
  await expectNoAxeViolations(page);
  await shoot(page, "settings-link-sent");

  // The link, in the fragment, from the message received at the new address.
  const mail = await waitForMail({ to: newEmail, subject: emailTexts.emailChangeRequested.subject });
  expect(mail.text).toContain(account.email);
  const link = linkIn(mail, paths.confirmEmail.pattern);
  expect(link.hash).toMatch(/^#jeton=[A-Za-z0-9_-]+$/);
  // Nothing has changed yet: the other device still works.
  await otherDevice.goto(paths.settings.getHref(id));
  await expect(emailField(otherDevice)).toHaveValue(account.email);

  // Opening the link changes nothing: the button does.
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole("heading", { level: 1, name: m.pageTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/confirmer-adresse$/);
  await expect(page.getByText(m.intro(newEmail))).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "confirm-page");
  await page.getByRole("button", { name: m.confirm }).click();
  const done = page.getByRole("heading", { level: 2, name: m.doneTitle });
  await expect(done).toBeVisible();
  await expect(done.locator("..")).toBeFocused();
  await expect(page.getByText(m.done(newEmail))).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "confirm-done");

  // The old address is told; this browser's session shows the new address.
  const notice2 = await waitForMail({ to: account.email, subject: emailTexts.emailChanged.subject });
  expect(notice2.text).toContain(newEmail);
  await page.getByRole("link", { name: m.openSettings }).click();
  await expect(emailField(page)).toHaveValue(newEmail);
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue("07 98 76 54 32");

  // The other device's session is closed.
  await otherDevice.goto(paths.settings.getHref(id));
  await expect(otherDevice).toHaveURL(/\/auth$/);
  await expect(otherDevice.getByText(authMessages.sessionExpired)).toBeVisible();
  // The new address logs in, back to the page that asked.
  await fillLoginForm(otherDevice, newEmail, account.password);
  await expect(otherDevice).toHaveURL(new RegExp(`/settings/${id}$`));
  await expect(emailField(otherDevice)).toHaveValue(newEmail);
  await elsewhere.close();

  // The link worked once.
  await page.goto(`${link.pathname}${link.hash}`);
  await page.getByRole("button", { name: m.confirm }).click();
  await expect(page.getByRole("heading", { level: 2, name: m.linkInvalidTitle })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a new address with the current password changes at once; a wrong one changes nothing", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(httpStatusLogged(400));
  const account = newAccount("professionnel");
  const newEmail = account.email.replace("professionnel-", "adresse-directe-");
  await register(page, account);
  const id = await storedUserId(page);

  await page.goto(paths.settings.getHref(id));
  await emailField(page).fill(newEmail);
  await currentPassword(page).fill("Pas-le-bon-2026");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(currentPassword(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Le mot de passe actuel est incorrect").first()).toBeVisible();

  await currentPassword(page).fill(account.password);
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(m.changed)).toBeVisible();
  await expect(page.getByText(accountMessages.saveSuccess)).toHaveCount(0);
  await waitForMail({ to: account.email, subject: emailTexts.emailChanged.subject });
  expect(await mailCount(newEmail)).toBe(0);
  await page.goto(paths.settings.getHref(id));
  await expect(emailField(page)).toHaveValue(newEmail);
});
