import { moderationMessages, siteMessages } from "@culture-patrimoine/contract/messages";
import type { SiteDetailResponse } from "@culture-patrimoine/contract/schemas/site";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderAt, signInAs, stubApi } from "../../test/form-test-harness.tsx";
import { expectConsoleError } from "../../test/setup.ts";
import { SitePage } from "./site-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = "";
});

const site: SiteDetailResponse = {
  moderation_status: "published",
  id: 12,
  name: "Tour rose",
  categorie: "Monument",
  description: "Tour d’escalier Renaissance du Vieux Lyon.",
  adresse: "16 rue du Bœuf, 69005 Lyon",
  heure_ouverture: "Tous les jours, 9 h – 18 h",
  tarif: "Gratuit",
  telephone: "04 72 00 00 00",
  email: "accueil@example.fr",
  site_web: "https://example.fr",
  services: JSON.stringify(["Visites guidées disponibles", "Audioguide disponible"]),
  transport: "Métro D, Vieux Lyon",
  periode_historique: "XVIe siècle",
  style_architectural: "Renaissance",
  points_interet: "L’escalier à vis dans sa tour",
  lieu_id: 3,
  parcours_id: 7,
  user_id: 2,
  organisation_id: 2,
  image: null,
  image_alt: null,
  latitude: null,
  longitude: null,
  created_at: "2026-01-01T10:00:00+01:00",
  lieu: { id: 3, nom: "Musées Gadagne", ville: "Lyon" },
  step: {
    parcours_id: 7,
    parcours_title: "Lyon Renaissance",
    position: 3,
    total: 7,
    previous: { id: 11, name: "Cour des Loges" },
    next: { id: 13, name: "Maison Thomassin" },
  },
};

function renderSite(id = "12") {
  return renderAt(<SitePage />, { pattern: "/sites/:id", url: `/sites/${id}` });
}

describe("SitePage", () => {
  it("shows everything known about the site, with its step in its route", async () => {
    stubApi([{ method: "GET", path: "/api/sites/12", answer: { status: 200, body: site } }]);
    const { container } = renderSite();
    await screen.findByRole("heading", { level: 1, name: "Tour rose" });
    await expectNoAxeViolations(container);
    expect(document.title).toBe("Tour rose — Culture & Patrimoine");

    const steps = screen.getByRole("navigation", { name: "Étapes du parcours" });
    expect(within(steps).getByTestId("site-step").textContent).toBe("Étape 3 sur 7");
    expect(within(steps).getByRole("link", { name: "Lyon Renaissance" }).getAttribute("href")).toBe(
      "/parcours/7",
    );
    expect(
      within(steps)
        .getByRole("link", { name: "Étape précédente\u00a0: Cour des Loges" })
        .getAttribute("href"),
    ).toBe("/sites/11");
    expect(
      within(steps)
        .getByRole("link", { name: "Étape suivante\u00a0: Maison Thomassin" })
        .getAttribute("href"),
    ).toBe("/sites/13");

    const facts = screen.getByRole("complementary", { name: "Informations pratiques" });
    for (const text of [
      site.adresse,
      site.heure_ouverture,
      site.tarif,
      site.transport,
      site.periode_historique,
      site.style_architectural,
    ]) {
      expect(facts.textContent).toContain(text);
    }
    expect(within(facts).getByRole("link", { name: "Musées Gadagne, Lyon" }).getAttribute("href")).toBe(
      "/lieux/3",
    );
    expect(within(facts).getByRole("link", { name: "04 72 00 00 00" }).getAttribute("href")).toBe(
      "tel:0472000000",
    );
    expect(within(facts).getByRole("link", { name: "accueil@example.fr" }).getAttribute("href")).toBe(
      "mailto:accueil@example.fr",
    );
    expect(screen.getByText("Audioguide disponible")).toBeTruthy();
    expect(screen.getByText("L’escalier à vis dans sa tour")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Afficher le QR code/ })).toBeTruthy();
  });

  it("shows no step outside a route, and no empty fact", async () => {
    stubApi([
      {
        method: "GET",
        path: "/api/sites/12",
        answer: {
          status: 200,
          body: {
            ...site,
            parcours_id: null,
            step: null,
            tarif: null,
            telephone: null,
            email: null,
            site_web: null,
          },
        },
      },
    ]);
    renderSite();
    await screen.findByRole("heading", { level: 1, name: "Tour rose" });
    expect(screen.queryByRole("navigation", { name: "Étapes du parcours" })).toBeNull();
    const facts = screen.getByRole("complementary", { name: "Informations pratiques" });
    expect(within(facts).queryByText("Tarif")).toBeNull();
    expect(within(facts).queryByText("Contact")).toBeNull();
  });

  it("says when the site does not exist, and for a malformed address without asking the API", async () => {
    expectConsoleError(/status of 404|404/);
    stubApi([
      {
        method: "GET",
        path: "/api/sites/99",
        answer: { status: 404, body: { error: siteMessages.notFound, code: "NOT_FOUND" } },
      },
    ]);
    renderSite("99");
    await screen.findByRole("heading", { level: 1, name: siteMessages.notFound });
    expect(document.title).toBe(`${siteMessages.notFound} — Culture & Patrimoine`);
    cleanup();
    const api = stubApi([]);
    renderSite("abc");
    await screen.findByRole("heading", { level: 1, name: siteMessages.notFound });
    expect(api).not.toHaveBeenCalled();
  });

  it("shows its owner a refused site through its preview, with the notice and the reason (issue 29)", async () => {
    expectConsoleError(/status of 404|404/);
    signInAs("professionnel", 7);
    const notFound = { status: 404, body: { error: siteMessages.notFound, code: "NOT_FOUND" } };
    const api = stubApi([
      { method: "GET", path: "/api/sites/12", answer: notFound },
      {
        method: "GET",
        path: "/api/sites/12/preview",
        answer: {
          status: 200,
          body: {
            ...site,
            moderation_status: "refused",
            moderation_reason: "Les horaires sont ceux d’un autre site.",
            owner_suspended: false,
          },
        },
      },
    ]);
    const { container } = renderSite();
    await screen.findByRole("heading", { level: 1, name: "Tour rose" });
    await expectNoAxeViolations(container);
    expect(screen.getByRole("heading", { name: moderationMessages.noticeTitle.refused })).toBeTruthy();
    expect(screen.getByText("Les horaires sont ceux d’un autre site.")).toBeTruthy();
    // Nothing public to report while the public does not see it.
    expect(screen.queryByRole("button", { name: /Signaler/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Signaler/ })).toBeNull();
    const preview = api.mock.calls.find(([url]) => String(url).includes("/preview"));
    expect(new Headers(preview?.[1]?.headers).get("authorization")).toBe("Bearer token-7");
  });

  it("stays « introuvable » for a signed-in reader the preview refuses too", async () => {
    expectConsoleError(/status of 404|404/);
    signInAs("participant", 8);
    const notFound = { status: 404, body: { error: siteMessages.notFound, code: "NOT_FOUND" } };
    stubApi([
      { method: "GET", path: "/api/sites/12", answer: notFound },
      { method: "GET", path: "/api/sites/12/preview", answer: notFound },
    ]);
    renderSite();
    await screen.findByRole("heading", { level: 1, name: siteMessages.notFound });
  });
});
