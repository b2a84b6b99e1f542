import {
  participationMessages,
  ticketMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import type { Page } from "@playwright/test";
import { demoAccounts, login } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { CORE } from "./support/core.ts";
import { CONCERT, concertId } from "./support/demo-events.ts";
import { expect, httpStatusLogged, test, waitForAppOnNavigation } from "./support/fixtures.ts";
import { decodeQrImage } from "./support/qr.ts";

async function fillParticipant(page: Page, { email, places }: { email?: string; places: string }) {
  if (!(await page.getByLabel("Prénom").inputValue())) await page.getByLabel("Prénom").fill("Louise");
  if (!(await page.getByLabel("Nom", { exact: true }).inputValue()))
    await page.getByLabel("Nom", { exact: true }).fill("Michel");
  if (email) await page.getByLabel(/^Email/).fill(email);
  if (!(await page.getByLabel(/^Téléphone/).inputValue()))
    await page.getByLabel(/^Téléphone/).fill("06 11 22 33 44");
  await page.getByLabel(/^Nombre de places/).selectOption(places);
  await page.getByLabel(/^Motivation/).fill("Entendre le grand orgue.");
}

const ticketQr = (page: Page) => page.getByRole("img", { name: ticketMessages.ticketQrLabel });

test(
  "the demo participant registers 2 places, pays on site, and gets a ticket link that scans",
  CORE,
  async ({ page, request, baseURL }) => {
    const id = await concertId(request);
    await login(page, demoAccounts.participant.email, demoAccounts.participant.password);
    const token = await page.evaluate(() => window.localStorage.getItem("token"));

    await page.goto(`/events/${id}`);
    await page.getByRole("link", { name: "S’inscrire" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}/register`));
    await expect(page.getByRole("heading", { level: 1, name: "Inscription à l’événement" })).toBeVisible();
    await expect(page.locator(".cp-event-facts").getByRole("link", { name: CONCERT })).toBeVisible();
    // Prefilled from the account.
    await expect(page.getByLabel("Prénom")).not.toHaveValue("");
    await expect(page.getByLabel(/^Email/)).toHaveValue(demoAccounts.participant.email);
    // Paid at the entrance: no card is asked.
    await expect(page.getByLabel(/carte/i)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The amount follows the number of places, and says it is paid at the entrance.
    const amount = page.getByTestId("registration-amount");
    await expect(amount).toHaveText(/Total\s:\s12\s€/);
    await fillParticipant(page, { places: "2" });
    await expect(amount).toHaveText(/Total\s:\s24\s€/);
    await expect(page.getByTestId("payment-mode-note")).toHaveText(
      /Paiement sur place\s:\s24\s€ à régler à l’entrée/,
    );

    const sent = page.waitForRequest(
      (req) => req.url().endsWith("/api/participations") && req.method() === "POST",
    );
    await page.getByRole("button", { name: ticketMessages.submitFree }).click();
    const request1 = await sent;
    const body = request1.postDataJSON();
    for (const field of ["nom_carte", "numero_carte", "date_expiration", "cvv"])
      expect(body).not.toHaveProperty(field);
    expect(body.session_id).toEqual(expect.any(Number));
    expect(request1.headers().authorization).toBe(`Bearer ${token}`);
    expect(request1.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

    await expect(page).toHaveURL(/\/payment-confirmation\/\d+$/);
    const participationId = Number(page.url().split("/").pop());
    await expect(
      page.getByRole("heading", { level: 1, name: "Confirmation de votre inscription" }),
    ).toBeVisible();
    await expect(page.getByText(/Gardez ce lien\s:\sc’est votre billet\./)).toBeVisible();
    await expect(page.getByTestId("ticket-amount")).toHaveText(/^24\s€$/);
    await expect(page.getByTestId("ticket-payment")).toHaveText(ticketMessages.paymentOnSite);
    await expect(page.getByText(ticketMessages.statusConfirmed, { exact: true })).toBeVisible();
    await expect(page.getByText("2 places")).toBeVisible();
    await expect(page.getByRole("link", { name: CONCERT })).toBeVisible();

    const saved = await (
      await request.get(`/api/participations/${participationId}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(saved).toMatchObject({
      nombre_places: 2,
      montant_paye: 24,
      payment_status: "on_site",
      status: "confirmed",
    });
    const ticketAddress = `${baseURL}/billet/${saved.ticket_code}`;
    expect(await decodeQrImage(ticketQr(page))).toBe(ticketAddress);
    await expectNoAxeViolations(page);

    // The ticket link is the ticket, from anywhere.
    await page.getByRole("link", { name: ticketMessages.openTicket }).click();
    await expect(page).toHaveURL(ticketAddress);
    await expect(page.getByRole("heading", { level: 1, name: "Votre billet" })).toBeVisible();
    await expect(page.getByTestId("ticket-code")).toHaveText(saved.ticket_code);
    await expectNoAxeViolations(page);

    // The registration is on the participant's dashboard, with its way to this ticket.
    await page.goto("/dashboard");
    const mine = page.getByRole("region", { name: "Mes Participations" });
    await expect(mine.locator(`a[href="/billet/${saved.ticket_code}"]`)).toBeVisible();
  },
);

// Not @core: the demo participant's registration above is the area's main journey; CI's browser
// pass (--rest) runs this one, to keep npm test within its five minutes (issue 30's journeys added).
test("a visitor without an account registers, keeps the ticket link, and cancels from it", async ({
  page,
  request,
  browser,
}) => {
  const id = await concertId(request);
  const email = `anonyme-${Date.now()}@e2e.culture-patrimoine.fr`;
  await page.goto(`/events/${id}/register`);
  await expect(page.getByLabel("Prénom")).toHaveValue("");

  // Every required field says what it needs.
  await page.getByRole("button", { name: ticketMessages.submitFree }).click();
  await expect(page.getByText(validationMessages.participantFirstNameRequired)).toBeVisible();
  await expect(page.getByLabel("Prénom")).toBeFocused();

  await fillParticipant(page, { email, places: "3" });
  await page.getByRole("button", { name: ticketMessages.submitFree }).click();

  await expect(page).toHaveURL(/\/payment-confirmation\/\d+$/);
  const url = page.url();
  await expect(page.getByTestId("ticket-amount")).toHaveText(/^36\s€$/);
  const code = (await page.getByTestId("ticket-code").textContent()) ?? "";
  expect(await decodeQrImage(ticketQr(page))).toContain(`/billet/${code}`);
  await expectNoAxeViolations(page);

  // /payment-confirmation without id leads to this session's last registration.
  await page.goto("/payment-confirmation");
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId("ticket-code")).toHaveText(code);

  // The ticket link works in another browser, where the confirmation page would not.
  const other = await browser.newContext();
  const elsewhere = waitForAppOnNavigation(await other.newPage());
  await elsewhere.goto(`/billet/${code}`);
  await expect(elsewhere.getByTestId("ticket-code")).toHaveText(code);
  await expect(elsewhere.getByTestId("cancel-note")).toHaveText(/^Annulation gratuite jusqu’au /);
  await elsewhere.getByRole("button", { name: ticketMessages.cancelOpen }).click();
  await expect(elsewhere.getByRole("heading", { name: /^Annuler votre inscription/ })).toBeFocused();
  await expectNoAxeViolations(elsewhere);
  await elsewhere.getByRole("button", { name: ticketMessages.cancelConfirm }).click();
  await expect(elsewhere.getByText(ticketMessages.statusCancelled, { exact: true })).toBeVisible();
  await expect(elsewhere.getByText(/^Inscription annulée le /)).toBeVisible();
  await expect(elsewhere.getByRole("button", { name: ticketMessages.cancelOpen })).toHaveCount(0);
  await other.close();
});

test("a full session offers its waiting list; an online registration is paid on the demonstration page", async ({
  page,
  request,
  consoleGuard,
}) => {
  // The full session's answer, which the form turns into the waiting-list offer.
  consoleGuard.allow(httpStatusLogged(409));
  const signIn = await request.post("/api/auth/login", { data: demoAccounts.professionnel });
  const { token, user } = await signIn.json();
  const lieux: { id: number }[] = await (await request.get(`/api/lieux?user_id=${user.id}`)).json();
  const year = new Date().getFullYear() + 1;
  const created = await request.post("/api/events", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Visite guidée en ligne ${Date.now()}`,
      category: "Visite",
      price: 10,
      payment_mode: "online",
      lieu_id: lieux[0]?.id,
      sessions: [{ starts_at: `${year}-05-16T14:00`, ends_at: `${year}-05-16T15:30`, capacity: 2 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = await created.json();

  // Two places, paid online on the demonstration page.
  await page.goto(`/events/${event.id}/register`);
  await expect(page.getByTestId("payment-mode-note")).toContainText("démonstration");
  await fillParticipant(page, { email: `en-ligne-${Date.now()}@e2e.culture-patrimoine.fr`, places: "2" });
  await page.getByRole("button", { name: ticketMessages.submitOnline }).click();
  await expect(page).toHaveURL(/\/paiement-simulation\//);
  await expect(page.getByText(ticketMessages.simulationLabel, { exact: true })).toBeVisible();
  await expect(page.getByTestId("simulation-amount")).toHaveText(/^20\s€$/);
  await expectNoAxeViolations(page);
  // Unpaid, the ticket is no ticket yet: the deadline, the pay button, no QR code (1280 and 390 px).
  await page.getByRole("link", { name: ticketMessages.backToTicket }).click();
  await expect(page.getByText(ticketMessages.statusAwaitingPayment, { exact: true })).toBeVisible();
  await expect(page.getByTestId("payment-deadline")).toHaveText(/^À régler avant \d{1,2}\s?h\s?\d{2}$/);
  await expect(page.getByRole("img", { name: ticketMessages.ticketQrLabel })).toHaveCount(0);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    if (process.env.PAYMENT_SHOTS_DIR) {
      await page.screenshot({
        path: `${process.env.PAYMENT_SHOTS_DIR}/ticket-pending-${viewport.width}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: ticketMessages.payOnline }).click();
  await expect(page).toHaveURL(/\/paiement-simulation\//);
  await page.getByRole("button", { name: ticketMessages.simulateSuccess }).click();
  await expect(page).toHaveURL(/\/billet\//);
  await expect(page.getByTestId("ticket-payment")).toHaveText(ticketMessages.paymentPaid);

  // The session is now full: the next visitor may wait for a place.
  await page.goto(`/events/${event.id}/register`);
  await fillParticipant(page, { email: `attente-${Date.now()}@e2e.culture-patrimoine.fr`, places: "1" });
  await page.getByRole("button", { name: ticketMessages.submitOnline }).click();
  await expect(page.getByTestId("session-full")).toContainText("Cette séance est complète");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: ticketMessages.joinWaitlist }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/\d+$/);
  await expect(page.getByText(ticketMessages.statusWaitlisted(1), { exact: true })).toBeVisible();
  await expect(page.getByText(/Vous êtes 1er sur la liste d’attente\./)).toBeVisible();
});

test("a registration is not shown in another browser without its ticket code", async ({
  page,
  consoleGuard,
  request,
}) => {
  consoleGuard.allow(httpStatusLogged(401));
  const created = await request.post("/api/participations", {
    data: {
      prenom: "Anne",
      nom: "Autre",
      email: `anne.autre-${Date.now()}@e2e.culture-patrimoine.fr`,
      telephone: "0612345678",
      nombre_places: 1,
      motivation: "Voir l'orgue.",
      event_id: await concertId(request),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.goto(`/payment-confirmation/${id}`);
  await expect(page.getByText(participationMessages.notYours)).toBeVisible();
  await expect(page.getByTestId("ticket-code")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("/payment-confirmation with nothing registered in this session says so", async ({ page }) => {
  await page.goto("/payment-confirmation");
  await expect(page.getByText(participationMessages.noRecentRegistration)).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir les événements" })).toBeVisible();
  await expectNoAxeViolations(page);
});
