import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// Issue 14's search and filters of /events (decision 033): filters with their counts kept in the
// address across reload and back, « Près de moi » with a position granted (and refused), at 1280
// and 390 px. Screenshots go to SCREENSHOT_DIR when it is set, for a person to look at.

const screenshotDir = process.env.SCREENSHOT_DIR;
if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** The Musée des Beaux-Arts de Lyon, place des Terreaux (the demo venue's point). */
const TERREAUX = { latitude: 45.767, longitude: 4.8338 };

const cards = (page: Page) => page.locator(".cp-event-card");

/** Every field of the filters stays inside their box (their padding once made them overflow). */
async function expectFiltersInsideTheirBox(page: Page): Promise<void> {
  const box = await page.locator(".cp-event-filters-box").boundingBox();
  for (const field of await page
    .locator(".cp-event-filters input.fr-input, .cp-event-filters select")
    .all()) {
    const bounds = await field.boundingBox();
    expect(bounds && box && bounds.x + bounds.width <= box.x + box.width + 0.5).toBe(true);
  }
}
const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /trouvé/ });

test("filters with their counts, kept in the address across reload and back", async ({ page }) => {
  await page.goto("/events");
  await expect(resultCount(page)).toHaveText(/événements? trouvés?/);
  await page.getByText("Filtrer les événements").click();
  // Each choice says how many events it gives, once the counts are in.
  const month = page.getByRole("radio", { name: /^Ce mois-ci \(\d+\+?\)$/ });
  await expect(month).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^Handicap moteur \(\d+\+?\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // As a visitor does: a click on the label (DSFR draws the box over the native input).
  await page.locator("label", { hasText: /^Handicap moteur/ }).click();
  await expect(page).toHaveURL(/\/events\?accessibility=moteur$/);
  await expect(page.getByRole("option", { name: /^Lyon \(\d+\+?\)$/ })).toBeAttached();
  await page.getByLabel("Ville ou département").selectOption("ville:Lyon");
  await expect(page).toHaveURL(/\/events\?ville=Lyon&accessibility=moteur$/);
  await expect(cards(page).first()).toBeVisible();
  // The list of the new filters (not the previous one kept on screen while it loads).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Every card is at a Lyon venue and shows the pictogram of the family with its word.
  for (const text of await cards(page).allTextContents()) {
    expect(text).toContain("Lyon");
    expect(text).toContain("moteur");
  }
  const lyonCount = await cards(page).count();
  await expectFiltersInsideTheirBox(page);
  await shot(page, "filters-1280");

  // Reload: the filters come back from the address, the panel open, the same cards.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /^Handicap moteur/ })).toBeChecked();
  await expect(page.getByLabel("Ville ou département")).toHaveValue("ville:Lyon");
  await expect(cards(page)).toHaveCount(lyonCount);

  // Back: the previous address, the city gone from the filters and the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/events\?accessibility=moteur$/);
  await expect(page.getByLabel("Ville ou département")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: /^Handicap moteur/ })).toBeChecked();

  // A date range goes in the address too; « Effacer les filtres » empties it.
  await page.getByLabel("Du").fill("2026-01-01");
  await expect(page).toHaveURL(/from=2026-01-01/);
  await page.getByRole("button", { name: "Effacer les filtres" }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test.describe("« Près de moi » with the position granted", () => {
  test.use({ geolocation: TERREAUX, permissions: ["geolocation"] });

  test("sorts by distance from the position, asked on click, and keeps the sort in the address", async ({
    page,
  }) => {
    await page.goto("/events");
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("button", { name: "Près de moi" }).click();
    await expect(page).toHaveURL(/\/events\?sort=distance&lat=45\.767&lon=4\.834$/);
    await expect(page.getByText("Triés du plus proche au plus lointain de votre position")).toBeVisible();
    // The nearest events are at the Lyon venues, a few hundred metres to a kilometre away.
    const first = cards(page).first();
    await expect(first).toContainText(/Lyon · à \d/);
    await expect(first).toContainText(/à (\d+\u00a0m|\d(,\d)?\u00a0km)/);
    const distances = await cards(page)
      .locator(".fr-icon-map-pin-2-line")
      .allTextContents()
      .then((texts) =>
        texts
          .map((text) => /à ([\d\u202f,]+)\u00a0(m|km)/.exec(text))
          .filter((match) => match !== null)
          .map(
            (match) =>
              Number(match[1]?.replace(/\u202f/g, "").replace(",", ".")) / (match[2] === "m" ? 1000 : 1),
          ),
      );
    expect(distances.length).toBeGreaterThan(2);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await expectNoAxeViolations(page);
    await shot(page, "near-me-1280");

    await page.reload();
    await expect(page.getByRole("button", { name: "Près de moi" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page).first()).toContainText(/Lyon · à \d/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "near-me-390");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Back to the date's order.
    await page.getByRole("button", { name: "Date" }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});

test("explains a refused position in French and keeps the date order", async ({ page }) => {
  await page.goto("/events");
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole("button", { name: "Près de moi" }).click();
  await expect(page.getByText(/Votre navigateur n’a pas donné votre position/)).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText("Filtrer les événements").click();
  await expect(page.getByRole("radio", { name: /^Ce week-end/ })).toBeVisible();
  await expectFiltersInsideTheirBox(page);
  await expectNoAxeViolations(page);
  await shot(page, "filters-refused-390");
});
