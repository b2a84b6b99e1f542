import { configDefaults, defineConfig } from "vitest/config";

// The API's slowest fault tests (real servers on damaged PGlite folders, cluster copies, large
// images decoded under load, backup round trips, login delays): left out of `npm test` so that it
// stays under five minutes on two cores; `npm run test:slow` (SLOW_TESTS=only) runs them alone, and
// CI's PostgreSQL pass (SLOW_TESTS=1) runs them with the rest (decision 012).
// Those whose outcome depends on the engine: CI runs them on PGlite too (SLOW_TESTS=engine).
const slowTestsPerEngine = [
  "src/embedded-folder.test.ts",
  "src/db/data-folder.test.ts",
  "src/backup/backup.test.ts",
  // Backup round trips through a real S3-protocol server (25 s on 2 cores), and PGlite opened from
  // scratch on a data folder, twice, for its memory settings (15 s; PGlite only).
  "src/backup/backup-object-storage.test.ts",
  "src/db/pglite-settings.test.ts",
  // Processes started by the command line's tests (35 s on 2 cores).
  "src/modules/admin/admin-create-cli.test.ts",
  // Migration 0014 replayed on a copy of the demo data and on 100 000 events (issue 30).
  "src/db/organisations-migration.test.ts",
];
// Those the engine does not change: CI runs them once, in its PostgreSQL pass.
const slowTestsOnAnyEngine = [
  // Tens of megapixels decoded while logging in, and the login delays waited for in real time.
  "src/modules/parcours/parcours-upload-faults.test.ts",
  "src/modules/auth/login-throttle.test.ts",
  // The whole role × endpoint table (777 cells over one app).
  "src/authorization-table.test.ts",
  // Two API processes behind Debian's nginx, each stopped and restarted once (110 s on 2 cores;
  // it needs PostgreSQL).
  "src/several-machines.test.ts",
];
const slowApiTests = [...slowTestsPerEngine, ...slowTestsOnAnyEngine];
const slowTests = process.env.SLOW_TESTS;
/** The API files a SLOW_TESTS value runs alone; any other value set runs everything. */
const slowSelections: Record<string, string[]> = { only: slowApiTests, engine: slowTestsPerEngine };

// One Vitest run covers the three packages; each is a project with its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on our 2-core machines,
    // while the main process sits idle. Two worker threads run the suite in half the time
    // (measured: 171 s with one forked worker, 85 s with two threads; decision 012).
    // Each project extends this root configuration (pool included). Four workers were no faster
    // than two (290 s both, 2026-11-28): the two cores are busy throughout.
    pool: "threads",
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"] },
      },
      {
        extends: true,
        test: { name: "scripts", root: "scripts", include: ["*.test.mjs"] },
      },
      {
        extends: true,
        test: {
          name: "api",
          root: "apps/api",
          include: slowSelections[slowTests ?? ""] ?? ["src/**/*.test.ts"],
          exclude: slowTests ? configDefaults.exclude : [...configDefaults.exclude, ...slowApiTests],
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // No isolation: a worker imports the app once, not once per file (Vitest's import phase
          // fell from 206 s to 43 s, the whole run from 432 s to 256–290 s, 2026-11-28). Each file
          // still builds its own app on its own database (src/test/app.ts).
          isolate: false,
        },
      },
      {
        // Components and pages render in jsdom, one window per worker (no isolation, as for the
        // API: React, the DSFR and jsdom load once per worker; src/test/setup.ts empties the window
        // after each file). A page's
        // first render with the DSFR, and axe over it, take seconds, and several times that on a
        // busy machine (17 s for the open data page's at a load average of 10 on 2 cores): the
        // timeout only catches a test that hangs. Waits inside a test: ASYNC_WAIT_MS (setup.ts).
        extends: true,
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        // Pure helpers need no DOM; the few .ts tests that do say so with @vitest-environment.
        extends: true,
        test: {
          name: "web-unit",
          root: "apps/web",
          include: ["src/**/*.test.ts", "build/**/*.test.ts"],
          environment: "node",
          setupFiles: ["src/test/setup.ts"],
        },
      },
    ],
  },
});
