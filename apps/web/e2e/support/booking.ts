import { mkdirSync } from "node:fs";
import path from "node:path";
import { ticketMessages } from "@culture-patrimoine/contract/messages";
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, waitForAppOnNavigation } from "./fixtures.ts";

// The steps the booking journeys share: a visitor's own browser, the registration form, the ticket,
// and the check of each new page (axe at 1280 px and at 390 px, no sideways scrolling at 390 px).
// With SCREENSHOTS_DIR set, each checked page is also saved there at both widths.

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** axe at 1280 px, then at 390 px with no sideways scrolling; a screenshot of each when asked. */
export async function checkPage(page: Page, step: string): Promise<void> {
  // The previous step's notification goes first: caught while it fades out (4 s after it came),
  // its text reads to axe as low contrast.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await shoot(page, `${step}-1280`);
  await page.setViewportSize(PHONE);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${step}: the page scrolls sideways at ${PHONE.width} px`).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);
  await shoot(page, `${step}-390`);
  await page.setViewportSize(DESKTOP);
}

/**
 * A visitor in a browser of their own (no account, nothing shared with the organiser's), whose
 * console errors fail the test like the `page` fixture's do; `allowed` are the ones provoked on
 * purpose.
 */
export async function visitor(browser: Browser, allowed: RegExp[] = []) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = waitForAppOnNavigation(await context.newPage());
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`Uncaught exception: ${error.message}`));
  return {
    page,
    async close() {
      await context.close();
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "unexpected console errors in a visitor's browser").toEqual([]);
    },
  };
}

export interface Person {
  prenom: string;
  nom: string;
  email: string;
}

/** The registration form, reached from the event page's link of its first session. */
export async function openFirstSessionForm(page: Page, eventId: number, sessionId: number): Promise<void> {
  await page.goto(`/events/${eventId}`);
  const first = page.locator("#seances li").first();
  await first.getByRole("link", { name: /^S’inscrire/ }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/register\\?seance=${sessionId}$`));
  await expect(page.getByRole("combobox", { name: /^Séance/ })).toHaveValue(String(sessionId));
}

export async function fillRegistration(page: Page, person: Person, places: number): Promise<void> {
  await page.getByLabel("Prénom").fill(person.prenom);
  await page.getByLabel("Nom", { exact: true }).fill(person.nom);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByLabel(/^Téléphone/).fill("06 11 22 33 44");
  await page.getByLabel(/^Nombre de places/).selectOption(String(places));
  await page.getByLabel(/^Motivation/).fill("Découvrir les coulisses du théâtre.");
}

/** Sends the form (or one of its buttons) and returns the API's answer to the registration. */
export async function submitRegistration(page: Page, button: string) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/participations") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: button }).click();
  return answer;
}

/** From the confirmation page to /billet/{code}; returns the code. */
export async function openTicket(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/payment-confirmation\/\d+$/);
  const code = (await page.getByTestId("ticket-code").textContent())?.trim() ?? "";
  expect(code).not.toBe("");
  await page.getByRole("link", { name: ticketMessages.openTicket }).click();
  await expect(page).toHaveURL(new RegExp(`/billet/${code}$`));
  await expect(page.getByRole("heading", { level: 1, name: ticketMessages.ticketTitle })).toBeVisible();
  return code;
}
