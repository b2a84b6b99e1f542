import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Real API processes for the tests that need several of them on one PostgreSQL database, or need to
// kill one (booking-concurrency.test.ts): `node --import tsx src/main.ts`, as in production, over
// real HTTP. Each process is stopped by the test's afterAll (stopAllApiProcesses), and ends by
// itself if the test's process dies first (exit-with-parent.ts).

const apiDir = fileURLToPath(new URL("../..", import.meta.url));
const exitWithParent = fileURLToPath(new URL("./exit-with-parent.ts", import.meta.url));

/** A shared secret: ticket codes signed by one process are recognised by the others. */
export const API_PROCESS_SECRET = "api-process-test-secret-".padEnd(48, "x");

export interface ApiProcessOptions {
  databaseUrl: string;
  /** A port of one's own (e.g. to restart a killed process at the same address); free one otherwise. */
  port?: number;
  /** More environment variables, overriding the defaults below. */
  env?: Record<string, string>;
  /** Called with everything the process prints, as it prints it (before it answers, too). */
  onOutput?: (text: string) => void;
  /** How long the process may take to answer its health check (default 60 s: a loaded CI machine). */
  startTimeoutMs?: number;
}

export interface ApiProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number | undefined;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last lines the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends a signal (SIGKILL: a crash) and waits until the process has ended. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM (graceful shutdown), then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<ApiProcess>();

/** A port nobody listens on at this moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `API process ended before answering (${child.exitCode ?? child.signalCode}):\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API process did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts `src/main.ts` on `databaseUrl` (already migrated: the process migrates again, a no-op) and
 * waits until GET /api/health answers 200. Production settings, no demo data, public cache off,
 * authentication rate limits out of the way.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "cp-api-process-"));
  const child = spawn(process.execPath, ["--import", "tsx", "--import", exitWithParent, "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_SECRET: API_PROCESS_SECRET,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web"),
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      PUBLIC_CACHE_TTL_MS: "0",
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      LOGIN_MAX_FAILURES_PER_IP: "100000",
      // These processes test concurrency, not moderation: their organisers sign up over HTTP and
      // publish at once (moderation is tested in one process, modules/moderation).
      MODERATION_POLICY: "none",
      ...options.env,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let printed = "";
  const keep = (chunk: Buffer) => {
    printed = (printed + String(chunk)).slice(-8000);
    options.onOutput?.(String(chunk));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // The pipe breaks when the process is killed; that is expected, not an error of the test.
  child.stdin?.on("error", () => {});
  const ended = exited(child).then(() => {
    running.delete(handle);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const url = `http://127.0.0.1:${port}`;
  const handle: ApiProcess = {
    url,
    port,
    pid: child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => printed,
    async kill(signal = "SIGKILL") {
      if (handle.alive()) child.kill(signal);
      await ended;
    },
    async stop(graceMs = 5000) {
      if (!handle.alive()) return ended;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await ended;
      clearTimeout(timer);
    },
  };
  running.add(handle);
  try {
    await waitForHealth(url, child, options.startTimeoutMs ?? 60_000, () => printed);
  } catch (error) {
    await handle.kill("SIGKILL");
    throw error;
  }
  return handle;
}

/** Stops every API process these tests started and that still runs (for afterAll, even after a failure). */
export async function stopAllApiProcesses(): Promise<void> {
  await Promise.all([...running].map((apiProcess) => apiProcess.stop()));
}
