import { readFile } from "node:fs/promises";
import { lieuMessages, shareMessages, siteMessages } from "@culture-patrimoine/contract/messages";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursDetailResponse, ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, httpStatusLogged, test } from "./support/fixtures.ts";
import { decodeQrImage } from "./support/qr.ts";

// A page for every place (issue 14): a site reached by its QR code, with its step in its route; old
// QR addresses; a venue with its upcoming events and routes; « Ajouter à mon agenda » and
// « Partager » on an event. Screenshots for the report go to SCREENSHOT_DIR when it is set.

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const WIDTHS = [390, 1280] as const;

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** axe at a phone's and a desktop's width, the page reloaded at each (its layout is decided on load). */
async function axeAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    // No line of the page wider than the phone: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A demo route of at least three sites, with them in order. */
async function routeOfThreeSites(request: APIRequestContext): Promise<ParcoursDetailResponse> {
  const routes = await getJson<ParcoursResponse[]>(request, "/api/parcours?limit=100");
  const route = routes.find((item) => item.sitesCount >= 3);
  expect(route, "the demo data has a route of three sites or more").toBeTruthy();
  return getJson<ParcoursDetailResponse>(request, `/api/parcours/${route?.id}`);
}

test("a site's QR code opens its page, « Étape 2 sur n », and the next step's link works", async ({
  page,
  request,
  baseURL,
}) => {
  const route = await routeOfThreeSites(request);
  const [first, second, third] = route.Sites;
  if (!first || !second || !third) throw new Error("three sites expected");
  const total = route.Sites.length;

  // The organiser's printed code: the one the list shows for the route's second site.
  await page.goto(`/sites?parcours_id=${route.id}`);
  const card = page.locator(`#site-${second.id}`);
  await card.getByRole("button", { name: /Afficher le QR code/ }).click();
  const image = card.getByRole("img", { name: new RegExp(`QR code du site ${second.name}`) });
  const scanned = await decodeQrImage(image);
  expect(scanned).toBe(`${baseURL}/sites/${second.id}`);

  // A phone opens what it read.
  await page.goto(scanned ?? "");
  await expect(page).toHaveTitle(`${second.name} — Culture & Patrimoine`);
  await expect(page.getByRole("heading", { level: 1, name: second.name })).toBeVisible();
  const steps = page.getByRole("navigation", { name: "Étapes du parcours" });
  await expect(steps.getByTestId("site-step")).toHaveText(`Étape 2 sur ${total}`);
  await expect(steps.getByRole("link", { name: route.title })).toHaveAttribute(
    "href",
    `/parcours/${route.id}`,
  );
  await expect(steps.getByRole("link", { name: `Étape précédente : ${first.name}` })).toBeVisible();
  // Everything known about the site is on its page.
  const facts = page.getByRole("complementary", { name: "Informations pratiques" });
  if (second.adresse) await expect(facts).toContainText(second.adresse);
  if (second.heure_ouverture) await expect(facts).toContainText(second.heure_ouverture);
  if (second.tarif) await expect(facts).toContainText(second.tarif);
  await expect(page.getByText(second.description)).toBeVisible();
  await axeAtBothWidths(page, "site-step-2");

  // The page's own QR code opens the same page.
  await facts.getByRole("button", { name: /Afficher le QR code/ }).click();
  expect(await decodeQrImage(facts.getByRole("img", { name: /QR code du site/ }))).toBe(
    `${baseURL}/sites/${second.id}`,
  );

  await steps.getByRole("link", { name: `Étape suivante : ${third.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${third.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: third.name })).toBeVisible();
  await expect(page.getByTestId("site-step")).toHaveText(`Étape 3 sur ${total}`);
  await expect(page).toHaveTitle(`${third.name} — Culture & Patrimoine`);
});

test("an old QR address /sites#site-{id} lands on /sites/{id}, replacing itself", async ({
  page,
  request,
}) => {
  const route = await routeOfThreeSites(request);
  const site = route.Sites[0];
  if (!site) throw new Error("a site expected");
  await page.goto(`/sites#site-${site.id}`);
  await expect(page).toHaveURL(new RegExp(`/sites/${site.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeVisible();
  await expect(page.getByTestId("site-step")).toHaveText(`Étape 1 sur ${route.Sites.length}`);
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});

test("a venue's page shows its address, upcoming events and routes; the lists link to it", async ({
  page,
  request,
}) => {
  // A demo venue with routes and events to come.
  const routes = await getJson<ParcoursResponse[]>(request, "/api/parcours?limit=100");
  let chosen: { lieu: LieuResponse; events: EventResponse[]; routes: ParcoursResponse[] } | null = null;
  for (const lieuId of new Set(routes.map((route) => route.lieu_id).filter((id) => id !== null))) {
    const events = await getJson<EventResponse[]>(
      request,
      `/api/events?lieu_id=${lieuId}&upcoming=true&limit=12`,
    );
    if (events.length > 0) {
      chosen = {
        lieu: await getJson<LieuResponse>(request, `/api/lieux/${lieuId}`),
        events,
        routes: routes.filter((route) => route.lieu_id === lieuId),
      };
      break;
    }
  }
  expect(chosen, "a demo venue has routes and upcoming events").toBeTruthy();
  if (!chosen) return;
  const { lieu, events, routes: lieuRoutes } = chosen;

  // From the venue list to the venue's page.
  await page.goto("/lieux");
  await page.getByRole("link", { name: lieu.nom, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/lieux/${lieu.id}$`));
  await expect(page).toHaveTitle(`${lieu.nom} — Culture & Patrimoine`);
  await expect(page.getByRole("heading", { level: 1, name: lieu.nom })).toBeVisible();
  await expect(page.locator("address")).toContainText(lieu.ville);

  const upcoming = page.getByRole("region", { name: lieuMessages.upcomingTitle });
  for (const event of events.slice(0, 3)) {
    await expect(upcoming.getByRole("link", { name: event.title }).first()).toBeVisible();
  }
  const parcours = page.getByRole("region", { name: lieuMessages.parcoursTitle });
  for (const route of lieuRoutes)
    await expect(parcours.getByRole("link", { name: route.title })).toBeVisible();
  await axeAtBothWidths(page, "lieu");

  // The event page's venue leads back here.
  const event = events[0];
  if (!event) return;
  await page.goto(`/events/${event.id}`);
  await page
    .getByRole("complementary", { name: "Informations pratiques" })
    .getByRole("link", { name: new RegExp(lieu.nom) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/lieux/${lieu.id}$`));
});

test("an event offers its .ics file and « Partager »", async ({ page, request, baseURL, context }) => {
  const [event] = await getJson<EventResponse[]>(request, "/api/events?upcoming=true&limit=1");
  if (!event) throw new Error("an upcoming demo event expected");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // Chromium on Linux has no share sheet: the copy fallback is what runs, as on most desktops.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.goto(`/events/${event.id}`);
  const facts = page.getByRole("complementary", { name: "Informations pratiques" });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    facts.getByRole("link", { name: new RegExp(shareMessages.addToCalendar) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
  const ics = (await readFile(await download.path(), "utf8")).replace(/\r\n /g, "");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics).toContain(`URL:${baseURL}/events/${event.id}\r\n`);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  const summary = /\r\nSUMMARY:(.*)\r\n/.exec(ics)?.[1]?.replace(/\\([,;\\])/g, "$1");
  expect(summary).toBe(event.title);
  const start = /\r\nDTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(ics);
  const firstSession = event.next_session;
  if (start && firstSession) {
    const instant = `${start[1]}-${start[2]}-${start[3]}T${start[4]}:${start[5]}:${start[6]}.000Z`;
    // The file holds every session: the next one is among them, at its instant.
    expect(ics).toContain(
      `DTSTART:${new Date(firstSession.starts_at)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
    expect(Number.isNaN(Date.parse(instant))).toBe(false);
  }

  await facts.getByRole("button", { name: shareMessages.share }).click();
  await expect(page.getByText(shareMessages.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/events/${event.id}`);
  await expect(facts.getByRole("link", { name: shareMessages.shareByEmail })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:\\?subject=.*${encodeURIComponent(`${baseURL}/events/${event.id}`)}`),
  );
  await expectNoAxeViolations(page);
  await screenshot(page, "event-share-copied-1280");
  await axeAtBothWidths(page, "event");
});

/** The VEVENTs of a calendar file, unfolded, as (UID, DTSTART) pairs. */
function calendarEntries(ics: string): { uid: string; start: string }[] {
  const unfolded = ics.replace(/\r\n /g, "");
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((match) => ({
    uid: /UID:(.*)\r\n/.exec(match[1] ?? "")?.[1] ?? "",
    start: /DTSTART:(.*)\r\n/.exec(match[1] ?? "")?.[1] ?? "",
  }));
}

/** An instant as a calendar file writes it in UTC: 20270328T080000Z. */
function icsInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

test("each session of a several-session event, and a ticket, offer their own .ics", async ({
  page,
  request,
}) => {
  const events = await getJson<EventResponse[]>(request, "/api/events?upcoming=true&limit=50");
  let chosen: EventResponse | null = null;
  for (const candidate of events) {
    const full = await getJson<EventResponse>(request, `/api/events/${candidate.id}`);
    if ((full.sessions ?? []).filter((session) => session.state === "open").length > 1) {
      chosen = full;
      break;
    }
  }
  expect(chosen, "the demo data has an event of several open sessions").toBeTruthy();
  if (!chosen) return;
  const session = (chosen.sessions ?? []).find((item) => item.state === "open");
  if (!session) return;

  await page.goto(`/events/${chosen.id}`);
  const item = page.locator(".cp-session-item").filter({
    has: page.locator(`a[href="/events/${chosen.id}/register?seance=${session.id}"]`),
  });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    item.getByRole("link", { name: new RegExp(shareMessages.addSessionToCalendar) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ics$/);
  const entries = calendarEntries(await readFile(await download.path(), "utf8"));
  expect(entries).toEqual([
    { uid: `seance-${session.id}@culture-patrimoine.fr`, start: icsInstant(session.starts_at) },
  ]);

  // A visitor registers to that session; the ticket page offers the same session's file.
  const registration = await request.post("/api/participations", {
    data: {
      event_id: chosen.id,
      session_id: session.id,
      prenom: "Camille",
      nom: "Durand",
      email: "camille.durand@example.fr",
      telephone: "0612345678",
      nombre_places: 1,
      motivation: "Découvrir le lieu.",
    },
  });
  expect(registration.status()).toBe(201);
  const { ticket_code: code } = (await registration.json()) as { ticket_code: string };
  await page.goto(`/billet/${encodeURIComponent(code)}`);
  const ticketLink = page.getByRole("link", { name: new RegExp(shareMessages.addSessionToCalendar) });
  await expect(ticketLink).toHaveAttribute(
    "href",
    `/api/events/${chosen.id}/calendar.ics?session=${session.id}`,
  );
  const [ticketFile] = await Promise.all([page.waitForEvent("download"), ticketLink.click()]);
  expect(calendarEntries(await readFile(await ticketFile.path(), "utf8"))).toEqual(entries);
  await axeAtBothWidths(page, "ticket");
});

test("unknown venue and site pages answer 404, with their own page", async ({
  page,
  request,
  consoleGuard,
}) => {
  for (const url of ["/lieux/999999", "/sites/999999", "/lieux/abc", "/sites/0"]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  consoleGuard.allow(httpStatusLogged(404));
  await page.goto("/lieux/999999");
  await expect(page.getByRole("heading", { level: 1, name: lieuMessages.notFound })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/sites/999999");
  await expect(page.getByRole("heading", { level: 1, name: siteMessages.notFound })).toBeVisible();
  await expectNoAxeViolations(page);
});
