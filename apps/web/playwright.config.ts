import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

// Journeys run in the system Chromium (no browser download on these machines) against the real
// server started by scripts/e2e-server.mjs on a fresh embedded database.
export default defineConfig({
  testDir: "e2e",
  outputDir: `../../test-results/e2e-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: "node --import tsx ../../scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
