import { attendeeMessages } from "@culture-patrimoine/contract/messages";
import type { Locator, Page } from "@playwright/test";
import { demoAccounts, login } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";

// Issue 33, point 2: after a filter change (5 of 13 trials on /events) or « Exporter en CSV » (3 of
// 3), focus fell to <body>. The lists' filters are changed several times in a row, as the bug came
// and went, and focus is checked after each change once the list has followed; a control that
// disappears (« Effacer les filtres ») hands focus to the filter box's summary, and the results
// count, a live region, says the new figure.

/** The id of the focused element, "" when it has none, "BODY" when focus fell to the page. */
const focusedId = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "BODY";
    return active.id;
  });

/** The list has followed the address: no stale (busy) results left. */
async function listSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

/**
 * Clicks each choice's label in the open filter box (a visitor's way: DSFR draws the box over the
 * input), waits for the address and the list to follow, and checks the choice kept the focus.
 */
async function changeEachChoice(page: Page, box: Locator, path: string, rounds: number): Promise<void> {
  const inputs = box.locator('input[type="checkbox"], input[type="radio"]');
  const count = Math.min(await inputs.count(), 4);
  expect(count, `${path} offers choices to filter by`).toBeGreaterThan(0);
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < count; index += 1) {
      const input = inputs.nth(index);
      const id = await input.getAttribute("id");
      expect(id).toBeTruthy();
      await box.locator(`label[for="${id}"]`).click();
      await listSettled(page);
      await expect.poll(() => focusedId(page), `${path}: choice ${index}, round ${round}`).toBe(id);
    }
  }
}

const lists = [
  { path: "/events", summary: "Filtrer les événements" },
  { path: "/lieux", summary: "Filtrer les lieux" },
  { path: "/sites", summary: "Filtrer les sites" },
  { path: "/parcours", summary: "Filtrer les parcours" },
] as const;

for (const list of lists) {
  test(`${list.path}: focus stays on the filter changed, several times over`, async ({ page }) => {
    await page.goto(list.path);
    await listSettled(page);
    await page.getByText(list.summary).click();
    const box = page.locator("details[open]");
    await expect(box.locator('input[type="checkbox"], input[type="radio"]').first()).toBeVisible();
    await changeEachChoice(page, box, list.path, 3);

    // A filter left on: « Effacer les filtres » clears it and disappears, focus goes to the summary.
    const firstBox = box.locator('input[type="checkbox"]').first();
    if ((await firstBox.count()) > 0 && !(await firstBox.isChecked())) {
      await box.locator(`label[for="${await firstBox.getAttribute("id")}"]`).click();
      await listSettled(page);
    }
    const clear = page.getByRole("button", { name: "Effacer les filtres" });
    if ((await clear.count()) > 0) {
      await clear.click();
      await expect(page).toHaveURL(new RegExp(`${list.path}$`));
      await listSettled(page);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
      await expect(page.getByRole("status").filter({ hasText: /trouvé/ })).toBeVisible();
    }
  });
}

test("/events: the first change after the filters' code arrived keeps the focus (no remount)", async ({
  page,
}) => {
  // The panel's code is loaded when the box first opens, and the page used to draw it another way
  // at its next render (a remount): with the counts slow to come, as on a busy server, that next
  // render is the visitor's first change, whose box lost the focus. A fresh page each time.
  await page.route("**/api/events/counts**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  for (let trial = 0; trial < 3; trial += 1) {
    await page.goto("/events");
    await listSettled(page);
    await page.getByText("Filtrer les événements").click();
    const free = page.getByRole("checkbox", { name: /^Gratuit uniquement/ });
    await expect(free).toBeVisible();
    await page.locator("details[open] label", { hasText: /^Gratuit uniquement/ }).click();
    await expect(page).toHaveURL(/free=/);
    await listSettled(page);
    await expect(free).toBeChecked();
    await expect(free).toBeFocused();
  }
});

test("« Exporter en CSV » keeps the focus on its button while and after the file comes", async ({ page }) => {
  await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
  const attendeesLink = page.getByRole("link", {
    name: new RegExp(`^${attendeeMessages.attendeesLink} de `),
  });
  await attendeesLink.first().click();
  await expect(page).toHaveURL(/\/events\/\d+\/inscrits$/);
  const exportButton = page.getByRole("button", { name: attendeeMessages.exportCsv });
  for (let trial = 0; trial < 3; trial += 1) {
    const download = page.waitForEvent("download");
    await exportButton.focus();
    await page.keyboard.press("Enter");
    await download;
    await expect(exportButton).toHaveText(attendeeMessages.exportCsv);
    await expect(exportButton).toBeFocused();
  }
});
