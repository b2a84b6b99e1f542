import { defineConfig } from "vitest/config";

// One Vitest run covers the three packages; each is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"] },
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
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
    ],
  },
});
