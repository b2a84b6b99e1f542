import { expect, test } from "./support/fixtures.ts";

// Issue 33, point 4: Leaflet's zoom buttons are links, and the DSFR draws its link underline on
// every [href] as a background image, struck through « + » and « − ». The map's CSS removes it
// from its zoom control only: the attribution's links keep their DSFR underline.

test("the map's zoom buttons carry no link underline, the attribution's links keep theirs", async ({
  page,
  consoleGuard,
}) => {
  // The tiles come from a closed port in the e2e server (as in map.spec.ts).
  consoleGuard.allow(/Failed to load resource: net::ERR_UNSAFE_PORT/);
  await page.goto("/carte");
  const backgroundImage = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundImage);
  for (const button of [".leaflet-control-zoom-in", ".leaflet-control-zoom-out"]) {
    await expect(page.locator(button)).toBeVisible();
    expect(await backgroundImage(button)).toBe("none");
    await page.locator(button).hover();
    expect(await backgroundImage(button)).toBe("none");
  }
  expect(await backgroundImage(".leaflet-control-attribution a")).toContain("linear-gradient");
});
