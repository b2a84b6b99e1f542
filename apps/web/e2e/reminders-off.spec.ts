import { emailPreferencesMessages as m, ticketMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { newAccount, register, storedUserId } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { concertId } from "./support/demo-events.ts";
import { expect, test } from "./support/fixtures.ts";
import { linkIn, waitForMail } from "./support/mail.ts";

test("the reminders-off link of a confirmation e-mail stops the account's reminders on its button only, and the settings show it", async ({
  page,
  request,
}) => {
  const account = newAccount("participant");
  await register(page, account);
  const id = await storedUserId(page);
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  const preferences = async (): Promise<{ reminders: boolean }> =>
    (
      await request.get(`/api/users/${id}/email-preferences`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();

  // A registration with the account: its confirmation carries the link.
  await page.goto(`/events/${await concertId(request)}/register`);
  await page.getByLabel(/^Téléphone/).fill("06 11 22 33 44");
  await page.getByLabel(/^Nombre de places/).selectOption("1");
  await page.getByLabel(/^Motivation/).fill("Entendre le grand orgue.");
  await page.getByRole("button", { name: ticketMessages.submitFree }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/\d+$/);
  const mail = await waitForMail({ to: account.email, subject: /^Inscription confirmée/ });
  const link = linkIn(mail, paths.remindersOff.pattern);
  expect(link.hash).toMatch(/^#jeton=[A-Za-z0-9_-]+$/);

  // Opening the link changes nothing (mail scanners open links too), and leaves no token in the bar.
  expect(await preferences()).toMatchObject({ reminders: true });
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole("heading", { level: 1, name: m.remindersOffTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/rappels\/desactiver$/);
  await expectNoAxeViolations(page);
  expect(await preferences()).toMatchObject({ reminders: true });

  await page.getByRole("button", { name: m.remindersOff }).click();
  const done = page.getByRole("heading", { level: 2, name: m.remindersOffDoneTitle });
  await expect(done.locator("..")).toBeFocused();
  await expect(page.getByText(/Vous ne recevrez plus de rappels pour vos inscriptions\./)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await preferences()).toMatchObject({ reminders: false });

  // The settings say so, and turn them back on.
  await page.getByRole("link", { name: m.openSettings }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${id}$`));
  const reminders = page.getByLabel(new RegExp(`^${m.reminders}`));
  await expect(reminders).not.toBeChecked();
  await expect(page.getByLabel(new RegExp(`^${m.organiserDigest}`))).toHaveCount(0);
  await expectNoAxeViolations(page);
  // DSFR checkboxes draw their own box over the native input, hence `force`.
  await reminders.check({ force: true });
  await page.getByRole("button", { name: m.save }).click();
  await expect(page.getByText(m.saveSuccess)).toBeVisible();
  expect(await preferences()).toMatchObject({ reminders: true });
  await page.reload();
  await expect(page.getByLabel(new RegExp(`^${m.reminders}`))).toBeChecked();
});

test("an organiser's settings offer the morning digest", async ({ page }) => {
  await register(page, newAccount("professionnel"));
  const id = await storedUserId(page);
  await page.goto(paths.settings.getHref(id));
  const digest = page.getByLabel(new RegExp(`^${m.organiserDigest}`));
  await expect(digest).toBeChecked();
  await digest.uncheck({ force: true });
  await page.getByRole("button", { name: m.save }).click();
  await expect(page.getByText(m.saveSuccess)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(new RegExp(`^${m.organiserDigest}`))).not.toBeChecked();
  await expect(page.getByLabel(new RegExp(`^${m.reminders}`))).toBeChecked();
});
