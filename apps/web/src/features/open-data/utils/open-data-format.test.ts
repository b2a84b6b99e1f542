import { describe, expect, it } from "vitest";
import { lastChangeText, maxAgeText, rowCountText } from "./open-data-format.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("open data figures", () => {
  it("counts rows the French way", () => {
    expect(plain(rowCountText(0))).toBe("0 ligne");
    expect(plain(rowCountText(1))).toBe("1 ligne");
    expect(plain(rowCountText(12_345))).toBe("12 345 lignes");
    // The number never leaves its unit on another line.
    expect(rowCountText(3)).toBe("3\u00a0lignes");
  });

  it("dates the last change in Paris time, or says the file is empty", () => {
    expect(plain(lastChangeText("2026-11-23T14:32:00+01:00"))).toBe("lundi 23 novembre 2026 à 14 h 32");
    expect(plain(lastChangeText("2027-07-01T00:05:00+02:00"))).toBe("jeudi 1er juillet 2027 à 0 h 05");
    expect(lastChangeText(null)).toBe("aucune ligne pour le moment");
  });

  it("says how late a file may be", () => {
    expect(plain(maxAgeText(600))).toBe("10 minutes");
    expect(plain(maxAgeText(60))).toBe("1 minute");
  });
});
