import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// One search across kinds (issue 32): the header's search box opens /recherche, which groups the
// demo data's events, venues, routes and sites with their counts; a typo is corrected; the box and
// the page work without JavaScript too (a plain GET form, a page rendered by the server). With
// SCREENSHOTS_DIR set, the pages are saved at 1280 and 390 px.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = process.env.SCREENSHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

const groupHeading = (page: Page, title: string) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`^${title} \\(\\d+\\+?\\)$`) });

test("« orgues » typed in the header finds the organ concerts, grouped by kind with their counts", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Rechercher" });
  await box.fill("orgues");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/recherche\?q=orgues$/);
  await expect(page).toHaveTitle("Recherche\u00a0: orgues — Culture & Patrimoine");
  await expect(page.getByRole("status").filter({ hasText: /Résultats pour «\s?orgues\s?»/ })).toBeVisible();
  for (const title of ["Événements", "Lieux", "Parcours", "Sites"]) {
    await expect(groupHeading(page, title)).toBeVisible();
  }
  const events = page.getByRole("region", { name: /^Événements/ });
  await expect(events.getByRole("link", { name: /Concert d’orgue/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "search-orgues-1280");

  // A result opens its page.
  await events
    .getByRole("link", { name: /Concert d’orgue/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/events\/\d+$/);

  await page.setViewportSize(PHONE);
  await page.goto("/recherche?q=orgues");
  await expect(groupHeading(page, "Événements")).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, "search-orgues-390");
});

test("« conert » finds the concerts and says « Résultats pour « concert » »", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/recherche?q=conert");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /Aucun résultat pour «\s?conert\s?»\. Résultats pour «\s?concert\s?»/ }),
  ).toBeVisible();
  await expect(groupHeading(page, "Événements")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "search-conert-390");
  await page.setViewportSize(DESKTOP);
  await shoot(page, "search-conert-1280");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box submits to /recherche, which the server has rendered", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Rechercher" });
    await box.fill("orgues");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/recherche\?q=orgues$/);
    await expect(groupHeading(page, "Événements")).toBeVisible();
    await expect(page.getByRole("link", { name: /Concert d’orgue/ }).first()).toBeVisible();
  });
});
