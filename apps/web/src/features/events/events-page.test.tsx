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

/** GET /api/events/counts: a few events per choice, 1 234 this week. */
const countsRoute = {
  method: "GET" as const,
  path: "/api/events/counts",
  answer: {
    status: 200,
    body: {
      exact: true,
      total: 2,
      when: { today: 0, weekend: 1, week: 1234, month: 2 },
      free: 1,
      accessibility: { moteur: 1, visuel: 0, auditif: 0, mental: 0 },
      category: { Musique: 2, Exposition: 0, Visite: 0, Spectacle: 0, Conférence: 0 },
      villes: [{ ville: "Paris", count: 2 }],
      departements: [{ code: "75", count: 2 }],
    },
  },
};

function stubEvents(items: EventResponse[], total = items.length) {
  return stubApi([
    {
      method: "GET",
      path: "/api/events",
      answer: { status: 200, body: items, headers: { "X-Total-Count": String(total) } },
    },
    countsRoute,
  ]);
}

/** The list's requests (GET /api/events), the counts' apart. */
const listQueries = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/events")
    .map((url) => url.searchParams);

const countQueries = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/events/counts")
    .map((url) => url.searchParams);

const renderPage = (url = "/events") => renderAt(<EventsPage />, { pattern: "/events", url });

describe("EventsPage", () => {
  it("has no accessibility violation", async () => {
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
      countsRoute,
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

  it("says « plus de » for a bounded total and goes on with a cursor kept in the address", async () => {
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
      countsRoute,
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

  it("says which words it searched when the API corrected a typo (X-Search-Corrected)", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/events",
        answer: {
          status: 200,
          body: [event(1, "Concert d’orgue")],
          headers: { "X-Total-Count": "1", "X-Search-Corrected": encodeURIComponent("concert") },
        },
      },
      countsRoute,
    ]);
    const { container } = renderPage("/events?q=conert");
    await screen.findByRole("link", { name: "Concert d’orgue" });
    expect(screen.getByRole("status").textContent).toBe(
      "Aucun résultat pour «\u00a0conert\u00a0». Résultats pour «\u00a0concert\u00a0»\u00a0: 1 événement trouvé",
    );
    await expectNoAxeViolations(container);
  });

  it("pages through the results with links that keep the filters", async () => {
    stubEvents([event(1, "A")], 60);
    renderPage("/events?category=Musique");
    await screen.findByRole("link", { name: "A" });
    const next = screen.getAllByRole("link", { name: /Page suivante/ })[0];
    expect(next?.getAttribute("href")).toBe("/events?category=Musique&page=2");
  });

  it("puts a filter in the address at once, asks the list and the counts for it, and shows the counts", async () => {
    const api = stubEvents([event(1, "Concert d'orgue")]);
    const { router } = renderPage("/events?when=month");
    await screen.findByRole("link", { name: "Concert d'orgue" });
    // The panel opens by itself when a filter is set (a shared or reloaded address).
    const week = await screen.findByRole("radio", { name: /^Cette semaine \(1\u202f234\)$/ });
    expect(screen.getByRole("radio", { name: /^Ce mois-ci \(2\)$/ })).toHaveProperty("checked", true);
    fireEvent.click(week);
    await waitFor(() => expect(router.state.location.search).toBe("?when=week"));
    fireEvent.click(screen.getByRole("checkbox", { name: /Handicap moteur \(1\)/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Gratuit uniquement/ }));
    fireEvent.change(screen.getByLabelText("Ville ou département"), { target: { value: "dep:75" } });
    await waitFor(() =>
      expect(router.state.location.search).toBe("?when=week&departement=75&free=true&accessibility=moteur"),
    );
    await waitFor(() => expect(listQueries(api).at(-1)?.get("departement")).toBe("75"));
    const list = listQueries(api).at(-1);
    expect(list?.get("when")).toBe("week");
    expect(list?.get("free")).toBe("true");
    expect(list?.get("accessibility")).toBe("moteur");
    await waitFor(() => expect(countQueries(api).at(-1)?.get("accessibility")).toBe("moteur"));
    expect(screen.getByLabelText("Catégorie").textContent).toContain("Musique (2)");
    fireEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("sorts « Près de moi » with the position given on click, and explains a refusal", async () => {
    const api = stubEvents([event(1, "Concert d'orgue")]);
    let answer: "granted" | "denied" = "denied";
    const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (answer === "granted") {
        success({ coords: { latitude: 45.764_321, longitude: 4.835_678 } } as GeolocationPosition);
      } else {
        failure?.({ code: 1, message: "denied" } as GeolocationPositionError);
      }
    });
    vi.stubGlobal("navigator", { ...window.navigator, geolocation: { getCurrentPosition } });
    const { router } = renderPage();
    await screen.findByRole("link", { name: "Concert d'orgue" });
    // Never asked before the click.
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Près de moi" }));
    expect(await screen.findByText(/Votre navigateur n’a pas donné votre position/)).toBeTruthy();
    expect(router.state.location.search).toBe("");
    answer = "granted";
    fireEvent.click(screen.getByRole("button", { name: "Près de moi" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=distance&lat=45.764&lon=4.836"));
    await waitFor(() => expect(listQueries(api).at(-1)?.get("sort")).toBe("distance"));
    expect(listQueries(api).at(-1)?.get("lat")).toBe("45.764");
    expect(screen.getByRole("button", { name: "Près de moi" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Date" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});
