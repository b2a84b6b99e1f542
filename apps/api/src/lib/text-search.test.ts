import { describe, expect, it } from "vitest";
import { foldedWord, searchWords } from "./text-search.ts";

// The pure part of the search: which words a visitor's text gives. What they find is tested on the
// demo data by the corpus (modules/events/events-demo-search.test.ts), on both engines.

describe("searchWords", () => {
  it("splits on spaces, keeps each word once and at most ten", () => {
    expect(searchWords("  concert   orgue concert ")).toEqual(["concert", "orgue"]);
    expect(searchWords(Array.from({ length: 12 }, (_, index) => `mot${index}`).join(" "))).toHaveLength(10);
  });

  it("drops what has no letter nor digit, keeps words with punctuation inside", () => {
    expect(searchWords("% — ! concert")).toEqual(["concert"]);
    expect(searchWords("d’orgue n° 777")).toEqual(["d’orgue", "n°", "777"]);
    expect(searchWords("%%")).toEqual([]);
  });
});

describe("foldedWord", () => {
  it("lowers the case and drops the accents, as search_words keeps its words", () => {
    expect(foldedWord("ÉgLISE")).toBe("eglise");
    expect(foldedWord("Besançon")).toBe("besancon");
    // A decomposed « é » (e + combining accent) folds the same.
    expect(foldedWord("e\u0301glise")).toBe("eglise");
  });
});
