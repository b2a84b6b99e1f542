// The server the browser tests run against: the real API and web app on a fresh embedded database
// in a temporary folder (seeded with the demo data), removed when the server stops.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, webDistDir } from "./web-build.mjs";

const dataDir = mkdtempSync(path.join(tmpdir(), "cp-e2e-"));
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/api/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: process.env.E2E_PORT ?? "3100",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    // Every journey signs up or logs in from the same IP: keep the per-IP auth ceiling out of the way.
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
  },
});
function stop(signal) {
  server.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
