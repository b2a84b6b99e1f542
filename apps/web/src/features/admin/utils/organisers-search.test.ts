import { describe, expect, it } from "vitest";
import { organiserFilterFromSearch, searchOfOrganiserFilter } from "./organisers-search.ts";

describe("the organisers list's address", () => {
  it("reads the state and the search, and ignores the rest", () => {
    expect(organiserFilterFromSearch(new URLSearchParams("status=pending&q=+musée+&page=3&x=1"))).toEqual({
      status: "pending",
      q: "musée",
    });
    expect(organiserFilterFromSearch(new URLSearchParams(""))).toEqual({ status: "", q: "" });
  });

  it("writes only what filters, from the first page", () => {
    expect(searchOfOrganiserFilter({ status: "refused", q: "Théâtre & Cie" })).toBe(
      "?status=refused&q=Th%C3%A9%C3%A2tre+%26+Cie",
    );
    expect(searchOfOrganiserFilter({ status: undefined, q: undefined })).toBe("");
  });
});
