import { describe, expect, it } from "vitest";
import { EMPTY_AUDIT_FILTER, filterFromSearch, searchOfFilter } from "./audit-log-search.ts";

describe("the audit log's filters in the address", () => {
  it("reads the form's values from the address, blanks for what is absent", () => {
    expect(filterFromSearch(new URLSearchParams("action=administrator_created&target_id=8&page=3"))).toEqual({
      ...EMPTY_AUDIT_FILTER,
      action: "administrator_created",
      target_id: "8",
    });
    expect(filterFromSearch(new URLSearchParams(""))).toEqual(EMPTY_AUDIT_FILTER);
  });

  it("writes only the filters given, and starts again at the first page", () => {
    expect(
      searchOfFilter({
        action: undefined,
        actor: "alix",
        target_id: 8,
        from: "2026-03-01",
        to: undefined,
        q: "",
      }),
    ).toBe("?actor=alix&target_id=8&from=2026-03-01");
    expect(searchOfFilter({})).toBe("");
  });

  it("gives the API the same filters, without the page", () => {
    const search = new URLSearchParams("actor=alix&page=2&unknown=1");
    expect(filterFromSearch(search).actor).toBe("alix");
  });
});
