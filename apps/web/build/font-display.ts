// Sets the `font-display` of chosen @font-face rules of a stylesheet. Pure: used by the
// `preloadedFontsWithoutSwap` plugin of vite.config.ts on the DSFR's stylesheet (decision 058).
import postcss from "postcss";

/** A face as its @font-face rule describes it. */
export interface FontFace {
  family: string;
  style: "normal" | "italic";
  weight: number;
}

const unquoted = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, "$2");

/** The CSS with every @font-face rule of one of `faces` displayed as `display`, the rest as it was. */
export function withFontDisplay(css: string, faces: readonly FontFace[], display: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("font-face", (rule) => {
    const descriptors = new Map<string, string>();
    rule.walkDecls((declaration) => {
      descriptors.set(declaration.prop.toLowerCase(), declaration.value);
    });
    const family = unquoted(descriptors.get("font-family") ?? "");
    const style = (descriptors.get("font-style") ?? "normal").trim();
    const weight = Number((descriptors.get("font-weight") ?? "400").trim().replace(/^normal$/, "400"));
    const chosen = faces.some(
      (face) => face.family === family && face.style === style && face.weight === weight,
    );
    if (!chosen) return;
    rule.walkDecls("font-display", (declaration) => {
      declaration.remove();
    });
    rule.append({ prop: "font-display", value: display });
  });
  return root.toString();
}

/** The DSFR's file names for Marianne's weights (`Marianne-Bold_Italic.woff2`...). */
const MARIANNE_WEIGHTS: Record<string, number> = { Light: 300, Regular: 400, Medium: 500, Bold: 700 };

/**
 * The Marianne faces an HTML page preloads (`<link rel="preload" as="font" href=".../Marianne-Regular.woff2">`),
 * read from the DSFR's file names. A preloaded file this does not recognise is an error, not a
 * face left to swap unnoticed.
 */
export function preloadedMarianneFaces(html: string): FontFace[] {
  const links = html.match(/<link\b[^>]*\brel="preload"[^>]*>/g) ?? [];
  return links
    .filter((link) => /\bas="font"/.test(link))
    .map((link) => {
      const name = /\bhref="[^"]*\/(Marianne-[^/"]+)\.woff2"/.exec(link)?.[1];
      const [, weight = "", italic] = /^Marianne-([A-Za-z]+)(_Italic)?$/.exec(name ?? "") ?? [];
      const value = MARIANNE_WEIGHTS[weight];
      if (value === undefined)
        throw new Error(`font-display: a preloaded font that is not a Marianne face: ${link}`);
      return { family: "Marianne", style: italic ? "italic" : "normal", weight: value };
    });
}
