import { describe, expect, it } from "vitest";
import { listHref } from "./list-hrefs.ts";

describe("listHref", () => {
  it("searches the kind's list for the same words, encoded", () => {
    expect(listHref("events", "concert")).toBe("/events?q=concert");
    expect(listHref("lieux", "église d’Arles")).toBe("/lieux?q=%C3%A9glise+d%E2%80%99Arles");
    expect(listHref("parcours", "a&b=c")).toBe("/parcours?q=a%26b%3Dc");
  });

  it("opens the whole list without words", () => {
    expect(listHref("sites")).toBe("/sites");
    expect(listHref("sites", "")).toBe("/sites");
  });
});
