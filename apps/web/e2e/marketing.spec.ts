import { FEATURES_IN_ALL_PLANS, PLANS } from "@culture-patrimoine/contract/constants";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { Stats } from "@culture-patrimoine/contract/schemas/stats";
import type { Locator, Page } from "@playwright/test";
import { newAccount } from "./support/accounts.ts";
import { verifyOrganiser } from "./support/administrator.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { decodeQrImage } from "./support/qr.ts";

// The marketing and legal pages: home (real data, anchors, tiles, QR example), pricing, about and
// the four legal pages reached from the footer.

const TITLE_SUFFIX = " — Culture & Patrimoine";

/**
 * The answer of the first query of `family` the server rendered the page with: it hands them to the
 * app in the page (decision 036), which then fetches none of them; read there because other
 * journeys add data meanwhile.
 */
async function renderedAnswer<T>(page: Page, family: string): Promise<T> {
  const state: { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } = JSON.parse(
    (await page.locator("#cp-server-state").textContent()) ?? "",
  );
  const query = state.queries.queries.find((candidate) => candidate.queryKey[0] === family);
  if (!query) throw new Error(`the page was rendered without ${family}`);
  return query.state.data as T;
}

/** Opens the home page and returns the lists it was rendered with. */
async function openHome(page: Page) {
  await page.goto("/");
  const events = (await renderedAnswer<{ items: EventResponse[] }>(page, "events")).items;
  const lieux = (await renderedAnswer<{ items: LieuResponse[] }>(page, "lieux")).items;
  const stats = await renderedAnswer<Stats>(page, "stats");
  return { events, lieux, stats };
}

function notOver(event: EventResponse, now: number): boolean {
  return Date.parse(event.date_end ?? event.date_start) >= now;
}

/** The figures as shown, in the order of the page: events, routes, places, registrations. */
async function shownFigures(scope: Locator): Promise<number[]> {
  const values = await scope.locator(".cp-figure__value").allTextContents();
  return values.map((value) => Number(value.replace(/\D/g, "")));
}

test.describe("home page", () => {
  test("shows the next six events from the API, routes, venues and the figures", async ({ page }) => {
    const now = Date.now();
    const { events, lieux, stats } = await openHome(page);
    await expect(page).toHaveTitle(`Accueil${TITLE_SUFFIX}`);
    await expect(page.locator("h1")).toHaveCount(1);

    const expected = events.filter((event) => notOver(event, now)).slice(0, 6);
    expect(expected.length, "the demo data has upcoming events").toBeGreaterThan(0);
    const eventsSection = page.locator("#events");
    await expect(eventsSection.getByRole("heading", { level: 2 })).toHaveText("Prochains événements");
    await expect(eventsSection.getByRole("heading", { level: 3 })).toHaveText(expected.map((e) => e.title));
    const first = expected[0] as EventResponse;
    await expect(eventsSection.getByRole("link", { name: first.title })).toHaveAttribute(
      "href",
      `/events/${first.id}`,
    );
    await expect(eventsSection.getByRole("link", { name: "Tous les événements" })).toHaveAttribute(
      "href",
      "/events",
    );

    const parcoursSection = page.locator("#parcours");
    await expect(parcoursSection.locator(".fr-card")).toHaveCount(3);
    await expect(parcoursSection.getByRole("link", { name: "Tous les parcours" })).toHaveAttribute(
      "href",
      "/parcours",
    );
    await expect(parcoursSection.locator(".fr-card").getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/parcours\/\d+$/,
    );

    const lieuxSection = page.locator("#lieux");
    await expect(lieuxSection.getByRole("heading", { level: 3 })).toHaveText(lieux.map((lieu) => lieu.nom));
    await expect(lieuxSection).toContainText(`${lieux[0]?.ville}, ${lieux[0]?.pays}`);
    await expect(lieuxSection.getByRole("link", { name: "Tous les lieux" })).toHaveAttribute(
      "href",
      "/lieux",
    );

    await expect(page.locator("#chiffres .cp-figure__value")).toHaveCount(4);
    expect(await shownFigures(page.locator("#chiffres"))).toEqual([
      stats.events,
      stats.parcours,
      stats.places,
      stats.participations,
    ]);

    await expect(page.locator("#about").getByRole("link", { name: /En savoir plus/ })).toHaveAttribute(
      "href",
      "/about",
    );
    await expectNoAxeViolations(page);
  });

  test("the QR code example is real: it opens the sites page", async ({ page }) => {
    await page.goto("/");
    const image = page.getByRole("img", { name: /QR code d’exemple/ });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    const decoded = await decodeQrImage(image);
    expect(decoded).toBe(new URL("/sites", page.url()).href);
    const explainer = page.getByRole("region", { name: "Les QR codes, vos guides de visite" });
    await expect(explainer.getByRole("heading", { level: 3 })).toHaveText([
      "Scannez sur place",
      "Lisez son histoire",
      "Suivez le parcours",
    ]);
  });

  test("the footer's anchors land on the home page's sections, from any page", async ({ page }) => {
    const footer = page.locator("#fr-footer");
    for (const [name, id] of [
      ["Événements", "events"],
      ["Parcours", "parcours"],
      ["Lieux", "lieux"],
      ["À propos", "about"],
    ] as const) {
      await page.goto("/pricing");
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // Once the lists have arrived, the section is still where the visitor was taken.
      await page.waitForLoadState("networkidle");
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    }
  });

  test("each shortcut tile leads to its page; the organisers' ones ask an anonymous visitor to log in", async ({
    page,
  }) => {
    await page.goto("/");
    const tiles = page.getByRole("region", { name: "Que souhaitez-vous faire ?" });
    const targets = [
      ["Événements", "/events"],
      ["Parcours", "/parcours"],
      ["Tarifs", "/pricing"],
      ["Créer un événement", "/create-event"],
      ["Créer un parcours", "/create-parcours"],
      ["Créer un lieu", "/create-lieu"],
      ["Créer un programme", "/create-program"],
    ] as const;
    for (const [name, href] of targets) {
      await expect(tiles.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(tiles.getByText("Compte professionnel", { exact: true })).toHaveCount(4);

    for (const [name, href] of targets) {
      await page.goto("/");
      await tiles.getByRole("link", { name, exact: true }).click();
      const landing = href.startsWith("/create-") ? "/auth" : href;
      await expect(page, `${name} leads to ${landing}`).toHaveURL(new RegExp(`${landing}$`));
    }
    await expect(page.getByText("Veuillez vous connecter pour accéder à cette page.")).toBeVisible();
  });

  test("on a phone the home page has no horizontal scroll and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await expect(page.locator("#events .fr-card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("pricing", () => {
  test("shows the three plans of the contract; every call to action opens the sign-up tab", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page).toHaveTitle(`Tarifs${TITLE_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choisissez votre formule");
    const plans = page.getByRole("article");
    await expect(plans).toHaveCount(PLANS.length);
    await expect(plans.getByRole("heading", { level: 2 })).toHaveText(
      PLANS.map((plan) => new RegExp(plan.name)),
    );
    await expect(plans.nth(0)).toContainText("Gratuit");
    await expect(plans.nth(1)).toContainText("29 € / mois");
    await expect(plans.nth(2)).toContainText("99 € / mois");
    await expect(plans.nth(1)).toContainText("Le plus populaire");
    await expect(page.getByText("Le plus populaire")).toHaveCount(1);
    for (const feature of FEATURES_IN_ALL_PLANS)
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const ctas = [
      [0, "Commencer gratuitement"],
      [1, "Essayer 14 jours gratuits"],
      [2, "Essayer 14 jours gratuits"],
    ] as const;
    for (const [index, name] of ctas) {
      await page.goto("/pricing");
      await page.getByRole("article").nth(index).getByRole("link", { name }).click();
      await expect(page).toHaveURL(/\/auth\?tab=inscription$/);
      await expect(page.getByRole("tab", { name: "Inscription" })).toHaveAttribute("aria-selected", "true");
    }
  });
});

test.describe("about", () => {
  test("shows the mission, the figures of GET /api/stats, the three values and the team", async ({
    page,
  }) => {
    await page.goto("/about");
    const stats = await renderedAnswer<Stats>(page, "stats");
    await expect(page).toHaveTitle(`À propos${TITLE_SUFFIX}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Notre mission" })).toBeVisible();
    await expect(page.locator(".cp-figure__value")).toHaveCount(4);
    expect(await shownFigures(page.locator("main"))).toEqual([
      stats.events,
      stats.parcours,
      stats.places,
      stats.participations,
    ]);
    await expect(page.locator("main").getByRole("heading", { level: 3 })).toHaveText([
      "Accessibilité",
      "Innovation",
      "Transmission",
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "L’équipe" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the figures are the database's: a new venue shows at once", async ({ page, request }) => {
    const before: Stats = await (await request.get("/api/stats")).json();
    const organiser = newAccount("professionnel");
    const registered = await request.post("/api/auth/register", {
      data: {
        first_name: organiser.firstName,
        last_name: organiser.lastName,
        email: organiser.email,
        password: organiser.password,
        phone: organiser.phone,
        role: "professionnel",
        organization: organiser.organization,
        siret: organiser.siret,
        description: organiser.description,
      },
    });
    expect(registered.status()).toBe(201);
    const { token, user } = await registered.json();
    await verifyOrganiser(request, user.id);
    // Named to sort last, so that lists other journeys read from the top do not change.
    const created = await request.post("/api/lieux", {
      headers: { Authorization: `Bearer ${token}` },
      data: { nom: `Zz Salle des chiffres ${Date.now()}`, ville: "Bourges", pays: "France" },
    });
    expect(created.status()).toBe(201);
    // The public read cache keeps an answer a few seconds at most: reload until the page shows it.
    await expect(async () => {
      await page.goto("/about");
      await expect(page.locator(".cp-figure__value")).toHaveCount(4);
      const [, , places] = await shownFigures(page.locator("main"));
      expect(places).toBeGreaterThan(before.places);
    }).toPass({ timeout: 15_000 });
  });
});

test.describe("legal pages", () => {
  const legalPages = [
    ["Mentions légales", "/mentions-legales", "Mentions légales", "Mentions légales"],
    [
      "Conditions générales d’utilisation",
      "/conditions-generales-d-utilisation",
      "Conditions générales d’utilisation",
      "Conditions générales d’utilisation",
    ],
    ["Données personnelles", "/confidentialite", "Données personnelles", "Données personnelles"],
    ["Gestion des cookies", "/cookies", "Gestion des cookies", "Gestion des cookies"],
    ["Accessibilité : non conforme", "/accessibilite", "Déclaration d’accessibilité", "Accessibilité"],
  ] as const;

  for (const [linkName, path, heading, title] of legalPages) {
    test(`${path} is reached from the footer and has its h1, its sections and an update date`, async ({
      page,
    }) => {
      await page.goto("/");
      await page.locator("#fr-footer").getByRole("link", { name: linkName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(`${title}${TITLE_SUFFIX}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(/Dernière mise à jour\s:\s\d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      await expectNoAxeViolations(page);
    });
  }

  test("the texts say what the service really does", async ({ page }) => {
    await page.goto("/mentions-legales");
    const notice = page.locator("main");
    await expect(notice).toContainText("182 rue Saint-Honoré");
    await expect(notice).toContainText("Directeur de la publication");
    await expect(notice).toContainText("Hébergement");
    await expect(notice.getByRole("link", { name: /Licence Ouverte/ })).toBeVisible();

    await page.goto("/confidentialite");
    const privacy = page.locator("main");
    await expect(privacy).toContainText("articles 15 à 22 du RGPD");
    await expect(privacy).toContainText("ne sont jamais envoyées à nos serveurs");
    await expect(privacy).toContainText("CNIL");
    await expect(privacy).toContainText("Délégué à la protection des données");

    await page.goto("/cookies");
    const cookies = page.locator("main");
    await expect(cookies).toContainText("ne dépose aucun cookie");
    for (const key of ["token", "user"]) {
      await expect(cookies.getByRole("heading", { level: 3, name: key, exact: true })).toBeVisible();
    }
    // Every key the site really keeps in the browser is listed on the page.
    const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    for (const key of stored) {
      await expect(cookies.getByRole("heading", { level: 3, name: key, exact: true }), key).toBeVisible();
    }
    expect(await page.context().cookies()).toEqual([]);

    await page.goto("/accessibilite");
    const statement = page.locator("main");
    await expect(statement).toContainText("non conforme");
    await expect(statement).toContainText("RGAA");
    await expect(statement).toContainText("Défenseur des droits");
    for (const section of ["État de conformité", "Contenus non accessibles", "Voies de recours"]) {
      await expect(statement.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
  });
});
