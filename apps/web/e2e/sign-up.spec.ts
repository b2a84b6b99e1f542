import {
  apiErrorMessages,
  authMessages,
  participationMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import { accountButton, fillRegisterForm, newAccount, register, registerFields } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { CORE } from "./support/core.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";

const mainNavigation = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Menu principal" });

test("a participant signs up and lands on the dashboard, without create links", CORE, async ({ page }) => {
  const account = newAccount("participant");
  await register(page, account);

  await expect(page.getByRole("heading", { level: 1, name: "Tableau de Bord" })).toBeVisible();
  await expect(page.getByText(authMessages.registerSuccessTitle)).toBeVisible();
  await expect(page.getByText(authMessages.registerSuccessDescription(account.firstName))).toBeVisible();
  await expect(accountButton(page, `Mon compte : ${account.firstName} ${account.lastName}`)).toBeVisible();
  await expect(page.getByText("Compte participant")).toBeVisible();

  const nav = mainNavigation(page);
  await nav.getByRole("button", { name: "Événements" }).click();
  await expect(nav.getByRole("link", { name: "Tous les événements" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Créer un/ })).toHaveCount(0);
});

test("a professionnel sees extra fields, their messages, then signs up and gets the create links", async ({
  page,
}) => {
  await page.goto("/auth?tab=inscription");
  const fields = registerFields(page);
  await expect(fields.organization).toHaveCount(0);
  await expect(page.getByLabel(/^Nom complet/)).toBeVisible();

  await fields.professionnel.check({ force: true });
  await expect(page.getByLabel(/^Nom du responsable/)).toBeVisible();
  await expect(fields.siret).toBeVisible();
  await expect(page.getByText("14 chiffres")).toBeVisible();

  const account = newAccount("professionnel");
  await fillRegisterForm(page, account);
  await fields.organization.fill("");
  await fields.siret.fill("1234567890123");
  await fields.description.fill("Court");
  await fields.submit.click();
  await expect(page.getByText(validationMessages.organizationRequired)).toBeVisible();
  await expect(page.getByText(validationMessages.siretLength)).toBeVisible();
  await expect(page.getByText(validationMessages.descriptionTooShort)).toBeVisible();
  await expect(fields.organization).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/auth/);

  // Switching back to participant hides the professional fields and their rules.
  await fields.participant.check({ force: true });
  await expect(fields.siret).toHaveCount(0);
  await fields.professionnel.check({ force: true });

  await fields.organization.fill(account.organization);
  await fields.siret.fill(account.siret);
  await fields.description.fill(account.description);
  await fields.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Compte professionnel")).toBeVisible();

  const nav = mainNavigation(page);
  for (const [menu, link] of [
    ["Événements", "Créer un événement"],
    ["Programmes", "Créer un programme"],
    ["Lieux", "Créer un lieu"],
    ["Parcours", "Créer un parcours"],
    ["Sites", "Créer un site"],
  ] as const) {
    await nav.getByRole("button", { name: menu }).click();
    await expect(nav.getByRole("link", { name: link })).toBeVisible();
  }
  for (const href of ["/create-event", "/create-lieu", "/create-parcours", "/create-site"]) {
    await expect(page.locator("#content").locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test("the register tab shows every validation message and keeps what was typed", async ({ page }) => {
  await page.goto("/auth?tab=inscription");
  const fields = registerFields(page);
  await fields.submit.click();
  for (const message of [
    validationMessages.nameTooShort,
    validationMessages.emailInvalid,
    validationMessages.phoneInvalid,
    validationMessages.addressTooShort,
    validationMessages.passwordTooShort,
    validationMessages.confirmPasswordRequired,
    validationMessages.termsRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // The first field in error takes the focus, and its message is tied to it.
  await expect(fields.name).toBeFocused();
  await expect(fields.name).toHaveAccessibleDescription(new RegExp(validationMessages.nameTooShort));
  await expectNoAxeViolations(page);

  await fields.name.fill("Jo");
  await fields.password.fill("Patrimoine-Vivant-2026");
  await fields.confirmPassword.fill("Patrimoine-Vivant-2025");
  await fields.submit.click();
  await expect(page.getByText(validationMessages.passwordsMismatch)).toBeVisible();
  await expect(page.getByText(validationMessages.nameTooShort)).toHaveCount(0);

  await fields.password.fill("azerty123");
  await fields.confirmPassword.fill("azerty123");
  await fields.submit.click();
  await expect(page.getByText(validationMessages.passwordTooCommon)).toBeVisible();
  await expect(fields.name).toHaveValue("Jo");
});

test("a second account with the same e-mail is refused on the email field", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(httpStatusLogged(409));
  const account = newAccount("participant");
  await register(page, account);
  // The dashboard's calls carry the new token: let them finish before the token goes, or one
  // sent after the clear answers 401.
  await expect(page.getByText(participationMessages.emptyList)).toBeVisible();
  await page.evaluate(() => window.localStorage.clear());

  await page.goto("/auth?tab=inscription");
  await fillRegisterForm(page, account);
  await registerFields(page).submit.click();
  await expect(page.getByText(authMessages.registerFailedTitle)).toBeVisible();
  await expect(registerFields(page).email).toHaveAccessibleDescription(
    new RegExp(apiErrorMessages.EMAIL_TAKEN),
  );
  await expect(registerFields(page).name).toHaveValue(`${account.firstName} ${account.lastName}`);
  await expect(page).toHaveURL(/\/auth\?tab=inscription$/);
});
