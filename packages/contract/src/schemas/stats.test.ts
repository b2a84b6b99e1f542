import { describe, expect, it } from "vitest";
import { parseOk } from "../test-helpers.ts";
import { statsSchema } from "./stats.ts";

describe("statsSchema", () => {
  it("accepts non-negative whole counts", () => {
    const stats = { events: 12, parcours: 3, places: 0, participations: 40 };
    expect(parseOk(statsSchema, stats)).toEqual(stats);
  });

  it("refuses negative, fractional or missing counts", () => {
    expect(statsSchema.safeParse({ events: -1, parcours: 0, places: 0, participations: 0 }).success).toBe(
      false,
    );
    expect(statsSchema.safeParse({ events: 1.5, parcours: 0, places: 0, participations: 0 }).success).toBe(
      false,
    );
    expect(statsSchema.safeParse({ events: 1, parcours: 0, places: 0 }).success).toBe(false);
  });
});
