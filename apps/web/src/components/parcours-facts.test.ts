import { describe, expect, it } from "vitest";
import {
  difficultyLabel,
  difficultySeverity,
  formatCount,
  formatDuration,
  formatDurationInMinutes,
  parcoursImageUrl,
  parcoursStepCount,
} from "./parcours-facts.ts";

describe("formatDuration", () => {
  it.each([
    [45, "45\u00a0min"],
    [60, "1\u00a0h"],
    [90, "1\u00a0h\u00a030"],
    [125, "2\u00a0h\u00a005"],
    [0, "0\u00a0min"],
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
    expect(formatDurationInMinutes(1)).toBe("1\u00a0minute");
    expect(formatDurationInMinutes(45)).toBe("45\u00a0minutes");
    expect(formatDurationInMinutes(90)).toBe("90\u00a0minutes (1\u00a0h\u00a030)");
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

describe("parcoursStepCount", () => {
  it("counts the steps of a detailed route, else takes the list's count", () => {
    expect(parcoursStepCount({ sitesCount: 9, Sites: [{}, {}, {}] })).toBe(3);
    expect(parcoursStepCount({ sitesCount: 4 })).toBe(4);
    expect(parcoursStepCount({})).toBe(0);
  });
});

describe("formatting", () => {
  it("writes counts the French way", () => {
    expect(formatCount(0, "étape", "étapes")).toBe("0 étape");
    expect(formatCount(1, "étape", "étapes")).toBe("1 étape");
    expect(formatCount(1250, "site", "sites")).toBe("1\u202f250 sites");
  });

  it("serves route images from the same origin", () => {
    expect(parcoursImageUrl("parcours-12.webp")).toBe("/uploads/parcours-12.webp");
    expect(parcoursImageUrl("a b.webp")).toBe("/uploads/a%20b.webp");
    expect(parcoursImageUrl(null)).toBeNull();
    expect(parcoursImageUrl("")).toBeNull();
  });
});
