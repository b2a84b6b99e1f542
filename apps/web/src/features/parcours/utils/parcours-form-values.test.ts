import { IMAGE_MAX_BYTES } from "@culture-patrimoine/contract/constants";
import { validationMessages } from "@culture-patrimoine/contract/messages";
import { type ParcoursResponse, parcoursBodySchema } from "@culture-patrimoine/contract/schemas/parcours";
import { describe, expect, it, vi } from "vitest";
import {
  emptyParcoursForm,
  IMAGE_ACCEPT,
  imageDecodes,
  imageFileProblem,
  toParcoursBody,
  toParcoursFormData,
  toParcoursFormValues,
} from "./parcours-form-values.ts";

const parcours: ParcoursResponse = {
  moderation_status: "published",
  id: 4,
  title: "Poitiers roman",
  description: "Églises romanes du centre historique.",
  theme: "Art roman",
  difficulty: "modéré",
  duration: 150,
  image: "0b8f5f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.webp",
  image_alt: null,
  lieu_id: 3,
  user_id: 7,
  organisation_id: 7,
  participants: 0,
  rating: 4.5,
  sitesCount: 2,
  created_at: "2026-01-05T10:00:00.000Z",
  Lieu: { id: 3, nom: "Notre-Dame-la-Grande", ville: "Poitiers", pays: "France" },
};

describe("route form values", () => {
  it("preselects the venue given by ?lieu_id=", () => {
    expect(emptyParcoursForm(12).lieu_id).toBe("12");
    expect(emptyParcoursForm().lieu_id).toBe("");
  });

  it("loads a route as typed text, and a route without venue with none chosen", () => {
    expect(toParcoursFormValues(parcours)).toEqual({
      title: "Poitiers roman",
      description: "Églises romanes du centre historique.",
      theme: "Art roman",
      difficulty: "modéré",
      duration: "150",
      lieu_id: "3",
      image_alt: "",
    });
    expect(toParcoursFormValues({ ...parcours, lieu_id: null, Lieu: null }).lieu_id).toBe("");
    expect(toParcoursFormValues({ ...parcours, image_alt: "Le portail sculpté" }).image_alt).toBe(
      "Le portail sculpté",
    );
  });
});

describe("route multipart body", () => {
  const body = parcoursBodySchema.parse(toParcoursBody(toParcoursFormValues(parcours)));

  it("sends every field as text, without user_id", () => {
    const form = toParcoursFormData(body, null);
    expect(Object.fromEntries(form.entries())).toEqual({
      title: "Poitiers roman",
      description: "Églises romanes du centre historique.",
      theme: "Art roman",
      difficulty: "modéré",
      duration: "150",
      lieu_id: "3",
    });
  });

  it("adds the chosen image file under `image`, with its name", () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], "facade.png", { type: "image/png" });
    const sent = toParcoursFormData(body, file).get("image");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("facade.png");
  });
});

describe("image file check", () => {
  it("accepts JPEG, PNG and WebP up to the size limit", () => {
    expect(IMAGE_ACCEPT).toBe("image/jpeg,image/png,image/webp");
    expect(imageFileProblem({ type: "image/webp", size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it("refuses another type, and a file that is too large", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toBe(validationMessages.imageNotAnImage);
    expect(imageFileProblem({ type: "image/gif", size: 10 })).toBe(validationMessages.imageNotAnImage);
    expect(imageFileProblem({ type: "image/png", size: IMAGE_MAX_BYTES + 1 })).toBe(
      validationMessages.imageTooLarge,
    );
  });

  it("asks the browser whether the file really is a picture", async () => {
    const file = new File(["x"], "x.png", { type: "image/png" });
    vi.stubGlobal("createImageBitmap", vi.fn().mockRejectedValueOnce(new Error("decode")));
    expect(await imageDecodes(file)).toBe(false);
    vi.stubGlobal("createImageBitmap", vi.fn().mockResolvedValueOnce({ close: vi.fn() }));
    expect(await imageDecodes(file)).toBe(true);
    vi.unstubAllGlobals();
  });
});
