import { describe, expect, it } from "vitest";
import { searchOfValues, valuesFromSearch } from "./filter-search.ts";

const FIELDS = ["status", "q", "reported"] as const;

describe("list filters in the address", () => {
  it("reads the known fields, trimmed, blank when absent", () => {
    expect(valuesFromSearch(new URLSearchParams("q=%20musée%20&page=2&other=x"), FIELDS)).toEqual({
      status: "",
      q: "musée",
      reported: "",
    });
  });

  it("writes the given filters in a fixed order, without blanks or false flags", () => {
    expect(searchOfValues({ reported: true, q: " spam ", status: "" }, FIELDS)).toBe("?q=spam&reported=true");
    expect(searchOfValues({ reported: false }, FIELDS)).toBe("");
  });
});
