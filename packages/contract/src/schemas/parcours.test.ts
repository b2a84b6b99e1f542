import { describe, expect, it } from "vitest";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import {
  parcoursBodySchema,
  parcoursDetailSchema,
  parcoursListQuerySchema,
  parcoursSchema,
} from "./parcours.ts";

// As multipart sends them: every value is text.
const validFields = {
  title: "Sur les pas des impressionnistes",
  description: "De Giverny à Étretat.",
  theme: "Peinture",
  difficulty: "modéré",
  duration: "180",
  lieu_id: "4",
};

describe("parcoursBodySchema", () => {
  it("coerces the multipart text fields", () => {
    expect(parseOk(parcoursBodySchema, validFields)).toEqual({
      ...validFields,
      duration: 180,
      lieu_id: 4,
      image_alt: null,
    });
  });

  it("gives each required field its own message", () => {
    expect(issuesOf(parcoursBodySchema, {})).toEqual({
      title: [m.parcoursTitleRequired],
      description: [m.parcoursDescriptionRequired],
      theme: [m.parcoursThemeRequired],
      difficulty: [m.parcoursDifficultyRequired],
      duration: [m.parcoursDurationInvalid],
      lieu_id: [m.parcoursLieuRequired],
    });
    const blank = { title: "", description: "", theme: "", difficulty: "", duration: "", lieu_id: "" };
    expect(Object.keys(issuesOf(parcoursBodySchema, blank))).toHaveLength(6);
  });

  it("accepts the known difficulties only", () => {
    for (const difficulty of ["facile", "modéré", "difficile", " mode\u0301re\u0301 "]) {
      expect(messageAt(parcoursBodySchema, { ...validFields, difficulty }, "difficulty")).toBeUndefined();
    }
    expect(messageAt(parcoursBodySchema, { ...validFields, difficulty: "extrême" }, "difficulty")).toBe(
      m.parcoursDifficultyInvalid,
    );
  });

  it("reads difficulties without case or accents, and their usual synonyms", () => {
    const cases = {
      Facile: "facile",
      FACILE: "facile",
      easy: "facile",
      Débutant: "facile",
      Moyen: "modéré",
      moyenne: "modéré",
      modere: "modéré",
      Intermédiaire: "modéré",
      Difficile: "difficile",
      hard: "difficile",
      "Très difficile": "difficile",
    };
    for (const [sent, stored] of Object.entries(cases)) {
      expect(parseOk(parcoursBodySchema, { ...validFields, difficulty: sent }).difficulty).toBe(stored);
    }
    expect(m.parcoursDifficultyInvalid).toContain("facile, modéré ou difficile");
  });

  it("bounds the duration to whole minutes from 1 to 10 000", () => {
    expect(parseOk(parcoursBodySchema, { ...validFields, duration: "1" }).duration).toBe(1);
    expect(parseOk(parcoursBodySchema, { ...validFields, duration: 10_000 }).duration).toBe(10_000);
    for (const duration of ["0", "10001", "-5", "1.5", "une heure", "1e3"]) {
      expect(messageAt(parcoursBodySchema, { ...validFields, duration }, "duration"), duration).toBe(
        m.parcoursDurationInvalid,
      );
    }
  });

  it("ignores user_id (SPEC's client sends 1)", () => {
    expect(parseOk(parcoursBodySchema, { ...validFields, user_id: "1" })).not.toHaveProperty("user_id");
  });
});

const parcours = {
  id: 1,
  title: "Sur les pas des impressionnistes",
  description: "De Giverny à Étretat.",
  theme: "Peinture",
  difficulty: "modéré",
  duration: 180,
  image: "f3a1.webp",
  image_alt: null,
  lieu_id: 4,
  user_id: 2,
  organisation_id: 2,
  participants: 0,
  rating: 4.5,
  sitesCount: 1,
  created_at: "2025-01-01T00:00:00.000Z",
  moderation_status: "published",
  Lieu: { id: 4, nom: "Maison de Monet", ville: "Giverny", pays: "France" },
};

describe("parcours answers", () => {
  it("describes a route of the list", () => {
    expect(parseOk(parcoursSchema, parcours)).toEqual(parcours);
    expect(parseOk(parcoursSchema, { ...parcours, image: null, lieu_id: null, Lieu: null }).Lieu).toBeNull();
  });

  it("describes a route with its sites", () => {
    const site = {
      id: 9,
      name: "Jardin de Monet",
      categorie: "Parc",
      description: "Le bassin aux nymphéas.",
      adresse: null,
      heure_ouverture: null,
      tarif: null,
      telephone: null,
      email: null,
      site_web: null,
      services: "[]",
      transport: null,
      periode_historique: null,
      style_architectural: null,
      points_interet: null,
      lieu_id: 4,
      latitude: null,
      longitude: null,
      parcours_id: 1,
      user_id: 2,
      organisation_id: 2,
      image: null,
      image_alt: null,
      created_at: "2025-01-01T00:00:00.000Z",
      moderation_status: "published",
    };
    expect(parseOk(parcoursDetailSchema, { ...parcours, Sites: [site] }).Sites).toEqual([site]);
    expect(messageAt(parcoursDetailSchema, parcours, "Sites")).toBeDefined();
  });

  it("filters the list by owner", () => {
    expect(parseOk(parcoursListQuerySchema, { user_id: "2" }).user_id).toBe(2);
  });
});
