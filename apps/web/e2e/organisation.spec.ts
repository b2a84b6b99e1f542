import {
  organisationPageMessages as m,
  organisationGateMessages,
  organisationRoleLabels,
  scanMessages,
  statisticsMessages,
} from "@culture-patrimoine/contract/messages";
import type { Browser, Page } from "@playwright/test";
import {
  fillRegisterForm,
  type NewAccount,
  newAccount,
  register,
  registerFields,
} from "./support/accounts.ts";
import { registerVerifiedOrganiser } from "./support/administrator.ts";
import { checkPage, DESKTOP } from "./support/booking.ts";
import { expect, httpStatusLogged, test, waitForAppOnNavigation } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import { bearer, createLieuByApi, NEXT_YEAR } from "./support/organiser-api.ts";

// Issue 30's journey: a responsable invites an éditeur and an agent d'accueil by e-mail; the
// éditeur creates an event; a visitor registers; the agent checks the ticket in at the door and may
// edit nothing; the responsable removes the éditeur, whose next request is refused; the statistics
// show the registration and the check-in. Each page is checked with axe and shot at 1280 and 390 px.

/** The invitation link of the last invitation e-mail sent to `email`. */
async function invitationLink(email: string): Promise<string> {
  const mail = await waitForMail({ to: email, subject: /^Invitation à rejoindre/ });
  const link = /https?:\/\/[^\s"<>]+\/invitation\/[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0];
  expect(link, "the invitation e-mail carries its link").toBeTruthy();
  return new URL(link as string).pathname;
}

async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return waitForAppOnNavigation(await context.newPage());
}

async function invite(page: Page, account: NewAccount, role: "editeur" | "accueil"): Promise<void> {
  await page.getByLabel(m.inviteEmail).fill(account.email);
  await page.getByLabel(organisationRoleLabels[role], { exact: false }).first().check({ force: true });
  await page.getByRole("button", { name: m.inviteSubmit }).click();
  await expect(page.getByText(m.inviteSent(account.email))).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: account.email })).toBeVisible();
}

test("a museum's team: invited by e-mail, each role does its part, a removed member is refused at once", async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  test.setTimeout(300_000);
  // The removed éditeur's refused request (403), logged by their browser.
  consoleGuard.allow(httpStatusLogged(403));

  // 1. A verified organiser (the responsable) opens their organisation and invites two people.
  const responsable = newAccount("professionnel", { organization: `Musée des Augustins ${Date.now()}` });
  await registerVerifiedOrganiser(page, request, responsable);
  await page.goto("/organisation");
  await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
  await expect(page.getByText(responsable.organization).first()).toBeVisible();
  const editeur = newAccount("participant", { firstName: "Élise", lastName: "Durand" });
  const agent = newAccount("participant", { firstName: "Karim", lastName: "Benali" });
  await invite(page, editeur, "editeur");
  await invite(page, agent, "accueil");
  await checkPage(page, "organisation-01-invitations-sent");

  // 2. The éditeur follows the link without an account, signs up from it, comes back and accepts.
  const editeurPage = await memberPage(browser);
  await editeurPage.goto(await invitationLink(editeur.email));
  await expect(editeurPage.getByRole("heading", { level: 1, name: m.invitationTitle })).toBeVisible();
  await expect(editeurPage.getByText(m.invitationLead(responsable.organization))).toBeVisible();
  await checkPage(editeurPage, "organisation-02-invitation-anonymous");
  await editeurPage.getByRole("link", { name: m.signUp }).click();
  await fillRegisterForm(editeurPage, editeur);
  await registerFields(editeurPage).submit.click();
  await expect(editeurPage).toHaveURL(/\/invitation\//);
  await editeurPage.getByRole("button", { name: m.accept }).click();
  await expect(editeurPage).toHaveURL(/\/dashboard$/);
  await expect(editeurPage.getByText(m.acceptedDetail(responsable.organization))).toBeVisible();

  // 3. The éditeur publishes an event for the organisation (a venue of the responsable's).
  const lieuId = await createLieuByApi(page, request, `Cloître ${Date.now()}`);
  const title = `Nocturne au cloître ${Date.now()}`;
  const created = await request.post("/api/events", {
    headers: await bearer(editeurPage),
    data: { title, category: "Visite", date_start: `${NEXT_YEAR}-06-20T21:00`, lieu_id: lieuId },
  });
  expect(created.status()).toBe(201);
  const event = await created.json();
  await editeurPage.goto(`/events/${event.id}`);
  await expect(editeurPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(editeurPage.getByRole("link", { name: /Modifier/ }).first()).toBeVisible();

  // 4. A visitor registers: one ticket.
  const registration = await request.post("/api/participations", {
    data: {
      event_id: event.id,
      nom: "Roussel",
      prenom: "Camille",
      email: `camille-${Date.now()}@e2e.culture-patrimoine.fr`,
      telephone: "0612345678",
      nombre_places: 1,
      motivation: "Une visite de nuit",
    },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  const ticketCode: string = (await registration.json()).ticket_code;

  // 5. The agent d'accueil signs up, accepts, checks the ticket in, and may edit nothing.
  const agentPage = await memberPage(browser);
  await register(agentPage, agent);
  await agentPage.goto(await invitationLink(agent.email));
  await agentPage.getByRole("button", { name: m.accept }).click();
  await expect(agentPage).toHaveURL(/\/dashboard$/);
  await agentPage.goto(`/scan?event=${event.id}`);
  await expect(agentPage.getByRole("heading", { level: 1, name: scanMessages.pageTitle })).toBeVisible();
  await agentPage.getByLabel(scanMessages.codeLabel).fill(ticketCode);
  await agentPage.getByRole("button", { name: scanMessages.verify }).click();
  await expect(agentPage.locator(".cp-scan-result__title")).toHaveText(scanMessages.resultCheckedIn);
  await checkPage(agentPage, "organisation-03-agent-checks-in");
  await agentPage.goto(`/events/${event.id}`);
  await expect(agentPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(agentPage.getByRole("link", { name: /Modifier/ })).toHaveCount(0);
  await agentPage.goto(`/events/edit/${event.id}`);
  await expect(
    agentPage.getByText(organisationGateMessages.contentRefused("accueil"), { exact: false }),
  ).toBeVisible();
  const agentEdit = await request.put(`/api/events/${event.id}`, {
    headers: await bearer(agentPage),
    data: { title: "Détourné", category: "Visite", date_start: `${NEXT_YEAR}-06-20T21:00`, lieu_id: lieuId },
  });
  expect(agentEdit.status()).toBe(403);

  // 6. The responsable removes the éditeur; the éditeur's next request is refused.
  await page.goto("/organisation");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: m.removeFor(`${editeur.firstName} ${editeur.lastName}`) }).click();
  await expect(page.getByText(m.removeDone(`${editeur.firstName} ${editeur.lastName}`))).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: editeur.email })).toHaveCount(0);
  await checkPage(page, "organisation-04-member-removed");
  const refused = await request.put(`/api/events/${event.id}`, {
    headers: await bearer(editeurPage),
    data: { title, category: "Visite", date_start: `${NEXT_YEAR}-06-20T21:00`, lieu_id: lieuId },
  });
  expect(refused.status()).toBe(403);
  await editeurPage.goto("/create-event");
  await expect(editeurPage.getByText(organisationGateMessages.noOrganisation)).toBeVisible();

  // 7. The statistics show the registration and the check-in.
  await page.goto(`/events/${event.id}/statistiques`);
  await expect(
    page.getByRole("heading", { level: 1, name: statisticsMessages.eventTitle(title) }),
  ).toBeVisible();
  const figures = await request.get(`/api/events/${event.id}/statistics`, { headers: await bearer(page) });
  expect(figures.status()).toBe(200);
  expect((await figures.json()).totals).toMatchObject({ registrations: 1, places_taken: 1, checked_in: 1 });
  await expect(page.getByText(/1\u00a0inscription au total/)).toBeVisible();
  await checkPage(page, "organisation-05-statistics");
});
