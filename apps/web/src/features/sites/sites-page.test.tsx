import { siteMessages } from "@culture-patrimoine/contract/messages";
import type { SiteFilterCounts, SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderAt, stubApi } from "../../test/form-test-harness.tsx";
import { SitesPage } from "./sites-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function site(id: number, name: string): SiteResponse {
  return {
    id,
    name,
    categorie: "Monument",
    description: "Une abbaye romane.",
    adresse: null,
    heure_ouverture: null,
    tarif: null,
    telephone: null,
    email: null,
    site_web: null,
    services: "[]",
    transport: null,
    periode_historique: null,
    style_architectural: null,
    points_interet: null,
    lieu_id: 1,
    latitude: null,
    longitude: null,
    parcours_id: 4,
    user_id: 2,
    organisation_id: 2,
    image: null,
    image_alt: null,
    created_at: "2026-01-01T10:00:00.000Z",
    moderation_status: "published",
  };
}

const counts: SiteFilterCounts = {
  total: 1,
  categorie: {
    Musée: 0,
    Monument: 3,
    Église: 1,
    Château: 0,
    Parc: 0,
    Galerie: 0,
    Théâtre: 0,
    "Centre culturel": 0,
    "Site archéologique": 0,
    Autre: 0,
  },
  villes: [{ ville: "Poitiers", count: 3 }],
  departements: [{ code: "86", count: 3 }],
  accessibility: { moteur: 2, visuel: 0, auditif: 0, mental: 0 },
};

function stubSites(items: SiteResponse[], total = items.length) {
  return stubApi([
    {
      method: "GET",
      path: "/api/sites",
      answer: { status: 200, body: items, headers: { "X-Total-Count": String(total) } },
    },
    { method: "GET", path: "/api/sites/counts", answer: { status: 200, body: counts } },
  ]);
}

const queries = (api: ReturnType<typeof stubApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

const renderPage = (url = "/sites") => renderAt(<SitesPage />, { pattern: "/sites", url });

describe("SitesPage filters", () => {
  it("reads the filters from the address, asks the list and the counts for them, and shows the counts", async () => {
    const api = stubSites([site(1, "Abbaye de Saint-Savin")]);
    const { container } = renderPage("/sites?q=abbaye&categorie=Monument&departement=86");
    await screen.findByRole("heading", { name: "Abbaye de Saint-Savin" });
    expect(await screen.findByRole("option", { name: "Monument (3)" })).toHaveProperty("selected", true);
    expect(screen.getByRole("option", { name: "Musée (0)" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "86 (3)" })).toHaveProperty("selected", true);
    await expectNoAxeViolations(container);
    const list = queries(api, "/api/sites").at(-1);
    expect(list?.get("q")).toBe("abbaye");
    expect(list?.get("categorie")).toBe("Monument");
    expect(list?.get("departement")).toBe("86");
    expect(queries(api, "/api/sites/counts").at(-1)?.get("categorie")).toBe("Monument");
    expect(screen.getByRole("status").textContent).toBe("1\u00a0site trouvé");
  });

  it("keeps a route's parcours_id through every change and in the plain form", async () => {
    const api = stubSites([site(1, "Abbaye de Saint-Savin")]);
    const { router, container } = renderPage("/sites?parcours_id=4");
    await screen.findByRole("heading", { name: "Abbaye de Saint-Savin" });
    fireEvent.click(screen.getByText("Filtrer les sites"));
    await screen.findByRole("option", { name: "Église (1)" });
    fireEvent.change(screen.getByLabelText("Catégorie"), { target: { value: "Église" } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?categorie=${encodeURIComponent("Église")}&parcours_id=4`),
    );
    await waitFor(() => expect(queries(api, "/api/sites").at(-1)?.get("categorie")).toBe("Église"));
    expect(queries(api, "/api/sites").at(-1)?.get("parcours_id")).toBe("4");
    const hidden = container.querySelector<HTMLInputElement>(
      'search input[type="hidden"][name="parcours_id"]',
    );
    expect(hidden?.value).toBe("4");
    fireEvent.click(screen.getByRole("checkbox", { name: /Handicap moteur \(2\)/ }));
    await waitFor(() => expect(queries(api, "/api/sites").at(-1)?.get("accessibility")).toBe("moteur"));
    fireEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    await waitFor(() => expect(router.state.location.search).toBe("?parcours_id=4"));
  });

  it("says when nothing matches, and keeps SPEC's texts without a filter", async () => {
    stubSites([]);
    const { router } = renderPage("/sites?categorie=Parc");
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Aucun site ne correspond à votre recherche."),
    );
    fireEvent.click(screen.getByRole("button", { name: "Effacer la recherche et les filtres" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(siteMessages.listEmpty));
    cleanup();
    renderPage("/sites?parcours_id=4");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(siteMessages.parcoursEmpty));
  });
});
