import { mkdirSync } from "node:fs";
import path from "node:path";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import type { Page } from "@playwright/test";
import { newAccount } from "./support/accounts.ts";
import { registerVerifiedOrganiser } from "./support/administrator.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// Pictures (docs/decisions/032-pictures.md): an organiser creates an event with an uploaded picture
// and its alt text; the card on /events and the event page show it in every width (srcset), with
// that alt text, at 390 and 1280 px, and axe passes; the demo's pictures are on every list. With
// PICTURES_SHOTS_DIR set, the pages are also saved as screenshots there.

const SHOTS_DIR = process.env.PICTURES_SHOTS_DIR;
const YEAR = new Date().getFullYear() + 1;
const WIDTHS = [390, 1280] as const;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false });
}

/** A real JPEG of 1 600 × 900 drawn by the browser itself, so the server decodes a true photo. */
async function jpegBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    const sky = context.createLinearGradient(0, 0, 0, 900);
    sky.addColorStop(0, "#3b2a4a");
    sky.addColorStop(1, "#c9a6e0");
    context.fillStyle = sky;
    context.fillRect(0, 0, 1600, 900);
    context.fillStyle = "#e2c36b";
    for (let i = 0; i < 24; i++)
      context.fillRect(300 + i * 42, 700 - 12 * (12 - Math.abs(12 - i)) - 200, 28, 700);
    return canvas.toDataURL("image/jpeg", 0.9);
  });
  return Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ""), "base64");
}

/** The srcset of an uploaded picture lists its three widths. */
function expectAllWidths(srcset: string | null) {
  expect(srcset).toMatch(/-400w\.webp 400w/);
  expect(srcset).toMatch(/-800w\.webp 800w/);
  expect(srcset).toMatch(/-1600x900\.webp 1600w/);
}

test("an organiser's event picture: uploaded with its alt text, shown on the card and the page in every width", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const unique = Date.now();
  await registerVerifiedOrganiser(page, page.request, newAccount("professionnel"));
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  const lieuName = `Église Saint-Nizier ${unique}`;
  const lieu = await page.request.post("/api/lieux", {
    headers: { Authorization: `Bearer ${token}` },
    data: { nom: lieuName, ville: "Lyon" },
  });
  expect(lieu.status()).toBe(201);

  const title = `Récital d’orgue ${unique}`;
  const alt = "Les tuyaux dorés d’un grand orgue sous une voûte violette";
  await page.goto("/create-event");
  await expect(page.getByRole("heading", { level: 1, name: "Créer un événement" })).toBeVisible();
  await page.getByLabel(/^Titre/).fill(title);
  await page.getByLabel(/^Catégorie/).selectOption("Musique");
  const session = page.getByRole("group", { name: "Séance 1", exact: true });
  await session.getByLabel(/^Début/).fill(`${YEAR}-10-03T20:00`);
  await page.getByLabel(/^Lieu/).selectOption({ label: `${lieuName} (Lyon)` });
  await page
    .getByLabel(/^Image de l’événement/)
    .setInputFiles({ name: "orgue.jpg", mimeType: "image/jpeg", buffer: await jpegBytes(page) });
  await expect(page.getByRole("img", { name: /Aperçu de l’image choisie/ })).toBeVisible();
  await page.getByLabel(/^Texte alternatif/).scrollIntoViewIfNeeded();
  await shoot(page, "event-form-1280");

  // Without its text alternative, the picture is not sent.
  await page.getByRole("button", { name: "Créer l’événement" }).click();
  await expect(page.getByText(validationMessages.imageAltRequired).first()).toBeVisible();
  await expect(page).toHaveURL(/\/create-event$/);
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Texte alternatif/).fill(alt);
  const created = page.waitForResponse(
    (response) => response.url().endsWith("/api/events") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Créer l’événement" }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().headers()["content-type"]).toMatch(/^multipart\/form-data/);
  const event = await response.json();
  // Answered absolute under PUBLIC_URL (issue 28), shown from this origin.
  expect(event.image_url).toMatch(/^https?:\/\/[^/]+\/uploads\/[0-9a-f-]{36}-1600x900\.webp$/);
  expect(event.image_alt).toBe(alt);

  // Its card on /events (found by its title) and its page, at both widths.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/events?q=${encodeURIComponent(title)}`);
    const card = page.locator(".fr-card").filter({ hasText: title });
    const cardImage = card.getByRole("img", { name: alt });
    await expect(cardImage).toBeVisible();
    expectAllWidths(await cardImage.getAttribute("srcset"));
    expect(await cardImage.getAttribute("sizes")).toBeTruthy();
    await expect
      .poll(() => cardImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await shoot(page, `event-card-${width}`);

    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const pageImage = page.locator(".cp-event-detail__image img");
    await expect(pageImage).toHaveAttribute("alt", alt);
    expectAllWidths(await pageImage.getAttribute("srcset"));
    await expect
      .poll(() => pageImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // The browser picks a width no wider than needed: at 390 px, not the 1 600 px file.
    const chosen = await pageImage.evaluate((image: HTMLImageElement) => image.currentSrc);
    if (width === 390) expect(chosen).not.toMatch(/-1600x900\.webp$/);
    await expectNoAxeViolations(page);
    await shoot(page, `event-page-${width}`);
  }

  // Link previews read the picture from the HTML the server sends.
  const html = await (await page.request.get(`/events/${event.id}`)).text();
  expect(html).toMatch(
    /<meta property="og:image" content="http[^"]+\/uploads\/[0-9a-f-]{36}-1600x900\.webp"/,
  );
  expect(html).toContain(`<meta property="og:image:alt" content="Les tuyaux dorés d’un grand orgue`);

  // The file is immutable: a year of cache.
  const file = await page.request.get(event.image_url);
  expect(file.headers()["cache-control"]).toContain("immutable");
});

test("the demo data's pictures on the lists of events, venues, routes and sites", async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The demo's routes have no picture: each shows its own plan, one numbered stop per site (issue 33).
    await page.goto("/parcours");
    const plan = page.locator(".fr-card svg.cp-route-plan").first();
    await expect(plan).toBeVisible();
    await expect.poll(() => plan.locator("circle").count()).toBeGreaterThanOrEqual(3);
    await shoot(page, `parcours-${width}`);
    await page
      .locator(".fr-card", { has: page.locator("svg.cp-route-plan") })
      .first()
      .locator("h2 a, h3 a")
      .click();
    const routePlan = page.locator('main svg.cp-route-plan[role="img"]');
    await expect(routePlan).toHaveAttribute("aria-label", /^Plan du parcours en \d étapes\u00a0: /);
    expect(await routePlan.locator("circle").count()).toBe(await page.locator(".cp-steps__item").count());
    await shoot(page, `parcours-page-${width}`);
    for (const [list, name] of [
      ["/events", "events"],
      ["/lieux", "lieux"],
      ["/sites", "sites"],
    ] as const) {
      await page.goto(list);
      // The demo's own pictures: other journeys of the same run add items with pictures of theirs.
      const pictures = page.locator('.fr-card img[srcset][alt^="Illustration"]');
      await expect(pictures.first()).toBeVisible();
      const first = pictures.first();
      expect(await first.getAttribute("alt")).toMatch(/^Illustration\u00a0: /);
      await expect
        .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await shoot(page, `${name}-${width}`);
    }
    // The pages of a venue and of a site show their picture with its alt text too.
    for (const [item, name] of [
      ["/lieux", "lieu"],
      ["/sites", "site"],
    ] as const) {
      await page.goto(item);
      await page
        .locator(".fr-card", { has: page.locator('img[alt^="Illustration"]') })
        .first()
        .locator("h2 a")
        .click();
      const main = page.locator("main img[srcset]").first();
      await expect(main).toBeVisible();
      expect(await main.getAttribute("alt")).toMatch(/^Illustration\u00a0: /);
      await shoot(page, `${name}-page-${width}`);
    }
  }
});
