import { describe, expect, it } from "vitest";
import { excerpt, isEventOver, parseEventId } from "./event-status.ts";

describe("isEventOver", () => {
  const now = new Date("2026-06-15T12:00:00.000Z");
  it("reads the end, or the start when there is no end", () => {
    expect(isEventOver({ date_start: "2026-06-14T18:00:00.000Z", date_end: null }, now)).toBe(true);
    expect(
      isEventOver({ date_start: "2026-06-14T18:00:00.000Z", date_end: "2026-06-20T18:00:00.000Z" }, now),
    ).toBe(false);
    expect(isEventOver({ date_start: "2026-06-16T18:00:00.000Z", date_end: null }, now)).toBe(false);
  });
});

describe("parseEventId", () => {
  it.each([
    ["12", 12],
    ["0", null],
    ["abc", null],
    ["1.5", null],
    [undefined, null],
    ["99999999999", null],
  ])("%s → %s", (value, expected) => {
    expect(parseEventId(value)).toBe(expected);
  });
});

describe("excerpt", () => {
  it("keeps a short text whole, spaces tidied", () => {
    expect(excerpt("  Un concert\n\nd'orgue.  ")).toBe("Un concert d'orgue.");
    expect(excerpt(null)).toBe("");
  });

  it("cuts a long text on a word", () => {
    const text = "Les grandes orgues de Saint-Eustache résonnent ".repeat(10);
    const short = excerpt(text, 60);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.endsWith("…")).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });
});
