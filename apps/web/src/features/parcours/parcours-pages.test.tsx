import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import type { ParcoursDetailResponse, ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { ParcoursDetailPage } from "./parcours-detail-page.tsx";
import { ParcoursListPage } from "./parcours-list-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = "";
});

const route: ParcoursResponse = {
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
  participants: 14,
  rating: 4.2,
  sitesCount: 0,
  created_at: "2026-01-01T10:00:00.000Z",
  Lieu: { id: 3, nom: "Notre-Dame-la-Grande", ville: "Poitiers", pays: "France" },
};
const detail: ParcoursDetailResponse = { ...route, Sites: [] };

describe("ParcoursListPage while it loads", () => {
  it("keeps the place of the cards with hidden placeholders, then shows the cards", async () => {
    // The list waits for the test's answer; the filters' counts (GET /api/parcours/counts) too, unanswered.
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((resolve) => {
            if (new URL(String(input), "http://localhost").pathname === "/api/parcours") answer = resolve;
          }),
      ),
    );
    const { container } = renderAt(<ParcoursListPage />, { pattern: "/parcours", url: "/parcours" });
    // The results count waits for the answer, empty; the skeleton below it says it loads.
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "",
      parcoursMessages.loading,
    ]);
    const placeholders = container.querySelectorAll('[aria-hidden="true"] .cp-skeleton-card');
    expect(placeholders).toHaveLength(6);
    // Same grid cells as the cards, so the explanation under the list stays where it is.
    expect(placeholders[0]?.parentElement?.className).toBe("fr-col-12 fr-col-md-6 fr-col-lg-4");
    await expectNoAxeViolations(container);

    answer(
      new Response(JSON.stringify([route]), {
        status: 200,
        headers: { "Content-Type": "application/json", "X-Total-Count": "1" },
      }),
    );
    await screen.findByRole("heading", { level: 2, name: route.title });
    expect(container.querySelector(".cp-skeleton-card")).toBeNull();
  });
});

describe("ParcoursDetailPage's title", () => {
  const renderDetail = (url: string) => renderAt(<ParcoursDetailPage />, { pattern: "/parcours/:id", url });

  it("is the route's name once it has loaded", async () => {
    stubApi([{ method: "GET", path: "/api/parcours/7", answer: { status: 200, body: detail } }]);
    renderDetail("/parcours/7");
    await screen.findByRole("heading", { level: 1, name: route.title });
    expect(document.title).toBe("Les églises romanes du Poitou — Culture & Patrimoine");
  });

  it("shows the route's real facts, and no rating or participant count nobody gave", async () => {
    stubApi([{ method: "GET", path: "/api/parcours/7", answer: { status: 200, body: detail } }]);
    const { container } = renderDetail("/parcours/7");
    await screen.findByRole("heading", { level: 1, name: route.title });
    const facts = [...container.querySelectorAll(".cp-facts-list dt")].map((term) => term.textContent);
    expect(facts).toEqual(["Lieu", "Durée", "Étapes"]);
    // French typography: non-breaking spaces inside the figures.
    expect(container.textContent?.replaceAll("\u00a0", " ")).toContain("90 minutes (1 h 30)");
    // No picture: the route's own plan stands in its place (issue 33), here without any step yet.
    expect(container.querySelector('svg[role="img"]')?.getAttribute("aria-label")).toBe(
      "Plan du parcours, sans étape pour l’instant",
    );
    expect(container.textContent).not.toMatch(/participant|\/ 5/);
  });

  it("says the route is not found when it does not exist", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/parcours/999",
        answer: { status: 404, body: { error: parcoursMessages.notFound, code: "NOT_FOUND" } },
      },
    ]);
    renderDetail("/parcours/999");
    await screen.findByRole("heading", { level: 1, name: parcoursMessages.notFound });
    await waitFor(() => expect(document.title).toBe("Parcours introuvable — Culture & Patrimoine"));
  });
});

describe("what a member of an organisation is offered (issue 30)", () => {
  const renderDetail = () =>
    renderAt(<ParcoursDetailPage />, { pattern: "/parcours/:id", url: "/parcours/7" });
  const renderList = () => renderAt(<ParcoursListPage />, { pattern: "/parcours", url: "/parcours" });
  const stubRoutes = () =>
    stubApi([
      { method: "GET", path: "/api/parcours/7", answer: { status: 200, body: detail } },
      {
        method: "GET",
        path: "/api/parcours",
        answer: { status: 200, body: [route], headers: { "X-Total-Count": "1" } },
      },
    ]);

  it("offers an éditeur the route's actions in their organisation, and « Créer un parcours »", async () => {
    stubRoutes();
    signInAs("participant", 31, { id: 2, role: "editeur" });
    renderDetail();
    await screen.findByRole("heading", { level: 1, name: route.title });
    expect(screen.getByRole("link", { name: "Ajouter un site" })).toBeTruthy();
    cleanup();
    renderList();
    await screen.findByRole("heading", { level: 2, name: route.title });
    expect(screen.getByRole("link", { name: "Créer un parcours" })).toBeTruthy();
  });

  it("offers an éditeur of another organisation the creation of their own, not this route's actions", async () => {
    stubRoutes();
    signInAs("professionnel", 5, { role: "editeur" });
    renderDetail();
    await screen.findByRole("heading", { level: 1, name: route.title });
    expect(screen.queryByRole("link", { name: "Ajouter un site" })).toBeNull();
    cleanup();
    renderList();
    await screen.findByRole("heading", { level: 2, name: route.title });
    expect(screen.getByRole("link", { name: "Créer un parcours" })).toBeTruthy();
  });

  it("offers an agent d'accueil neither", async () => {
    stubRoutes();
    signInAs("professionnel", 2, { role: "accueil" });
    renderDetail();
    await screen.findByRole("heading", { level: 1, name: route.title });
    expect(screen.queryByRole("link", { name: "Ajouter un site" })).toBeNull();
    cleanup();
    renderList();
    await screen.findByRole("heading", { level: 2, name: route.title });
    expect(screen.queryByRole("link", { name: "Créer un parcours" })).toBeNull();
  });
});
