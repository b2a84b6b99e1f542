import { attendeeMessages } from "@culture-patrimoine/contract/messages";
import type { Locator, Page } from "@playwright/test";
import { demoAccounts, login } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE, shoot } from "./support/booking.ts";
import { concertId } from "./support/demo-events.ts";
import { expect, test } from "./support/fixtures.ts";

// Issue 33, point 4: the attendees page hid e-mail, phone, entry and the cancel action at 390 px
// and cut phone and actions at 1280. A phone gets one card per registration, a computer a table
// that fits; at both widths a fresh registration's e-mail and cancel action are on screen, within
// its width, and the cancellation works.

/** The element lies inside the window's width: not cut, not off to the right. */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "the element has a box").not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the attendees at ${viewport.width} px: e-mail, phone and cancel shown and usable`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const eventId = await concertId(request);
    const unique = `${Date.now()}-${viewport.width}`;
    const email = `berthe-${unique}@e2e.culture-patrimoine.fr`;
    const nom = `Morisot ${unique}`;
    const registered = await request.post("/api/participations", {
      data: {
        event_id: eventId,
        prenom: "Berthe",
        nom,
        email,
        telephone: "0612345678",
        nombre_places: 1,
        motivation: "Écouter l’orgue",
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
    await page.goto(`/events/${eventId}/inscrits`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Inscrits à");
    const name = `Berthe ${nom}`;
    const phone = viewport.width < 768;
    const item = phone
      ? page.getByRole("article", { name })
      : page.getByRole("table").getByRole("row", { name: new RegExp(name) });
    await expect(item).toBeVisible();
    if (phone) await expect(page.getByRole("table")).toHaveCount(0);

    const emailLink = item.getByRole("link", { name: email });
    await expect(emailLink).toBeVisible();
    await expect(emailLink).toHaveAttribute("href", `mailto:${email}`);
    await expectWithinWidth(page, emailLink);
    const phoneLink = item.getByRole("link", { name: "0612345678" });
    await expect(phoneLink).toBeVisible();
    await expectWithinWidth(page, phoneLink);
    await expect(item).toContainText(attendeeMessages.notCheckedIn);
    const cancel = item.getByRole("button", { name: `${attendeeMessages.cancelRegistration} de ${name}` });
    await expect(cancel).toBeVisible();
    await expectWithinWidth(page, cancel);
    // No column cut at 1280: the table is no wider than its frame.
    if (!phone) {
      const frame = page.locator(".cp-attendee-table .fr-table__container");
      const widths = await frame.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await shoot(page, `attendees-${viewport.width}`);

    page.once("dialog", (dialog) => void dialog.accept());
    await cancel.click();
    await expect(page.getByText(attendeeMessages.cancelRegistrationDone(name))).toBeVisible();
    await expect(item).toContainText(attendeeMessages.statusCancelled);
    await expect(item.getByRole("button", { name: /Annuler l’inscription/ })).toHaveCount(0);
  });
}
