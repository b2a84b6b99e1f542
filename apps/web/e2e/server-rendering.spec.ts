import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { APIRequestContext, Page } from "@playwright/test";
import { eventPlace, formatEventSpan } from "../src/components/event-format.ts";
import { demoAccounts } from "./support/accounts.ts";
import { CORE } from "./support/core.ts";
import { CONCERT, concertId } from "./support/demo-events.ts";
import { expect, test } from "./support/fixtures.ts";

// Issue 13 and decision 036: the first visit of the events list or of an event page holds its real
// content in the HTML the server sends, and the app then hydrates on top of it without fetching
// again what the HTML holds, with no hydration warning.

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return response.json();
}

/** The first page of /events as the server renders it: upcoming events, 24 per page. */
const firstEvents = (request: APIRequestContext) =>
  getJson<EventResponse[]>(request, "/api/events?upcoming=true&limit=24&offset=0");

/**
 * Every console message that says something went wrong, hydration above all (React reports a
 * mismatch as an error: "Hydration failed…", "…did not match…", minified error #418 to #425).
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || message.type() === "warning" || /hydrat|did not match/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The API reads of the events (list or one event) the page makes. */
function watchEventReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/api\/events(\/\d+)?$/.test(pathname)) reads.push(`${pathname}${search}`);
  });
  return reads;
}

/**
 * Hydrated: React has attached its handlers to the server's HTML (a root fiber on the container).
 * That it has also committed it (`data-app-ready`) is what the `page` fixture waits for after `goto`.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  await page.waitForLoadState("networkidle");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the events list shows its first events, with their dates and places", async ({ page, request }) => {
    const events = await firstEvents(request);
    expect(events.length).toBeGreaterThan(2);
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Événements" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /événements? trouvés?/ })).toBeVisible();
    for (const event of events.slice(0, 3)) {
      const card = page.locator(".fr-card").filter({ has: page.getByRole("link", { name: event.title }) });
      await expect(card.first()).toBeVisible();
      await expect(card.first()).toContainText(eventPlace(event.lieu));
    }
    // A search in the address is rendered too.
    await page.goto("/events?q=eglise");
    await expect(page.getByRole("link", { name: CONCERT })).toBeVisible();
  });

  test("an event page shows its title, dates, place, price and register link", async ({ page, request }) => {
    const id = await concertId(request);
    const event = await getJson<EventResponse>(request, `/api/events/${id}`);
    await page.goto(`/events/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: CONCERT })).toBeVisible();
    await expect(page).toHaveTitle(`${CONCERT} — Culture & Patrimoine`);
    const facts = page.getByRole("complementary", { name: "Informations pratiques" });
    await expect(facts).toContainText(formatEventSpan(event));
    await expect(facts).toContainText("Église Saint-Eustache, Paris");
    await expect(facts).toContainText("12 € par place");
    await expect(page.getByRole("link", { name: /^S['’]inscrire$/ })).toHaveAttribute(
      "href",
      `/events/${id}/register`,
    );
  });
});

test(
  "the events list and an event page hydrate without fetching again, then work: search, register",
  CORE,
  async ({ page, request }) => {
    const problems = watchConsole(page);
    const reads = watchEventReads(page);
    const [first] = await firstEvents(request);

    await page.goto("/events");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: first?.title ?? "" }).first()).toBeVisible();
    expect(reads, "the list is in the page: no request for it").toEqual([]);

    // The page is the app's: typing searches (debounced) and the list changes.
    await page
      .getByRole("main")
      .getByRole("searchbox", { name: /^Rechercher/ })
      .fill("eglise");
    await expect(page).toHaveURL(/\/events\?q=eglise$/);
    await expect(page.getByRole("link", { name: CONCERT })).toBeVisible();
    // The address changes before the debounced read goes out: wait for it rather than race it.
    await expect.poll(() => reads.some((url) => url.includes("q=eglise"))).toBe(true);

    // An event page opened directly: its content comes with it, its button leads to the form.
    const id = await concertId(request);
    reads.length = 0;
    await page.goto(`/events/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: CONCERT })).toBeVisible();
    await expect(page).toHaveTitle(`${CONCERT} — Culture & Patrimoine`);
    expect(reads, "the event is in the page: no request for it").toEqual([]);
    await page.getByRole("link", { name: /^S['’]inscrire$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}/register$`));
    await expect(page.getByRole("heading", { level: 1, name: /^Inscription/ })).toBeVisible();
    await expect(page.getByText(CONCERT).first()).toBeVisible();

    expect(problems, "console errors, warnings or hydration messages").toEqual([]);
  },
);

test("a title that looks like code stays text: in the page, in its state and once hydrated", async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const signIn = await request.post("/api/auth/login", { data: demoAccounts.professionnel });
  const { token, user } = await signIn.json();
  const lieux: { id: number }[] = await (await request.get(`/api/lieux?user_id=${user.id}`)).json();
  const marker = `${Date.now()}`;
  const title = `Récital ${marker} </script><script>alert(1)</script>`;
  const year = new Date().getFullYear() + 1;
  const created = await request.post("/api/events", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      category: "Musique",
      price: 0,
      lieu_id: lieux[0]?.id,
      sessions: [{ starts_at: `${year}-03-14T20:00`, ends_at: `${year}-03-14T22:00` }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event: EventResponse = await created.json();
  try {
    const html = await (await request.get(`/events/${event.id}`)).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");

    await page.goto(`/events/${event.id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto(`/events?q=${marker}`);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    expect(dialogs).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await request.delete(`/api/events/${event.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
