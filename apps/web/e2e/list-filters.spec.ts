import type { LieuFilterCounts } from "@culture-patrimoine/contract/schemas/lieu";
import type { Page } from "@playwright/test";
import { checkPage } from "./support/booking.ts";
import { expect, test } from "./support/fixtures.ts";

// Issue 32's filters of the venues list: city and accessibility with their counts, kept in the
// address across reload and back, at 1280 and 390 px; and the same filters sent by the plain form
// of a browser without JavaScript, which the server renders (screenshots in SCREENSHOTS_DIR).

const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /trouvé|Aucun lieu/ });
const venues = (page: Page) =>
  page.locator("main li").filter({ has: page.getByRole("heading", { level: 2 }) });

test("/lieux filtered by city and accessibility, kept across reload and back", async ({ page, request }) => {
  const counts: LieuFilterCounts = await (await request.get("/api/lieux/counts?ville=Lyon")).json();
  const family = (["moteur", "visuel", "auditif", "mental"] as const).find(
    (name) => (counts.accessibility[name] ?? 0) > 0,
  );
  expect(family, "a demo venue in Lyon welcomes at least one family").toBeDefined();

  await page.goto("/lieux");
  await expect(resultCount(page)).toHaveText(/\d+\u00a0lieux trouvés/);
  await page.getByText("Filtrer les lieux").click();
  await expect(page.getByRole("option", { name: /^Lyon \(\d+\)$/ })).toBeAttached();
  await page.getByLabel("Ville ou département").selectOption("ville:Lyon");
  await expect(page).toHaveURL(/\/lieux\?ville=Lyon$/);
  await expect(resultCount(page)).toHaveText(
    `${counts.total}\u00a0lieu${counts.total > 1 ? "x" : ""} trouvé${counts.total > 1 ? "s" : ""}`,
  );
  // As a visitor does: a click on the label (DSFR draws the box over the native input).
  const label = page.locator("label", { hasText: new RegExp(`${family} \\(\\d+\\)$`) });
  await label.click();
  await expect(page).toHaveURL(new RegExp(`/lieux\\?ville=Lyon&accessibility=${family}$`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const shown = await venues(page).count();
  expect(shown).toBe(counts.accessibility[family ?? "moteur"]);
  for (const text of await venues(page).allTextContents()) expect(text).toContain("Lyon");
  await expect(page.getByText(/^Filtrer les lieux \(2.actifs\)$/)).toBeVisible();
  await checkPage(page, "lieux-filtered");

  // Reload: the same list, its box open, its choices ticked.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: new RegExp(family ?? "") })).toBeChecked();
  await expect(venues(page)).toHaveCount(shown);
  // Back: the city alone, then the whole list.
  await page.goBack();
  await expect(page).toHaveURL(/\/lieux\?ville=Lyon$/);
  await expect(venues(page)).toHaveCount(counts.total);
  await page.getByRole("button", { name: "Effacer les filtres" }).click();
  await expect(page).toHaveURL(/\/lieux$/);

  // Nothing matches: said, with a way back.
  await page.getByRole("searchbox", { name: /^Rechercher un lieu/ }).fill("zzzzqqq");
  await expect(resultCount(page)).toHaveText("Aucun lieu ne correspond à votre recherche.");
  await page.getByRole("button", { name: "Effacer la recherche et les filtres" }).click();
  await expect(page).toHaveURL(/\/lieux$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form loads the filtered list, rendered by the server", async ({ page }) => {
    await page.goto("/lieux");
    await page.locator("summary", { hasText: "Filtrer les lieux" }).click();
    await page.getByLabel("Ville ou département").selectOption("ville:Lyon");
    await page.getByRole("button", { name: "Appliquer les filtres" }).click();
    await expect(page).toHaveURL(/\/lieux\?q=&place=ville%3ALyon$/);
    await expect(resultCount(page)).toHaveText(/^\d+\u00a0lieux? trouvés?$/);
    for (const text of await venues(page).allTextContents()) expect(text).toContain("Lyon");
    await expect(page.getByRole("option", { name: /^Lyon \(\d+\)$/ })).toHaveJSProperty("selected", true);
  });
});
