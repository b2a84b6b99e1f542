import {
  accountMessages,
  authMessages,
  participationMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import {
  accountButton,
  fillLoginForm,
  login,
  newAccount,
  register,
  storedUserId,
} from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";

test("settings: change the phone, Valider goes home, the new value is kept", async ({ page }) => {
  const account = newAccount("participant");
  await register(page, account);
  const id = await storedUserId(page);

  await accountButton(page, /^Mon compte/).click();
  await page.locator("#fr-header").getByRole("link", { name: "Paramètres" }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${id}$`));
  // One account, one page at /settings/{id} and /profile (issue 33).
  await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  await expect(page.getByLabel("Prénom")).toHaveValue(account.firstName);
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Téléphone/).fill("07 98 76 54 32");
  await page.getByLabel("Prénom").fill("Louisette");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(accountMessages.saveSuccess)).toBeVisible();
  // The header follows the new name without a reload.
  await expect(accountButton(page, `Mon compte : Louisette ${account.lastName}`)).toBeVisible();

  await page.goto(`/settings/${id}`);
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue("07 98 76 54 32");

  await page.getByLabel(/^Téléphone/).fill("12");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText(validationMessages.phoneInvalid)).toBeVisible();
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("settings of another account show a clear refusal", async ({ page, consoleGuard }) => {
  consoleGuard.allow(httpStatusLogged(403));
  await register(page, newAccount("participant"));
  const id = await storedUserId(page);
  await page.goto(`/settings/${id === 1 ? 2 : 1}`);
  await expect(page.getByText("Ces paramètres ne sont pas les vôtres")).toBeVisible();
  await page.getByRole("link", { name: "Ouvrir mes paramètres" }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${id}$`));
});

test("profile: the same account page, with every field of both forms, type of account not editable", async ({
  page,
}) => {
  const account = newAccount("professionnel");
  await register(page, account);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  await expect(page.getByLabel(/^Type de compte/)).toBeDisabled();
  await expect(page.getByLabel(/^Type de compte/)).toHaveValue("professionnel");
  await expect(page.getByLabel(/^SIRET/)).toHaveValue(account.siret.replaceAll(" ", ""));
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Ville/).fill("Arles");
  await page.getByLabel("Prénom").fill("Henriette");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText(accountMessages.saveSuccess)).toBeVisible();
  await expect(accountButton(page, `Mon compte : Henriette ${account.lastName}`)).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByLabel(/^Ville/)).toHaveValue("Arles");
  // The events and payments say where they live, on the same page.
  await expect(page.getByRole("heading", { level: 2, name: "Mes événements" })).toBeVisible();
  await expect(page.getByText(/Aucun moyen de paiement/)).toBeVisible();
});

test("profile: the account page changes the password", async ({ page, consoleGuard }) => {
  consoleGuard.allow(httpStatusLogged(400));
  const account = newAccount("participant");
  await register(page, account);
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Changer le mot de passe" })).toBeVisible();

  const newPassword = "Nouveau-Patrimoine-2027";
  await page.getByLabel("Mot de passe actuel", { exact: true }).fill("Pas-Le-Bon-2026");
  await page.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(newPassword);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByLabel("Mot de passe actuel", { exact: true })).toHaveAccessibleDescription(
    new RegExp(validationMessages.currentPasswordWrong),
  );

  await page.getByLabel("Mot de passe actuel", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText(accountMessages.passwordChanged)).toBeVisible();

  await accountButton(page, /^Mon compte/).click();
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  await login(page, account.email, newPassword);
});

test("the account menu works with the keyboard alone", async ({ page }) => {
  const account = newAccount("participant");
  await register(page, account);
  const button = accountButton(page, /^Mon compte/);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#fr-header").getByRole("link", { name: "Paramètres" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#fr-header").getByRole("link", { name: "Tableau de bord" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  await page.keyboard.press("Space");
  await page.keyboard.press("End");
  await expect(page.getByRole("button", { name: "Déconnexion" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(authMessages.logoutSuccess)).toBeVisible();
});

test("an expired session sends to /auth with a notice, then back to the page", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(httpStatusLogged(401));
  const account = newAccount("participant");
  await register(page, account);
  // The dashboard's calls carry the valid token: let them finish first, or one answers 401 on the
  // dashboard and the notice is shown there, before the visit of /profile (as in navigation.spec).
  await expect(page.getByText(participationMessages.emptyList)).toBeVisible();
  // What a revoked or expired token looks like to the browser.
  await page.evaluate(() => window.localStorage.setItem("token", "jeton-revoque"));
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(authMessages.sessionExpired)).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
    null,
    null,
  ]);
  await fillLoginForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
});
