import { describe, expect, it } from "vitest";
import { initialsOf, joinFullName, splitFullName } from "./person-name.ts";

describe("splitFullName", () => {
  it("splits on the first space", () => {
    expect(splitFullName("Marie Curie")).toEqual({ first_name: "Marie", last_name: "Curie" });
    expect(splitFullName("Marie de la Tour")).toEqual({ first_name: "Marie", last_name: "de la Tour" });
  });

  it("gives an empty last name for a single word", () => {
    expect(splitFullName("Colette")).toEqual({ first_name: "Colette", last_name: "" });
  });

  it("ignores surrounding and repeated spaces", () => {
    expect(splitFullName("  Jean   Moulin  ")).toEqual({ first_name: "Jean", last_name: "Moulin" });
  });
});

describe("joinFullName and initialsOf", () => {
  it("joins without stray spaces", () => {
    expect(joinFullName("Colette", "")).toBe("Colette");
    expect(joinFullName("Marie", "Curie")).toBe("Marie Curie");
  });

  it("takes one letter of each name", () => {
    expect(initialsOf("élise", "Durand")).toBe("ÉD");
    expect(initialsOf("Colette", "")).toBe("C");
    expect(initialsOf("", "")).toBe("?");
  });
});
