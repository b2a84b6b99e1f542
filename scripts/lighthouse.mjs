// npm run lighthouse: Lighthouse (from npm) in the system Chromium against the production build on
// demo data (decision 030). Builds the web app if needed, starts the API on a temporary embedded
// database, audits the public pages with the mobile and desktop presets, and prints the median of
// the runs for each score and metric. Not run by CI (minutes of work, machine-dependent timings);
// CI checks the byte budget instead (npm run budget).
//   node scripts/lighthouse.mjs [--runs 3] [--only /,/events/:id] [--preset mobile|desktop] [--no-build]
//     [--reports DIR]   (also writes each run's full report, JSON, into DIR: where the time goes)
//     [--calibrate]     (slows the CPU for this machine's speed, not by the presets' fixed 4× and 1×:
//                        the same phone and computer on any host, decision 039)
// LIGHTHOUSE_PORT (3300) is the server's port; CHROME_PATH (/usr/bin/chromium) the browser.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as lighthouseConstants from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureWebBuilt, root, webDistDir } from "./web-build.mjs";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    preset: { type: "string" },
    // Audit the build in WEB_DIST_DIR as it is (a build kept from before a change, for comparison).
    "no-build": { type: "boolean", default: false },
    reports: { type: "string" },
    calibrate: { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
const port = process.env.LIGHTHOUSE_PORT ?? "3300";
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!options["no-build"]) ensureWebBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), "cp-lighthouse-"));
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/api/src/main.ts")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    // What a deployment runs: production headers and caching, the built app, demo data.
    NODE_ENV: "production",
    APP_SECRET: randomBytes(32).toString("hex"),
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    DATABASE_URL: "",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    PUBLIC_URL: origin,
  },
});
let chrome;
const serverGone = once(server, "exit").then(() => rmSync(dataDir, { recursive: true, force: true }));
/** Stops the browser and the server, and waits until the server's temporary data folder is gone. */
async function cleanUp() {
  chrome?.kill();
  server.kill("SIGTERM");
  await serverGone;
}
process.on("SIGINT", () => {
  void cleanUp().then(() => process.exit(130));
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${origin} within two minutes`);
}

async function firstId(listPath) {
  // The demo data may still be being written when the server starts answering.
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const body = await (await fetch(`${origin}/api${listPath}`)).json();
    const items = Array.isArray(body) ? body : (body.items ?? body.data ?? []);
    if (items[0]?.id) return items[0].id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no item in /api${listPath} to audit`);
}

/**
 * Lighthouse slows the CPU relative to the host: ×4 for its phone, ×1 for its computer, figures
 * meant for a high-end desktop host, whose benchmark index its documentation puts at 1 500–2 000
 * ("docs/throttling.md", CPU throttling). On a faster or slower host the same preset emulates a
 * faster or slower phone, so scores taken on two machines do not compare. Calibrated, the slowdown
 * is scaled by the host's index against the middle of that bracket (decision 039).
 */
const PRESET_HOST_BENCHMARK_INDEX = 1750;
const PRESET_CPU_SLOWDOWN = {
  mobile: lighthouseConstants.throttling.mobileSlow4G.cpuSlowdownMultiplier,
  desktop: desktopConfig.settings.throttling.cpuSlowdownMultiplier,
};
function calibratedSlowdown(preset, benchmarkIndex) {
  const slowdown = (PRESET_CPU_SLOWDOWN[preset] * benchmarkIndex) / PRESET_HOST_BENCHMARK_INDEX;
  return Math.max(1, Math.round(slowdown * 10) / 10);
}
function presetConfig(preset, cpuSlowdownMultiplier) {
  const base = preset === "desktop" ? desktopConfig : { extends: "lighthouse:default", settings: {} };
  const throttling =
    preset === "desktop" ? desktopConfig.settings.throttling : lighthouseConstants.throttling.mobileSlow4G;
  return { ...base, settings: { ...base.settings, throttling: { ...throttling, cpuSlowdownMultiplier } } };
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

try {
  await waitForServer();
  // Each page with the name --only knows it by ("/events/:id" for the event page).
  const pages = [
    ["/", "/"],
    ["/events", "/events"],
    ["/events/:id", `/events/${await firstId("/events")}`],
    ["/parcours", "/parcours"],
    ["/parcours/:id", `/parcours/${await firstId("/parcours")}`],
    ["/auth", "/auth"],
  ]
    .filter(([name]) => !options.only || options.only.split(",").includes(name))
    .map(([, page]) => page);
  const presets = ["mobile", "desktop"].filter((preset) => !options.preset || preset === options.preset);

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  // The host's speed, as Lighthouse measures it in every run; when calibrating, the median of three
  // short runs first (one index varies by about a tenth from run to run).
  const benchmarkIndexes = [];
  if (options.calibrate) {
    for (let run = 0; run < 3; run += 1) {
      const { lhr } = await lighthouse(`${origin}/`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyAudits: ["first-contentful-paint"],
      });
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    }
  }
  const slowdowns = Object.fromEntries(
    presets.map((preset) => [
      preset,
      options.calibrate ? calibratedSlowdown(preset, median(benchmarkIndexes)) : PRESET_CPU_SLOWDOWN[preset],
    ]),
  );
  const rows = [];
  for (const preset of presets) {
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        // A busy machine sometimes loses the page load's trace (NO_NAVSTART): that run is retried.
        let result;
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          result = await lighthouse(
            `${origin}${page}`,
            { port: chrome.port, output: "json", logLevel: "error" },
            presetConfig(preset, slowdowns[preset]),
          );
          if (!result.lhr.runtimeError) break;
          console.error(`${preset} ${page}: ${result.lhr.runtimeError.code}, essai ${attempt}`);
        }
        if (options.reports) {
          mkdirSync(options.reports, { recursive: true });
          const name = `${preset}${page.replaceAll("/", "_") || "_"}-${run + 1}.json`;
          writeFileSync(path.join(options.reports, name), result.report);
        }
        const { categories, audits, environment } = result.lhr;
        benchmarkIndexes.push(environment.benchmarkIndex);
        results.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          bestPractices: categories["best-practices"].score * 100,
          seo: categories.seo.score * 100,
          lcp: audits["largest-contentful-paint"].numericValue,
          cls: audits["cumulative-layout-shift"].numericValue,
          tbt: audits["total-blocking-time"].numericValue,
        });
      }
      const pick = (key) => median(results.map((result) => result[key]));
      rows.push({
        preset,
        page,
        perf: Math.round(pick("performance")),
        a11y: Math.round(pick("accessibility")),
        bp: Math.round(pick("bestPractices")),
        seo: Math.round(pick("seo")),
        lcp: `${(pick("lcp") / 1000).toFixed(1)} s`,
        cls: pick("cls").toFixed(3),
        tbt: `${Math.round(pick("tbt"))} ms`,
      });
      process.stderr.write(".");
    }
  }
  process.stderr.write("\n");
  console.log(`Lighthouse — médiane de ${runs} passage(s) par page`);
  const slowdownText = presets.map((preset) => `×${slowdowns[preset]} (${preset})`).join(", ");
  const hostIndexText = Math.round(median(benchmarkIndexes)).toLocaleString("fr-FR");
  console.log(
    `Hôte\u00a0: indice de performance ${hostIndexText} (médiane\u00a0; les préréglages supposent ` +
      `1\u202f500 à 2\u202f000)\u00a0; processeur ralenti ${slowdownText}${options.calibrate ? ", étalonné" : ""}`,
  );
  console.log(
    "| préréglage | page | performance | accessibilité | bonnes pratiques | SEO | LCP | CLS | TBT |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) {
    console.log(
      `| ${row.preset} | \`${row.page}\` | ${row.perf} | ${row.a11y} | ${row.bp} | ${row.seo} | ${row.lcp} | ${row.cls} | ${row.tbt} |`,
    );
  }
} finally {
  await cleanUp();
}
