import { describe, expect, it } from "vitest";
import { isEventOver, isFreePrice } from "./event-rules.ts";

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
