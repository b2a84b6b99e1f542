import { describe, expect, it } from "vitest";
import { pageCount, pageFromSearch, pageOffset, pageSearch } from "./list-paging.ts";

describe("list paging", () => {
  it("reads the page from the address, 1 by default or when it is not a page", () => {
    expect(pageFromSearch(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=abc", "page=1.5", "page=99999999"]) {
      expect(pageFromSearch(new URLSearchParams(bad)), bad).toBe(1);
    }
  });

  it("counts pages and offsets", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it("builds the address of a page and keeps the other parameters", () => {
    const search = new URLSearchParams("parcours_id=4&page=2");
    expect(pageSearch(search, 3)).toBe("?parcours_id=4&page=3");
    expect(pageSearch(search, 1)).toBe("?parcours_id=4");
    expect(pageSearch(new URLSearchParams("page=2"), 1)).toBe("");
  });
});
