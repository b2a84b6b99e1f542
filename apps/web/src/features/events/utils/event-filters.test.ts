import { describe, expect, it } from "vitest";
import { readEventFilters, resultsCountText, writeEventFilters } from "./event-filters.ts";

const read = (query: string) => readEventFilters(new URLSearchParams(query));

describe("readEventFilters", () => {
  it("reads search, category and page", () => {
    expect(read("q=eglise&category=Musique&page=3")).toEqual({ q: "eglise", category: "Musique", page: 3 });
  });

  it("ignores an unknown category and a malformed page", () => {
    expect(read("category=Cirque&page=-2")).toEqual({ q: "", category: undefined, page: 1 });
    expect(read("page=abc").page).toBe(1);
    expect(read("page=0").page).toBe(1);
  });

  it("reads the API's cursor past page 1 only, and only a well-formed one", () => {
    const cursor = "2031-03-01T10:00:00.123456Z_42";
    expect(read(`page=3&after=${cursor}`).after).toBe(cursor);
    expect(read(`after=${cursor}`).after).toBeUndefined();
    expect(read("page=3&after=42").after).toBeUndefined();
  });

  it("accepts a decomposed accent in the category", () => {
    expect(read(`category=${encodeURIComponent("Confe\u0301rence")}`).category).toBe("Conférence");
  });
});

describe("writeEventFilters", () => {
  const current = { q: "orgue", category: "Musique" as const, page: 3 };

  it("starts again at page 1 when the search changes", () => {
    expect(writeEventFilters(current, { q: "eglise" }).toString()).toBe("q=eglise&category=Musique");
  });

  it("starts again at page 1 when the category changes, and drops 'all'", () => {
    expect(writeEventFilters(current, { category: undefined }).toString()).toBe("q=orgue");
  });

  it("keeps the filters when only the page changes", () => {
    expect(writeEventFilters(current, { page: 4 }).toString()).toBe("q=orgue&category=Musique&page=4");
  });

  it("keeps a cursor only when the change gives it", () => {
    const cursor = "2031-03-01T10:00:00.123456Z_42";
    expect(writeEventFilters(current, { page: 4, after: cursor }).get("after")).toBe(cursor);
    expect(writeEventFilters({ ...current, after: cursor }, { page: 2 }).has("after")).toBe(false);
    expect(writeEventFilters({ ...current, after: cursor }, { q: "eglise" }).has("after")).toBe(false);
  });

  it("keeps the page when the search is the same once trimmed", () => {
    expect(writeEventFilters(current, { q: "orgue " }).get("page")).toBe("3");
  });

  it("leaves nothing in the address without filters", () => {
    expect(writeEventFilters({ q: "", category: undefined, page: 1 }, { q: "  " }).toString()).toBe("");
  });
});

describe("resultsCountText", () => {
  it.each([
    [0, "Aucun événement trouvé pour votre recherche."],
    [1, "1 événement trouvé"],
    [2, "2 événements trouvés"],
  ])("%i → %s", (total, text) => {
    expect(resultsCountText(total)).toBe(text);
  });

  it("says « plus de » the rows counted minus one when the total is bounded", () => {
    expect(resultsCountText(1001, true)).toBe("Plus de 1\u202f000 événements trouvés");
  });
});
