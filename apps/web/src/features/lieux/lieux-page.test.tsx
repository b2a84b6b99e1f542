import { lieuMessages } from "@culture-patrimoine/contract/messages";
import type { LieuFilterCounts, LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, fill, renderAt, stubApi } from "../../test/form-test-harness.tsx";
import { LieuxPage } from "./lieux-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function lieu(id: number, nom: string, ville: string): LieuResponse {
  return {
    id,
    nom,
    ville,
    pays: "France",
    image: null,
    image_alt: null,
    description: null,
    site_web: null,
    adresse: null,
    code_postal: "69001",
    departement: "69",
    latitude: null,
    longitude: null,
    accessibility: ["moteur"],
    accessibility_details: null,
    user_id: 2,
    organisation_id: 2,
    created_at: "2026-01-01T10:00:00.000Z",
    moderation_status: "published",
  };
}

const counts: LieuFilterCounts = {
  total: 2,
  villes: [
    { ville: "Lyon", count: 12 },
    { ville: "Vienne", count: 0 },
  ],
  departements: [{ code: "69", count: 12 }],
  accessibility: { moteur: 3, visuel: 0, auditif: 1, mental: 0 },
};

function stubLieux(items: LieuResponse[], total = items.length) {
  return stubApi([
    {
      method: "GET",
      path: "/api/lieux",
      answer: { status: 200, body: items, headers: { "X-Total-Count": String(total) } },
    },
    { method: "GET", path: "/api/lieux/counts", answer: { status: 200, body: counts } },
  ]);
}

const queries = (api: ReturnType<typeof stubApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

const renderPage = (url = "/lieux") => renderAt(<LieuxPage />, { pattern: "/lieux", url });

describe("LieuxPage filters", () => {
  it("reads the search and filters from the address, asks the API for them and shows the counts", async () => {
    const api = stubLieux([lieu(1, "Musée des Confluences", "Lyon")], 1);
    const { container } = renderPage("/lieux?q=musee&ville=Lyon&accessibility=moteur,auditif");
    await screen.findByRole("link", { name: "Musée des Confluences" });
    await expectNoAxeViolations(container);
    expect(screen.getByRole("searchbox", { name: /^Rechercher un lieu/ })).toHaveProperty("value", "musee");
    const list = queries(api, "/api/lieux").at(-1);
    expect(list?.get("q")).toBe("musee");
    expect(list?.get("ville")).toBe("Lyon");
    expect(list?.get("accessibility")).toBe("moteur,auditif");
    // Filters in the address: the box is open, with each choice's count.
    expect(screen.getByText(/^Filtrer les lieux \(2.actifs\)$/)).toBeTruthy();
    expect(await screen.findByRole("option", { name: "Lyon (12)" })).toHaveProperty("selected", true);
    expect(screen.getByRole("option", { name: "Vienne (0)" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /Handicap moteur \(3\)/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: /Handicap visuel \(0\)/ })).toHaveProperty("checked", false);
    expect(queries(api, "/api/lieux/counts").at(-1)?.get("ville")).toBe("Lyon");
    expect(screen.getByRole("status").textContent).toBe("1\u00a0lieu trouvé");
  });

  it("puts each change in the address at once, back at page 1, and clears the filters", async () => {
    const api = stubLieux([lieu(1, "Musée des Confluences", "Lyon")], 30);
    const { router } = renderPage("/lieux?page=2");
    await screen.findByRole("link", { name: "Musée des Confluences" });
    fireEvent.click(screen.getByText("Filtrer les lieux"));
    await screen.findByRole("option", { name: "69 (12)" });
    fireEvent.change(screen.getByLabelText("Ville ou département"), { target: { value: "dep:69" } });
    await waitFor(() => expect(router.state.location.search).toBe("?departement=69"));
    fireEvent.click(await screen.findByRole("checkbox", { name: /Handicap auditif \(1\)/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?departement=69&accessibility=auditif"));
    await waitFor(() => expect(queries(api, "/api/lieux").at(-1)?.get("accessibility")).toBe("auditif"));
    expect(queries(api, "/api/lieux").at(-1)?.get("offset")).toBe("0");
    fill(screen.getByRole("searchbox", { name: /^Rechercher un lieu/ }), "abbaye");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?q=abbaye&departement=69&accessibility=auditif"),
    );
    // The page has drawn that address (the router renders in a transition).
    await waitFor(() => expect(queries(api, "/api/lieux").at(-1)?.get("q")).toBe("abbaye"));
    fireEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=abbaye"));
  });

  it("is a plain GET form to the page itself with named inputs, for before the script runs", async () => {
    stubLieux([lieu(1, "Musée des Confluences", "Lyon")]);
    const { container } = renderPage("/lieux?departement=69");
    await screen.findByRole("link", { name: "Musée des Confluences" });
    const form = container.querySelector("search form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/lieux");
    await screen.findByRole("option", { name: "69 (12)" });
    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as string[][]);
    expect(sent.get("q")).toBe("");
    expect(sent.get("place")).toBe("dep:69");
    expect(screen.getByRole("button", { name: "Appliquer les filtres" })).toBeTruthy();
  });

  it("reads the plain form's place and repeated families as the filters", async () => {
    const api = stubLieux([lieu(1, "Musée des Confluences", "Lyon")]);
    renderPage("/lieux?q=&place=ville%3ALyon&accessibility=moteur&accessibility=visuel");
    await screen.findByRole("link", { name: "Musée des Confluences" });
    const list = queries(api, "/api/lieux").at(-1);
    expect(list?.get("ville")).toBe("Lyon");
    expect(list?.get("accessibility")).toBe("moteur,visuel");
  });

  it("says when nothing matches and offers to clear the search and filters", async () => {
    stubLieux([]);
    const { router } = renderPage("/lieux?q=zzz&ville=Lyon");
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Aucun lieu ne correspond à votre recherche."),
    );
    fireEvent.click(screen.getByRole("button", { name: "Effacer la recherche et les filtres" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("keeps SPEC's empty text when no filter is set", async () => {
    stubLieux([]);
    renderPage();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(lieuMessages.listEmpty));
    expect(screen.queryByRole("button", { name: /Effacer/ })).toBeNull();
  });
});
