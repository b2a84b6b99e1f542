import { readdirSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin, type UserConfig } from "vite";
import { preloadedMarianneFaces, withFontDisplay } from "./build/font-display.ts";
import { dropUnusedDsfrRules } from "./build/unused-css.ts";

const apiOrigin = "http://127.0.0.1:3000";
const here = path.dirname(fileURLToPath(import.meta.url));
const reactRouterDist = path.resolve(here, "../../node_modules/react-router/dist/production");

/**
 * Where the server build goes, inside the client's output so that one folder (WEB_DIST_DIR) is the
 * whole build; a dot folder, which the API's static files never serve (decision 036).
 */
export const SERVER_BUILD_DIR = ".server";

// Text files worth compressing; fonts, images and icons are already compressed or tiny.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ico|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build (decision 030), at the
 * highest levels: done once here instead of on every request, and served as they are by the API
 * (@fastify/static `preCompressed`). Files under 1 kB are left alone (the API sends them as they
 * are), and so is a compressed copy that is not smaller. zlib's asynchronous calls run on libuv's
 * thread pool, so the files are compressed in parallel.
 */
function precompress(): Plugin {
  let outDir = "";
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const writeIfSmaller = async (file: string, content: Buffer, compressed: Promise<Buffer>) => {
    const bytes = await compressed;
    if (bytes.length < content.length) await writeFile(file, bytes);
  };
  return {
    name: "culture-patrimoine:precompress",
    // Only what browsers download: the server build is read from disk by the API.
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs = filesUnder(outDir)
        .filter((file) => COMPRESSIBLE.test(file) && !path.relative(outDir, file).startsWith("."))
        .map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          await Promise.all([
            writeIfSmaller(
              `${file}.br`,
              content,
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ),
            writeIfSmaller(`${file}.gz`, content, gzip(content, { level: 9 })),
          ]);
        });
      await Promise.all(jobs);
    },
  };
}

/**
 * After the browser's build, the same sources built for Node from `src/entry-server.tsx` into
 * `<outDir>/.server/` (decision 036): the API imports it to render public pages. One `vite build`
 * (so `npm start`, the e2e server and CI's build) makes both; everything is bundled in
 * (`noExternal`), so the file runs without resolving the web app's packages or their CSS.
 */
function serverBuild(): Plugin {
  let outDir = "";
  let root = "";
  let mode = "production";
  let isServerBuild = false;
  return {
    name: "culture-patrimoine:server-build",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
      mode = config.mode;
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      await build({
        root,
        mode,
        configFile: path.join(here, "vite.config.ts"),
        logLevel: "warn",
        ssr: { noExternal: true, target: "node" },
        build: {
          ssr: "src/entry-server.tsx",
          outDir: path.join(outDir, SERVER_BUILD_DIR),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: "entry-server.js" } },
        },
      });
    },
  };
}

/**
 * In the server build only: each `import("…")` of the route table first tells the render which
 * page module it loads (src/app/server-modules.ts), by its path in the browser build's manifest.
 */
function recordRouteModules(): Plugin {
  const routesFile = path.resolve(here, "src/app/routes.tsx");
  return {
    name: "culture-patrimoine:record-route-modules",
    apply: (config, { command }) => command === "build" && Boolean(config.build?.ssr),
    transform(code, id) {
      if (path.resolve(id) !== routesFile) return null;
      const rewritten = code.replace(
        /\bimport\((["'])(\.[^"']+)\1\)/g,
        (_call, quote: string, specifier: string) => {
          const modulePath = path
            .relative(here, path.resolve(path.dirname(id), specifier))
            .replaceAll("\\", "/");
          return `(__recordRouteModule(${JSON.stringify(modulePath)}), import(${quote}${specifier}${quote}))`;
        },
      );
      return `import { recordRouteModule as __recordRouteModule } from "./server-modules.ts";\n${rewritten}`;
    },
  };
}

/** react-dsfr's `fr` object carries the DSFR colour tables, which no page reads: see the stand-in. */
function withoutDsfrColourTables(): Plugin {
  const standIn = path.resolve(here, "build/dsfr-colors.js");
  return {
    name: "culture-patrimoine:dsfr-colours",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      const fromFr = importer?.replaceAll("\\", "/").endsWith("@codegouvfr/react-dsfr/fr/index.js");
      return source === "./colors" && fromFr ? standIn : null;
    },
  };
}

/**
 * react-dsfr modules bundled with components the app renders, but that the app's use of them never
 * renders: the header's display settings (the header is given `disableDisplay`), the modal they
 * open (the app's own code uses no react-dsfr modal), and the main navigation's mega menu (no item
 * has a `megaMenu`). Their words would keep the rules of classes only they write: `fr-radio-rich`,
 * `fr-mega-menu`, and the modal title's `fr-fi--lg`, which alone keeps every rule of the DSFR's
 * deprecated `fr-fi-` icon classes (`[class*=" fr-fi-"]`); about 2.5 kB gzip for nothing.
 */
const NEVER_RENDERED = [
  "/react-dsfr/Display/Display.js",
  "/react-dsfr/Modal/Modal.js",
  "/react-dsfr/MainNavigation/MegaMenu.js",
];

/** The text of every file under src/ whose name matches. */
function sourcesOf(name: RegExp): string[] {
  return readdirSync(path.join(here, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => name.test(file))
    .map((file) => readFileSync(path.join(here, "src", file), "utf8"));
}

/** The build fails, rather than ship a component without its style, once the app renders one. */
function assertNeverRendered() {
  const header = readFileSync(path.join(here, "src/app/layout/header/site-header.tsx"), "utf8");
  const sources = sourcesOf(/\.tsx?$/);
  const rendersOne = sources.some(
    (source) => source.includes("megaMenu") || /@codegouvfr\/react-dsfr\/(?:Modal|Display)\b/.test(source),
  );
  if (!/\bdisableDisplay\b/.test(header) || rendersOne) {
    throw new Error(
      "unused-dsfr-rules: the app now renders react-dsfr's display settings, a modal or a mega menu; take it out of NEVER_RENDERED",
    );
  }
}

/** react-dsfr's stylesheets, their @imports already inlined by Vite: the DSFR and its icons. */
const isDsfrStylesheet = (id: string) =>
  /@codegouvfr\/react-dsfr\/.*\.css(?:\?|$)/.test(id.replaceAll("\\", "/"));

/**
 * The DSFR stylesheet without the rules no shipped script can need (decision 037). What the scripts
 * can write is only known once they are built, and the stylesheet's file name must be the hash of
 * what it finally holds (assets are cached for a year): so the build first bundles the scripts
 * alone, in memory (`vocabularyPass`: the same modules, plugins and aliases, nothing written), reads
 * every word of their code, and only then builds for real, with the stylesheet cut as Vite reads it.
 * The scripts do not depend on the stylesheet's content, so the first pass's words are the second's.
 */
function unusedDsfrRules(): Plugin {
  let code = "";
  let dsfrScript = "";
  let appStyles = "";
  return {
    name: "culture-patrimoine:unused-dsfr-rules",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    async buildStart() {
      const passes = await build({ ...appConfig("build", { vocabularyPass: true }), configFile: false });
      const outputs = (Array.isArray(passes) ? passes : [passes]).flatMap((pass) =>
        "output" in pass ? pass.output : [],
      );
      const chunks = outputs.flatMap((file) => (file.type === "chunk" ? [file] : []));
      assertNeverRendered();
      code = chunks
        .flatMap((chunk) => Object.entries(chunk.modules))
        .filter(([id]) => !NEVER_RENDERED.some((file) => id.replaceAll("\\", "/").endsWith(file)))
        .map(([, module]) => module.code ?? "")
        .join("\n");
      dsfrScript = chunks
        .filter((chunk) => chunk.moduleIds.some((id) => id.endsWith("/react-dsfr/dsfr/dsfr.module.js")))
        .map((chunk) => chunk.code)
        .join("\n");
      // The app's own stylesheets, for the DSFR variables they read.
      appStyles = sourcesOf(/\.css$/).join("\n");
      // Both must be there, or every rule would go: fail the build rather than ship an empty style.
      if (!code.includes("fr-btn") || !dsfrScript.includes("collapse")) {
        throw new Error("unused-dsfr-rules: the first pass found no DSFR class or no DSFR script");
      }
    },
    transform(css, id) {
      if (!isDsfrStylesheet(id)) return null;
      return { code: dropUnusedDsfrRules(css, { code, dsfrScript, appStyles }), map: null };
    },
  };
}

/**
 * The Marianne faces index.html preloads, the ones every page shows, displayed `optional` instead
 * of the DSFR's `swap` (decision 058): a face that arrives after the first paint no longer lays
 * every text out again, wider, and makes the page jump (/programs at 390 px: 0.14–0.16). Only a
 * rule can change this: a second @font-face with the same descriptors does not replace the DSFR's,
 * the browser falls through to it and swaps. In the dev server too, which shows what ships.
 */
function preloadedFontsWithoutSwap(): Plugin {
  const faces = preloadedMarianneFaces(readFileSync(path.join(here, "index.html"), "utf8"));
  return {
    name: "culture-patrimoine:preloaded-fonts-without-swap",
    transform(css, id) {
      if (!isDsfrStylesheet(id) || !css.includes("@font-face")) return null;
      return { code: withFontDisplay(css, faces, "optional"), map: null };
    },
  };
}

/**
 * The built index.html's module script and module preloads, moved into a `<template
 * data-app-scripts>`: inert there, they are fetched only when public/start-app.js puts them in the
 * head, once the page has painted (decision 037). The stylesheet stays where it is: the first paint
 * needs it. Development keeps Vite's own tags (no template, start-app.js finds nothing to do).
 */
function scriptsAfterFirstPaint(): Plugin {
  const scriptTags =
    /[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
  return {
    name: "culture-patrimoine:scripts-after-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const tags = html.match(scriptTags)?.map((tag) => tag.trim()) ?? [];
        if (!tags.some((tag) => tag.startsWith("<script"))) {
          throw new Error("scripts-after-first-paint: no module script in index.html");
        }
        const template = `    <template data-app-scripts>\n${tags.map((tag) => `      ${tag}\n`).join("")}    </template>\n`;
        return html.replace(scriptTags, "").replace(/([ \t]*)<\/head>/, `${template}$1</head>`);
      },
    },
  };
}

/**
 * The whole configuration. `vocabularyPass` is the in-memory first pass of `unusedDsfrRules`: the
 * same modules and aliases, so the same code, without the plugins that write or read the output.
 */
function appConfig(command: "build" | "serve", { vocabularyPass = false } = {}): UserConfig {
  return {
    root: here,
    plugins: vocabularyPass
      ? [react(), withoutDsfrColourTables()]
      : [
          react(),
          withoutDsfrColourTables(),
          unusedDsfrRules(),
          preloadedFontsWithoutSwap(),
          scriptsAfterFirstPaint(),
          recordRouteModules(),
          precompress(),
          serverBuild(),
        ],
    logLevel: vocabularyPass ? "warn" : undefined,
    resolve: {
      alias:
        command === "build"
          ? [
              // React Router's package.json points every condition at its development build (dev
              // warnings on, 18 % of the old main chunk); only its own framework plugin swaps in the
              // production build, so a library-mode app does it here (decision 030).
              { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
              { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
            ]
          : [],
    },
    server: {
      proxy: {
        "/api": { target: apiOrigin, changeOrigin: false },
        "/uploads": { target: apiOrigin, changeOrigin: false },
      },
    },
    build: {
      write: !vocabularyPass,
      outDir: "dist",
      assetsDir: "assets",
      emptyOutDir: !vocabularyPass,
      sourcemap: false,
      // Read by npm run budget (scripts/budget.mjs) to find a page's chunk and what it imports.
      manifest: true,
      // The DSFR stylesheet points at a few hundred small SVG icons; inlined, they would add about
      // 20 kB (gzip) to the CSS every page downloads, for icons most pages never show.
      assetsInlineLimit: (filePath) => (filePath.endsWith(".svg") ? false : undefined),
    },
  };
}

/**
 * The NODE_ENV of a build: React's production build whatever NODE_ENV the shell has. Vite takes
 * NODE_ENV from the environment before its mode, so `NODE_ENV=development npm start` (the API's
 * default, written out) built React's development build (shared script 190 kB gzip instead of
 * 130). The development build is made only when asked for by name, `vite build --mode development`
 * (React's warnings, hydration messages: decision 036).
 */
function buildNodeEnv(mode: string): "production" | "development" {
  return mode === "development" ? "development" : "production";
}

// In development Vite serves the app and forwards the API and the uploaded images to the API
// process; in production the API serves apps/web/dist itself (one origin, so the strict CSP holds).
export default defineConfig(({ command, mode }) => {
  // Set here, where Vite's own warning says to: it reads it once the configuration is loaded, for
  // `isProduction` (the JSX transform) and for `process.env.NODE_ENV` in the code.
  if (command === "build") process.env.NODE_ENV = buildNodeEnv(mode);
  return appConfig(command);
});
