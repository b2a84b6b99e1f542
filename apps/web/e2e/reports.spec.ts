import {
  reportAdminMessages as a,
  reportMessages as r,
  reportLinkMessages,
} from "@culture-patrimoine/contract/messages";
import { loginAsAdministrator } from "./support/administrator.ts";
import { checkPage } from "./support/booking.ts";
import { CONCERT, concertId } from "./support/demo-events.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";

// « Signaler ce contenu » (issue 29 point 5): a visitor reports the demo concert from its page,
// without an account; the administrator finds it among the reported content with its reason.

test("a visitor reports an event, and the administrator reads the report", async ({
  page,
  request,
  consoleGuard,
}) => {
  // The administrator's sign-in may wait for the next code period (30 s) when the other worker's
  // journey has just used this one.
  test.slow();
  const id = await concertId(request);
  await page.goto(`/events/${id}`);
  await page.getByRole("link", { name: new RegExp(reportLinkMessages.link) }).click();
  await expect(page).toHaveURL(new RegExp(`/signaler/event/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: r.pageTitle })).toBeVisible();
  await expect(page.getByText(CONCERT).first()).toBeVisible();

  // « Autre raison » needs words: the form says so before sending anything.
  // As a visitor does: a click on the label (DSFR draws the button over the native input).
  await page.getByText(r.reasons.other, { exact: true }).click();
  await page.getByRole("button", { name: r.submit }).click();
  await expect(page.getByText(r.messageRequired).first()).toBeVisible();
  await checkPage(page, "report-form-errors");

  await page.getByText(r.reasons.misleading, { exact: true }).click();
  await expect(page.getByRole("radio", { name: r.reasons.misleading })).toBeChecked();
  await page
    .getByRole("textbox", { name: new RegExp(`^${r.messageLabel}`) })
    .fill("Les horaires affichés ne sont pas ceux de l’église.");
  await page.getByRole("button", { name: r.submit }).click();
  await expect(page.getByRole("heading", { name: r.successTitle })).toBeVisible();
  await checkPage(page, "report-sent");
  await page.getByRole("link", { name: r.backToItem }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));

  // The password step answers 401 SECOND_FACTOR_REQUIRED: the browser logs it.
  consoleGuard.allow(httpStatusLogged(401));
  await loginAsAdministrator(page);
  await page.goto("/admin/signalements");
  await expect(page.getByRole("heading", { level: 1, name: a.adminTitle })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: CONCERT });
  await expect(row).toContainText(`${r.reasons.misleading}\u00a0: 1`);
  await checkPage(page, "admin-reports");

  await row.getByRole("link", { name: CONCERT, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/signalements/event/${id}$`));
  await expect(page.getByText("Les horaires affichés ne sont pas ceux de l’église.")).toBeVisible();
  await expect(page.getByRole("button", { name: a.dismissSubmit })).toBeVisible();
  await checkPage(page, "admin-item-reports");
});
