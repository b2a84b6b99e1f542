import { describe, expect, it } from "vitest";
import { newWindowTitle } from "./new-window.ts";

describe("newWindowTitle", () => {
  it("says that the link opens a new window, with the DSFR's en dash", () => {
    expect(newWindowTitle("Site web du Musée Fabre")).toBe("Site web du Musée Fabre – nouvelle fenêtre");
  });
});
