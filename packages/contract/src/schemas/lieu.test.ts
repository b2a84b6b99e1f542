import { describe, expect, it } from "vitest";
import { LIST_UNPAGED_CAP } from "../constants.ts";
import { validationMessages as m } from "../messages.ts";
import { issuesOf, messageAt, parseOk } from "../test-helpers.ts";
import { lieuBodySchema, lieuListQuerySchema, lieuSchema } from "./lieu.ts";

const validLieu = {
  nom: "Abbaye du Mont-Saint-Michel",
  ville: "Le Mont-Saint-Michel",
  pays: "France",
  image: "https://example.fr/abbaye.jpg",
  image_alt: null,
  description: "Abbaye bénédictine.",
  site_web: "https://www.abbaye-mont-saint-michel.fr",
};

describe("lieuBodySchema", () => {
  it("accepts a full venue", () => {
    expect(parseOk(lieuBodySchema, validLieu)).toEqual(validLieu);
  });

  it("needs a name and a city", () => {
    expect(issuesOf(lieuBodySchema, {})).toEqual({ nom: [m.lieuNameRequired], ville: [m.lieuCityRequired] });
    expect(issuesOf(lieuBodySchema, { nom: " ", ville: "" })).toEqual({
      nom: [m.lieuNameRequired],
      ville: [m.lieuCityRequired],
    });
  });

  it("defaults the country to France and the optional fields to null", () => {
    for (const pays of [undefined, null, ""]) {
      expect(parseOk(lieuBodySchema, { nom: "Louvre", ville: "Paris", pays })).toEqual({
        nom: "Louvre",
        ville: "Paris",
        pays: "France",
        image: null,
        image_alt: null,
        description: null,
        site_web: null,
      });
    }
    expect(parseOk(lieuBodySchema, { ...validLieu, pays: "Belgique" }).pays).toBe("Belgique");
  });

  it("refuses URLs that are not http(s) and texts that are too long", () => {
    expect(messageAt(lieuBodySchema, { ...validLieu, site_web: "ftp://x.fr" }, "site_web")).toBe(
      m.invalidUrl,
    );
    expect(messageAt(lieuBodySchema, { ...validLieu, image: "data:image/png;base64,AAAA" }, "image")).toBe(
      m.invalidUrl,
    );
    expect(messageAt(lieuBodySchema, { ...validLieu, nom: "a".repeat(100_000) }, "nom")).toBe(m.tooLong);
  });

  it("drops user_id, which SPEC's client sends", () => {
    expect(parseOk(lieuBodySchema, { ...validLieu, user_id: 1, id: 2 })).toEqual(validLieu);
  });
});

describe("lieu answers and lists", () => {
  it("describes a venue", () => {
    const lieu = {
      id: 1,
      ...validLieu,
      // Its address and point (decision 034), null when the organiser gave none.
      adresse: "Abbaye",
      code_postal: "50170",
      departement: "50",
      latitude: 48.636,
      longitude: -1.5115,
      accessibility: [],
      accessibility_details: null,
      user_id: 2,
      organisation_id: 2,
      created_at: "2025-01-01T00:00:00.000Z",
      moderation_status: "published",
    };
    expect(parseOk(lieuSchema, lieu)).toEqual(lieu);
  });

  it("filters the list by owner", () => {
    expect(parseOk(lieuListQuerySchema, { user_id: "5" })).toEqual({
      limit: LIST_UNPAGED_CAP,
      offset: 0,
      user_id: 5,
    });
    expect(parseOk(lieuListQuerySchema, {}).user_id).toBeUndefined();
  });
});
