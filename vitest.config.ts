import { defineConfig } from "vitest/config";

// One Vitest run covers the three packages; each is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"] },
      },
      {
        test: { name: "scripts", root: "scripts", include: ["*.test.mjs"] },
      },
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["src/**/*.test.ts"],
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Components and pages render in jsdom; it costs about 0.6 s of start-up per file.
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
        },
      },
      {
        // Pure helpers need no DOM; the few .ts tests that do say so with @vitest-environment.
        test: {
          name: "web-unit",
          root: "apps/web",
          include: ["src/**/*.test.ts"],
          environment: "node",
          setupFiles: ["src/test/setup.ts"],
        },
      },
    ],
  },
});
