import { authMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import { accountButton, demoAccounts, fillLoginForm, login } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { CORE } from "./support/core.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";

test("the login tab shows its validation messages", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText(validationMessages.emailInvalid)).toBeVisible();
  await expect(page.getByText(validationMessages.loginPasswordTooShort)).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toBeFocused();

  await page.getByLabel(/^Email/).fill("pas-une-adresse");
  await page.getByLabel("Mot de passe", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText(validationMessages.emailInvalid)).toBeVisible();
  await expect(page.getByText(validationMessages.loginPasswordTooShort)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the demo participant logs in and out", CORE, async ({ page }) => {
  await login(page, demoAccounts.participant.email, demoAccounts.participant.password);
  await expect(page.getByText(authMessages.loginSuccessTitle)).toBeVisible();
  await expect(page.getByText("Compte participant")).toBeVisible();

  const button = accountButton(page, /^Mon compte/);
  await button.click();
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(authMessages.logoutSuccess)).toBeVisible();
  await expect(page.locator("#fr-header").getByRole("link", { name: "Connexion" })).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")]);
  expect(stored).toEqual([null, null]);
});

test("the demo professionnel logs in and sees the quick actions", async ({ page }) => {
  await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
  await expect(page.getByText("Compte professionnel")).toBeVisible();
  await expect(page.getByRole("link", { name: /Créer un événement/ }).first()).toBeVisible();
});

test("a wrong password says so and keeps the visitor on /auth", async ({ page, consoleGuard }) => {
  consoleGuard.allow(httpStatusLogged(401));
  await page.goto("/auth");
  await fillLoginForm(page, demoAccounts.participant.email, "Mauvais-Mot-De-Passe");
  await expect(page.getByText(authMessages.loginFailedTitle)).toBeVisible();
  await expect(page.getByText(authMessages.loginFailedDescription)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel(/^Email/)).toHaveValue(demoAccounts.participant.email);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("the tabs work with the keyboard and the register tab has its own address", async ({ page }) => {
  await page.goto("/auth");
  const loginTab = page.getByRole("tab", { name: "Connexion" });
  await expect(loginTab).toHaveAttribute("aria-selected", "true");
  await loginTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Inscription" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Inscription" })).toBeFocused();
  await expect(page).toHaveURL(/\/auth\?tab=inscription$/);
  await expect(page.getByRole("button", { name: "Créer mon compte" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole("link", { name: authMessages.forgottenPasswordTitle }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await expect(
    page.getByRole("heading", { level: 1, name: authMessages.forgottenPasswordTitle }),
  ).toBeVisible();
});
