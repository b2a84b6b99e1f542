import { bookingMessages, mapMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { CONCERT, concertId } from "./support/demo-events.ts";
import { decodeQrImage } from "./support/qr.ts";

// Issue 33, point 1, and decision 053: the pages a visitor needs work with JavaScript disabled —
// the 404, the registration form (a plain POST the server answers) and the ticket with its QR code,
// which is the first thing on a phone at the door; the header's links and search, and /carte's list.

const PHONE = { width: 390, height: 844 };

async function withoutJavaScript(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

/** The header's links every visitor has (SPEC §2), by name and address. */
const HEADER_LINKS = [
  ["Connexion", "/auth"],
  ["Tous les événements", "/events"],
  ["Tous les programmes", "/programs"],
  ["Tous les lieux", "/lieux"],
  ["Tous les parcours", "/parcours"],
  ["Tous les sites", "/sites"],
  ["Carte", "/carte"],
  ["Tarifs", "/pricing"],
  ["À propos", "/about"],
] as const;

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Rechercher", exact: true });
const searchButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Rechercher", exact: true });
/** The phone's « Rechercher » and « Menu », links that open their panels without scripts. */
const phoneControls = (page: Page) => page.locator(".cp-no-script-navbar");

test.describe("without JavaScript", () => {
  test("an unknown address answers 404 with the not-found page inside the layout", async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    const response = await page.goto("/une-page-qui-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const unknownEvent = await page.goto("/events/999999");
    expect(unknownEvent?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Événement introuvable");
    await context.close();
  });

  test("registers through the plain form (refused, then accepted) and opens the ticket with its QR code", async ({
    browser,
    request,
  }) => {
    const eventId = await concertId(request);
    const { context, page } = await withoutJavaScript(browser);
    const form = await page.goto(`/events/${eventId}/register`);
    expect(form?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(CONCERT).first()).toBeVisible();

    // Sent without its motivation: the form comes back, 400, the message in place, values kept.
    await page.getByLabel("Prénom").fill("Lucie");
    await page.getByLabel("Nom", { exact: true }).fill("Bernard");
    await page.getByLabel(/^Email/).fill("lucie.bernard.sans-js@example.fr");
    await page.getByLabel(/^Téléphone/).fill("0612345678");
    await page.getByLabel("Nombre de places").selectOption("2");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: ticketMessages.submitFree }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText("La motivation est obligatoire").first()).toBeVisible();
    await expect(page.getByLabel("Prénom")).toHaveValue("Lucie");
    await expect(page.getByLabel(/^Email/)).toHaveValue("lucie.bernard.sans-js@example.fr");
    await expect(page.getByLabel("Nombre de places")).toHaveValue("2");

    // Completed: 303 to the ticket page, rendered by the server with its QR code.
    await page.getByLabel("Motivation").fill("Entendre l’orgue de Saint-Eustache");
    await page.getByRole("button", { name: ticketMessages.submitFree }).click();
    await expect(page).toHaveURL(/\/billet\/[\w-]+$/);
    await expect(page).toHaveTitle(/^Votre billet/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ticketMessages.ticketTitle);
    const qr = page.getByRole("img", { name: ticketMessages.ticketQrLabel });
    await expect(qr).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: CONCERT })).toBeVisible();

    // At 390 px the QR code is on the first screen.
    await page.setViewportSize(PHONE);
    const box = await qr.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    // The event's title follows it on the first screen (its session and places right below).
    const title = await page.getByRole("heading", { level: 2, name: CONCERT }).boundingBox();
    expect(title?.y ?? PHONE.height).toBeLessThan(PHONE.height);
    const session = await page.getByTestId("ticket-session").boundingBox();
    test.info().annotations.push({
      type: "390 px",
      description: `QR code ends at ${(box?.y ?? 0) + (box?.height ?? 0)} px, title at ${title?.y} px, session at ${session?.y} px`,
    });

    // The code reads as the ticket's own address (decoded in a page that runs scripts).
    const src = await qr.getAttribute("src");
    const reader = await browser.newPage();
    await reader.setContent(`<img src="${src ?? ""}" alt="QR" width="200" height="200">`);
    expect(await decodeQrImage(reader.getByRole("img"))).toBe(page.url());
    await reader.close();

    // A forged code: 404, titled apart.
    const forged = await page.goto("/billet/CODE-INVENTE-0000");
    expect(forged?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Billet introuvable/);
    await expect(page.getByText(bookingMessages.ticketNotFound)).toBeVisible();
    await context.close();
  });

  test("every header link is reached and followed, and the header's search lands on its results (1280 px)", async ({
    browser,
  }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto("/events");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    for (const [name, href] of HEADER_LINKS) {
      // Folded, a section's links are out of the accessibility tree: found with the hidden ones.
      const link = page
        .getByRole("banner")
        .getByRole("link", { name, exact: true, includeHidden: true })
        .first();
      await expect(link).toHaveAttribute("href", href);
      // A section's links unfold on hover or when the keyboard reaches the section.
      const section = nav.locator(".fr-nav__item").filter({ has: page.locator(`a[href="${href}"]`) });
      if ((await section.getByRole("button").count()) > 0) {
        await expect(link).toBeHidden();
        await section.getByRole("button").focus();
        await expect(link).toBeVisible();
        await page.keyboard.press("Tab");
      }
      await expect(link).toBeVisible();
    }
    // The keyboard way: Tab from a section's button reaches its link, Enter follows it.
    const allVenues = nav.getByRole("link", { name: "Tous les lieux" });
    await nav.getByRole("button", { name: "Lieux" }).focus();
    await expect(allVenues).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(allVenues).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/lieux$/);

    // The search: typed, sent with the button, answered by the results page.
    await searchBox(page).fill("orgue");
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/recherche\?q=orgue$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /orgue/i }).first()).toBeVisible();
    await context.close();
  });

  test("on a phone, « Menu » and « Rechercher » open their panels and the skip link leads to the menu (390 px)", async ({
    browser,
  }) => {
    const { context, page } = await withoutJavaScript(browser, PHONE);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await expect(nav).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("accueil-390.png") });

    await phoneControls(page).getByRole("link", { name: "Menu" }).click();
    await expect(nav).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("menu-390.png") });
    for (const [name, href] of HEADER_LINKS) {
      const link = page.getByRole("banner").getByRole("link", { name, exact: true }).last();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await nav.getByRole("link", { name: "Tous les parcours" }).click();
    await expect(page).toHaveURL(/\/parcours$/);
    await expect(nav).toBeHidden();

    await phoneControls(page).getByRole("link", { name: "Rechercher" }).click();
    await expect(searchBox(page)).toBeVisible();
    // The header stays in sight above its open panel.
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /Culture & Patrimoine/ })
        .first(),
    ).toBeInViewport();
    await searchBox(page).fill("château");
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/recherche\?q=ch%C3%A2teau$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Enter sends it too.
    await phoneControls(page).getByRole("link", { name: "Rechercher" }).click();
    await searchBox(page).fill("cathédrale");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/recherche\?q=cath%C3%A9drale$/);

    // The skip link « Menu » opens the menu, whose first link Tab then reaches.
    await page.goto("/events");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Menu", exact: true }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" }).last()).toBeFocused();
    await context.close();
  });

  test("/carte lists the published places with links to their pages, the map left out (1280 and 390 px)", async ({
    browser,
    request,
  }) => {
    const answer = await request.get("/api/map/points");
    const { points } = (await answer.json()) as { points: { kind: string; id: number; name: string }[] };
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      const { context, page } = await withoutJavaScript(browser, viewport);
      const response = await page.goto("/carte");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: mapMessages.pageTitle })).toBeVisible();
      const list = page.getByRole("region", { name: mapMessages.listTitle });
      await expect(list.getByRole("listitem")).toHaveCount(points.length);
      await expect(page.getByText(mapMessages.count(points.length))).toBeVisible();
      // What needs scripts (the map, its filters, the way past it) is not shown.
      await expect(page.locator(".cp-map-frame")).toBeHidden();
      await expect(page.getByRole("checkbox")).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`carte-${viewport.width}.png`) });
      // Each place links to its own page, which the server renders too.
      const site = points.find((point) => point.kind === "site");
      expect(site).toBeDefined();
      await list.getByRole("link", { name: site?.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/sites/${site?.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site?.name ?? "");
      await context.close();
    }
  });
});
