import { bookingMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import { type Browser, expect, test } from "@playwright/test";
import { CONCERT, concertId } from "./support/demo-events.ts";
import { decodeQrImage } from "./support/qr.ts";

// Issue 33, point 1, and decision 053: the pages a visitor needs work with JavaScript disabled —
// the 404, the registration form (a plain POST the server answers) and the ticket with its QR code,
// which is the first thing on a phone at the door.

const PHONE = { width: 390, height: 844 };

async function withoutJavaScript(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

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
});
