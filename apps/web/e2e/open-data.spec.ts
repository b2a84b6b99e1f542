import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  OPEN_DATA_DATASETS,
  type OpenDataCatalog,
  openDataCatalogSchema,
} from "@culture-patrimoine/contract/schemas/open-data";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// The open data page (docs/decisions/023-open-data-export.md): reached from the footer, readable at
// 1280 and 390 px, and its links download the files that the page describes. With
// OPEN_DATA_SHOTS_DIR set, the page is saved as a screenshot at both widths.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = process.env.OPEN_DATA_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** French digits as the page writes them ("1 234"), whatever the spaces. */
const plainNumber = (text: string) => Number(text.replace(/[\s\u00a0\u202f]/g, ""));

test("the open data page is reached from the footer and downloads the files it describes", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const catalogAnswer = page.waitForResponse((response) => response.url().endsWith("/api/open-data"));
  await page.locator("#fr-footer").getByRole("link", { name: "Données ouvertes", exact: true }).click();
  await expect(page).toHaveURL(/\/donnees-ouvertes$/);
  await expect(page).toHaveTitle("Données ouvertes — Culture & Patrimoine");
  await expect(page.locator("h1")).toHaveCount(1);
  const catalog: OpenDataCatalog = openDataCatalogSchema.parse(await (await catalogAnswer).json());

  const events = page.getByRole("region", { name: "Événements", exact: true });
  await expect(events).toContainText(/Nombre de lignes\s:\s[\d\s\u202f]+lignes?/);
  const shownRows = plainNumber(
    (await events.getByText(/^[\d\s\u202f\u00a0]+lignes?$/).textContent())?.replace(/lignes?/, "") ?? "",
  );
  const eventsFigures = catalog.datasets.find((dataset) => dataset.id === "events");
  expect(shownRows).toBe(eventsFigures?.rows);
  await expectNoAxeViolations(page);
  await shoot(page, "open-data-1280");

  // 1. The events file: the name the server gives, a BOM, the contract's columns, a row per event.
  const download = page.waitForEvent("download");
  await events.getByRole("link", { name: "Télécharger les événements (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^culture-patrimoine-evenements-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
  const eventsDataset = OPEN_DATA_DATASETS.find((dataset) => dataset.id === "events");
  expect(lines[0]?.split(";")).toEqual(eventsDataset?.columns.map((column) => column.name));
  // Other journeys may add events meanwhile: at least the rows the page counted.
  expect(lines.length - 1).toBeGreaterThanOrEqual(shownRows);
  expect(lines.length - 1).toBeGreaterThan(0);
  // No e-mail address of anyone, and no organiser's picture.
  expect(bytes.toString("utf8")).not.toMatch(/@[\w-]+\.[a-z]{2,}/);
  expect(bytes.toString("utf8")).not.toMatch(/\/uploads\/|\.jpe?g|\.webp/);

  // 2. Every other link leads to its file (a request is enough: the browser would save it).
  for (const dataset of OPEN_DATA_DATASETS) {
    const link = page
      .getByRole("region", { name: dataset.title, exact: true })
      .getByRole("link", { name: `Télécharger ${dataset.noun} (CSV)` });
    const href = await link.getAttribute("href");
    const response = await page.request.get(href ?? "");
    expect(response.status(), dataset.id).toBe(200);
    expect(response.headers()["content-type"], dataset.id).toMatch(/^text\/csv/);
    expect((await response.text()).split("\r\n")[0], dataset.id).toBe(
      `\ufeff${dataset.columns.map((column) => column.name).join(";")}`,
    );
  }

  // 3. A phone: no sideways scrolling of the page (the column tables scroll in their frame).
  await page.setViewportSize(PHONE);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await shoot(page, "open-data-390");
});
