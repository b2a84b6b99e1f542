import { describe, expect, it } from "vitest";
import { queryKeys } from "./query-keys.ts";

/** Every key a family can build, with sample arguments (an id, or list parameters). */
function keysOf(family: keyof typeof queryKeys): unknown[][] {
  return Object.entries(queryKeys[family]).map(([name, build]) =>
    typeof build === "function" ? [...build(name === "list" ? { limit: 10 } : 7)] : [...build],
  );
}

const families = Object.keys(queryKeys) as (keyof typeof queryKeys)[];

describe("query keys", () => {
  it.each(families)("puts every %s key under its family, so invalidating the family reaches it", (family) => {
    const all = queryKeys[family].all;
    expect(all).toEqual([family]);
    for (const key of keysOf(family)) expect(key.slice(0, all.length)).toEqual(all);
  });

  it("gives each query of a family its own key", () => {
    for (const family of families) {
      const hashes = keysOf(family).map((key) => JSON.stringify(key));
      expect(new Set(hashes).size).toBe(hashes.length);
    }
  });

  it("keeps one key for an organisation's own venues, whichever screen asks", () => {
    expect(queryKeys.lieux.ownedBy(7)).toEqual(["lieux", "owned-by", 7]);
    expect(queryKeys.lieux.ownedBy(7)).not.toEqual(queryKeys.lieux.list({ user_id: 7 }));
  });

  it("caches each page of a list apart", () => {
    expect(queryKeys.events.list({ offset: 0 })).not.toEqual(queryKeys.events.list({ offset: 12 }));
  });
});
