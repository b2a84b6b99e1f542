import { describe, expect, it } from "vitest";
import { countText } from "../../../components/list-filters/filter-counts.ts";
import {
  CLEARED_FILTERS,
  eventCountParams,
  eventListParams,
  filterSummary,
  readEventFilters,
  resultsCountText,
  roundedPosition,
  writeEventFilters,
} from "./event-filters.ts";

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

describe("filters of issue 14 in the address", () => {
  const all =
    "q=orgue&category=Musique&when=weekend&from=2027-03-01&to=2027-03-31&ville=Lyon&departement=69" +
    "&free=true&accessibility=moteur%2Cvisuel&sort=distance&lat=45.764&lon=4.836";

  it("reads every filter and writes them back in the same order (reload keeps them)", () => {
    const filters = read(all);
    expect(filters).toEqual({
      q: "orgue",
      category: "Musique",
      when: "weekend",
      from: "2027-03-01",
      to: "2027-03-31",
      ville: "Lyon",
      departement: "69",
      free: true,
      accessibility: ["moteur", "visuel"],
      near: { lat: 45.764, lon: 4.836 },
      page: 1,
    });
    expect(writeEventFilters(filters, {}).toString()).toBe(all);
  });

  it("ignores malformed or unknown values", () => {
    expect(
      read(
        "when=demain&from=2027-02-30&to=hier&departement=20&free=oui&accessibility=cognitif&sort=distance&lat=91&lon=4",
      ),
    ).toEqual({ q: "", category: undefined, page: 1 });
    // A range backwards keeps its start; a distance sort without a position is the date's.
    expect(read("from=2027-03-10&to=2027-03-01")).toMatchObject({ from: "2027-03-10" });
    expect(read("from=2027-03-10&to=2027-03-01").to).toBeUndefined();
    expect(read("sort=distance&lat=45").near).toBeUndefined();
    // The families in the label's order, each once; a département in capitals.
    expect(read("accessibility=mental,moteur,mental&departement=2a")).toMatchObject({
      accessibility: ["moteur", "mental"],
      departement: "2A",
    });
  });

  it("starts again at page 1 when a filter or the sort changes, not when the page does", () => {
    const filters = read(`${all}&page=3`);
    expect(writeEventFilters(filters, { free: undefined }).has("page")).toBe(false);
    expect(writeEventFilters(filters, { near: undefined }).get("sort")).toBeNull();
    expect(writeEventFilters(filters, { page: 4 }).get("page")).toBe("4");
    expect(writeEventFilters(filters, { accessibility: ["moteur"] }).get("accessibility")).toBe("moteur");
  });

  it("clears the filters but keeps the search and the sort", () => {
    const cleared = writeEventFilters(read(all), CLEARED_FILTERS);
    expect(cleared.toString()).toBe("q=orgue&sort=distance&lat=45.764&lon=4.836");
  });

  it("asks the API for the list with the sort, and for the counts without it", () => {
    const filters = read(all);
    expect(eventListParams(filters)).toMatchObject({
      q: "orgue",
      when: "weekend",
      accessibility: "moteur,visuel",
      free: true,
      sort: "distance",
      lat: 45.764,
      lon: 4.836,
      upcoming: true,
    });
    expect(eventCountParams(filters)).not.toHaveProperty("sort");
    expect(eventListParams(read("q=%20"))).toEqual(eventCountParams(read("")));
  });

  it("rounds a position to about 100 m", () => {
    expect(roundedPosition(45.764_321, 4.835_678)).toEqual({ lat: 45.764, lon: 4.836 });
  });

  it("shows a count in French, with « + » when it is a lower bound, and counts the filters set in the heading", () => {
    expect(countText(1200, true)).toBe("1\u202f200");
    expect(countText(20_001, false)).toBe("20\u202f001+");
    expect(filterSummary(read(""))).toBe("Filtrer les événements");
    expect(filterSummary(read(all))).toBe("Filtrer les événements (4 actifs)");
  });
});
