// The server the browser tests run against: the real API and web app on a fresh embedded database
// in a temporary folder (seeded with the demo data), removed when the server stops; and a real SMTP
// server that receives the API's mail and writes each message to test-results/e2e-mail-<port>/ for
// the journeys to read (e2e/support/mail.ts). Run with `node --import tsx` (the SMTP server is the
// API tests' own, in TypeScript).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTestSmtpServer } from "../apps/api/src/test/smtp.ts";
import { root, webDistDir } from "./web-build.mjs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = mkdtempSync(path.join(tmpdir(), "cp-e2e-"));
const mailDir = path.join(root, "test-results", `e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
const smtp = await startTestSmtpServer();
let received = 0;
smtp.onMessage = (mail) => {
  received += 1;
  writeFileSync(path.join(mailDir, `${String(received).padStart(5, "0")}.eml`), mail.raw);
};
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/api/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    // Every journey signs up or logs in from the same IP: keep the per-IP auth ceiling out of the way.
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAIL_POLL_MS: "250",
    // Map tiles from a closed local port: no journey may fetch anything from outside, and the map
    // must show its fallback (outline of France, notice) as it does offline (decision 034).
    MAP_TILES_URL: "http://127.0.0.1:9/tuiles/{z}/{x}/{y}.png",
  },
});
function stop(signal) {
  server.kill(signal);
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
server.on("exit", (code) => {
  void smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
