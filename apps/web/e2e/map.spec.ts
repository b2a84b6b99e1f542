import { mapMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import type { Page } from "@playwright/test";
import { demoAccounts, login } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { type ConsoleGuard, expect, test } from "./support/fixtures.ts";

// The e2e server points the tiles at a closed local port (scripts/e2e-server.mjs), as on a
// machine without internet (port 9, which Chromium refuses to open at all): the browser logs each
// refused tile, which these journeys expect.
function allowRefusedTiles(consoleGuard: ConsoleGuard) {
  consoleGuard.allow(/Failed to load resource: net::ERR_(UNSAFE_PORT|CONNECTION_REFUSED|NAME_NOT_RESOLVED)/);
}

const shots = process.env.MAP_SCREENSHOTS_DIR;

/** With MAP_SCREENSHOTS_DIR, what the visitor sees of the page (for a person to look at). */
async function screenshot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

async function mapPoints(page: Page) {
  const response = await page.request.get("/api/map/points");
  expect(response.ok()).toBe(true);
  return (await response.json()) as { points: { kind: string; id: number; name: string }[] };
}

test.describe("the map", () => {
  for (const width of [1280, 390]) {
    test(`shows the demo's places without tiles, and the same places in a list (${width} px)`, async ({
      page,
      consoleGuard,
    }) => {
      allowRefusedTiles(consoleGuard);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const { points } = await mapPoints(page);
      // Every demo venue and site has a point, and upcoming events stand at their venue.
      expect(points.filter((point) => point.kind === "lieu")).toHaveLength(12);
      expect(points.filter((point) => point.kind === "site")).toHaveLength(29);
      expect(points.filter((point) => point.kind === "event").length).toBeGreaterThan(10);

      await page.goto("/carte");
      await expect(page).toHaveTitle(/^Carte/);
      await expect(page.getByRole("heading", { level: 1, name: mapMessages.pageTitle })).toBeVisible();
      // Tiles cannot load: the page says so, and the markers stand on the outline of France.
      await expect(page.getByRole("status").filter({ hasText: mapMessages.tilesUnavailable })).toBeVisible();
      await expect(page.locator(".cp-map .leaflet-marker-icon").first()).toBeVisible();
      const markers = await page.locator(".cp-map .leaflet-marker-icon").count();
      // A venue and its events share a marker: fewer markers than places, but many.
      expect(markers).toBeGreaterThan(20);
      expect(markers).toBeLessThan(points.length);
      await expect(page.locator(".cp-map path.leaflet-interactive, .cp-map path").first()).toBeAttached();

      const list = page.getByRole("region", { name: mapMessages.listTitle }).getByRole("listitem");
      await expect(list).toHaveCount(points.length);
      await expect(page.getByText(mapMessages.count(points.length))).toBeVisible();
      // The venue and the site of the same name each lead to their own page.
      const palais = points.filter((point) => point.name === "Palais des Papes");
      const hrefs = await page
        .getByRole("region", { name: mapMessages.listTitle })
        .getByRole("link", { name: "Palais des Papes", exact: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.sort()).toEqual(
        palais.map((point) => `/${point.kind === "lieu" ? "lieux" : "sites"}/${point.id}`).sort(),
      );
      expect(hrefs).toHaveLength(2);
      await page.locator(".cp-map").scrollIntoViewIfNeeded();
      await screenshot(page, `carte-${width}`);
      await page.getByRole("heading", { level: 2, name: mapMessages.listTitle }).scrollIntoViewIfNeeded();
      await screenshot(page, `carte-liste-${width}`);
      await expectNoAxeViolations(page);

      // Filters by kind: without events, the list keeps venues and sites only.
      // The DSFR draws the box on the label: a visitor clicks the label.
      await page.locator("label[for=map-kind-event]").click();
      await expect(page.getByLabel(mapMessages.kindEvent)).not.toBeChecked();
      await expect(list).toHaveCount(41);
      await expect(
        page
          .getByRole("region", { name: mapMessages.listTitle })
          .getByText(mapMessages.kindEventOne, { exact: true }),
      ).toHaveCount(0);
      await page.locator("label[for=map-kind-event]").click();
      await expect(list).toHaveCount(points.length);
    });
  }

  test("the list is reached by keyboard past the map, and a marker says what it holds", async ({
    page,
    consoleGuard,
  }) => {
    allowRefusedTiles(consoleGuard);
    await page.goto("/carte");
    await expect(page.locator(".cp-map .leaflet-marker-icon").first()).toBeVisible();
    // From the last filter, Tab reaches the skip link; it leads to the list, whose links follow.
    await page.getByLabel(mapMessages.kindSite).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: mapMessages.skipToList })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: mapMessages.listTitle })).toBeFocused();
    await page.keyboard.press("Tab");
    const first = page.getByRole("region", { name: mapMessages.listTitle }).getByRole("link").first();
    await expect(first).toBeFocused();
    const href = await first.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    // Markers are buttons in the tab order, named after their places; Enter opens the popup.
    await page.goto("/carte");
    const marker = page.getByRole("button", { name: /Musée Fabre/ }).first();
    await marker.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.locator(".leaflet-popup").getByRole("link", { name: "Musée Fabre" }).first(),
    ).toBeVisible();
  });

  test("an organiser places a venue with the keyboard fields or a click on the map, and finds it on the map (390 px)", async ({
    page,
    consoleGuard,
  }) => {
    allowRefusedTiles(consoleGuard);
    // On a phone: the fields stack, the map keeps its reserved height.
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
    await page.goto("/create-lieu");
    const name = `Cathédrale Notre-Dame de Paris ${Date.now()}`;
    await page.getByLabel(/^Nom du lieu/).fill(name);
    await page.getByLabel(/^Ville/).fill("Paris");
    await page.getByLabel(/^Adresse/).fill("6 parvis Notre-Dame – place Jean-Paul-II");
    await page.getByLabel(/^Code postal/).fill("7500");
    await page.getByLabel(/^Latitude/).fill("48,853");
    await page.getByRole("button", { name: "Créer le lieu" }).click();
    // Refused before sending: the postcode and the missing longitude, in French, by their fields.
    await expect(page.getByLabel(/^Code postal/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(validationMessages.postalCodeInvalid)).toBeVisible();
    await expect(page.getByText(validationMessages.coordinatesPair)).toBeVisible();
    await page.getByLabel(/^Code postal/).fill("75004");

    // The map: a click (in the middle of France) places the marker and fills both fields.
    await page.getByRole("button", { name: mapMessages.showPicker }).click();
    const picker = page.locator(".cp-map--picker");
    await expect(page.getByText(mapMessages.pickerTilesUnavailable)).toBeVisible();
    await picker.click();
    await expect(page.getByLabel(/^Longitude/)).not.toHaveValue("");
    await expect(picker.locator(".cp-map-marker--picked")).toBeVisible();
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, "lieu-form-position");

    // The keyboard way wins the last word: the exact point of Notre-Dame.
    await page.getByLabel(/^Latitude/).fill("48,853");
    await page.getByLabel(/^Longitude/).fill("2,3499");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Créer le lieu" }).click();
    await expect(page).toHaveURL(/\/create-parcours\?lieu_id=\d+$/);
    const lieuId = Number(new URL(page.url()).searchParams.get("lieu_id"));

    const saved = await (await page.request.get(`/api/lieux/${lieuId}`)).json();
    expect(saved).toMatchObject({
      code_postal: "75004",
      departement: "75",
      latitude: 48.853,
      longitude: 2.3499,
    });

    // A demo site of this organiser shows its point in its form, with the decimal comma.
    const { points } = await mapPoints(page);
    const cathedrale = points.find((point) => point.name === "Cathédrale Saint-Jean-Baptiste");
    await page.goto(`/create-site/${cathedrale?.id}`);
    await expect(page.getByLabel(/^Latitude/)).toHaveValue("45,76061");
    await expect(page.getByLabel(/^Longitude/)).toHaveValue("4,8272");

    await page.goto("/carte");
    const item = page.getByRole("region", { name: mapMessages.listTitle }).getByRole("link", { name });
    await expect(item).toHaveAttribute("href", `/lieux/${lieuId}`);
    await expect(page.getByRole("button", { name: new RegExp(name) })).toBeVisible();
  });
});
