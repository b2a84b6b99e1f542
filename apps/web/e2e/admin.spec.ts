import { readFileSync } from "node:fs";
import { adminMessages as m } from "@culture-patrimoine/contract/messages";
import { demoAccounts, fillLoginForm, login } from "./support/accounts.ts";
import { DEMO_ADMINISTRATOR, enterSecondFactorCode } from "./support/administrator.ts";
import { checkPage } from "./support/booking.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";

// The administration (issue 29): who gets in, and the audit log. The demo administrator's second
// factor has the README's published secret, so the test computes its code as an app would.

test("a participant opening /admin reads that it is for administrators, with a way back", async ({
  page,
}) => {
  await login(page, demoAccounts.participant.email, demoAccounts.participant.password);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: m.forbiddenTitle })).toBeVisible();
  await expect(page.getByText(/erreur 403/)).toBeVisible();
  await checkPage(page, "admin-403");
  await page.getByRole("link", { name: m.forbiddenBack }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the administrator signs in with a code, reads, filters and exports the audit log", async ({
  page,
  consoleGuard,
}) => {
  // The sign-in may wait for the next code period (30 s) when the other worker has just used this one.
  test.slow();
  // The password alone answers 401 SECOND_FACTOR_REQUIRED: the browser logs it.
  consoleGuard.allow(httpStatusLogged(401));
  await page.goto("/admin");
  await expect(page, "an anonymous visitor goes to the login page").toHaveURL(/\/auth$/);

  await fillLoginForm(page, DEMO_ADMINISTRATOR.email, DEMO_ADMINISTRATOR.password);
  await enterSecondFactorCode(page);
  await expect(page, "back to /admin after login").toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
  await checkPage(page, "admin-home");

  await page.getByRole("link", { name: m.auditLogTitle }).first().click();
  await expect(page).toHaveURL(/\/admin\/journal$/);
  const table = page.getByRole("table");
  const created = table.getByRole("row").filter({ hasText: "Administrateur créé" });
  await expect(created.first()).toBeVisible();
  await expect(created.first()).toContainText(m.commandLine);
  await checkPage(page, "admin-journal");

  await page.getByLabel(m.filterAction, { exact: true }).selectOption("administrator_created");
  await page.getByLabel(m.filterTargetType).fill("user");
  await page.getByRole("button", { name: m.filterSubmit }).click();
  await expect(page).toHaveURL(/\/admin\/journal\?action=administrator_created&target_type=user$/);
  await expect(created.first()).toBeVisible();

  await page.getByLabel(m.filterActor).fill("personne@nulle-part.fr");
  await page.getByRole("button", { name: m.filterSubmit }).click();
  await expect(page.getByText(m.auditLogEmpty)).toBeVisible();
  await checkPage(page, "admin-journal-empty");

  await page.getByRole("button", { name: m.filterReset }).click();
  await expect(page).toHaveURL(/\/admin\/journal$/);
  await page.getByLabel(m.filterAction, { exact: true }).selectOption("administrator_created");
  await page.getByRole("button", { name: m.filterSubmit }).click();
  await expect(page).toHaveURL(/action=administrator_created/);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: m.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^journal-des-actions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), "utf8");
  expect(csv.startsWith("\ufeffDate;Auteur;Action;")).toBe(true);
  expect(csv).toContain(";administrator_created;user;");
});
