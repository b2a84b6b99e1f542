// Browser journeys: Playwright in the system Chromium against the real server. Without a browser
// it says so loudly and skips, unless E2E_REQUIRED=1 (set by .ci/run).
// `--core` runs the main journey of each area (the part of npm test that must stay under five
// minutes); without a flag, every journey runs (npm run test:e2e).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureWebBuilt, root } from "./web-build.mjs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const message = `Chromium introuvable (${chromium}) : les tests navigateur ne peuvent pas tourner.`;
  if (process.env.E2E_REQUIRED === "1") {
    console.error(`\n✗ ${message} E2E_REQUIRED=1 : échec.\n`);
    process.exit(1);
  }
  console.warn(
    `\n${"!".repeat(78)}\n!! ${message}\n!! Installez-le (apt-get install chromium) ou indiquez CHROME_PATH. Tests navigateur SAUTÉS.\n${"!".repeat(78)}\n`,
  );
  process.exit(0);
}
// `--core`: the journeys tagged @core (e2e/support/core.ts), the main one of each area. `--rest`:
// every journey that `--core` leaves out, so that CI, which runs npm test first, runs each journey
// once.
const args = process.argv.slice(2);
const selection = args.includes("--core")
  ? ["--grep", "@core"]
  : args.includes("--rest")
    ? ["--grep-invert", "@core"]
    : [];
const playwrightArgs = [...args.filter((arg) => arg !== "--core" && arg !== "--rest"), ...selection];

ensureWebBuilt();
const result = spawnSync(
  "npx",
  ["playwright", "test", "-c", "apps/web/playwright.config.ts", ...playwrightArgs],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CHROME_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
