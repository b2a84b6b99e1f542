// npm run budget: the weight of a first visit, measured on the built files (decision 030). For each
// page below it adds what the browser must fetch before the page can show anything: the scripts,
// module preloads and stylesheets of index.html, every module they import statically (the shell),
// then the page's own route chunk with its static imports and CSS (from Vite's manifest). Chunks
// loaded later by import() — other pages, forms, sonner, the QR encoder — are not counted.
// It fails when a page's first load grows past its ceiling: the ceilings are today's sizes plus a
// small margin, lowered as the weight comes down, towards issue 13's targets (printed alongside).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const KB = 1024;
/**
 * Issue 13's targets for a first visit, gzip. The CSS one is met and is now the ceiling itself
 * (decision 038); the JS one is not (decisions 030 and 038 say what stands in the way).
 */
export const TARGET = { js: 120 * KB, css: 40 * KB };

/**
 * Each measured address: its page module (keep in step with apps/web/src/app/routes.tsx) and the
 * ceilings CI enforces on its whole first load, gzip.
 */
export const PAGES = {
  // Raised by 3 kB with issues 28 and 29, then by 1 / 1.5 kB with issue 32 (decision 040's
  // addenda say what each kB is).
  "/": { module: "src/app/pages/home-page.tsx", ceiling: { js: 166.5 * KB, css: TARGET.css } },
  "/events": { module: "src/features/events/events-page.tsx", ceiling: { js: 166 * KB, css: TARGET.css } },
};

const ATTRIBUTE = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, "i");

/**
 * The files index.html makes the browser fetch at once: scripts, module preloads, stylesheets. Not
 * what `<noscript>` holds (the header's stylesheet without scripts, decision 053): a browser running
 * the scripts this budget weighs reads it as text and never fetches it.
 */
export function htmlAssets(html) {
  const assets = [];
  const withScripts = html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, "");
  for (const [tag] of withScripts.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      const src = ATTRIBUTE("src").exec(tag)?.[1];
      if (src) assets.push(src);
      continue;
    }
    const rel = ATTRIBUTE("rel").exec(tag)?.[1]?.toLowerCase();
    const href = ATTRIBUTE("href").exec(tag)?.[1];
    if (href && (rel === "stylesheet" || rel === "modulepreload")) assets.push(href);
  }
  return assets;
}

/**
 * The modules a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`), not the ones it loads on demand with `import("./x.js")`.
 */
export function staticImports(code) {
  const specifiers = [];
  const statement = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(statement)) specifiers.push(match[1]);
  return specifiers;
}

/** Files under `distDir` for a URL path of the site ("/assets/x.js"), or relative to a chunk. */
function toFile(distDir, url, fromFile) {
  if (url.startsWith("/")) return path.join(distDir, url);
  return path.resolve(path.dirname(fromFile), url);
}

/** The files of a first visit: the shell's, plus those of `pageModule` (a key of Vite's manifest). */
export function firstLoad(distDir, pageModule) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    if (!existsSync(file))
      throw new Error(`budget: ${path.relative(distDir, file)} is missing from the build`);
    files.add(file);
    if (file.endsWith(".js")) {
      for (const specifier of staticImports(readFileSync(file, "utf8"))) {
        if (specifier.startsWith(".") || specifier.startsWith("/")) visit(toFile(distDir, specifier, file));
      }
    }
  };
  const indexFile = path.join(distDir, "index.html");
  for (const url of htmlAssets(readFileSync(indexFile, "utf8"))) visit(toFile(distDir, url, indexFile));

  if (pageModule) {
    const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
    const addChunk = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`budget: ${key} is not in the build's manifest (renamed? see PAGES)`);
      visit(path.join(distDir, chunk.file));
      for (const css of chunk.css ?? []) visit(path.join(distDir, css));
      for (const imported of chunk.imports ?? []) addChunk(imported);
    };
    addChunk(pageModule);
  }
  return [...files];
}

export function measure(files) {
  const sizes = { js: 0, css: 0, brotliJs: 0, brotliCss: 0, raw: 0 };
  for (const file of files) {
    const content = readFileSync(file);
    const kind = file.endsWith(".css") ? "css" : "js";
    sizes[kind] += gzipSync(content, { level: 9 }).length;
    sizes[kind === "css" ? "brotliCss" : "brotliJs"] += brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    sizes.raw += content.length;
  }
  return sizes;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} Ko`;
const cell = (gzip, brotli) => `${kb(gzip)} (${kb(brotli)})`.padEnd(20);

async function main() {
  const { ensureWebBuilt, webDistDir } = await import("./web-build.mjs");
  ensureWebBuilt();
  let failed = false;
  console.log(
    `Premier chargement, gzip (brotli) ; objectif : JS ≤ ${kb(TARGET.js)}, CSS ≤ ${kb(TARGET.css)}`,
  );
  console.log("page      JS socle            JS avec la page     CSS avec la page    plafond JS / CSS");
  for (const [pagePath, { module, ceiling }] of Object.entries(PAGES)) {
    const shell = measure(firstLoad(webDistDir));
    const files = firstLoad(webDistDir, module);
    const sizes = measure(files);
    const over = [];
    if (sizes.js > ceiling.js) over.push(`JS > ${kb(ceiling.js)}`);
    if (sizes.css > ceiling.css) over.push(`CSS > ${kb(ceiling.css)}`);
    failed ||= over.length > 0;
    console.log(
      `${pagePath.padEnd(9)} ${cell(shell.js, shell.brotliJs)}${cell(sizes.js, sizes.brotliJs)}${cell(sizes.css, sizes.brotliCss)}${kb(ceiling.js)} / ${kb(ceiling.css)}  ${over.length ? `DÉPASSÉ : ${over.join(", ")}` : "ok"}`,
    );
    if (process.argv.includes("--files")) {
      for (const file of files) console.log(`          ${path.relative(webDistDir, file)}`);
    }
  }
  if (failed) {
    console.error("Budget dépassé : une page pèse plus que son plafond (scripts/budget.mjs, décision 030).");
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
