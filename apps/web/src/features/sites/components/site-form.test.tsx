import { siteMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast.ts";
import { domText } from "../../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../../test/form-test-harness.tsx";
import { SiteFormPage } from "../site-form-page.tsx";

const parcours: ParcoursResponse = {
  moderation_status: "published",
  id: 9,
  title: "Poitiers roman",
  description: "Églises romanes du centre.",
  theme: "Art roman",
  difficulty: "facile",
  duration: 120,
  image: null,
  image_alt: null,
  lieu_id: null,
  user_id: 7,
  organisation_id: 7,
  participants: 0,
  rating: 4.5,
  sitesCount: 0,
  created_at: "2026-01-05T10:00:00.000Z",
  Lieu: null,
};

const site: SiteResponse = {
  moderation_status: "published",
  id: 5,
  name: "Cathédrale Saint-Pierre",
  categorie: "Église",
  description: "Cathédrale gothique.",
  adresse: null,
  heure_ouverture: null,
  tarif: null,
  telephone: null,
  email: null,
  site_web: null,
  services: '["Audioguide disponible","Vestiaire"]',
  transport: null,
  periode_historique: null,
  style_architectural: null,
  points_interet: null,
  lieu_id: null,
  latitude: null,
  longitude: null,
  parcours_id: 9,
  user_id: 7,
  organisation_id: 7,
  image: null,
  image_alt: null,
  created_at: "2026-01-05T10:00:00.000Z",
};

const ownLists = [
  {
    method: "GET",
    path: "/api/parcours/user/7",
    answer: { status: 200, body: [{ ...parcours, Sites: [] }] },
  },
  { method: "GET", path: "/api/lieux/choices", answer: { status: 200, body: [] } },
];

function echo(status: number) {
  return (init: RequestInit) => ({
    status,
    body: {
      ...site,
      ...JSON.parse(String(init.body)),
      id: 5,
      user_id: 7,
      organisation_id: 7,
      created_at: site.created_at,
    },
  });
}

function renderPage(url: string) {
  const pattern = url.startsWith("/create-site/") ? "/create-site/:id" : "/create-site";
  return renderAt(<SiteFormPage />, { pattern, url });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("site form", () => {
  it("has no accessibility violation, with the route locked by ?parcours_id=", async () => {
    signInAs("professionnel");
    stubApi(ownLists);
    const { container } = renderPage("/create-site?parcours_id=9");
    const route = await screen.findByLabelText(/^Parcours/);
    expect(route).toHaveProperty("disabled", true);
    expect(within(route).getByRole("option", { name: "Poitiers roman" })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("shows the contract's messages for the four required fields", async () => {
    signInAs("professionnel");
    const api = stubApi(ownLists);
    renderPage("/create-site");
    await userEvent.click(await screen.findByRole("button", { name: "Créer le site" }));
    expect(await screen.findByText(validationMessages.siteRouteRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.siteNameRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.siteCategoryRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.siteDescriptionRequired)).toBeTruthy();
    expect(api.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
  });

  it("creates a step of the locked route with toggled and typed services, then opens the route", async () => {
    signInAs("professionnel");
    const api = stubApi([...ownLists, { method: "POST", path: "/api/sites", answer: echo(201) }]);
    renderPage("/create-site?parcours_id=9");
    fill(await screen.findByLabelText(/^Nom du site/), "Église Notre-Dame-la-Grande");
    await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), "Église");
    fill(screen.getByLabelText(/^Description/), "Façade romane sculptée.");
    fill(screen.getByLabelText(/^Transports en commun/), "Bus 2");

    const parking = screen.getByRole("button", { name: "Parking disponible" });
    await userEvent.click(parking);
    expect(parking.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Audioguide disponible" }));
    await userEvent.click(screen.getByRole("button", { name: "Visites guidées disponibles" }));
    await userEvent.click(screen.getByRole("button", { name: "Visites guidées disponibles" }));
    await userEvent.type(screen.getByLabelText(/^Autre service/), "Vestiaire{Enter}");
    await userEvent.type(screen.getByLabelText(/^Autre service/), "Boutique");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter le service" }));
    await userEvent.click(screen.getByRole("button", { name: "Retirer Boutique" }));

    await userEvent.click(screen.getByRole("button", { name: "Créer le site" }));
    expect(await screen.findByText("Page suivante : /parcours/9")).toBeTruthy();
    expect(sentBody(api, "/api/sites")).toMatchObject({
      name: "Église Notre-Dame-la-Grande",
      categorie: "Église",
      parcours_id: 9,
      transport: "Bus 2",
      lieu_id: null,
      services: '["Parking disponible","Audioguide disponible","Vestiaire"]',
    });
    expect(toast.success).toHaveBeenCalledWith(siteMessages.createSuccessTitle, expect.any(String));
  });

  it("edits a site: loads it in the form's names and shows the server's field errors", async () => {
    signInAs("professionnel");
    stubApi([
      ...ownLists,
      {
        method: "GET",
        path: "/api/sites/5/preview",
        answer: { status: 200, body: { ...site, lieu: null, step: null } },
      },
      {
        method: "PUT",
        path: "/api/sites/5",
        answer: {
          status: 400,
          body: {
            error: validationMessages.tooLong,
            code: "VALIDATION_ERROR",
            details: [{ path: "transport", message: validationMessages.tooLong }],
          },
        },
      },
    ]);
    renderPage("/create-site/5");
    expect(await screen.findByLabelText(/^Nom du site/)).toHaveProperty("value", "Cathédrale Saint-Pierre");
    expect(screen.getByLabelText(/^Parcours/)).toHaveProperty("value", "9");
    expect(screen.getByRole("button", { name: "Audioguide disponible" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(screen.getByRole("button", { name: "Retirer Vestiaire" })).toBeTruthy();
    fill(screen.getByLabelText(/^Transports en commun/), "Bus");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    const transport = screen.getByLabelText(/^Transports en commun/);
    await waitFor(() => expect(transport.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(validationMessages.tooLong)).toBeTruthy();
    expect(transport).toHaveProperty("value", "Bus");
    expect(toast.error).toHaveBeenCalledWith(siteMessages.saveFailed, validationMessages.tooLong);
  });

  it("refuses someone else's site and a participant, with an explanation", async () => {
    signInAs("professionnel", 8);
    stubApi([
      ...ownLists,
      {
        method: "GET",
        path: "/api/sites/5/preview",
        answer: { status: 200, body: { ...site, lieu: null, step: null } },
      },
    ]);
    renderPage("/create-site/5");
    expect(await screen.findByText(siteMessages.notYoursTitle)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer les modifications" })).toBeNull();
    cleanup();

    signInAs("participant");
    renderPage("/create-site");
    expect(screen.getByText(siteMessages.professionalOnly)).toBeTruthy();
  });

  it("says when the site cannot be loaded, and when the organiser has no route yet", async () => {
    signInAs("professionnel");
    stubApi([...ownLists, { method: "GET", path: "/api/sites/5/preview", answer: { status: 500 } }]);
    renderPage("/create-site/5");
    expect(await screen.findByText(siteMessages.loadFailed)).toBeTruthy();
    cleanup();

    stubApi([
      { method: "GET", path: "/api/parcours/user/7", answer: { status: 200, body: [] } },
      { method: "GET", path: "/api/lieux/choices", answer: { status: 200, body: [] } },
    ]);
    renderPage("/create-site");
    expect(await screen.findByText(domText(siteMessages.noOwnParcours))).toBeTruthy();
  });
});
