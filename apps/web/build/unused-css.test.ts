import { describe, expect, it } from "vitest";
import { dropUnusedDsfrRules as dropUnused, requiredDsfrClasses, selectorsOf } from "./unused-css.ts";

// A tiny DSFR-like stylesheet, the app's code and the DSFR's own script, as the build gives them.
const dsfrScript = `const ns = (name) => \`\${prefix}-\${name}\`; ns("collapse"); this.modifier = sel + "--" + "expanded";`;

const dropUnusedDsfrRules = (css: string, code: string, script = dsfrScript, appStyles = "") =>
  dropUnused(css, { code, dsfrScript: script, appStyles });

const keptSelectors = (css: string) =>
  [...css.matchAll(/([^{}]+)\{/g)]
    .map(([, selector = ""]) => selector.trim())
    .filter((selector) => !selector.startsWith("@"));

describe("dropUnusedDsfrRules", () => {
  it("keeps the classes the code writes and drops the others", () => {
    const css = ".fr-btn{color:red}.fr-tile{color:blue}.fr-btn .fr-icon{margin:0}";
    const out = dropUnusedDsfrRules(css, `className: "fr-btn fr-icon"`, dsfrScript);
    expect(keptSelectors(out)).toEqual([".fr-btn", ".fr-btn .fr-icon"]);
  });

  it("keeps only the selectors of a list that can match, in their order", () => {
    const css = ".fr-tile,.fr-btn:hover,.fr-card:not(.fr-tile){color:red}";
    const out = dropUnusedDsfrRules(css, `"fr-btn" "fr-card"`, dsfrScript);
    expect(keptSelectors(out)).toEqual([".fr-btn:hover,.fr-card:not(.fr-tile)"]);
  });

  it("keeps every class started by a run-time prefix, but not for a bare fr-", () => {
    const css = ".fr-alert--error{a:b}.fr-alert--info{a:b}.fr-artwork-major{a:b}.fr-tile{a:b}";
    // The code as text: a template literal of react-dsfr, and a bare `fr-` one.
    const code = "cx(`fr-alert--\u0024{severity}`); cx(`fr-\u0024{layer}`)";
    expect(keptSelectors(dropUnusedDsfrRules(css, code, dsfrScript))).toEqual([
      ".fr-alert--error",
      ".fr-alert--info",
    ]);
  });

  it("keeps the classes and modifiers the DSFR's script builds from its words", () => {
    const css = ".fr-collapse{a:b}.fr-collapse--expanded{a:b}.fr-collapse--hidden{a:b}";
    expect(keptSelectors(dropUnusedDsfrRules(css, "", dsfrScript))).toEqual([
      ".fr-collapse",
      ".fr-collapse--expanded",
    ]);
  });

  it("judges attribute selectors on the start of a class", () => {
    const css = "[class^=fr-icon-]:before{a:b}[class*=\\ fr-fi-]:before{a:b}[href]{a:b}";
    const out = dropUnusedDsfrRules(css, `"fr-icon-edit-line"`, dsfrScript);
    expect(keptSelectors(out)).toEqual(["[class^=fr-icon-]:before", "[href]"]);
  });

  it("drops the dark theme's rules, and the media queries and properties left empty", () => {
    const css = [
      ":root{--text:#000;--unused:#111;--chain:var(--text)}",
      ":root[data-fr-theme=dark]{--text:#fff}",
      "@media (prefers-color-scheme:dark){:root:where([data-fr-scheme=system]){--text:#fff}}",
      "@media (min-width:48em){.fr-tile{a:b}}",
      "p{color:var(--chain)}",
    ].join("");
    const out = dropUnusedDsfrRules(css, "", dsfrScript);
    expect(out).toBe(":root{--text:#000;--chain:var(--text)}p{color:var(--chain)}");
  });

  it("drops the media queries only Internet Explorer knows, keeping the others of a list", () => {
    const css = [
      "@media (-ms-high-contrast:none),(-ms-high-contrast:active){.fr-btn{a:b}}",
      "@media (-ms-high-contrast:active),(forced-colors:active){.fr-btn{c:d}}",
      "@media (width>=48em) and (-ms-high-contrast:active),(width>=48em) and (forced-colors:active){.fr-btn{e:f}}",
      "@media (width>=62em){.fr-btn{g:h}}",
    ].join("");
    expect(dropUnusedDsfrRules(css, `"fr-btn"`, dsfrScript)).toBe(
      [
        "@media (forced-colors:active){.fr-btn{c:d}}",
        "@media (width>=48em) and (forced-colors:active){.fr-btn{e:f}}",
        "@media (width>=62em){.fr-btn{g:h}}",
      ].join(""),
    );
  });

  it("keeps a custom property only the app's own stylesheets read", () => {
    const css = ":root{--title-blue:#000091;--unused:#111}";
    const appStyles = ".cp-figure__value{color:var(--title-blue)}";
    expect(dropUnusedDsfrRules(css, "", dsfrScript, appStyles)).toBe(":root{--title-blue:#000091}");
  });

  it("keeps a custom property the code reads, the app's own classes and keyframes", () => {
    const css = ":root{--cp-gap:1rem}.cp-card{a:b}@keyframes fr-fade{from{opacity:0}to{opacity:1}}";
    const out = dropUnusedDsfrRules(css, `style={{ gap: "var(--cp-gap)" }}`, dsfrScript);
    expect(out).toBe(css);
  });
});

describe("selectorsOf and requiredDsfrClasses", () => {
  it("splits on top-level commas only", () => {
    expect(selectorsOf(`a:is(.b,.c),[title="x,y"], .fr-d`)).toEqual([
      "a:is(.b,.c)",
      `[title="x,y"]`,
      ".fr-d",
    ]);
  });

  it("requires the classes outside :not, :is, :where and :has", () => {
    expect(requiredDsfrClasses(".fr-a:not(.fr-b) :where(.fr-c) .fr-d:is(:hover,.fr-e)")).toEqual([
      "fr-a",
      "fr-d",
    ]);
    expect(requiredDsfrClasses(`.fr-btn[class*="\\ fr-icon-"]`)).toEqual(["fr-btn", "fr-icon-^"]);
  });
});
