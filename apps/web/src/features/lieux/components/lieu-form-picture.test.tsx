import { validationMessages } from "@culture-patrimoine/contract/messages";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fill, renderAt, sentBody, signInAs, stubApi, stubUpload } from "../../../test/form-test-harness.tsx";
import { LieuFormPage } from "../lieu-form-page.tsx";

// The venue form's picture (docs/decisions/032-pictures.md): a chosen file goes as multipart with
// its text alternative, never without it; an edit without a new file sends JSON and keeps it.

// As the API answers it: absolute under its PUBLIC_URL (issue 28), sent back as it is.
const stored = "https://culture.exemple.fr/uploads/1b4e28ba-2fa1-41d2-883f-0016d3cca427-1600x900.webp";
const lieu: LieuResponse = {
  moderation_status: "published",
  id: 12,
  nom: "Abbaye de Fontenay",
  ville: "Montbard",
  pays: "France",
  image: stored,
  image_alt: "Le cloître de l’abbaye",
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

describe("venue form picture", () => {
  it("sends the chosen picture with its alt text as a multipart form, not without it", async () => {
    signInAs("professionnel", 7);
    stubApi([]);
    const uploads = stubUpload({ status: 201, body: { ...lieu, id: 30 } });
    renderAt(<LieuFormPage />, { pattern: "/create-lieu", url: "/create-lieu" });
    fill(screen.getByLabelText(/^Nom du lieu/), "Abbaye de Fontenay");
    fill(screen.getByLabelText(/^Ville/), "Montbard");
    fireEvent.change(screen.getByLabelText(/^Image du lieu/), { target: { files: [png()] } });
    expect(await screen.findByRole("img", { name: /Aperçu de l’image choisie/ })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Créer le lieu" }));
    expect(await screen.findByText(validationMessages.imageAltRequired)).toBeTruthy();
    expect(uploads).toHaveLength(0);

    fill(screen.getByLabelText(/^Texte alternatif/), "Le cloître de l’abbaye");
    await userEvent.click(screen.getByRole("button", { name: "Créer le lieu" }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [sent] = uploads;
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/api/lieux");
    expect(sent?.body.get("nom")).toBe("Abbaye de Fontenay");
    expect(sent?.body.get("image_alt")).toBe("Le cloître de l’abbaye");
    const file = sent?.body.get("image");
    expect(file instanceof File && file.name).toBe("abbaye.png");
  });

  it("shows the current picture and sends it back in JSON when no file is chosen", async () => {
    signInAs("professionnel", 7);
    const api = stubApi([
      { method: "GET", path: "/api/lieux/12/preview", answer: { status: 200, body: lieu } },
      { method: "PUT", path: "/api/lieux/12", answer: { status: 200, body: lieu } },
    ]);
    renderAt(<LieuFormPage />, { pattern: "/create-lieu/:id", url: "/create-lieu/12" });
    const current = await screen.findByRole("img", { name: "Image actuelle" });
    expect(current.getAttribute("srcset")).toContain("-400w.webp 400w");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    await waitFor(() =>
      expect(sentBody(api, "/api/lieux/12")).toMatchObject({
        image: stored,
        image_alt: "Le cloître de l’abbaye",
      }),
    );
  });
});
