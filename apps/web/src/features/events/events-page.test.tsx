import { eventMessages } from "@culture-patrimoine/contract/messages";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventFixture } from "../../test/event-fixtures.ts";
import { expectNoAxeViolations, fill, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { EventsPage } from "./events-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function event(id: number, title: string): EventResponse {
  return eventFixture({
    id,
    title,
    date_start: "2030-06-14T18:30:00.000Z",
    price: 12,
    lieu_id: 1,
    lieu: { id: 1, nom: "Église Saint-Eustache", ville: "Paris" },
  });
}

function stubEvents(items: EventResponse[], total = items.length) {
  return stubApi([
    {
      method: "GET",
      path: "/api/events",
      answer: { status: 200, body: items, headers: { "X-Total-Count": String(total) } },
    },
  ]);
}

const listQueries = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.map(([input]) => new URL(String(input), "http://localhost").searchParams);

const renderPage = (url = "/events") => renderAt(<EventsPage />, { pattern: "/events", url });

describe("EventsPage", () => {
  it("has no accessibility violation", { timeout: 30_000 }, async () => {
    stubEvents([event(1, "Concert d'orgue")]);
    const { container } = renderPage();
    await screen.findByRole("link", { name: "Concert d'orgue" });
    await expectNoAxeViolations(container);
  });

  it("reads the search and the category from the address and asks the API for them", async () => {
    const api = stubEvents([event(1, "Concert d'orgue")]);
    renderPage("/events?q=eglise&category=Musique&page=2");
    await screen.findByRole("link", { name: "Concert d'orgue" });
    expect(screen.getByRole("searchbox", { name: /^Rechercher/ })).toHaveProperty("value", "eglise");
    expect(screen.getByLabelText("Catégorie")).toHaveProperty("value", "Musique");
    const query = listQueries(api).at(-1);
    expect(query?.get("q")).toBe("eglise");
    expect(query?.get("category")).toBe("Musique");
    expect(query?.get("limit")).toBe("24");
    expect(query?.get("offset")).toBe("24");
  });

  it("searches once typing pauses, and puts the search in the address", async () => {
    const api = stubEvents([event(1, "Concert d'orgue")]);
    const { router } = renderPage();
    await screen.findByRole("link", { name: "Concert d'orgue" });
    fill(screen.getByRole("searchbox", { name: /^Rechercher/ }), "orgue");
    // Not at once: one request per pause, not per key.
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(router.state.location.search).toBe("?q=orgue"));
    await waitFor(() => expect(listQueries(api).some((query) => query.get("q") === "orgue")).toBe(true));
  });

  it("changes the category at once and starts again at page 1", async () => {
    stubEvents([event(1, "Concert d'orgue")]);
    const { router } = renderPage("/events?q=orgue&page=3");
    await screen.findByRole("link", { name: "Concert d'orgue" });
    fireEvent.change(screen.getByLabelText("Catégorie"), { target: { value: "Visite" } });
    await waitFor(() => expect(router.state.location.search).toBe("?q=orgue&category=Visite"));
  });

  it("announces how many events were found, and SPEC's text when none", async () => {
    stubEvents([event(1, "A"), event(2, "B")], 2);
    renderPage();
    expect(await screen.findByRole("status")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("2 événements trouvés")).toBeTruthy());
    cleanup();
    stubEvents([]);
    renderPage("/events?q=zzz");
    await waitFor(() => expect(screen.getByText(eventMessages.emptySearch)).toBeTruthy());
  });

  it("shows the load error with a way to retry", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/events",
        answer: { status: 500, body: { error: "x", code: "INTERNAL_ERROR" } },
      },
    ]);
    renderPage();
    expect(await screen.findByText(eventMessages.listLoadFailed)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("offers 'Créer un événement' to organisers only", async () => {
    stubEvents([]);
    signInAs("participant");
    renderPage();
    await screen.findByText(eventMessages.emptySearch);
    expect(screen.queryByRole("link", { name: "Créer un événement" })).toBeNull();
    cleanup();
    signInAs("professionnel");
    renderPage();
    expect((await screen.findByRole("link", { name: "Créer un événement" })).getAttribute("href")).toBe(
      "/create-event",
    );
  });

  it("says « plus de » for a bounded total and goes on with a cursor kept in the address", {
    timeout: 30_000,
  }, async () => {
    const cursor = "2031-03-01T10:00:00.123456Z_42";
    const api = stubApi([
      {
        method: "GET",
        path: "/api/events",
        answer: {
          status: 200,
          body: [event(1, "A")],
          headers: {
            "X-Total-Count": "101",
            "X-Total-Count-Bounded": "true",
            Link: `</api/events?upcoming=true&limit=24&after=${cursor}>; rel="next"`,
          },
        },
      },
    ]);
    const { container } = renderPage("/events?category=Musique&page=5");
    await screen.findByRole("link", { name: "A" });
    await expectNoAxeViolations(container);
    expect(screen.getByRole("status").textContent).toBe("Plus de 100 événements trouvés");
    expect(listQueries(api).at(-1)?.get("offset")).toBe(String(4 * 24));
    // No last page to offer: the total is not known.
    expect(screen.queryByRole("link", { name: "Dernière page" })).toBeNull();
    expect(screen.getByRole("link", { name: "5" }).getAttribute("aria-current")).toBe("page");
    const next = screen.getByRole("link", { name: "Page suivante" }).getAttribute("href") ?? "";
    const target = new URL(next, "http://localhost");
    expect(target.pathname).toBe("/events");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      category: "Musique",
      page: "6",
      after: cursor,
    });
    cleanup();

    // That address asks the API for the rows after the cursor; the previous page goes by offset.
    renderPage(`/events?category=Musique&page=6&after=${encodeURIComponent(cursor)}`);
    await screen.findByRole("link", { name: "A" });
    const query = listQueries(api).at(-1);
    expect(query?.get("after")).toBe(cursor);
    expect(query?.get("offset")).toBeNull();
    expect(screen.getByRole("link", { name: "Page précédente" }).getAttribute("href")).toBe(
      "/events?category=Musique&page=5",
    );
  });

  it("pages through the results with links that keep the filters", async () => {
    stubEvents([event(1, "A")], 60);
    renderPage("/events?category=Musique");
    await screen.findByRole("link", { name: "A" });
    const next = screen.getAllByRole("link", { name: /Page suivante/ })[0];
    expect(next?.getAttribute("href")).toBe("/events?category=Musique&page=2");
  });
});
