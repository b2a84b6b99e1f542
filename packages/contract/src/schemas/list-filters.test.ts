import { describe, expect, it } from "vitest";
import { LIST_UNPAGED_CAP } from "../constants.ts";
import { eventFilterMessages as f, validationMessages as m } from "../messages.ts";
import { issuesOf, parseOk } from "../test-helpers.ts";
import { lieuListQuerySchema } from "./lieu.ts";
import { parcoursListQuerySchema } from "./parcours.ts";
import { siteListQuerySchema } from "./site.ts";

// Issue 32: the filters of the venues, sites and routes lists, as the address carries them.

const unpaged = { limit: LIST_UNPAGED_CAP, offset: 0 };

describe("list filters of venues, sites and routes", () => {
  it("leaves a SPEC request as it was: no filter, and blank ones are absent", () => {
    expect(parseOk(lieuListQuerySchema, {})).toEqual(unpaged);
    expect(parseOk(lieuListQuerySchema, { q: "  ", ville: "", departement: " ", accessibility: "" })).toEqual(
      unpaged,
    );
    expect(parseOk(siteListQuerySchema, { categorie: "", q: "" })).toEqual(unpaged);
    expect(parseOk(parcoursListQuerySchema, { theme: " ", difficulty: "" })).toEqual(unpaged);
  });

  it("reads each filter as the API compares it", () => {
    expect(
      parseOk(lieuListQuerySchema, {
        q: " église ",
        ville: " Saint-Étienne ",
        departement: "2a",
        accessibility: ["visuel,moteur", "visuel"],
      }),
    ).toEqual({
      ...unpaged,
      q: "église",
      ville: "Saint-Étienne",
      departement: "2A",
      accessibility: ["moteur", "visuel"],
    });
    expect(parseOk(siteListQuerySchema, { categorie: "Église".normalize("NFD") })).toMatchObject({
      categorie: "Église",
    });
    expect(parseOk(parcoursListQuerySchema, { theme: " Architecture ", difficulty: "Moyen" })).toMatchObject({
      theme: "Architecture",
      difficulty: "modéré",
    });
  });

  it("refuses unknown values with the field's French message", () => {
    expect(
      issuesOf(lieuListQuerySchema, { departement: "20", ville: "x".repeat(101), q: "q".repeat(201) }),
    ).toEqual({
      departement: [f.departementInvalid],
      ville: [f.villeInvalid],
      q: [m.searchInvalid],
    });
    expect(issuesOf(siteListQuerySchema, { categorie: "Piscine" })).toEqual({
      categorie: [m.categoryInvalid],
    });
    expect(issuesOf(parcoursListQuerySchema, { difficulty: "extrême", theme: "t".repeat(201) })).toEqual({
      difficulty: [m.parcoursDifficultyInvalid],
      theme: [m.parcoursThemeFilterInvalid],
    });
  });
});
