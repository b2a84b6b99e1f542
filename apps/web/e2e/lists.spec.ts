import {
  lieuMessages,
  parcoursMessages,
  programMessages,
  siteMessages,
} from "@culture-patrimoine/contract/messages";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursDetailResponse, ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { demoAccounts, login } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { decodeQrImage } from "./support/qr.ts";

// The public lists (programmes, venues, routes, sites) and the route page, as a visitor and as the
// demo organiser, who owns part of the demo data (the rest belongs to other organisers).

const SITES_PAGE_SIZE = 24;

interface Organiser {
  id: number;
  headers: { Authorization: string };
}

async function organiserByApi(request: APIRequestContext): Promise<Organiser> {
  const response = await request.post("/api/auth/login", { data: demoAccounts.professionnel });
  expect(response.status()).toBe(200);
  const { token, user } = await response.json();
  return { id: user.id, headers: { Authorization: `Bearer ${token}` } };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.json();
}

function firstOf<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("the demo data should have at least one item here");
  return item;
}

function ownerButtons(scope: Locator | Page) {
  return {
    edit: scope.getByRole("link", { name: /^Modifier\b/ }),
    remove: scope.getByRole("button", { name: /^Supprimer\b/ }),
  };
}

/** A list item by its heading (each item of these lists is titled by an h2). */
function itemTitled(page: Page, title: string, tag = "li"): Locator {
  return page.locator(tag).filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** Answers the next confirm() and checks its question (SPEC §8). */
function answerNextConfirm(page: Page, question: string, accept: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    page.once("dialog", (dialog) => {
      try {
        expect(dialog.type()).toBe("confirm");
        expect(dialog.message()).toBe(question);
      } catch (error) {
        reject(error);
      }
      (accept ? dialog.accept() : dialog.dismiss()).then(resolve, reject);
    });
  });
}

test.describe("as an anonymous visitor", () => {
  test("the programme list shows each line with its date, times, event and place", async ({
    page,
    request,
  }) => {
    const first = firstOf(await getJson<ProgramResponse[]>(request, "/api/programs?limit=1"));
    await page.goto("/programs");
    await expect(page).toHaveTitle("Programmes — Culture & Patrimoine");
    await expect(page.getByRole("heading", { level: 1, name: "Liste des Programmes" })).toBeVisible();
    const item = itemTitled(page, first.title).first();
    await expect(item).toBeVisible();
    // French date ("mercredi 25 novembre 2026") and French times ("10 h 30 – 11 h 30").
    await expect(item).toContainText(
      /(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \p{L}+ \d{4}/iu,
    );
    // Times with no-break spaces (« 10 h 30 »): \s matches them.
    await expect(item).toContainText(/\d{1,2}\sh(\s\d{2})?\s–\s\d{1,2}\sh(\s\d{2})?/);
    await expect(item.getByRole("link", { name: first.event.title })).toHaveAttribute(
      "href",
      `/events/${first.event_id}`,
    );
    if (first.event.lieu) await expect(item).toContainText(first.event.lieu.nom);
    await expect(ownerButtons(page).edit).toHaveCount(0);
    await expect(ownerButtons(page).remove).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ajouter des programmes" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: /pagination/i })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Page suivante" }).click();
    await expect(page).toHaveURL(/\/programs\?page=2$/);
    await expect(page.getByRole("link", { name: "2", exact: true })).toHaveAttribute("aria-current", "true");
  });

  test("the venue list shows nom, ville, pays and description", async ({ page, request }) => {
    const first = firstOf(await getJson<LieuResponse[]>(request, "/api/lieux?limit=1"));
    await page.goto("/lieux");
    await expect(page).toHaveTitle("Lieux — Culture & Patrimoine");
    await expect(page.getByRole("heading", { level: 1, name: "Liste des Lieux" })).toBeVisible();
    const item = itemTitled(page, first.nom);
    await expect(item).toContainText(`${first.ville}, ${first.pays}`);
    if (first.description) await expect(item).toContainText(first.description);
    await expect(ownerButtons(page).remove).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the route list shows cards with only real figures and how it works", async ({ page, request }) => {
    const routes = await getJson<ParcoursResponse[]>(request, "/api/parcours?limit=24");
    await page.goto("/parcours");
    await expect(page).toHaveTitle("Parcours — Culture & Patrimoine");
    await expect(page.locator("h1")).toHaveCount(1);
    const route = firstOf(routes);
    const card = page.locator(".fr-card").filter({ has: page.getByRole("link", { name: route.title }) });
    await expect(card).toContainText(`${route.sitesCount} étape`);
    // SPEC's rating and participants are answered by the API but nobody rates and nothing counts.
    await expect(card).not.toContainText("participant");
    await expect(card).not.toContainText("/ 5");
    for (const step of ["Choisissez un parcours", "Suivez le guide", "Découvrez et partagez"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Créer un parcours" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await card.getByRole("link", { name: route.title }).click();
    await expect(page).toHaveURL(new RegExp(`/parcours/${route.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: route.title })).toBeVisible();
  });

  test("a route page shows its place, duration, difficulty and sites in order", async ({ page, request }) => {
    const routes = await getJson<ParcoursResponse[]>(request, "/api/parcours?limit=50");
    const summary = routes.find((route) => route.Lieu !== null && route.sitesCount >= 2);
    expect(summary, "a demo route with a place and several sites").toBeDefined();
    if (!summary) return;
    const route = await getJson<ParcoursDetailResponse>(request, `/api/parcours/${summary.id}`);

    await page.goto(`/parcours/${route.id}`);
    await expect(page.getByRole("heading", { level: 1, name: route.title })).toBeVisible();
    const main = page.locator("main");
    await expect(main).toContainText(route.theme);
    await expect(main).toContainText(`${route.Lieu?.nom}, ${route.Lieu?.ville} (${route.Lieu?.pays})`);
    await expect(main).toContainText(`${route.duration} minutes`);
    const label = route.difficulty.charAt(0).toUpperCase() + route.difficulty.slice(1);
    const severity = { facile: "success", modéré: "warning", difficile: "error" }[route.difficulty];
    await expect(page.locator(`.fr-badge--${severity}`)).toHaveText(`Difficulté : ${label}`);
    await expect(main).toContainText(`${route.Sites.length} sites`);
    await expect(main).not.toContainText("N/A");
    await expect(main).not.toContainText("participant");
    await expect(main).not.toContainText("/ 5");
    await expect(page.getByRole("heading", { level: 2, name: "À propos de ce parcours" })).toBeVisible();
    await expect(main).toContainText(route.description);
    // The steps, in the order of the visit.
    const steps = page
      .getByRole("region", { name: "Les étapes du parcours" })
      .getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(route.Sites.map((site, index) => `Étape ${index + 1} : ${site.name}`));
    await expect(ownerButtons(page).remove).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an unknown route shows the not-found state", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await page.goto("/parcours/999999");
    await expect(page.getByRole("heading", { level: 1, name: parcoursMessages.notFound })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the site list shows each site's QR code on demand, which opens the site's page", async ({
    page,
    request,
    baseURL,
  }) => {
    const site = firstOf(await getJson<SiteResponse[]>(request, "/api/sites?limit=1"));
    await page.goto("/sites");
    await expect(page).toHaveTitle("Sites — Culture & Patrimoine");
    await expect(page.getByRole("heading", { level: 1, name: "Liste des sites" })).toBeVisible();
    const item = page.locator(`#site-${site.id}`);
    await expect(item.getByRole("heading", { level: 2 })).toHaveText(site.name);
    await expect(item.getByRole("link", { name: site.name })).toHaveAttribute("href", `/sites/${site.id}`);
    await expect(item).toContainText(site.categorie);
    await expect(ownerButtons(page).remove).toHaveCount(0);

    const show = item.getByRole("button", { name: /Afficher le QR code/ });
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await show.press("Enter");
    const hide = item.getByRole("button", { name: /Masquer le QR code/ });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    const image = item.getByRole("img", { name: new RegExp(`QR code du site ${site.name}`) });
    await expect(image).toBeVisible();
    expect(await decodeQrImage(image)).toBe(`${baseURL}/sites/${site.id}`);

    const download = item.getByRole("link", { name: /Télécharger le QR code/ });
    await expect(download).toHaveAttribute("download", `qr-site-${site.id}.svg`);
    await expect(download).toHaveAttribute("href", /^data:image\/svg\+xml/);
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toBe(`qr-site-${site.id}.svg`);
    await expectNoAxeViolations(page);

    await hide.click();
    await expect(image).toBeHidden();
  });

  test("an old QR code's address (/sites#site-{id}) lands on the site's page, even a far one", async ({
    page,
    request,
  }) => {
    const last = await request.get(`/api/sites?limit=1&offset=${SITES_PAGE_SIZE}`);
    const farSite = firstOf<SiteResponse>(await last.json());
    await page.goto(`/sites#site-${farSite.id}`);
    await expect(page).toHaveURL(new RegExp(`/sites/${farSite.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: farSite.name })).toBeVisible();
    // Replaced, not pushed: « back » does not bounce to the forwarding address.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
  });
});

test.describe("as the demo organiser", () => {
  test("owner buttons appear on one's own items only", async ({ page, request }) => {
    // A login and three long lists, each checked by axe: close to a minute on a busy 2-core machine
    // (CI saw 58.8 s once), so the default 60 s is too tight.
    test.setTimeout(120_000);
    const organiser = await organiserByApi(request);
    await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);

    // Venues.
    const lieux = await getJson<LieuResponse[]>(request, "/api/lieux?limit=24");
    const ownLieu = lieux.find((lieu) => lieu.user_id === organiser.id);
    const otherLieu = lieux.find((lieu) => lieu.user_id !== organiser.id);
    expect(ownLieu && otherLieu, "the demo data mixes organisers").toBeTruthy();
    if (!ownLieu || !otherLieu) return;
    await page.goto("/lieux");
    const own = itemTitled(page, ownLieu.nom);
    await expect(ownerButtons(own).edit).toHaveAttribute("href", `/create-lieu/${ownLieu.id}`);
    await expect(ownerButtons(own).remove).toBeVisible();
    await expect(ownerButtons(itemTitled(page, otherLieu.nom)).remove).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Créer un lieu" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Programme lines: the organiser of the line's event owns it.
    const programs = await getJson<ProgramResponse[]>(request, "/api/programs?limit=20");
    const ownLine = programs.find((line) => line.event.user_id === organiser.id);
    const otherLine = programs.find((line) => line.event.user_id !== organiser.id);
    expect(ownLine && otherLine, "the first page mixes organisers").toBeTruthy();
    if (!ownLine || !otherLine) return;
    await page.goto("/programs");
    const ownItem = itemTitled(page, ownLine.title).filter({ hasText: ownLine.event.title }).first();
    await expect(ownerButtons(ownItem).edit.first()).toHaveAttribute("href", /^\/create-program\/edit\/\d+$/);
    const otherItem = itemTitled(page, otherLine.title).filter({ hasText: otherLine.event.title }).first();
    await expect(ownerButtons(otherItem).remove).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Sites: SPEC showed the buttons to everyone; only the owner sees them now (DESIGN.md §5).
    const sites = await getJson<SiteResponse[]>(request, `/api/sites?limit=${SITES_PAGE_SIZE}`);
    const ownSite = sites.find((site) => site.user_id === organiser.id);
    const otherSite = sites.find((site) => site.user_id !== organiser.id);
    expect(ownSite && otherSite, "the first page mixes organisers").toBeTruthy();
    if (!ownSite || !otherSite) return;
    await page.goto("/sites");
    await expect(ownerButtons(page.locator(`#site-${ownSite.id}`)).edit).toHaveAttribute(
      "href",
      `/create-site/${ownSite.id}`,
    );
    await expect(ownerButtons(page.locator(`#site-${otherSite.id}`)).remove).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Routes: the page of one's own route offers Modifier, Ajouter un site and Supprimer.
    const routes = await getJson<ParcoursResponse[]>(request, "/api/parcours?limit=50");
    const ownRoute = routes.find((route) => route.user_id === organiser.id);
    const otherRoute = routes.find((route) => route.user_id !== organiser.id);
    expect(ownRoute && otherRoute, "the demo data mixes organisers").toBeTruthy();
    if (!ownRoute || !otherRoute) return;
    await page.goto("/parcours");
    await expect(page.getByRole("link", { name: "Créer un parcours" })).toHaveAttribute(
      "href",
      "/create-parcours",
    );
    await page.goto(`/parcours/${ownRoute.id}`);
    await expect(ownerButtons(page).edit).toHaveAttribute("href", `/create-parcours?id=${ownRoute.id}`);
    await expect(page.getByRole("link", { name: "Ajouter un site" })).toHaveAttribute(
      "href",
      `/create-site?parcours_id=${ownRoute.id}`,
    );
    await expect(ownerButtons(page).remove).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/parcours/${otherRoute.id}`);
    await expect(page.getByRole("heading", { level: 1, name: otherRoute.title })).toBeVisible();
    await expect(ownerButtons(page).remove).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ajouter un site" })).toHaveCount(0);
  });

  test("deleting a venue: declining changes nothing, accepting removes it", async ({ page, request }) => {
    const organiser = await organiserByApi(request);
    // Venues are listed by name: a leading digit puts this one on the first page.
    const nom = `0 Lieu à supprimer ${Date.now()}`;
    const created = await request.post("/api/lieux", {
      headers: organiser.headers,
      data: { nom, ville: "Arles", description: "Créé pour le test de suppression." },
    });
    expect(created.status()).toBe(201);

    await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
    await page.goto("/lieux");
    const item = itemTitled(page, nom);
    await expect(item).toBeVisible();

    let answered = answerNextConfirm(page, lieuMessages.deleteConfirm, false);
    await ownerButtons(item).remove.click();
    await answered;
    await expect(item).toBeVisible();
    await expect(page.getByText(lieuMessages.deleteSuccess)).toHaveCount(0);

    answered = answerNextConfirm(page, lieuMessages.deleteConfirm, true);
    await ownerButtons(item).remove.click();
    await answered;
    await expect(page.getByText(lieuMessages.deleteSuccess)).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test("deleting a programme line: declining changes nothing, accepting removes it", async ({
    page,
    request,
  }) => {
    const organiser = await organiserByApi(request);
    const event = firstOf(
      await getJson<{ id: number }[]>(request, `/api/events?user_id=${organiser.id}&limit=1`),
    );
    const title = `Ligne à supprimer ${Date.now()}`;
    // The list is in time order: the earliest date puts this line first.
    const created = await request.post("/api/programs", {
      headers: organiser.headers,
      data: { date: "2000-01-01", start_time: "09:00", end_time: "10:00", title, event_id: event.id },
    });
    expect(created.status()).toBe(201);

    await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
    await page.goto("/programs");
    const item = itemTitled(page, title);
    await expect(item).toContainText(/samedi 1 janvier 2000/i);
    await expect(item).toContainText("9 h – 10 h");

    let answered = answerNextConfirm(page, programMessages.deleteConfirm, false);
    await ownerButtons(item).remove.click();
    await answered;
    await expect(item).toBeVisible();

    answered = answerNextConfirm(page, programMessages.deleteConfirm, true);
    await ownerButtons(item).remove.click();
    await answered;
    await expect(page.getByText(programMessages.deleteSuccess)).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test("deleting a site: declining changes nothing, accepting removes it", async ({ page, request }) => {
    const organiser = await organiserByApi(request);
    const route = firstOf(
      await getJson<ParcoursResponse[]>(request, `/api/parcours?user_id=${organiser.id}&limit=1`),
    );
    const name = `Site à supprimer ${Date.now()}`;
    const created = await request.post("/api/sites", {
      headers: organiser.headers,
      data: {
        name,
        categorie: "Monument",
        description: "Créé pour le test de suppression.",
        parcours_id: route.id,
      },
    });
    expect(created.status()).toBe(201);
    const site: SiteResponse = await created.json();

    await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
    // Sites are listed in creation order: the new one is on the route's own list, last.
    await page.goto(`/sites?parcours_id=${route.id}`);
    const item = page.locator(`#site-${site.id}`);
    await expect(item.getByRole("heading", { level: 2 })).toHaveText(name);
    await expectNoAxeViolations(page);

    let answered = answerNextConfirm(page, siteMessages.deleteConfirm, false);
    await ownerButtons(item).remove.click();
    await answered;
    await expect(item).toBeVisible();

    answered = answerNextConfirm(page, siteMessages.deleteConfirm, true);
    await ownerButtons(item).remove.click();
    await answered;
    await expect(page.getByText(siteMessages.deleteSuccess)).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test("deleting a route from its page goes back to the route list", async ({ page, request }) => {
    const organiser = await organiserByApi(request);
    const lieu = firstOf(
      await getJson<LieuResponse[]>(request, `/api/lieux?user_id=${organiser.id}&limit=1`),
    );
    const title = `Parcours à supprimer ${Date.now()}`;
    const created = await request.post("/api/parcours/create", {
      headers: organiser.headers,
      multipart: {
        title,
        description: "Créé pour le test de suppression.",
        theme: "Essai",
        difficulty: "modéré",
        duration: "45",
        lieu_id: String(lieu.id),
      },
    });
    expect(created.status()).toBe(201);
    const route: ParcoursResponse = await created.json();

    await login(page, demoAccounts.professionnel.email, demoAccounts.professionnel.password);
    await page.goto(`/parcours/${route.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator(".fr-badge--warning")).toHaveText("Difficulté : Modéré");
    await expect(page.locator("main")).toContainText("45 minutes");
    await expect(page.locator("main")).toContainText(parcoursMessages.noSites);

    let answered = answerNextConfirm(page, parcoursMessages.deleteConfirm, false);
    await ownerButtons(page).remove.click();
    await answered;
    await expect(page).toHaveURL(new RegExp(`/parcours/${route.id}$`));

    answered = answerNextConfirm(page, parcoursMessages.deleteConfirm, true);
    await ownerButtons(page).remove.click();
    await answered;
    await expect(page.getByText(parcoursMessages.deleteSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/parcours$/);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });
});
