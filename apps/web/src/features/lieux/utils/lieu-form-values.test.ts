import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { lieuBodySchema } from "@culture-patrimoine/contract/schemas/lieu";
import { describe, expect, it } from "vitest";
import { emptyLieuForm, toLieuBody, toLieuFormValues } from "./lieu-form-values.ts";

const lieu: LieuResponse = {
  moderation_status: "published",
  id: 3,
  nom: "Abbaye de Fontenay",
  ville: "Montbard",
  pays: "France",
  image: null,
  image_alt: null,
  description: "Abbaye cistercienne fondée en 1118.",
  site_web: "https://www.abbayedefontenay.com",
  adresse: null,
  code_postal: null,
  departement: null,
  latitude: null,
  longitude: null,
  accessibility: [],
  accessibility_details: null,
  user_id: 2,
  organisation_id: 2,
  created_at: "2026-01-05T10:00:00.000Z",
};

describe("venue form conversions", () => {
  it("starts with France as the country", () => {
    expect(emptyLieuForm.pays).toBe("France");
  });

  it("turns missing values into empty fields and back into null", () => {
    const values = toLieuFormValues(lieu);
    expect(values).toEqual({
      nom: "Abbaye de Fontenay",
      ville: "Montbard",
      pays: "France",
      description: "Abbaye cistercienne fondée en 1118.",
      site_web: "https://www.abbayedefontenay.com",
      image: "",
      image_alt: "",
      image_file: null,
      adresse: "",
      code_postal: "",
      latitude: "",
      longitude: "",
      accessibility_moteur: false,
      accessibility_visuel: false,
      accessibility_auditif: false,
      accessibility_mental: false,
      accessibility_details: "",
    });
    expect(lieuBodySchema.parse(toLieuBody({ ...values, description: " " }))).toEqual({
      nom: "Abbaye de Fontenay",
      ville: "Montbard",
      pays: "France",
      image: null,
      image_alt: null,
      description: null,
      site_web: "https://www.abbayedefontenay.com",
      adresse: null,
      code_postal: null,
      latitude: null,
      longitude: null,
      accessibility: [],
      accessibility_details: null,
    });
  });

  it("sends the families ticked and the details, and reads them back", () => {
    const values = toLieuFormValues({
      ...lieu,
      accessibility: ["moteur", "auditif"],
      accessibility_details: "Rampe",
    });
    expect(values).toMatchObject({
      accessibility_moteur: true,
      accessibility_auditif: true,
      accessibility_visuel: false,
    });
    expect(toLieuBody({ ...values, accessibility_mental: true })).toMatchObject({
      accessibility: ["moteur", "auditif", "mental"],
      accessibility_details: "Rampe",
    });
    expect(toLieuBody(values)).not.toHaveProperty("accessibility_moteur");
  });

  it("shows the address and the point as typed, and sends the point as numbers", () => {
    const values = toLieuFormValues({
      ...lieu,
      adresse: "Route de Marmagne",
      code_postal: "21500",
      departement: "21",
      latitude: 47.6392,
      longitude: 4.3897,
    });
    expect(values).toMatchObject({
      adresse: "Route de Marmagne",
      code_postal: "21500",
      latitude: "47,6392",
      longitude: "4,3897",
    });
    expect(lieuBodySchema.parse(toLieuBody(values))).toMatchObject({
      code_postal: "21500",
      latitude: 47.6392,
      longitude: 4.3897,
    });
    expect(lieuBodySchema.safeParse(toLieuBody({ ...values, longitude: "" })).success).toBe(false);
  });

  it("gives a blank country back as France", () => {
    const body = lieuBodySchema.parse(
      toLieuBody({ ...emptyLieuForm, nom: "Halle", ville: "Dives", pays: "" }),
    );
    expect(body.pays).toBe("France");
  });
});
