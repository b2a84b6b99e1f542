import { participationMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import type { APIRequestContext, Page } from "@playwright/test";
import { demoAccounts, login } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";
import { decodeQrImage } from "./support/qr.ts";

const CONCERT = "Concert d'orgue à l'Église Saint-Eustache";

async function concertId(request: APIRequestContext): Promise<number> {
  const events: { id: number; title: string }[] = await (await request.get("/api/events?q=eglise")).json();
  const concert = events.find((event) => event.title === CONCERT);
  if (!concert) throw new Error("the demo concert is missing");
  return concert.id;
}

async function fillCard(page: Page) {
  await page.getByLabel("Nom sur la carte").fill("LOUISE MICHEL");
  await page.getByLabel(/^Numéro de carte/).fill("4111 1111 1111 1111");
  await page.getByLabel(/^Date d'expiration/).fill("12/39");
  await page.getByLabel(/^Cryptogramme/).fill("123");
}

test("the demo participant registers 2 places, pays, and gets a ticket that scans", async ({
  page,
  request,
}) => {
  const id = await concertId(request);
  await login(page, demoAccounts.participant.email, demoAccounts.participant.password);
  const token = await page.evaluate(() => window.localStorage.getItem("token"));

  await page.goto(`/events/${id}`);
  await page.getByRole("link", { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}/register$`));
  await expect(page.getByRole("heading", { level: 1, name: "Inscription à l'événement" })).toBeVisible();
  await expect(page.locator(".cp-event-facts").getByRole("link", { name: CONCERT })).toBeVisible();
  // Prefilled from the account.
  await expect(page.getByLabel("Prénom")).not.toHaveValue("");
  await expect(page.getByLabel(/^Email/)).toHaveValue(demoAccounts.participant.email);
  await expectNoAxeViolations(page);

  // The amount follows the number of places before anything is paid.
  const amount = page.getByTestId("registration-amount");
  await expect(amount).toHaveText(/Total : 12\s€/);
  await page.getByLabel(/^Nombre de places/).selectOption("2");
  await expect(amount).toHaveText(/Total : 24\s€/);

  // Card data is checked in the browser, and never sent.
  await page.getByLabel(/^Numéro de carte/).fill("4111 1111 1111 1112");
  await page.getByRole("button", { name: "Payer et m'inscrire" }).click();
  await expect(page.getByText(validationMessages.cardNumberInvalid)).toBeVisible();
  if (!(await page.getByLabel(/^Téléphone/).inputValue()))
    await page.getByLabel(/^Téléphone/).fill("06 11 22 33 44");
  await page.getByLabel(/^Motivation/).fill("Entendre le grand orgue.");
  await fillCard(page);

  const sent = page.waitForRequest(
    (req) => req.url().endsWith("/api/participations") && req.method() === "POST",
  );
  await page.getByRole("button", { name: "Payer et m'inscrire" }).click();
  const body = (await sent).postDataJSON();
  for (const field of ["nom_carte", "numero_carte", "date_expiration", "cvv"])
    expect(body).not.toHaveProperty(field);
  expect((await sent).headers().authorization).toBe(`Bearer ${token}`);

  await expect(page.getByText(participationMessages.successTitle).first()).toBeVisible();
  await expect(page).toHaveURL(/\/payment-confirmation\/\d+$/);
  const participationId = Number(page.url().split("/").pop());

  await expect(
    page.getByRole("heading", { level: 1, name: "Confirmation de votre inscription" }),
  ).toBeVisible();
  await expect(page.getByTestId("amount-paid")).toHaveText(/^24\s€$/);
  await expect(page.getByText("2 places")).toBeVisible();
  await expect(page.getByRole("link", { name: CONCERT })).toBeVisible();
  await expect(page.getByText(participationMessages.freeCancellation)).toBeVisible();
  await expect(page.getByRole("link", { name: "Mon tableau de bord" })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("link", { name: "Voir d'autres événements" })).toHaveAttribute(
    "href",
    "/events",
  );

  const saved = await (
    await request.get(`/api/participations/${participationId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  expect(saved).toMatchObject({ nombre_places: 2, montant_paye: 24, payment_status: "paid" });
  expect(await decodeQrImage(page.getByRole("img", { name: "QR code du billet d'entrée" }))).toBe(
    saved.ticket_code,
  );
  await expectNoAxeViolations(page);

  // The registration is on the participant's dashboard, with its way back to this ticket.
  await page.getByRole("link", { name: "Mon tableau de bord" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const mine = page
    .getByRole("region", { name: "Mes Participations" })
    .or(page.locator("section", { hasText: "Mes Participations" }))
    .first();
  await expect(mine.locator(`a[href="/payment-confirmation/${participationId}"]`)).toBeVisible();
});

test("a visitor without an account registers and reaches the confirmation of that registration", async ({
  page,
  request,
}) => {
  const id = await concertId(request);
  const email = `anonyme-${Date.now()}@e2e.culture-patrimoine.fr`;
  await page.goto(`/events/${id}/register`);
  await expect(page.getByLabel("Prénom")).toHaveValue("");

  // Every required field says what it needs.
  await page.getByRole("button", { name: "Payer et m'inscrire" }).click();
  await expect(page.getByText(validationMessages.participantFirstNameRequired)).toBeVisible();
  await expect(page.getByText(validationMessages.cardExpiryInvalid)).toBeVisible();
  await expect(page.getByLabel("Prénom")).toBeFocused();

  await page.getByLabel("Prénom").fill("Louise");
  await page.getByLabel("Nom", { exact: true }).fill("Michel");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Téléphone/).fill("06 12 34 56 78");
  await page.getByLabel(/^Nombre de places/).selectOption("3");
  await page.getByLabel(/^Motivation/).fill("Découvrir Saint-Eustache.");
  await fillCard(page);
  await page.getByRole("button", { name: "Payer et m'inscrire" }).click();

  await expect(page).toHaveURL(/\/payment-confirmation\/\d+$/);
  const url = page.url();
  await expect(page.getByTestId("amount-paid")).toHaveText(/^36\s€$/);
  await expect(page.getByText(email)).toBeVisible();
  const code = await page.getByTestId("ticket-code").textContent();
  expect(await decodeQrImage(page.getByRole("img", { name: "QR code du billet d'entrée" }))).toBe(code);
  await expectNoAxeViolations(page);

  // /payment-confirmation without id leads to this session's last registration.
  await page.goto("/payment-confirmation");
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId("ticket-code")).toHaveText(code ?? "");
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
