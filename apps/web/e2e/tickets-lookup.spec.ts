import { emailTexts } from "@culture-patrimoine/contract/email-texts";
import { emailConfirmationMessages, ticketsLookupMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { newAccount, register, storedUserId } from "./support/accounts.ts";
import { checkPage, DESKTOP } from "./support/booking.ts";
import { CONCERT, concertId } from "./support/demo-events.ts";
import { expect, test } from "./support/fixtures.ts";
import { linkIn, waitForMail } from "./support/mail.ts";

// Issue 28, point 5: a visitor who registered without an account and lost the e-mail finds the
// ticket again from « Retrouver mes billets »; signing up with that address and confirming it
// brings the registration into the account. Each new page is checked by axe at 1280 px and at
// 390 px (no sideways scrolling); with SCREENSHOTS_DIR set, each is saved there too.

test("a lost ticket comes back by e-mail, and a confirmed account shows the registration made without it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = newAccount("participant");
  const eventId = await concertId(page.request);
  const registered = await page.request.post("/api/participations", {
    data: {
      prenom: account.firstName,
      nom: account.lastName,
      email: account.email,
      telephone: account.phone,
      nombre_places: 2,
      demandes_speciales: "",
      motivation: "Entendre l’orgue de Saint-Eustache.",
      event_id: eventId,
    },
  });
  expect(registered.status()).toBe(201);
  const { ticket_code: code } = (await registered.json()) as { ticket_code: string };

  // From the login page, as a visitor without an account looks for it.
  await page.setViewportSize(DESKTOP);
  await page.goto(paths.auth.getHref());
  await page.getByRole("link", { name: m.link }).first().click();
  await expect(page).toHaveURL(/\/billets\/retrouver$/);
  await expect(page.getByRole("heading", { level: 1, name: m.pageTitle })).toBeVisible();
  await checkPage(page, "tickets-lookup-form");
  await page.getByLabel(/^Email/).fill(account.email.toUpperCase());
  await page.getByRole("button", { name: m.submit }).click();
  const outcome = page.getByRole("heading", { level: 2, name: m.sentTitle });
  await expect(outcome.locator("..")).toBeFocused();
  await expect(page.getByText(m.accepted)).toBeVisible();
  await checkPage(page, "tickets-lookup-sent");

  // The e-mail lists the ticket; its link opens it, without an account.
  const list = await waitForMail({ to: account.email, subject: emailTexts.ticketsLookup.subject });
  expect(list.text).toContain(CONCERT);
  expect(list.text).toContain(emailTexts.ticketsLookup.statusConfirmed);
  const ticketLink = linkIn(list, paths.ticket.getHref(code));
  await page.goto(ticketLink.pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Votre billet" })).toBeVisible();
  await expect(page.getByText(CONCERT).first()).toBeVisible();

  // An account with this address sees nothing of it before confirming the address.
  await register(page, account);
  const id = await storedUserId(page);
  await expect(page.getByText(CONCERT)).toHaveCount(0);
  await expect(page.getByRole("link", { name: m.link }).first()).toBeVisible();
  await page.goto(paths.settings.getHref(id));
  await expect(
    page.getByRole("heading", { name: emailConfirmationMessages.notConfirmedTitle }),
  ).toBeVisible();
  await checkPage(page, "tickets-lookup-settings-unconfirmed");

  // The sign-up's e-mail confirms it; the registration then shows in the dashboard.
  const confirmation = await waitForMail({
    to: account.email,
    subject: emailTexts.emailConfirmation.subject,
  });
  const link = linkIn(confirmation, paths.confirmAccountEmail.pattern);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page).toHaveURL(/\/confirmer-mon-adresse$/);
  await checkPage(page, "tickets-lookup-confirm-link");
  await page.getByRole("button", { name: emailConfirmationMessages.confirm }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: emailConfirmationMessages.doneTitle }),
  ).toBeVisible();
  await checkPage(page, "tickets-lookup-confirmed");
  await page.getByRole("link", { name: emailConfirmationMessages.openDashboard }).click();
  await expect(page.getByRole("heading", { level: 3, name: CONCERT })).toBeVisible();
  await checkPage(page, "tickets-lookup-dashboard");
  await page.goto(paths.settings.getHref(id));
  await expect(page.getByText(emailConfirmationMessages.confirmed(account.email))).toBeVisible();
});
