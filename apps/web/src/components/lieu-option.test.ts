import { describe, expect, it } from "vitest";
import { lieuMatches, lieuOption } from "./lieu-option.ts";

const capitole = { id: 9, nom: "Théâtre du Capitole", ville: "Toulouse" };

describe("lieuOption", () => {
  it("names a venue with its city", () => {
    expect(lieuOption(capitole)).toEqual({ value: "9", label: "Théâtre du Capitole (Toulouse)" });
  });
});

describe("lieuMatches", () => {
  it.each(["", "  ", "capitole", "THÉÂTRE", "theatre", "toulouse capitole", "Théâtre  Toul"])(
    "finds the Capitole with « %s »",
    (search) => expect(lieuMatches(capitole, search)).toBe(true),
  );

  it.each(["opéra", "capitole paris", "théâtres"])("does not find it with « %s »", (search) =>
    expect(lieuMatches(capitole, search)).toBe(false),
  );
});
