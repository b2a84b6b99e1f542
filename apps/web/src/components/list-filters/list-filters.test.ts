import { describe, expect, it } from "vitest";
import { readAccessibility, readPlace } from "./filter-params.ts";
import {
  activeFilterCount,
  CLEARED_LIST_FILTERS,
  readListFilters,
  writeListFilters,
} from "./list-filters.ts";

const read = (query: string) =>
  readListFilters(new URLSearchParams(query), ["place", "accessibility", "categorie", "theme", "difficulty"]);

describe("list filters in the address", () => {
  it("reads every filter a list offers, and nothing it does not", () => {
    expect(
      read(
        "q=abbaye&categorie=Monument&theme=Art+roman&difficulty=mod%C3%A9r%C3%A9&ville=Lyon&accessibility=visuel,moteur&page=3",
      ),
    ).toEqual({
      q: "abbaye",
      categorie: "Monument",
      theme: "Art roman",
      difficulty: "modéré",
      ville: "Lyon",
      accessibility: ["moteur", "visuel"],
      page: 3,
    });
    expect(readListFilters(new URLSearchParams("categorie=Monument&ville=Lyon"), ["place"])).toEqual({
      q: "",
      ville: "Lyon",
      page: 1,
    });
  });

  it("reads anything unknown or malformed as no filter", () => {
    expect(read("categorie=Piscine&difficulty=extreme&departement=99&accessibility=tactile&page=-2")).toEqual(
      {
        q: "",
        page: 1,
      },
    );
  });

  it("reads the plain form's place and repeated families", () => {
    expect(readPlace(new URLSearchParams("place=dep%3A2a"))).toEqual({ departement: "2A" });
    expect(readPlace(new URLSearchParams("place=ville%3ASaint-%C3%89tienne"))).toEqual({
      ville: "Saint-Étienne",
    });
    expect(readPlace(new URLSearchParams("place="))).toEqual({});
    expect(readAccessibility(new URLSearchParams("accessibility=mental&accessibility=auditif"))).toEqual([
      "auditif",
      "mental",
    ]);
  });

  it("writes the filters in a fixed order, starts again at page 1 on a change, and clears them", () => {
    const current = read("q=roman&ville=Poitiers&page=4");
    expect(writeListFilters(current, { page: 5 }).toString()).toBe("q=roman&ville=Poitiers&page=5");
    expect(writeListFilters(current, { accessibility: ["moteur"] }).toString()).toBe(
      "q=roman&ville=Poitiers&accessibility=moteur",
    );
    expect(writeListFilters(current, { ville: undefined, departement: "86" }).toString()).toBe(
      "q=roman&departement=86",
    );
    expect(writeListFilters(current, CLEARED_LIST_FILTERS).toString()).toBe("q=roman");
    expect(activeFilterCount(read("q=x&ville=Lyon&accessibility=moteur&categorie=Parc"))).toBe(3);
  });
});
