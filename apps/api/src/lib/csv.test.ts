import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";

describe("csvField", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvField("Élodie")).toBe("Élodie");
    expect(csvField(4)).toBe("4");
    expect(csvField(null)).toBe("");
  });

  it("quotes a field holding the separator, a quote or a line break", () => {
    expect(csvField("Dupont; fils")).toBe('"Dupont; fils"');
    expect(csvField('Le "Grand" Louvre')).toBe('"Le ""Grand"" Louvre"');
    expect(csvField("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
  });

  it("defuses what a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+33 6 12 34 56 78")).toBe("'+33 6 12 34 56 78");
    expect(csvField(-3)).toBe("-3");
  });
});

describe("toCsv", () => {
  it("starts with a BOM, separates with ; and ends lines with CRLF", () => {
    const csv = toCsv(["Nom", "Places"], [["Müller; Anaïs", 2]]);
    expect(csv).toBe('\ufeffNom;Places\r\n"Müller; Anaïs";2\r\n');
  });
});
