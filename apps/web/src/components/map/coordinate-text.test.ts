import { describe, expect, it } from "vitest";
import { coordinateText, coordinateValue } from "./coordinate-text.ts";

describe("coordinate fields", () => {
  it("shows a coordinate with the French decimal comma, nothing for none", () => {
    expect(coordinateText(45.76703)).toBe("45,76703");
    expect(coordinateText(-0.57397)).toBe("-0,57397");
    expect(coordinateText(null)).toBe("");
  });

  it("reads back what people type, with a comma or a point, and nothing else", () => {
    expect(coordinateValue("45,767")).toBe(45.767);
    expect(coordinateValue(" 4.8 ")).toBe(4.8);
    expect(coordinateValue("")).toBeNull();
    expect(coordinateValue("nord")).toBeNull();
    expect(coordinateValue("0x10")).toBeNull();
  });
});
