// Import rules of DESIGN.md §1 and STYLE.md, checked instead of kept by habit. Run by `npm run check`
// (so by CI); exits 1 and names each forbidden import. The rules are data, below, so a new layer
// adds one line.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Each rule: files under `from` (relative to the repository) may not import anything under one of
 * `forbid`. `{own}` in a forbidden path is the feature the importing file belongs to, excluded:
 * a feature may import itself, never another feature.
 */
export const RULES = [
  {
    from: "apps/web/src/features/*",
    forbid: ["apps/web/src/features/!{own}", "apps/web/src/app"],
    why: "a feature never imports another feature nor the app layer; pages that combine areas live in src/app",
  },
  {
    from: "apps/web/src/components",
    forbid: ["apps/web/src/features", "apps/web/src/app", "apps/web/src/api"],
    why: "shared components know nothing of features, of the app layer or of the API",
  },
  {
    from: "apps/web/src/lib",
    forbid: ["apps/web/src/features", "apps/web/src/app", "apps/web/src/components"],
    why: "lib/ is the bottom layer of the web app",
  },
  {
    from: "apps/web/src/api",
    forbid: ["apps/web/src/features", "apps/web/src/app", "apps/web/src/components"],
    why: "the shared query layer sits under the features",
  },
  {
    from: "apps/web",
    forbid: ["apps/api"],
    why: "the web app takes types and schemas from packages/contract, never from the API",
  },
  {
    from: "apps/api/src/plugins",
    forbid: ["apps/api/src/modules"],
    why: "plugins are infrastructure; app.ts wires modules into them",
  },
  {
    from: "apps/api/src/lib",
    forbid: ["apps/api/src/modules", "apps/api/src/plugins"],
    why: "lib/ is the bottom layer of the API",
  },
  {
    from: "apps/api",
    forbid: ["apps/web"],
    why: "the API never imports from the web app",
  },
  {
    from: "packages/contract",
    forbid: ["apps"],
    why: "the contract depends on nothing of ours",
  },
];

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** Repository-relative target of a relative import, or null for a package import. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith(".")) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
}

function under(file, folder) {
  return file === folder || file.startsWith(`${folder}/`);
}

/** The feature folder name of a web file under apps/web/src/features, else null. */
function featureOf(file) {
  const match = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

/** The violated rule for one import (repository-relative paths), or null when it is allowed. */
export function violation(fromFile, target) {
  for (const rule of RULES) {
    const from = rule.from.replace("/*", "");
    if (!under(fromFile, from)) continue;
    for (const forbidden of rule.forbid) {
      if (forbidden.endsWith("/!{own}")) {
        const folder = forbidden.slice(0, -"/!{own}".length);
        const own = featureOf(fromFile);
        if (under(target, folder) && featureOf(target) !== own) return rule;
      } else if (under(target, forbidden)) {
        return rule;
      }
    }
  }
  return null;
}

export function checkImports(folders = ["apps", "packages"]) {
  const problems = [];
  for (const folder of folders) {
    for (const absolute of sourceFiles(path.join(root, folder))) {
      const file = path.relative(root, absolute).split(path.sep).join("/");
      const text = readFileSync(absolute, "utf8");
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        const target = resolveImport(file, specifier);
        if (!target) continue;
        const rule = violation(file, target);
        if (rule) problems.push(`${file}: imports ${specifier} — ${rule.why}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkImports();
  if (problems.length > 0) {
    console.error(`Forbidden imports (${problems.length}):\n${problems.map((p) => `  ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log("Import rules: no forbidden import.");
}
