import { notFoundMessages, participationMessages } from "@culture-patrimoine/contract/messages";
import { fillLoginForm, newAccount, register } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { CORE } from "./support/core.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";

test("members-only pages send anonymous visitors to /auth, and back after login", CORE, async ({ page }) => {
  for (const path of ["/settings/1", "/profile", "/dashboard", "/admin", "/create-event"]) {
    await page.goto(path);
    await expect(page, `${path} is for members`).toHaveURL(/\/auth$/);
  }
  await expect(page.getByText("Veuillez vous connecter pour accéder à cette page.")).toBeVisible();

  const account = newAccount("participant");
  await register(page, account);
  // The dashboard's calls carry the new token: let them finish before the token goes, or one sent
  // after the clear answers 401 (the page loads zod itself since decision 038: a wider window).
  await expect(page.getByText(participationMessages.emptyList)).toBeVisible();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
  await fillLoginForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
});

test("an unknown address answers 404 with the not-found page", CORE, async ({ page, consoleGuard }) => {
  consoleGuard.allow(httpStatusLogged(404));
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "info") messages.push(message.text());
  });
  const response = await page.goto("/page-qui-n-existe-pas");
  expect(response?.status()).toBe(404);
  const heading = page.getByRole("heading", { level: 1, name: notFoundMessages.title });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Page introuvable — Culture & Patrimoine");
  expect(messages.some((text) => text.includes("/page-qui-n-existe-pas"))).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: notFoundMessages.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("home, auth and dashboard pass axe, with one h1 and a French title each", async ({ page }) => {
  // Four axe runs and a sign-up: longer than one journey's minute on a loaded machine.
  test.slow();
  const pages = [
    ["/", "Accueil — Culture & Patrimoine"],
    ["/auth", "Connexion — Culture & Patrimoine"],
    // The sign-up tab has its own title (issue 33: titles unique).
    ["/auth?tab=inscription", "Inscription — Culture & Patrimoine"],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expectNoAxeViolations(page);
  }

  await register(page, newAccount("professionnel"));
  await expect(page).toHaveTitle("Tableau de bord — Culture & Patrimoine");
  await expect(page.locator("h1")).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("the header and footer offer the expected links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Créer un compte" })).toHaveAttribute(
    "href",
    "/auth?tab=inscription",
  );
  const footer = page.locator("#fr-footer");
  for (const [name, href] of [
    ["Événements", "/#events"],
    ["Parcours", "/#parcours"],
    ["Lieux", "/#lieux"],
    ["À propos", "/#about"],
    ["Administration", "/admin"],
    ["Mentions légales", "/mentions-legales"],
    ["Données personnelles", "/confidentialite"],
    ["Gestion des cookies", "/cookies"],
    ["Accessibilité : non conforme", "/accessibilite"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  for (const network of ["Facebook", "X", "Instagram", "YouTube"]) {
    await expect(page.getByRole("button", { name: network, exact: true })).toBeVisible();
  }
  await footer.getByRole("link", { name: "Parcours", exact: true }).click();
  await expect(page.locator("#parcours")).toBeInViewport();
});

test("on a phone the menu collapses behind the burger button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "À propos" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(nav).toBeHidden();
});
