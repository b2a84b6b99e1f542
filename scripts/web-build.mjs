// Builds the web app (browser files and server bundle) when its output is missing or older than its
// sources (used by start and e2e).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// WEB_DIST_DIR lets several checkouts or test runs build side by side without sharing one output.
export const webDistDir = path.resolve(root, process.env.WEB_DIST_DIR ?? "apps/web/dist");
const distIndex = path.join(webDistDir, "index.html");
// The same build writes the server bundle the API renders pages with (decision 036): a build made
// before it existed is made again.
const distServerEntry = path.join(webDistDir, ".server", "entry-server.js");
const sources = [
  "apps/web/src",
  "apps/web/build",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/contract/src",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function ensureWebBuilt() {
  const builtAt = existsSync(distIndex) && existsSync(distServerEntry) ? statSync(distIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (builtAt > changedAt) return;
  console.log(
    builtAt
      ? "Sources modifiées : reconstruction de l'application web…"
      : "Construction de l'application web…",
  );
  const result = spawnSync(
    "npm",
    ["run", "build", "-w", "apps/web", "--", "--outDir", webDistDir, "--emptyOutDir"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
