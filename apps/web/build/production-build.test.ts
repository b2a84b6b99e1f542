import path from "node:path";
import { fileURLToPath } from "node:url";
import { resolveConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";

// `NODE_ENV=development npm start` (the API's default, written out) built the browser's files with
// React's development build. What Vite makes of the app's configuration, for a build and for the
// dev server, with NODE_ENV as the shell gives it. Resolving the configuration is enough: Vite
// replaces `process.env.NODE_ENV` in the code with the NODE_ENV it resolved (`isProduction`).

const configFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../vite.config.ts");
const shellNodeEnv = process.env.NODE_ENV;

afterEach(() => {
  process.env.NODE_ENV = shellNodeEnv;
});

async function resolvedWith(nodeEnv: string | undefined, command: "build" | "serve", mode?: string) {
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  // `css.postcss` given inline: resolving a configuration makes Vite start a search for a PostCSS
  // configuration file in the background, which nothing awaits; when Vitest ends this worker thread
  // while that search is still in `fs.access`, Node 20 aborts the whole run (« Assertion failed:
  // (req_wrap_async) != nullptr », CI 2026-11-29). The app has no PostCSS configuration, and
  // whether React's production build is chosen does not depend on it.
  const inline = { configFile, logLevel: "silent" as const, css: { postcss: {} }, ...(mode && { mode }) };
  // The defaults `vite build` and the dev server resolve with.
  const config =
    command === "build"
      ? await resolveConfig(inline, "build", "production", "production")
      : await resolveConfig(inline, "serve");
  return { isProduction: config.isProduction, nodeEnv: process.env.NODE_ENV };
}

describe("the browser build's React", () => {
  it.each(["development", "test", "production", undefined])(
    "is the production build when the server runs with NODE_ENV=%s",
    async (nodeEnv) => {
      expect(await resolvedWith(nodeEnv, "build")).toEqual({ isProduction: true, nodeEnv: "production" });
    },
  );

  it("is the development build only when asked for by name (vite build --mode development)", async () => {
    expect(await resolvedWith("production", "build", "development")).toEqual({
      isProduction: false,
      nodeEnv: "development",
    });
  });

  it("stays the development build in the dev server (npm run dev)", async () => {
    expect((await resolvedWith(undefined, "serve")).isProduction).toBe(false);
    expect((await resolvedWith("development", "serve")).isProduction).toBe(false);
  });
});
