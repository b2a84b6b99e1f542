import { parcoursMessages, toastTitles, validationMessages } from "@culture-patrimoine/contract/messages";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursDetailResponse } from "@culture-patrimoine/contract/schemas/parcours";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast.ts";
import { domText } from "../../../test/dom-text.ts";
import {
  expectNoAxeViolations,
  fill,
  renderAt,
  signInAs,
  stubApi,
  stubUpload,
} from "../../../test/form-test-harness.tsx";
import { ParcoursFormPage } from "../parcours-form-page.tsx";

const lieux: LieuResponse[] = [
  {
    moderation_status: "published",
    id: 3,
    nom: "Notre-Dame-la-Grande",
    ville: "Poitiers",
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
  },
  {
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
    created_at: "2026-01-06T10:00:00.000Z",
  },
];

const parcours: ParcoursDetailResponse = {
  moderation_status: "published",
  id: 4,
  title: "Poitiers roman",
  description: "Églises romanes du centre historique.",
  theme: "Art roman",
  difficulty: "modéré",
  duration: 150,
  image: "stored.webp",
  image_alt: null,
  lieu_id: 3,
  user_id: 7,
  organisation_id: 7,
  participants: 0,
  rating: 4.5,
  sitesCount: 0,
  created_at: "2026-01-05T10:00:00.000Z",
  Lieu: { id: 3, nom: "Notre-Dame-la-Grande", ville: "Poitiers", pays: "France" },
  Sites: [],
};

const ownLieux = { method: "GET", path: "/api/lieux/choices", answer: { status: 200, body: lieux } };

function renderPage(url = "/create-parcours") {
  return renderAt(<ParcoursFormPage />, { pattern: "/create-parcours", url });
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText(/image du parcours/i), { target: { files: [file] } });
}

function fillFields() {
  fill(screen.getByLabelText(/^Titre/), "Balade cistercienne");
  fill(screen.getByLabelText(/^Description/), "De l’abbaye aux forges.");
  fill(screen.getByLabelText(/^Thème/), "Abbayes");
  fill(screen.getByLabelText(/^Durée/), "90");
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "abbaye.png", { type: "image/png" });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe("route form", () => {
  it("has no accessibility violation and preselects the venue of ?lieu_id=", async () => {
    signInAs("professionnel");
    stubApi([ownLieux]);
    const { container } = renderPage("/create-parcours?lieu_id=12");
    expect(await screen.findByLabelText(/^Lieu/)).toHaveProperty("value", "12");
    expect(screen.getByLabelText(/image du parcours/i).getAttribute("accept")).toBe(
      "image/jpeg,image/png,image/webp",
    );
    await expectNoAxeViolations(container);
  });

  it("shows the contract's messages for the required fields", async () => {
    signInAs("professionnel");
    stubApi([ownLieux]);
    const uploads = stubUpload({ status: 201, body: parcours });
    renderPage();
    fill(await screen.findByLabelText(/^Durée/), "une heure");
    await userEvent.click(screen.getByRole("button", { name: "Créer le parcours" }));
    expect(await screen.findByText(validationMessages.parcoursTitleRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.parcoursDescriptionRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.parcoursThemeRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.parcoursDifficultyRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.parcoursDurationInvalid)).toBeTruthy();
    expect(screen.getByText(validationMessages.parcoursLieuRequired)).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it("refuses a file that is not an image, or too large, before sending anything", async () => {
    signInAs("professionnel");
    stubApi([ownLieux]);
    renderPage();
    await screen.findByLabelText(/^Titre/);
    chooseFile(new File(["%PDF-1.7"], "programme.pdf", { type: "application/pdf" }));
    expect(await screen.findByText(validationMessages.imageNotAnImage)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    const huge = png();
    Object.defineProperty(huge, "size", { value: 6 * 1024 * 1024 });
    chooseFile(huge);
    expect(await screen.findByText(domText(validationMessages.imageTooLarge))).toBeTruthy();
  });

  it("sends the multipart form with the image, shows progress and a preview, then opens /parcours", async () => {
    signInAs("professionnel");
    stubApi([ownLieux]);
    const uploads = stubUpload({ status: 201, body: parcours });
    renderPage("/create-parcours?lieu_id=12");
    await screen.findByLabelText(/^Titre/);
    fillFields();
    await userEvent.selectOptions(screen.getByLabelText(/^Difficulté/), "facile");
    chooseFile(png());
    expect(
      await screen.findByRole("img", { name: /Aperçu de l’image choisie\s:\sabbaye\.png/ }),
    ).toBeTruthy();
    // A picture needs its text alternative: nothing is sent without it.
    await userEvent.click(screen.getByRole("button", { name: "Créer le parcours" }));
    expect(await screen.findByText(validationMessages.imageAltRequired)).toBeTruthy();
    expect(uploads).toHaveLength(0);
    fill(screen.getByLabelText(/^Texte alternatif/), "Le cloître de l’abbaye au soleil");

    await userEvent.click(screen.getByRole("button", { name: "Créer le parcours" }));
    const bar = await screen.findByRole("progressbar", { name: /Envoi du parcours et de son image/ });
    expect(bar).toBeTruthy();
    expect(await screen.findByText("Page suivante : /parcours")).toBeTruthy();
    expect(uploads).toHaveLength(1);
    const [sent] = uploads;
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/api/parcours/create");
    expect(sent?.body.get("lieu_id")).toBe("12");
    expect(sent?.body.get("duration")).toBe("90");
    expect(sent?.body.get("difficulty")).toBe("facile");
    const image = sent?.body.get("image");
    expect(image instanceof File && image.name).toBe("abbaye.png");
    expect(sent?.body.get("image_alt")).toBe("Le cloître de l’abbaye au soleil");
    expect(toast.success).toHaveBeenCalledWith(toastTitles.success, parcoursMessages.createSuccess);
    // The preview's object URL is released once the form is gone: by an effect's cleanup, which
    // React may run after the next page has rendered (CI, 2026-11-29).
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview"));
  });

  it("edits a route, keeps its picture without a new file, and shows the server's refusals", async () => {
    signInAs("professionnel");
    stubApi([
      ownLieux,
      { method: "GET", path: "/api/parcours/4/preview", answer: { status: 200, body: parcours } },
    ]);
    const uploads = stubUpload({
      status: 400,
      body: {
        error: validationMessages.imageNotAnImage,
        code: "VALIDATION_ERROR",
        details: [{ path: "image", message: validationMessages.imageNotAnImage }],
      },
    });
    renderPage("/create-parcours?id=4");
    expect(await screen.findByLabelText(/^Titre/)).toHaveProperty("value", "Poitiers roman");
    expect(screen.getByRole("img", { name: "Image actuelle du parcours" }).getAttribute("src")).toBe(
      "/uploads/stored.webp",
    );
    chooseFile(new File(["not really"], "faux.png", { type: "image/png" }));
    fill(screen.getByLabelText(/^Texte alternatif/), "Façade romane sculptée");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    expect(await screen.findByText(validationMessages.imageNotAnImage)).toBeTruthy();
    expect(uploads[0]?.method).toBe("PUT");
    expect(uploads[0]?.url).toBe("/api/parcours/4");
    expect(screen.getByLabelText(/^Titre/)).toHaveProperty("value", "Poitiers roman");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(
      parcoursMessages.submitFailed,
      validationMessages.imageNotAnImage,
    );
  });

  it("refuses someone else's route and a participant, and says when there is no venue yet", async () => {
    signInAs("professionnel", 8);
    stubApi([
      ownLieux,
      { method: "GET", path: "/api/parcours/4/preview", answer: { status: 200, body: parcours } },
    ]);
    renderPage("/create-parcours?id=4");
    expect(await screen.findByText(parcoursMessages.notYoursTitle)).toBeTruthy();
    cleanup();

    signInAs("participant");
    renderPage();
    expect(screen.getByText(parcoursMessages.professionalOnly)).toBeTruthy();
    cleanup();

    signInAs("professionnel");
    stubApi([{ method: "GET", path: "/api/lieux/choices", answer: { status: 200, body: [] } }]);
    renderPage();
    expect(await screen.findByText(domText(parcoursMessages.noLieuYet))).toBeTruthy();
  });
});
