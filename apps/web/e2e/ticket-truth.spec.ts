import { emailTexts } from "@culture-patrimoine/contract/email-texts";
import { formatMoment } from "@culture-patrimoine/contract/french-dates";
import {
  checkInMessages,
  eventMessages,
  scanMessages,
  ticketMessages,
} from "@culture-patrimoine/contract/messages";
import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { newAccount } from "./support/accounts.ts";
import { registerVerifiedOrganiser } from "./support/administrator.ts";
import {
  checkPage,
  fillRegistration,
  openFirstSessionForm,
  type Person,
  submitRegistration,
  visitor,
} from "./support/booking.ts";
import { expect, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import { decodeQrImage } from "./support/qr.ts";

// What a ticket says is true (issue 28), through the screens: a ticket paid online is not a ticket
// until the payment is received (no QR code, the door answers « paiement en attente »); once paid it
// is; when the organiser moves its session, the event form says who will be told, the holder gets
// the change with a calendar update of the same entry, the ticket shows the new time, and the door
// lets the ticket in. Every page is checked by axe at 1280 and 390 px (support/booking.ts).

const YEAR = new Date().getFullYear() + 1;

/** The calendar file attached to a message, as text. */
function calendarOf(mail: ParsedMail): string {
  const file = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(file, `a calendar file in « ${mail.subject} »`).toBeDefined();
  return file?.content.toString("utf8") ?? "";
}

/** One property of the (only) VEVENT of a calendar file, unfolded. */
function property(calendar: string, name: string): string | undefined {
  const unfolded = calendar.replace(/\r\n[ \t]/g, "");
  return unfolded.match(new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, "m"))?.[1];
}

async function scanCode(page: Page, code: string) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/check-ins") && response.request().method() === "POST",
  );
  await page.getByLabel(scanMessages.codeLabel).fill(code);
  await page.getByRole("button", { name: scanMessages.verify }).click();
  return (await answer).json();
}

test("an online payment awaited is no ticket; paid, moved, told, let in", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const unique = `${Date.now()}-${process.pid}`;

  // An organiser with a venue and an event paid online, of two sessions of 10 places (set up by
  // the API: the event form's creation is the organiser journeys' part).
  await registerVerifiedOrganiser(page, page.request, newAccount("professionnel"));
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  const headers = { Authorization: `Bearer ${token}` };
  const lieu = await page.request.post("/api/lieux", {
    headers,
    data: { nom: `Salle Rameau ${unique}`, ville: "Lyon", description: "Salle de concert" },
  });
  expect(lieu.status()).toBe(201);
  const title = `Concert du soir ${unique}`;
  const created = await page.request.post("/api/events", {
    headers,
    data: {
      title,
      description: "Un programme de musique de chambre.",
      category: "Musique",
      price: "12",
      payment_mode: "online",
      lieu_id: (await lieu.json()).id,
      sessions: [
        { starts_at: `${YEAR}-10-03T20:30`, ends_at: `${YEAR}-10-03T22:00`, capacity: 10 },
        { starts_at: `${YEAR}-10-10T20:30`, ends_at: `${YEAR}-10-10T22:00`, capacity: 10 },
      ],
    },
  });
  const event = await created.json();
  expect(created.status(), JSON.stringify(event)).toBe(201);
  const [firstSession] = event.sessions;

  // 1. A visitor books 2 places and is sent to the demonstration payment page. They leave it
  // unpaid: their ticket says the payment is awaited, until when, offers to pay, and shows no QR code.
  const guest = await visitor(browser);
  const person: Person = {
    prenom: "Nadia",
    nom: "Boulanger",
    email: `nadia-${unique}@e2e.culture-patrimoine.fr`,
  };
  await openFirstSessionForm(guest.page, event.id, firstSession.id);
  await fillRegistration(guest.page, person, 2);
  const booked = await submitRegistration(guest.page, ticketMessages.submitOnline);
  expect(booked.status()).toBe(201);
  const registration = await booked.json();
  expect(registration).toMatchObject({
    status: "confirmed",
    payment_status: "pending",
    session_id: firstSession.id,
  });
  expect(registration.payment_due_at).toEqual(expect.any(String));
  const code: string = registration.ticket_code;
  await expect(guest.page).toHaveURL(new RegExp(`/paiement-simulation/${code}$`));
  await expect(guest.page.getByText(ticketMessages.simulationLabel).first()).toBeVisible();
  await checkPage(guest.page, "01-payment-simulation");
  await guest.page.goto(`/billet/${code}`);
  await expect(guest.page.getByTestId("participation-status")).toHaveText(
    ticketMessages.statusAwaitingPayment,
  );
  await expect(guest.page.getByText(/^À régler avant /)).toBeVisible();
  await expect(guest.page.getByRole("img", { name: ticketMessages.ticketQrLabel })).toHaveCount(0);
  await expect(guest.page.getByRole("button", { name: ticketMessages.payOnline })).toBeVisible();
  await checkPage(guest.page, "02-ticket-awaiting-payment");

  // 2. At the door, that ticket is refused as awaiting its payment, and not marked.
  await page.goto(`/scan?event=${event.id}`);
  await expect(page.getByRole("heading", { level: 1, name: scanMessages.pageTitle })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${scanMessages.sessionLabel}`))).toHaveValue(
    String(firstSession.id),
  );
  const result = page.getByRole("status").filter({ has: page.locator(".cp-scan-result") });
  expect(await scanCode(page, code)).toMatchObject({ result: "payment_pending" });
  await expect(result.locator(".cp-scan-result__title")).toHaveText(scanMessages.resultRefused);
  await expect(result).toContainText(checkInMessages.payment_pending);
  await expect(page.locator(".cp-scan-entries")).toHaveText(scanMessages.entries(0, 2));
  await checkPage(page, "03-scan-payment-pending");

  // 3. The visitor pays on the demonstration page; the ticket gets its QR code, which reads as the
  // ticket's address, and the ticket mail comes with its calendar entry.
  await guest.page.getByRole("button", { name: ticketMessages.payOnline }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/paiement-simulation/${code}$`));
  await guest.page.getByRole("button", { name: ticketMessages.simulateSuccess }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/billet/${code}$`));
  await expect(guest.page.getByTestId("participation-status")).toHaveText(ticketMessages.statusConfirmed);
  const qr = guest.page.getByRole("img", { name: ticketMessages.ticketQrLabel });
  await expect(qr).toBeVisible();
  expect(await decodeQrImage(qr)).toMatch(new RegExp(`/billet/${code}$`));
  await checkPage(guest.page, "04-ticket-paid");
  const ticketMail = await waitForMail({
    to: person.email,
    subject: emailTexts.paymentReceived.subject(title),
  });
  const ticketCalendar = calendarOf(ticketMail);
  const uid = property(ticketCalendar, "UID");
  expect(uid).toBeTruthy();

  // 4. The organiser moves the first session by an hour: before saving, the form says one person
  // will be told; the holder's mail says so, with the same calendar entry at a higher SEQUENCE.
  await page.goto(`/events/edit/${event.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Modifier l’événement" })).toBeVisible();
  const row = page.getByRole("group", { name: /^Séance 1\b/ });
  await row.getByLabel(/^Début/).fill(`${YEAR}-10-03T21:30`);
  await row.getByLabel(/^Fin/).fill(`${YEAR}-10-03T23:00`);
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  const notice = page.getByText(eventMessages.changeNotice(1));
  await expect(notice).toBeVisible();
  await checkPage(page, "05-event-form-change-notice");
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/events/${event.id}`) && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: eventMessages.changeNoticeConfirm }).click();
  expect((await saved).status()).toBe(200);

  const moved = await waitForMail({
    to: person.email,
    subject: emailTexts.sessionChanged.movedSubject(title),
  });
  expect(moved.text).toContain(
    emailTexts.sessionChanged.moved(
      formatMoment(`${YEAR}-10-03T20:30:00+02:00`),
      formatMoment(`${YEAR}-10-03T21:30:00+02:00`),
    ),
  );
  const update = calendarOf(moved);
  expect(property(update, "METHOD")).toBe("REQUEST");
  expect(property(update, "UID")).toBe(uid);
  expect(Number(property(update, "SEQUENCE"))).toBeGreaterThan(
    Number(property(ticketCalendar, "SEQUENCE") ?? 0),
  );
  expect(property(update, "DTSTART")).toBe(`${YEAR}1003T193000Z`);

  // 5. The ticket shows the new time; the door lets it in once.
  await guest.page.reload();
  await expect(guest.page.getByText(new RegExp(`3 octobre ${YEAR}, 21\u00a0h\u00a030`))).toBeVisible();
  await checkPage(guest.page, "06-ticket-moved");
  await guest.close();

  await page.goto(`/scan?event=${event.id}`);
  expect(await scanCode(page, code)).toMatchObject({ result: "checked_in" });
  await expect(result.locator(".cp-scan-result__title")).toHaveText(scanMessages.resultCheckedIn);
  await expect(page.locator(".cp-scan-entries")).toHaveText(scanMessages.entries(2, 2));
  await checkPage(page, "07-scan-checked-in");
});
