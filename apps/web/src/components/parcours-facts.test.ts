import { describe, expect, it } from "vitest";
import {
  difficultyLabel,
  difficultySeverity,
  formatCount,
  formatDuration,
  formatDurationInMinutes,
  formatRating,
  parcoursFigures,
  parcoursImageUrl,
} from "./parcours-facts.ts";

describe("formatDuration", () => {
  it.each([
    [45, "45 min"],
    [60, "1 h"],
    [90, "1 h 30"],
    [125, "2 h 05"],
    [0, "0 min"],
  ])("%i minutes read %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("gives nothing for a value that is not a duration", () => {
    expect(formatDuration(Number.NaN)).toBe("");
    expect(formatDuration(-5)).toBe("");
  });
});

describe("formatDurationInMinutes", () => {
  it("keeps the minutes of SPEC and adds the hours from one hour on", () => {
    expect(formatDurationInMinutes(1)).toBe("1 minute");
    expect(formatDurationInMinutes(45)).toBe("45 minutes");
    expect(formatDurationInMinutes(90)).toBe("90 minutes (1 h 30)");
  });
});

describe("difficulty", () => {
  it("colours facile green, modéré orange and anything else red (SPEC §9)", () => {
    expect(difficultySeverity("facile")).toBe("success");
    expect(difficultySeverity("modéré")).toBe("warning");
    expect(difficultySeverity("difficile")).toBe("error");
    expect(difficultySeverity("extrême")).toBe("error");
  });

  it("reads with a capital", () => {
    expect(difficultyLabel("modéré")).toBe("Modéré");
    expect(difficultyLabel("")).toBe("");
  });
});

describe("parcoursFigures", () => {
  it("keeps the real figures", () => {
    expect(parcoursFigures({ participants: 12, rating: 3.8, sitesCount: 4 })).toEqual({
      participants: 12,
      rating: 3.8,
      sitesCount: 4,
    });
  });

  it("uses SPEC's defaults only when a figure is absent", () => {
    expect(parcoursFigures({})).toEqual({ participants: 0, rating: 4.5, sitesCount: 0 });
    expect(parcoursFigures({ participants: null, rating: null })).toEqual({
      participants: 0,
      rating: 4.5,
      sitesCount: 0,
    });
    expect(parcoursFigures({ participants: 0, rating: 0 })).toMatchObject({ participants: 0, rating: 0 });
  });

  it("counts the steps of a detailed route", () => {
    expect(parcoursFigures({ sitesCount: 9, Sites: [{}, {}, {}] }).sitesCount).toBe(3);
  });
});

describe("formatting", () => {
  it("writes ratings and counts the French way", () => {
    expect(formatRating(4.5)).toBe("4,5 / 5");
    expect(formatRating(4)).toBe("4 / 5");
    expect(formatCount(0, "participant", "participants")).toBe("0 participant");
    expect(formatCount(1, "étape", "étapes")).toBe("1 étape");
    expect(formatCount(1250, "participant", "participants")).toBe("1\u202f250 participants");
  });

  it("serves route images from the same origin", () => {
    expect(parcoursImageUrl("parcours-12.webp")).toBe("/uploads/parcours-12.webp");
    expect(parcoursImageUrl("a b.webp")).toBe("/uploads/a%20b.webp");
    expect(parcoursImageUrl(null)).toBeNull();
    expect(parcoursImageUrl("")).toBeNull();
  });
});
