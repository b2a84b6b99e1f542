import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/form-test-harness.tsx";
import { StatsFigures } from "./stats-figures.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFigures(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StatsFigures />
    </QueryClientProvider>,
  );
  return { ...view, fetchMock };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );

describe("StatsFigures", () => {
  it("has no accessibility violation", async () => {
    const { container } = renderFigures(() =>
      json({ events: 40, parcours: 6, places: 41, participations: 60 }),
    );
    await screen.findByText("40");
    await expectNoAxeViolations(container);
  });

  it("shows the four figures counted by GET /api/stats, without a token", async () => {
    const { fetchMock } = renderFigures(() =>
      json({ events: 40, parcours: 1, places: 41, participations: 60 }),
    );
    expect(screen.getByRole("status").textContent).toBe("Chargement des chiffres...");
    await screen.findByText("40");
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      "40événements culturels",
      "1parcours thématique",
      "41lieux et sites patrimoniaux",
      "60inscriptions aux événements",
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/stats");
    expect(new Headers(init.headers).has("Authorization")).toBe(false);
  });

  it("says the figures are unavailable when the API fails, and invents none", async () => {
    renderFigures(() => json({ error: "Erreur", code: "INTERNAL_ERROR" }, 500));
    expect(
      await screen.findByText("Les chiffres de la plateforme sont momentanément indisponibles."),
    ).toBeTruthy();
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
