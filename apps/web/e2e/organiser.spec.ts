import {
  eventMessages,
  lieuChoiceMessages,
  participationMessages,
  programMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import type { Page } from "@playwright/test";
import { demoAccounts, login, newAccount, register, storedUserId } from "./support/accounts.ts";
import { registerVerifiedOrganiser } from "./support/administrator.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { CORE } from "./support/core.ts";
import { expect, httpStatusLogged, test, waitForAppOnNavigation } from "./support/fixtures.ts";
import { bearer, createEventByApi, createLieuByApi, NEXT_YEAR } from "./support/organiser-api.ts";

const YEAR = NEXT_YEAR;

/** The figure of one of the four dashboard counters. */
function counter(page: Page, label: string) {
  return page
    .getByRole("list", { name: "Chiffres clés" })
    .getByRole("listitem")
    .filter({ hasText: label })
    .locator(".cp-stat__value");
}

/** One line of the programme form, by its legend ("Ligne 2"). */
function line(page: Page, number: number) {
  return page.getByRole("group", { name: new RegExp(`^Ligne ${number}\\b`) });
}

async function fillLine(page: Page, number: number, values: { title: string; start: string; end: string }) {
  const group = line(page, number);
  await group.getByLabel("Date").fill(`${YEAR}-06-20`);
  await group.getByLabel("Heure de début").fill(values.start);
  await group.getByLabel("Heure de fin").fill(values.end);
  await group.getByLabel("Titre").fill(values.title);
}

test(
  "an organiser's season: venue, event through the form, three lines at once, edits, counters",
  CORE,
  async ({ page, request, consoleGuard }) => {
    // A whole season in one journey, with an axe pass on each of its seven pages: about 50 s on a
    // quiet 2-core machine, past the default minute when CI runs two browsers at once.
    test.setTimeout(180_000);
    consoleGuard.allow(httpStatusLogged(409));
    const account = newAccount("professionnel");
    await registerVerifiedOrganiser(page, page.request, account);
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de Bord" })).toBeVisible();
    for (const label of ["Mes Événements", "Participants Total", "Mes Lieux", "Mes Participations"]) {
      await expect(counter(page, label), label).toHaveText("0");
    }
    await expect(page.getByText("Vous n’avez pas encore créé d’événement.")).toBeVisible();
    await expectNoAxeViolations(page);

    const unique = Date.now();
    const lieuName = `Théâtre antique ${unique}`;
    await createLieuByApi(page, request, lieuName);

    // The event, through the form.
    await page.getByRole("link", { name: "Nouvel événement" }).click();
    await expect(page).toHaveURL(/\/create-event$/);
    await expect(page.getByRole("heading", { level: 1, name: "Créer un événement" })).toBeVisible();
    const title = `Nuit du théâtre ${unique}`;
    await page.getByLabel(/^Titre/).fill(title);
    await page.getByLabel(/^Catégorie/).selectOption("Spectacle");
    await page.getByLabel(/^Description/).fill("Trois pièces courtes sous les étoiles.");
    await page.getByLabel(/^Début/).fill(`${YEAR}-06-20T21:00`);
    await page.getByLabel(/^Fin/).fill(`${YEAR}-06-20T23:30`);
    await page.getByLabel(/^Prix/).fill("12,50");
    await page.getByLabel(/^Lieu/).selectOption({ label: `${lieuName} (Arles)` });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Créer l’événement" }).click();

    await expect(page).toHaveURL(/\/create-program\/\d+$/);
    const eventId = Number(page.url().split("/").pop());
    const event = await (await request.get(`/api/events/${eventId}`)).json();
    expect(event).toMatchObject({
      title,
      price: 12.5,
      // Typed as Paris wall-clock times, answered in Paris time with the summer offset (decision 015).
      date_start: `${YEAR}-06-20T21:00:00+02:00`,
      date_end: `${YEAR}-06-20T23:30:00+02:00`,
    });

    // Right after the creation: the notice, then three lines saved at once.
    await expect(
      page.getByRole("heading", { level: 1, name: "Ajouter des Programmes pour l’Événement" }),
    ).toBeVisible();
    await expect(page.getByText(eventMessages.createSuccess)).toBeVisible();
    await expect(page.getByLabel(/^Événement/)).toBeDisabled();
    await expect(page.getByLabel(/^Événement/)).toHaveValue(String(eventId));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Ajouter un programme" }).click();
    await expect(line(page, 1).getByLabel("Date")).toBeFocused();
    await fillLine(page, 1, { title: "Accueil du public", start: "20:30", end: "21:00" });
    await page.getByRole("button", { name: "Ajouter une ligne" }).click();
    await fillLine(page, 2, { title: "Première pièce", start: "21:00", end: "22:00" });
    await line(page, 2)
      .getByLabel(/^Catégorie/)
      .selectOption("Action");
    await page.getByRole("button", { name: "Ajouter une ligne" }).click();
    await fillLine(page, 3, { title: "Entracte", start: "22:00", end: "22:15" });
    await line(page, 3)
      .getByLabel(/^Catégorie/)
      .selectOption("Pause");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Enregistrer le programme" }).click();
    await expect(page.getByText(programMessages.createSuccess)).toBeVisible();
    // SPEC §4: one empty line again, the event of the address kept.
    await expect(page.getByRole("group", { name: /^Ligne \d/ })).toHaveCount(1);
    await expect(line(page, 1).getByLabel("Titre")).toHaveValue("");
    await expect(page.getByLabel(/^Événement/)).toHaveValue(String(eventId));

    const programs = await (await request.get(`/api/programs?event_id=${eventId}`)).json();
    expect(programs.map((program: { title: string }) => program.title)).toEqual([
      "Accueil du public",
      "Première pièce",
      "Entracte",
    ]);

    // Edit the event from the dashboard.
    await page.goto("/dashboard");
    await expect(counter(page, "Mes Événements")).toHaveText("1");
    await expect(counter(page, "Mes Lieux")).toHaveText("1");
    await page.getByRole("link", { name: `Modifier l’événement ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/events/edit/${eventId}$`));
    await expect(page.getByLabel(/^Début/)).toHaveValue(`${YEAR}-06-20T21:00`);
    await expect(page.getByLabel(/^Prix/)).toHaveValue("12,50");
    await expectNoAxeViolations(page);
    const newTitle = `${title} (reprise)`;
    await page.getByLabel(/^Titre/).fill(newTitle);
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(eventMessages.updateSuccess)).toBeVisible();
    await expect(page.getByRole("link", { name: newTitle, exact: true })).toBeVisible();

    // Edit one line.
    const entracte = programs[2];
    await page.goto(`/create-program/edit/${entracte.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Modifier un programme" })).toBeVisible();
    await expect(page.getByLabel("Titre")).toHaveValue("Entracte");
    await expectNoAxeViolations(page);
    await page.getByLabel("Titre").fill("Entracte et buvette");
    await page.getByLabel("Heure de fin").fill("22:30");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByText(programMessages.updateSuccess)).toBeVisible();
    const edited = await (await request.get(`/api/programs/${entracte.id}`)).json();
    expect(edited).toMatchObject({ title: "Entracte et buvette", end_time: "22:30", category: "Pause" });

    // A participant registers 3 places: the organiser's Participants Total grows by 3.
    const registration = await request.post("/api/participations", {
      data: {
        prenom: "Louise",
        nom: "Michel",
        email: `louise-${unique}@e2e.culture-patrimoine.fr`,
        telephone: "0612345678",
        nombre_places: 3,
        motivation: "Le théâtre en plein air",
        event_id: eventId,
      },
    });
    expect(registration.status()).toBe(201);
    await page.goto("/dashboard");
    await expect(counter(page, "Participants Total")).toHaveText("3");
    await expect(counter(page, "Mes Événements")).toHaveText("1");

    // Deleting an event with registrations is refused with the server's reason; declining does nothing.
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("button", { name: `Supprimer l’événement ${newTitle}` }).click();
    await expect(page.getByRole("link", { name: newTitle, exact: true })).toBeVisible();
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(eventMessages.deleteConfirm);
      void dialog.accept();
    });
    await page.getByRole("button", { name: `Supprimer l’événement ${newTitle}` }).click();
    await expect(page.getByText(eventMessages.hasRegistrations)).toBeVisible();

    // An event nobody registered to goes, with its line.
    const lieuId = event.lieu_id;
    const spare = `Répétition publique ${unique}`;
    await createEventByApi(page, request, lieuId, spare);
    await page.reload();
    await expect(counter(page, "Mes Événements")).toHaveText("2");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Supprimer l’événement ${spare}` }).click();
    await expect(page.getByText(eventMessages.deleteSuccess)).toBeVisible();
    await expect(page.getByRole("link", { name: spare, exact: true })).toHaveCount(0);
    await expect(counter(page, "Mes Événements")).toHaveText("1");
  },
);

test("every validation message of the event form appears for its bad input", async ({ page, request }) => {
  await registerVerifiedOrganiser(page, page.request, newAccount("professionnel"));
  const lieuName = `Salle des fêtes ${Date.now()}`;
  await createLieuByApi(page, request, lieuName);
  await page.goto("/create-event");
  // Venues are public places (issue 28): the new organiser's own and the others', found by a search,
  // and « Nouveau lieu » leads to the venue form.
  const venue = page.getByLabel(/^Lieu/);
  await expect(venue).toBeEnabled();
  expect(await venue.locator("option").count()).toBeGreaterThan(2);
  await page.getByLabel(/^Rechercher un lieu/).fill(lieuName.toLowerCase());
  await expect(venue.locator("option")).toHaveText([
    lieuChoiceMessages.choicePlaceholder,
    new RegExp(lieuName),
  ]);
  await page.getByLabel(/^Rechercher un lieu/).fill("");
  await expect(page.getByRole("link", { name: lieuChoiceMessages.newLieu })).toHaveAttribute(
    "href",
    "/create-lieu",
  );
  await expectNoAxeViolations(page);

  const submit = page.getByRole("button", { name: "Créer l’événement" });
  await submit.click();
  for (const message of [
    validationMessages.eventTitleRequired,
    validationMessages.eventCategoryRequired,
    validationMessages.sessionStartRequired,
    validationMessages.eventLieuRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel(/^Titre/)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Début/).fill(`${YEAR}-06-20T21:00`);
  await page.getByLabel(/^Fin/).fill(`${YEAR}-06-20T20:00`);
  await page.getByLabel(/^Prix/).fill("-5");
  // A file that only claims to be a picture is refused in the browser (decision 032).
  await page
    .getByLabel(/^Image de l’événement/)
    .setInputFiles({ name: "image.jpg", mimeType: "image/jpeg", buffer: Buffer.from("pas une image") });
  await submit.click();
  await expect(page.getByText(validationMessages.sessionEndBeforeStart)).toBeVisible();
  await expect(page.getByText(validationMessages.priceNegative)).toBeVisible();
  await expect(page.getByText(validationMessages.imageNotAnImage)).toBeVisible();

  for (const [price, message] of [
    ["gratuit", validationMessages.invalidNumber],
    ["12,345", validationMessages.priceInvalid],
    ["250000", validationMessages.priceTooHigh],
  ] as const) {
    await page.getByLabel(/^Prix/).fill(price);
    await submit.click();
    await expect(page.getByText(message), price).toBeVisible();
  }

  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("every validation message of the programme form appears for its bad input", async ({
  page,
  request,
}) => {
  await registerVerifiedOrganiser(page, page.request, newAccount("professionnel"));
  await page.goto("/create-program");
  await expect(page.getByText(programMessages.noOwnEvents)).toBeVisible();

  const lieuId = await createLieuByApi(page, request, `Cloître ${Date.now()}`);
  const title = `Concert au cloître ${Date.now()}`;
  const eventId = (await createEventByApi(page, request, lieuId, title)).id;
  await page.reload();
  await expect(page.getByLabel(/^Événement/)).toBeEnabled();
  await page.getByRole("button", { name: "Ajouter une ligne" }).click();
  const submit = page.getByRole("button", { name: "Enregistrer le programme" });
  await submit.click();
  await expect(page.getByText(validationMessages.programEventRequired)).toBeVisible();
  // SPEC §5's message once per incomplete line, the missing fields marked.
  await expect(line(page, 1).getByText(validationMessages.programLineIncomplete)).toBeVisible();
  await expect(line(page, 2).getByText(validationMessages.programLineIncomplete)).toBeVisible();
  await expect(line(page, 1).getByLabel("Titre")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Événement/).selectOption(String(eventId));
  await fillLine(page, 1, { title: "Répétition", start: "18:00", end: "17:00" });
  await line(page, 2).getByRole("button", { name: "Supprimer la ligne" }).click();
  await expect(page.getByRole("group", { name: /^Ligne \d/ })).toHaveCount(1);
  await expect(line(page, 1).getByRole("button", { name: "Supprimer la ligne" })).toHaveCount(0);
  await submit.click();
  await expect(line(page, 1).getByText(validationMessages.programEndBeforeStart)).toBeVisible();
  await expect(page.getByText(validationMessages.programEventRequired)).toHaveCount(0);

  await line(page, 1).getByLabel("Heure de fin").fill("19:00");
  await submit.click();
  await expect(page.getByText(programMessages.createSuccess)).toBeVisible();
  // SPEC §4: the event was chosen here, not by the address, so the choice resets.
  await expect(page.getByLabel(/^Événement/)).toHaveValue("");
  const programs = await (await request.get(`/api/programs?event_id=${eventId}`)).json();
  expect(programs).toHaveLength(1);
});

test("a second organiser is refused the first one's event, in the page and by the API", async ({
  browser,
  page,
  request,
}) => {
  await registerVerifiedOrganiser(page, page.request, newAccount("professionnel"));
  const lieuId = await createLieuByApi(page, request, `Chapelle ${Date.now()}`);
  const eventId = (await createEventByApi(page, request, lieuId, `Vêpres ${Date.now()}`)).id;
  const batch = await request.post("/api/programs/batch", {
    headers: await bearer(page),
    data: {
      event_id: eventId,
      lines: [{ date: `${YEAR}-06-20`, start_time: "18:00", end_time: "19:00", title: "Vêpres chantées" }],
    },
  });
  expect(batch.status()).toBe(201);
  const [programId] = (await batch.json()).map((program: { id: number }) => program.id);

  const other = await browser.newContext();
  const otherPage = waitForAppOnNavigation(await other.newPage());
  try {
    await registerVerifiedOrganiser(otherPage, otherPage.request, newAccount("professionnel"));
    await otherPage.goto(`/events/edit/${eventId}`);
    await expect(otherPage.getByText(eventMessages.notYoursTitle)).toBeVisible();
    await expect(otherPage.getByRole("button", { name: "Enregistrer les modifications" })).toHaveCount(0);
    await expectNoAxeViolations(otherPage);
    await otherPage.goto(`/create-program/${eventId}`);
    await expect(otherPage.getByText(eventMessages.notYoursTitle)).toBeVisible();
    await otherPage.goto(`/create-program/edit/${programId}`);
    await expect(otherPage.getByText(programMessages.notYoursTitle)).toBeVisible();

    const refused = await request.put(`/api/events/${eventId}`, {
      headers: await bearer(otherPage),
      data: { title: "Pris", category: "Musique", date_start: `${YEAR}-06-20T21:00`, lieu_id: lieuId },
    });
    expect(refused.status()).toBe(403);
    const refusedLine = await request.put(`/api/programs/${programId}`, {
      headers: await bearer(otherPage),
      data: {
        date: `${YEAR}-06-20`,
        start_time: "18:00",
        end_time: "19:00",
        title: "Pris",
        event_id: eventId,
      },
    });
    expect(refusedLine.status()).toBe(403);
  } finally {
    await other.close();
  }
});

test("the participant's dashboard lists their registrations", async ({ page }) => {
  await login(page, demoAccounts.participant.email, demoAccounts.participant.password);
  const id = await storedUserId(page);
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de Bord" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Mes Participations" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nouvel événement" })).toHaveCount(0);
  const tickets = page.getByRole("link", { name: /^Voir le billet/ });
  await expect(tickets.first()).toBeVisible();
  const own = await (
    await page.request.get(`/api/participations?user_id=${id}`, { headers: await bearer(page) })
  ).json();
  expect(own.length).toBeGreaterThan(0);
  await expect(tickets).toHaveCount(own.length);
  await expect(tickets.first()).toHaveAttribute("href", `/billet/${own[0].ticket_code}`);
  await expect(page.getByText(participationMessages.emptyList)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a new participant's dashboard says there is no registration yet", async ({ page }) => {
  await register(page, newAccount("participant"));
  await expect(page.getByText(participationMessages.emptyList)).toBeVisible();
  await expect(page.getByRole("list", { name: "Chiffres clés" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
