import { describe, expect, it } from "vitest";
import { formatPlaces } from "./format.ts";

describe("formatPlaces", () => {
  it("agrees the number of places", () => {
    expect(formatPlaces(1)).toBe("1 place");
    expect(formatPlaces(3)).toBe("3 places");
  });
});
