import { readFileSync } from "node:fs";
import { formatMoment } from "@culture-patrimoine/contract/french-dates";
import {
  attendeeMessages,
  bookingMessages,
  checkInMessages,
  scanMessages,
  ticketMessages,
} from "@culture-patrimoine/contract/messages";
import { newAccount } from "./support/accounts.ts";
import { registerVerifiedOrganiser } from "./support/administrator.ts";
import {
  checkPage,
  fillRegistration,
  openFirstSessionForm,
  openTicket,
  type Person,
  shoot,
  submitRegistration,
  visitor,
} from "./support/booking.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";

// The booking journey of the issue, through the screens: an organiser's event of three sessions
// of 5 places, a visitor who books 4, another refused 2 who waits, the first one's cancellation
// that gives the second one the place, the organiser's attendees page and CSV, the door scanner.
// Every new page is checked by axe at 1280 px and again at 390 px (a phone), where the page must
// not scroll sideways. With SCREENSHOTS_DIR set, each step is also saved as a screenshot there.

// Sessions happen next year, so registrations (and their free cancellation) stay open.
const YEAR = new Date().getFullYear() + 1;

test("three sessions of 5 places: book 4, wait for 2, cancel, the place goes on, attendees, CSV, door", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const unique = `${Date.now()}-${process.pid}`;

  // 1. A fresh organiser with a venue (set up by the API, as the organiser journeys do) creates
  // the event and its three sessions in the event form.
  await registerVerifiedOrganiser(page, page.request, newAccount("professionnel"));
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  const lieuName = `Théâtre des Célestins ${unique}`;
  const lieu = await page.request.post("/api/lieux", {
    headers: { Authorization: `Bearer ${token}` },
    data: { nom: lieuName, ville: "Lyon", description: "Théâtre à l’italienne" },
  });
  expect(lieu.status()).toBe(201);

  const title = `Visite des coulisses ${unique}`;
  await page.getByRole("link", { name: "Nouvel événement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Créer un événement" })).toBeVisible();
  await page.getByLabel(/^Titre/).fill(title);
  await page.getByLabel(/^Catégorie/).selectOption("Visite");
  await page.getByLabel(/^Description/).fill("Les machineries, les loges et les cintres.");
  const days = ["09-12", "09-19", "09-26"];
  for (const [index, day] of days.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Ajouter une séance", exact: true }).click();
    const row = page.getByRole("group", { name: `Séance ${index + 1}`, exact: true });
    await row.getByLabel(/^Début/).fill(`${YEAR}-${day}T14:00`);
    await row.getByLabel(/^Fin/).fill(`${YEAR}-${day}T15:30`);
    await row.getByLabel(/^Places/).fill("5");
  }
  await page.getByLabel(/^Lieu/).selectOption({ label: `${lieuName} (Lyon)` });
  await shoot(page, "01-event-form-1280");
  const created = page.waitForResponse(
    (response) => response.url().endsWith("/api/events") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Créer l’événement" }).click();
  const event = await (await created).json();
  expect(event.sessions).toHaveLength(3);
  for (const session of event.sessions) expect(session).toMatchObject({ capacity: 5, places_left: 5 });
  expect(event.sessions[0].starts_at).toBe(`${YEAR}-09-12T14:00:00+02:00`);
  await expect(page).toHaveURL(new RegExp(`/create-program/${event.id}$`));
  const eventId: number = event.id;
  const sessionId: number = event.sessions[0].id;

  // 2. A first visitor opens the event, picks the first session and books 4 places.
  const first = await visitor(browser);
  const louise: Person = {
    prenom: "Louise",
    nom: "Michel",
    email: `louise-${unique}@e2e.culture-patrimoine.fr`,
  };
  await first.page.goto(`/events/${eventId}`);
  await expect(first.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const sessionItems = first.page.locator("#seances li");
  await expect(sessionItems).toHaveCount(3);
  await expect(sessionItems.first()).toContainText("Plus que 5\u00a0places");
  await checkPage(first.page, "02-event-page");
  await openFirstSessionForm(first.page, eventId, sessionId);
  await fillRegistration(first.page, louise, 4);
  const booked = await submitRegistration(first.page, ticketMessages.submitFree);
  expect(booked.status()).toBe(201);
  expect(await booked.json()).toMatchObject({ status: "confirmed", nombre_places: 4, session_id: sessionId });
  await expect(first.page.getByTestId("participation-status")).toHaveText(ticketMessages.statusConfirmed);
  await shoot(first.page, "03-confirmation-1280");
  const louiseCode = await openTicket(first.page);
  await expect(first.page.getByTestId("participation-status")).toHaveText(ticketMessages.statusConfirmed);
  await expect(first.page.getByText("4 places", { exact: true })).toBeVisible();
  await checkPage(first.page, "04-ticket-confirmed");

  // 3. A second visitor asks for 2 places of the same session: only 1 is left, so the form offers
  // the waiting list, which they join (rank 1).
  const second = await visitor(browser, [httpStatusLogged(409)]);
  const camille: Person = {
    prenom: "Camille",
    nom: `Roussel`,
    email: `camille-${unique}@e2e.culture-patrimoine.fr`,
  };
  await second.page.goto(`/events/${eventId}`);
  await expect(second.page.locator("#seances li").first()).toContainText("Plus que 1\u00a0place");
  await openFirstSessionForm(second.page, eventId, sessionId);
  await fillRegistration(second.page, camille, 2);
  const refused = await submitRegistration(second.page, ticketMessages.submitFree);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: "SESSION_FULL", places_left: 1 });
  const offer = second.page.getByTestId("session-full");
  await expect(offer).toContainText(bookingMessages.sessionFull(1));
  await expect(offer.getByRole("button", { name: ticketMessages.fewerPlaces })).toBeVisible();
  const join = offer.getByRole("button", { name: ticketMessages.joinWaitlist });
  await expect(join).toBeFocused();
  await checkPage(second.page, "05-registration-full-offer");
  const waiting = await submitRegistration(second.page, ticketMessages.joinWaitlist);
  expect(waiting.status()).toBe(201);
  expect(await waiting.json()).toMatchObject({ status: "waitlisted", waitlist_position: 1 });
  await expect(second.page.getByTestId("participation-status")).toHaveText(
    ticketMessages.statusWaitlisted(1),
  );
  const camilleCode = await openTicket(second.page);
  await expect(second.page.getByTestId("participation-status")).toHaveText(
    ticketMessages.statusWaitlisted(1),
  );
  await expect(second.page.getByText(ticketMessages.waitlistRank(1))).toBeVisible();
  await checkPage(second.page, "06-ticket-waitlisted");

  // 4. The first visitor cancels from the ticket page, after the confirmation step; the second
  // one's ticket, reloaded, has the place.
  await first.page.getByRole("button", { name: ticketMessages.cancelOpen }).click();
  await expect(first.page.getByRole("heading", { name: ticketMessages.cancelQuestion })).toBeFocused();
  await checkPage(first.page, "07-ticket-cancel-step");
  const cancelled = first.page.waitForResponse(
    (response) =>
      /\/api\/participations\/\d+\/cancel$/.test(response.url()) && response.request().method() === "POST",
  );
  await first.page.getByRole("button", { name: ticketMessages.cancelConfirm }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(first.page.getByTestId("participation-status")).toHaveText(ticketMessages.statusCancelled);
  await expect(first.page.getByText(/^Inscription annulée le /)).toBeVisible();
  await shoot(first.page, "08-ticket-cancelled-1280");
  await first.close();

  // The ticket page is rendered by the server with its data (decision 053): the reload's own answer.
  const reloaded = await second.page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(second.page.getByTestId("participation-status")).toHaveText(ticketMessages.statusPromoted);
  await expect(second.page.getByText(ticketMessages.promotedText)).toBeVisible();
  await checkPage(second.page, "09-ticket-promoted");
  await second.close();

  // 5. The organiser's attendees page, from the dashboard: both registrations with their status,
  // then the CSV export.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: `${attendeeMessages.attendeesLink} de ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/inscrits$`));
  await expect(
    page.getByRole("heading", { level: 1, name: attendeeMessages.pageTitle(title) }),
  ).toBeVisible();
  const table = page.getByRole("table");
  const louiseRow = table.getByRole("row", { name: /Louise Michel/ });
  const camilleRow = table.getByRole("row", { name: /Camille Roussel/ });
  await expect(louiseRow).toContainText(attendeeMessages.statusCancelled);
  await expect(louiseRow).toContainText(attendeeMessages.cancelledByParticipant);
  await expect(camilleRow).toContainText(attendeeMessages.statusConfirmed);
  await expect(camilleRow.getByRole("cell").nth(1)).toHaveText("2");
  await expect(page.getByText(attendeeMessages.placesTaken(2, 5))).toBeVisible();
  await checkPage(page, "10-attendees");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: attendeeMessages.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`inscrits-evenement-${eventId}.csv`);
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trim().split(/\r?\n/);
  expect(lines[0]?.split(";")).toEqual(
    expect.arrayContaining(["Séance", "Prénom", "Nom", "E-mail", "Téléphone", "Places", "Statut"]),
  );
  expect(lines).toHaveLength(3);
  const camilleLine = lines.find((line) => line.includes(camille.email));
  expect(camilleLine).toContain(";Camille;Roussel;");
  expect(camilleLine).toContain(";Confirmée;");
  expect(lines.find((line) => line.includes(louise.email))).toContain(";Annulée;");

  // 6. The door checks the next session by default, the first, where 2 people are expected. The
  // second visitor's code, typed, lets them in once; a second time it is refused as already scanned.
  await page.getByRole("link", { name: attendeeMessages.scanTickets }).click();
  await expect(page).toHaveURL(new RegExp(`/scan\\?event=${eventId}$`));
  await expect(page.getByRole("heading", { level: 1, name: scanMessages.pageTitle })).toBeVisible();
  await expect(page.getByLabel(scanMessages.eventLabel)).toHaveValue(String(eventId));
  const sessionChoice = page.getByLabel(new RegExp(`^${scanMessages.sessionLabel}`));
  await expect(sessionChoice).toHaveValue(String(sessionId));
  const entries = page.locator(".cp-scan-entries");
  await expect(entries).toHaveText(scanMessages.entries(0, 2));
  await expect(page.getByText(scanMessages.waiting)).toBeVisible();
  await checkPage(page, "11-scan");
  const result = page.getByRole("status").filter({ has: page.locator(".cp-scan-result") });
  const scan = async (code: string) => {
    const answer = page.waitForResponse(
      (response) => response.url().endsWith("/api/check-ins") && response.request().method() === "POST",
    );
    await page.getByLabel(scanMessages.codeLabel).fill(code);
    await page.getByRole("button", { name: scanMessages.verify }).click();
    return (await answer).json();
  };
  expect(await scan(camilleCode)).toMatchObject({ result: "checked_in" });
  await expect(result.locator(".cp-scan-result__title")).toHaveText(scanMessages.resultCheckedIn);
  await expect(result).toContainText("Camille Roussel");
  await expect(result).toContainText(scanMessages.places(2));
  await expect(page.getByLabel(scanMessages.codeLabel)).toHaveValue("");
  await expect(entries).toHaveText(scanMessages.entries(2, 2));
  await checkPage(page, "12-scan-checked-in");
  expect(await scan(camilleCode)).toMatchObject({ result: "already_checked_in" });
  await expect(result.locator(".cp-scan-result__title")).toHaveText(/^Billet déjà scanné/);
  await checkPage(page, "13-scan-already");

  // The first visitor's cancelled ticket does not get in.
  expect(await scan(louiseCode)).toMatchObject({ result: "cancelled" });
  await expect(result.locator(".cp-scan-result__title")).toHaveText(scanMessages.resultRefused);

  // At the second session's door, the first session's ticket is refused, its session named.
  await sessionChoice.selectOption(String(event.sessions[1].id));
  await expect(page).toHaveURL(new RegExp(`/scan\\?event=${eventId}&session=${event.sessions[1].id}$`));
  await expect(entries).toHaveText(scanMessages.entries(0, 0));
  const wrongSession = checkInMessages.wrong_session(formatMoment(event.sessions[0].starts_at));
  expect(await scan(camilleCode)).toMatchObject({ result: "wrong_session", message: wrongSession });
  await expect(result.locator(".cp-scan-result__title")).toHaveText(scanMessages.resultRefused);
  await expect(result).toContainText(wrongSession);
  await checkPage(page, "14-scan-wrong-session");
});
