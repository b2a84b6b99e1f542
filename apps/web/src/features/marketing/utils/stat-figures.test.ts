import { describe, expect, it } from "vitest";
import { statFigures } from "./stat-figures.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("statFigures", () => {
  it("lists events, routes, places and registrations in that order", () => {
    const figures = statFigures({ events: 42, parcours: 7, places: 31, participations: 120 });
    expect(figures.map((figure) => [figure.key, figure.value, figure.label])).toEqual([
      ["events", "42", "événements culturels"],
      ["parcours", "7", "parcours thématiques"],
      ["places", "31", "lieux et sites patrimoniaux"],
      ["participations", "120", "inscriptions aux événements"],
    ]);
  });

  it("uses the singular for 0 and 1, as French does", () => {
    const figures = statFigures({ events: 1, parcours: 0, places: 1, participations: 0 });
    expect(figures.map((figure) => figure.label)).toEqual([
      "événement culturel",
      "parcours thématique",
      "lieu ou site patrimonial",
      "inscription à un événement",
    ]);
  });

  it("groups thousands with a space", () => {
    const [events] = statFigures({ events: 12345, parcours: 0, places: 0, participations: 0 });
    expect(plain(events?.value ?? "")).toBe("12 345");
  });
});
