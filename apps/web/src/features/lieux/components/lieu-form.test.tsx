import {
  lieuMessages,
  organisationGateMessages,
  validationMessages,
} from "@culture-patrimoine/contract/messages";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast.ts";
import { domText } from "../../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  renderAt,
  sentBody,
  signInAs,
  stubApi,
} from "../../../test/form-test-harness.tsx";
import { LieuFormPage } from "../lieu-form-page.tsx";

const lieu: LieuResponse = {
  moderation_status: "published",
  id: 12,
  nom: "Abbaye de Fontenay",
  ville: "Montbard",
  pays: "France",
  image: null,
  image_alt: null,
  description: null,
  site_web: null,
  adresse: null,
  code_postal: null,
  departement: null,
  latitude: null,
  longitude: null,
  accessibility: [],
  accessibility_details: null,
  user_id: 7,
  organisation_id: 7,
  created_at: "2026-01-05T10:00:00.000Z",
};

function renderPage(url = "/create-lieu") {
  const pattern = url === "/create-lieu" ? "/create-lieu" : "/create-lieu/:id";
  return renderAt(<LieuFormPage />, { pattern, url });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("venue form", () => {
  it("has no accessibility violation and starts with France", async () => {
    signInAs("professionnel");
    const { container } = renderPage();
    expect(screen.getByLabelText(/^Pays/)).toHaveProperty("value", "France");
    await expectNoAxeViolations(container);
  });

  it("shows the contract's messages next to the fields before sending anything", async () => {
    signInAs("professionnel");
    const api = stubApi([]);
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Site web/), "pas une adresse");
    await userEvent.click(screen.getByRole("button", { name: "Créer le lieu" }));
    expect(await screen.findByText(validationMessages.lieuNameRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.lieuCityRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.invalidUrl)).toBeTruthy();
    expect(screen.getByLabelText(/^Nom du lieu/)).toHaveProperty("ariaInvalid", "true");
    // Nothing sent: the only call is the map's configuration, read for the position section.
    expect(api.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname)).toEqual(
      api.mock.calls.length ? ["/api/map/config"] : [],
    );
  });

  it("creates the venue, then goes on to a route in it", async () => {
    signInAs("professionnel");
    const api = stubApi([{ method: "POST", path: "/api/lieux", answer: { status: 201, body: lieu } }]);
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Nom du lieu/), "Abbaye de Fontenay");
    await userEvent.type(screen.getByLabelText(/^Ville/), "Montbard");
    await userEvent.click(screen.getByRole("button", { name: "Créer le lieu" }));
    expect(await screen.findByText("Page suivante : /create-parcours?lieu_id=12")).toBeTruthy();
    expect(sentBody(api, "/api/lieux")).toMatchObject({
      nom: "Abbaye de Fontenay",
      ville: "Montbard",
      pays: "France",
    });
    expect(toast.success).toHaveBeenCalledWith(lieuMessages.createSuccessTitle, expect.any(String));
  });

  it("keeps what was typed and puts the server's messages under the fields", async () => {
    signInAs("professionnel");
    stubApi([
      {
        method: "POST",
        path: "/api/lieux",
        answer: {
          status: 400,
          body: {
            error: "Ce texte est trop long",
            code: "VALIDATION_ERROR",
            details: [{ path: "ville", message: "Ce texte est trop long" }],
          },
        },
      },
    ]);
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Nom du lieu/), "Halle");
    await userEvent.type(screen.getByLabelText(/^Ville/), "Dives");
    await userEvent.click(screen.getByRole("button", { name: "Créer le lieu" }));
    expect(await screen.findByText("Ce texte est trop long")).toBeTruthy();
    expect(screen.getByLabelText(/^Nom du lieu/)).toHaveProperty("value", "Halle");
    expect(toast.error).toHaveBeenCalledWith(lieuMessages.saveFailed, "Ce texte est trop long");
  });

  it("edits one's own venue and returns to the list", async () => {
    signInAs("professionnel");
    const api = stubApi([
      { method: "GET", path: "/api/lieux/12/preview", answer: { status: 200, body: lieu } },
      { method: "PUT", path: "/api/lieux/12", answer: { status: 200, body: { ...lieu, ville: "Marmagne" } } },
    ]);
    renderPage("/create-lieu/12");
    const city = await screen.findByLabelText(/^Ville/);
    expect(city).toHaveProperty("value", "Montbard");
    await userEvent.clear(city);
    await userEvent.type(city, "Marmagne");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    expect(await screen.findByText("Page suivante : /lieux")).toBeTruthy();
    expect(sentBody(api, "/api/lieux/12")).toMatchObject({ ville: "Marmagne" });
    expect(toast.success).toHaveBeenCalledWith(lieuMessages.updateSuccessTitle, expect.any(String));
  });

  it("refuses someone else's venue, and a participant, with an explanation instead of a form", async () => {
    signInAs("professionnel", 8);
    stubApi([{ method: "GET", path: "/api/lieux/12/preview", answer: { status: 200, body: lieu } }]);
    renderPage("/create-lieu/12");
    expect(await screen.findByText(lieuMessages.notYoursTitle)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer les modifications" })).toBeNull();
    cleanup();

    signInAs("participant");
    renderPage();
    expect(screen.getByText(lieuMessages.professionalOnly)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("gives the form to an éditeur invited with a participant account, and their organisation's venue to edit", async () => {
    signInAs("participant", 31, { id: 7, role: "editeur" });
    const api = stubApi([
      { method: "POST", path: "/api/lieux", answer: { status: 201, body: { ...lieu, user_id: 31 } } },
      { method: "GET", path: "/api/lieux/12/preview", answer: { status: 200, body: lieu } },
    ]);
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Nom du lieu/), "Abbaye de Fontenay");
    await userEvent.type(screen.getByLabelText(/^Ville/), "Montbard");
    await userEvent.click(screen.getByRole("button", { name: "Créer le lieu" }));
    expect(await screen.findByText("Page suivante : /create-parcours?lieu_id=12")).toBeTruthy();
    expect(sentBody(api, "/api/lieux")).toMatchObject({ nom: "Abbaye de Fontenay" });
    cleanup();

    // Created by another member of the organisation (user_id 7): theirs to edit all the same.
    renderPage("/create-lieu/12");
    expect(await screen.findByLabelText(/^Ville/)).toHaveProperty("value", "Montbard");
  });

  it("tells an agent d'accueil that their role does not edit the programme, and loads nothing", async () => {
    signInAs("professionnel", 7, { role: "accueil" });
    const api = stubApi([]);
    const { container } = renderPage("/create-lieu/12");
    expect(screen.getByText(organisationGateMessages.roleTitle)).toBeTruthy();
    expect(screen.getByText(domText(organisationGateMessages.contentRefused("accueil")))).toBeTruthy();
    expect(organisationGateMessages.contentRefused("accueil")).toContain("(agent d’accueil)");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(api).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("says when the venue cannot be loaded", async () => {
    signInAs("professionnel");
    stubApi([{ method: "GET", path: "/api/lieux/12/preview", answer: { status: 500, body: null } }]);
    renderPage("/create-lieu/12");
    expect(await screen.findByText(lieuMessages.loadFailed)).toBeTruthy();
  });
});
