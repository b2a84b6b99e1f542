import { describe, expect, it } from "vitest";
import { canCancelFreely, cancellationDeadline, isEventOver, isFreePrice } from "./event-rules.ts";

describe("isEventOver", () => {
  const now = new Date("2026-06-15T12:00:00.000Z");
  it("reads the end, or the start when there is no end", () => {
    expect(isEventOver({ date_start: "2026-06-14T18:00:00.000Z", date_end: null }, now)).toBe(true);
    expect(
      isEventOver({ date_start: "2026-06-14T18:00:00.000Z", date_end: "2026-06-20T18:00:00.000Z" }, now),
    ).toBe(false);
    expect(isEventOver({ date_start: "2026-06-16T18:00:00.000Z", date_end: null }, now)).toBe(false);
  });

  it("reads Paris times with their offset like UTC ones", () => {
    expect(isEventOver({ date_start: "2026-06-15T13:59:00+02:00", date_end: null }, now)).toBe(true);
    expect(isEventOver({ date_start: "2026-06-15T14:01:00+02:00", date_end: null }, now)).toBe(false);
  });
});

describe("isFreePrice", () => {
  it.each([
    [null, true],
    [undefined, true],
    [0, true],
    [0.5, false],
    [2500, false],
  ])("%s → %s", (price, expected) => {
    expect(isFreePrice(price)).toBe(expected);
  });
});

describe("cancellationDeadline / canCancelFreely", () => {
  it("counts 48 elapsed hours, across the spring change of time", () => {
    // Sunday 29 March 2026, 10:00 in Paris is 08:00Z (summer time began at 02:00 that night).
    const start = "2026-03-29T10:00:00+02:00";
    expect(cancellationDeadline(start).toISOString()).toBe("2026-03-27T08:00:00.000Z"); // 09:00 Paris
    expect(canCancelFreely(start, new Date("2026-03-27T07:59:00Z"))).toBe(true);
    expect(canCancelFreely(start, new Date("2026-03-27T08:00:00Z"))).toBe(true);
    expect(canCancelFreely(start, new Date("2026-03-27T08:01:00Z"))).toBe(false);
  });

  it("and across the autumn one", () => {
    // Sunday 25 October 2026, 10:00 in Paris is 09:00Z; 48 h before is Friday 11:00 Paris (summer time).
    expect(cancellationDeadline("2026-10-25T10:00:00+01:00").toISOString()).toBe("2026-10-23T09:00:00.000Z");
  });
});
