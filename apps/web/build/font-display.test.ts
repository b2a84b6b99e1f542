import { describe, expect, it } from "vitest";
import { preloadedMarianneFaces, withFontDisplay } from "./font-display.ts";

// The DSFR's faces as its stylesheet writes them (minified), and as the dev server reads them.
const dsfr = [
  '@font-face{font-family:Marianne;src:url(a.woff2) format("woff2");font-weight:400;font-style:normal;font-display:swap}',
  '@font-face{font-family:Marianne;src:url(b.woff2) format("woff2");font-weight:400;font-style:italic;font-display:swap}',
  '@font-face{font-family:"Marianne";src:url(c.woff2) format("woff2");font-weight:700;font-display:swap}',
  '@font-face{font-family:Spectral;src:url(d.woff2) format("woff2");font-weight:400;font-display:swap}',
  ".fr-btn{font-display:swap;font-weight:400}",
].join("");

const displays = (css: string) => [...css.matchAll(/font-display:\s*(\w+)/g)].map(([, value]) => value);

describe("withFontDisplay", () => {
  it("changes only the faces asked for, quoted family or not, style normal by default", () => {
    const out = withFontDisplay(
      dsfr,
      [
        { family: "Marianne", style: "normal", weight: 400 },
        { family: "Marianne", style: "normal", weight: 700 },
      ],
      "optional",
    );
    // Regular and Bold; the italic, another family and an ordinary rule keep theirs.
    expect(displays(out)).toEqual(["optional", "swap", "optional", "swap", "swap"]);
    expect(out).toContain('src:url(a.woff2) format("woff2")');
  });

  it("adds the descriptor to a face that had none, and leaves the sheet alone when nothing matches", () => {
    const css = "@font-face {\n  font-family: Marianne;\n  src: url(a.woff2);\n  font-weight: 500;\n}";
    const out = withFontDisplay(css, [{ family: "Marianne", style: "normal", weight: 500 }], "optional");
    expect(displays(out)).toEqual(["optional"]);
    expect(withFontDisplay(dsfr, [{ family: "Marianne", style: "normal", weight: 300 }], "optional")).toBe(
      dsfr,
    );
  });
});

describe("preloadedMarianneFaces", () => {
  it("reads the faces from the preload links, and only the fonts'", () => {
    const html = `<link rel="preload" as="font" type="font/woff2" crossorigin href="../../node_modules/@codegouvfr/react-dsfr/dsfr/fonts/Marianne-Regular.woff2" />
      <link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/Marianne-Bold_Italic.woff2" />
      <link rel="preload" as="image" href="/hero.webp" />`;
    expect(preloadedMarianneFaces(html)).toEqual([
      { family: "Marianne", style: "normal", weight: 400 },
      { family: "Marianne", style: "italic", weight: 700 },
    ]);
  });

  it("refuses a preloaded font it cannot name", () => {
    expect(() =>
      preloadedMarianneFaces('<link rel="preload" as="font" href="/fonts/Spectral-Regular.woff2">'),
    ).toThrow(/not a Marianne face/);
  });
});
