import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firstLoad, htmlAssets, measure, staticImports } from "./budget.mjs";

describe("budget: what a first visit fetches", () => {
  it("reads the scripts, module preloads and stylesheets of the HTML, not icons, fonts, prefetches or <noscript>", () => {
    const html = `<head>
      <link rel="icon" href="/assets/favicon.svg" />
      <link rel="preload" as="font" crossorigin href="/assets/Marianne.woff2" />
      <script src="/zod-jitless.js"></script>
      <script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react.js">
      <link rel='stylesheet' href='/assets/index.css'>
      <link rel="prefetch" href="/assets/later.js">
      <noscript><link rel="stylesheet" href="/no-script.css" /></noscript>
    </head>`;
    expect(htmlAssets(html)).toEqual([
      "/zod-jitless.js",
      "/assets/index.js",
      "/assets/react.js",
      "/assets/index.css",
    ]);
  });

  it("follows static imports and re-exports of a minified chunk, not import()", () => {
    const code =
      'import{a as e,b as t}from"./react.js";import"./side.js";export{x}from"./shared.js";' +
      'const o=()=>import("./page.js");const s="import x from \'./not-code\'";';
    expect(staticImports(code)).toEqual(["./react.js", "./side.js", "./shared.js"]);
  });

  const dist = mkdtempSync(path.join(tmpdir(), "cp-budget-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("adds the page's chunk, its static imports and CSS from the manifest, and measures gzip", () => {
    mkdirSync(path.join(dist, "assets"));
    mkdirSync(path.join(dist, ".vite"));
    const files = {
      "index.html":
        '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">',
      "assets/index.js": 'import{r}from"./react.js";const p=()=>import("./events-page.js");',
      "assets/react.js": "export const r=1;",
      "assets/index.css": "body{margin:0}",
      "assets/events-page.js": 'import{c}from"./card.js";export const E=c;',
      "assets/card.js": "export const c=2;",
      "assets/events-page.css": ".list{display:grid}",
      "assets/other-page.js": "export const O=3;",
      ".vite/manifest.json": JSON.stringify({
        "src/main.tsx": { file: "assets/index.js", isEntry: true, css: ["assets/index.css"] },
        "src/events-page.tsx": {
          file: "assets/events-page.js",
          isDynamicEntry: true,
          imports: ["_card.js"],
          css: ["assets/events-page.css"],
        },
        "_card.js": { file: "assets/card.js" },
      }),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
    const relative = (list) => list.map((file) => path.relative(dist, file)).sort();

    expect(relative(firstLoad(dist))).toEqual(["assets/index.css", "assets/index.js", "assets/react.js"]);
    expect(relative(firstLoad(dist, "src/events-page.tsx"))).toEqual([
      "assets/card.js",
      "assets/events-page.css",
      "assets/events-page.js",
      "assets/index.css",
      "assets/index.js",
      "assets/react.js",
    ]);
    expect(() => firstLoad(dist, "src/renamed-page.tsx")).toThrow(/not in the build's manifest/);
    const sizes = measure(firstLoad(dist));
    expect(sizes.raw).toBe(
      files["assets/index.js"].length + files["assets/react.js"].length + files["assets/index.css"].length,
    );
    expect(sizes.js).toBeGreaterThan(0);
    expect(sizes.css).toBeGreaterThan(0);
  });
});
