import { expect, test } from "./support/fixtures.ts";

// Issue 33, point 2: the skip link « Menu » leads to the navigation at every width. On a phone the
// navigation is in the header's menu panel, which the link's #fragment opens (the DSFR's script);
// without scripts no-javascript.spec.ts checks the same link.

test.describe("the skip link « Menu »", () => {
  for (const width of [1280, 390]) {
    test(`leads to the navigation, whose first entry Tab then reaches (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto("/events");
      const nav = page.getByRole("navigation", { name: "Menu principal" });
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Contenu" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Menu", exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(nav).toBeVisible();
      await expect(nav).toBeInViewport();
      // On a phone the panel holds the account's links first, then the navigation; Tab goes there,
      // not into the page's content.
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      await expect(focused).toHaveText(width > 500 ? "Événements" : "Connexion");
      expect(await focused.evaluate((element) => element.closest("#content") === null)).toBe(true);
      if (width < 500) {
        await page.keyboard.press("Tab");
        await expect(nav.getByRole("button", { name: "Événements" })).toBeFocused();
        // The panel closes as the DSFR's does, and the page is there again.
        await page.keyboard.press("Escape");
        await expect(nav).toBeHidden();
      }
    });
  }
});
