import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { SearchResults } from "@culture-patrimoine/contract/schemas/search";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventFixture } from "../../test/event-fixtures.ts";
import { expectNoAxeViolations, renderAt, stubApi } from "../../test/form-test-harness.tsx";
import { SearchPage } from "./search-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = "";
});

const lieu: LieuResponse = {
  id: 4,
  nom: "Église Saint-Eustache",
  ville: "Paris",
  pays: "France",
  image: null,
  image_alt: null,
  description: "Ses grandes orgues sont les plus vastes de France.",
  site_web: null,
  adresse: null,
  code_postal: null,
  departement: null,
  latitude: null,
  longitude: null,
  accessibility: [],
  accessibility_details: null,
  user_id: 2,
  organisation_id: 2,
  created_at: "2026-01-01T10:00:00+01:00",
  moderation_status: "published",
};

const route: ParcoursResponse = {
  id: 7,
  title: "Sur la route des orgues",
  description: "D’une tribune à l’autre.",
  theme: "Musique",
  difficulty: "facile",
  duration: 120,
  image: null,
  image_alt: null,
  lieu_id: null,
  user_id: 2,
  organisation_id: 2,
  participants: 0,
  rating: 4.5,
  sitesCount: 3,
  created_at: "2026-01-01T10:00:00+01:00",
  Lieu: null,
  moderation_status: "published",
};

const site: SiteResponse = {
  id: 9,
  name: "Cathédrale Notre-Dame",
  categorie: "Église",
  description: "Ses orgues et ses vitraux.",
  adresse: "6 parvis Notre-Dame, Paris",
  heure_ouverture: "8 h – 18 h 45",
  tarif: null,
  telephone: null,
  email: null,
  site_web: null,
  services: "[]",
  transport: null,
  periode_historique: null,
  style_architectural: null,
  points_interet: null,
  lieu_id: null,
  latitude: null,
  longitude: null,
  parcours_id: null,
  user_id: 2,
  organisation_id: 2,
  image: null,
  image_alt: null,
  created_at: "2026-01-01T10:00:00+01:00",
  moderation_status: "published",
};

const empty = { total: 0, bounded: false, items: [] };

function results(overrides: Partial<SearchResults> = {}): SearchResults {
  return {
    q: "orgues",
    corrected: null,
    events: {
      total: 12,
      bounded: false,
      items: [
        eventFixture({ id: 1, title: "Concert d’orgue" }),
        eventFixture({ id: 2, title: "Les orgues de Noël" }),
      ],
    },
    lieux: { total: 1, bounded: false, items: [lieu] },
    parcours: { total: 1, bounded: false, items: [route] },
    sites: { total: 1, bounded: false, items: [site] },
    ...overrides,
  };
}

function renderSearch(q: string | null, answer?: SearchResults) {
  const mock = stubApi(
    answer ? [{ method: "GET", path: "/api/search", answer: { status: 200, body: answer } }] : [],
  );
  const rendered = renderAt(<SearchPage />, {
    pattern: paths.search.pattern,
    url: q === null ? paths.search.getHref() : paths.search.getHref(q),
  });
  return { ...rendered, mock };
}

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("search page", () => {
  it("shows each kind's heading with its count and its cards, with no accessibility violation", async () => {
    const { container, mock } = renderSearch("orgues", results());
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Recherche");
    await screen.findByText("Résultats pour « orgues »", { normalizer: plain });
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Événements (12)",
      "Lieux (1)",
      "Parcours (1)",
      "Sites (1)",
    ]);
    const events = screen.getByRole("region", { name: "Événements (12)" });
    expect(
      within(events)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Concert d’orgue", "Les orgues de Noël"]);
    expect(
      within(screen.getByRole("region", { name: "Lieux (1)" })).getByRole("link", { name: /Saint-Eustache/ }),
    ).toHaveProperty("pathname", "/lieux/4");
    expect(
      within(screen.getByRole("region", { name: "Parcours (1)" })).getByRole("link", {
        name: /route des orgues/,
      }),
    ).toHaveProperty("pathname", "/parcours/7");
    expect(
      within(screen.getByRole("region", { name: "Sites (1)" })).getByRole("link", { name: /Notre-Dame/ }),
    ).toHaveProperty("pathname", "/sites/9");
    // The search asked for the words in the address, without the token (a public answer).
    const url = new URL(String(mock.mock.calls[0]?.[0]), "http://localhost");
    expect(url.searchParams.get("q")).toBe("orgues");
    await expectNoAxeViolations(container);
  });

  it("links to the list of a kind that has more than it shows, searching the same words", async () => {
    renderSearch("orgues", results());
    const more = await screen.findByRole("link", { name: "Voir les 12 événements" });
    expect(more.getAttribute("href")).toBe("/events?q=orgues");
    // Everything of the other kinds is on the page already.
    expect(screen.queryByRole("link", { name: /Voir les 1 / })).toBeNull();
  });

  it("says « plus de 100 » past the counted bound", async () => {
    renderSearch("orgues", results({ events: { ...results().events, total: 101, bounded: true } }));
    expect(await screen.findByRole("heading", { name: "Événements (100+)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir les plus de 100 événements" }).getAttribute("href")).toBe(
      "/events?q=orgues",
    );
  });

  it("says a kind found nothing and offers its whole list", async () => {
    renderSearch("orgues", results({ lieux: empty }));
    const lieux = await screen.findByRole("region", { name: "Lieux (0)" });
    expect(within(lieux).getByText(/Aucun résultat dans cette catégorie/)).toBeTruthy();
    expect(within(lieux).getByRole("link", { name: "Tous les lieux" }).getAttribute("href")).toBe("/lieux");
  });

  it("says the typo was corrected, and its lists search the corrected words", async () => {
    renderSearch("conert", results({ q: "conert", corrected: "concert" }));
    expect(
      await screen.findByText("Aucun résultat pour « conert ». Résultats pour « concert » :", {
        normalizer: plain,
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir les 12 événements" }).getAttribute("href")).toBe(
      "/events?q=concert",
    );
    expect(document.title).toBe("Recherche\u00a0: conert — Culture & Patrimoine");
  });

  it("helps when nothing is found", async () => {
    const { container } = renderSearch(
      "xylophone",
      results({ q: "xylophone", events: empty, lieux: empty, parcours: empty, sites: empty }),
    );
    expect(await screen.findByText("Aucun résultat pour « xylophone ».", { normalizer: plain })).toBeTruthy();
    expect(screen.getByText(/Vérifiez l’orthographe/)).toBeTruthy();
    expect(screen.queryAllByRole("heading", { level: 2 })).toEqual([]);
    for (const [name, href] of [
      ["Tous les événements", "/events"],
      ["Tous les lieux", "/lieux"],
      ["Tous les parcours", "/parcours"],
      ["Tous les sites", "/sites"],
    ]) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    await expectNoAxeViolations(container);
  });

  it("asks for words without searching when there are none, in a plain GET form", async () => {
    const { mock } = renderSearch(null);
    expect(screen.getByText(/Saisissez un ou plusieurs mots/)).toBeTruthy();
    expect(mock).not.toHaveBeenCalled();
    const field = screen.getByRole("searchbox", { name: "Mots recherchés" });
    expect(field.getAttribute("name")).toBe("q");
    const form = field.closest("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/recherche");
  });

  it("keeps the words searched in its field and says when the search failed", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/search",
        answer: { status: 500, body: { error: "Erreur interne du serveur", code: "INTERNAL_ERROR" } },
      },
    ]);
    renderAt(<SearchPage />, { pattern: paths.search.pattern, url: paths.search.getHref("orgues") });
    expect(await screen.findByText("La recherche n’a pas abouti")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Mots recherchés" }) as HTMLInputElement).value).toBe(
      "orgues",
    );
  });
});
