import { toParisIso } from "@culture-patrimoine/contract/dates";
import { describe, expect, it } from "vitest";
import { parisIso } from "./open-data.datasets.ts";

// The export writes its instants with its own fast version of toParisIso: it must write exactly
// the same text, clock changes included.

const MINUTE = 60_000;

function differences(from: string, to: string, stepMs: number): string[] {
  const wrong: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += stepMs) {
    const expected = toParisIso(ms);
    const written = parisIso(new Date(ms));
    if (written !== expected) wrong.push(`${new Date(ms).toISOString()}: ${written} ≠ ${expected}`);
  }
  return wrong;
}

describe("parisIso", () => {
  it("writes what toParisIso writes, minute by minute across both clock changes of a year", () => {
    expect(differences("2027-03-27T00:00:00Z", "2027-03-29T00:00:00Z", MINUTE)).toEqual([]);
    expect(differences("2027-10-30T00:00:00Z", "2027-11-01T00:00:00Z", MINUTE)).toEqual([]);
  });

  it("writes what toParisIso writes, every 7 hours 13 minutes 17 seconds over ten years", () => {
    const step = ((7 * 60 + 13) * 60 + 17) * 1000 + 123;
    expect(differences("2020-01-01T00:00:00Z", "2030-01-01T00:00:00Z", step)).toEqual([]);
  });

  it("drops the milliseconds as toParisIso does", () => {
    expect(parisIso(new Date("2027-07-14T19:30:59.987Z"))).toBe("2027-07-14T21:30:59+02:00");
    expect(parisIso(new Date("2027-01-31T23:30:00.000Z"))).toBe("2027-02-01T00:30:00+01:00");
  });
});
