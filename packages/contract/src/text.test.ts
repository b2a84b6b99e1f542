import { describe, expect, it } from "vitest";
import { excerpt } from "./text.ts";

describe("excerpt", () => {
  it("keeps a short text whole, spaces tidied", () => {
    expect(excerpt("  Un  concert\n\nd'orgue.  ")).toBe("Un concert d'orgue.");
    expect(excerpt(null)).toBe("");
  });

  it("cuts a long text on a word", () => {
    const text = "Les grandes orgues de Saint-Eustache résonnent ".repeat(10);
    const short = excerpt(text, 60);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.endsWith("…")).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    const cut = excerpt("mot ".repeat(100), 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut.endsWith("mot…")).toBe(true);
  });
});
