import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import type {
  ParcoursDetailResponse,
  ParcoursFilterCounts,
} from "@culture-patrimoine/contract/schemas/parcours";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderAt, stubApi } from "../../test/form-test-harness.tsx";
import { ParcoursListPage } from "./parcours-list-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route: ParcoursDetailResponse = {
  moderation_status: "published",
  id: 7,
  title: "Les églises romanes du Poitou",
  description: "Une journée d'une église à l'autre.",
  theme: "Art roman",
  difficulty: "modéré",
  duration: 90,
  image: null,
  image_alt: null,
  lieu_id: 3,
  user_id: 2,
  organisation_id: 2,
  participants: 0,
  rating: 4.5,
  sitesCount: 0,
  created_at: "2026-01-01T10:00:00.000Z",
  Lieu: { id: 3, nom: "Notre-Dame-la-Grande", ville: "Poitiers", pays: "France" },
  Sites: [],
};

const counts: ParcoursFilterCounts = {
  total: 1,
  themes: [
    { theme: "Art roman", count: 4 },
    { theme: "Vitraux", count: 0 },
  ],
  difficulty: { facile: 2, modéré: 4, difficile: 0 },
  villes: [{ ville: "Poitiers", count: 4 }],
  departements: [{ code: "86", count: 4 }],
};

function stubParcours(items: ParcoursDetailResponse[]) {
  return stubApi([
    {
      method: "GET",
      path: "/api/parcours",
      answer: { status: 200, body: items, headers: { "X-Total-Count": String(items.length) } },
    },
    { method: "GET", path: "/api/parcours/counts", answer: { status: 200, body: counts } },
  ]);
}

const queries = (api: ReturnType<typeof stubApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

const renderPage = (url = "/parcours") => renderAt(<ParcoursListPage />, { pattern: "/parcours", url });

describe("ParcoursListPage filters", () => {
  it("reads the theme and difficulty from the address, asks for them and shows the counts", async () => {
    const api = stubParcours([route]);
    const { container } = renderPage(`/parcours?theme=Art+roman&difficulty=${encodeURIComponent("modéré")}`);
    await screen.findByRole("heading", { level: 2, name: route.title });
    expect(await screen.findByRole("option", { name: "Art roman (4)" })).toHaveProperty("selected", true);
    expect(screen.getByRole("option", { name: "Vitraux (0)" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Modéré (4)" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Difficile (0)" })).toHaveProperty("checked", false);
    await expectNoAxeViolations(container);
    const list = queries(api, "/api/parcours").at(-1);
    expect(list?.get("theme")).toBe("Art roman");
    expect(list?.get("difficulty")).toBe("modéré");
    expect(screen.getByRole("status").textContent).toBe("1\u00a0parcours trouvé");
  });

  it("writes each choice in the address, and clears them", async () => {
    const api = stubParcours([route]);
    const { router } = renderPage("/parcours?q=roman");
    await screen.findByRole("heading", { level: 2, name: route.title });
    fireEvent.click(screen.getByText("Filtrer les parcours"));
    fireEvent.click(await screen.findByRole("radio", { name: "Facile (2)" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=roman&difficulty=facile"));
    await waitFor(() => expect(queries(api, "/api/parcours").at(-1)?.get("difficulty")).toBe("facile"));
    fireEvent.change(screen.getByLabelText("Ville ou département"), { target: { value: "ville:Poitiers" } });
    await waitFor(() =>
      expect(router.state.location.search).toBe("?q=roman&difficulty=facile&ville=Poitiers"),
    );
    await waitFor(() => expect(queries(api, "/api/parcours/counts").at(-1)?.get("ville")).toBe("Poitiers"));
    fireEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=roman"));
  });

  it("says when nothing matches, and keeps SPEC's empty text without a filter", async () => {
    stubParcours([]);
    renderPage("/parcours?theme=Vitraux");
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Aucun parcours ne correspond à votre recherche."),
    );
    expect(screen.getByRole("button", { name: "Effacer la recherche et les filtres" })).toBeTruthy();
    cleanup();
    renderPage();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(parcoursMessages.empty));
  });
});
