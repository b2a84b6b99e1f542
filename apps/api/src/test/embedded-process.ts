import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { API_PROCESS_SECRET } from "./api-process.ts";

// Real processes on an embedded (PGlite) DATA_DIR, for the start-up and backup tests that need the
// real main.ts or the backup commands: what they print, how they end. api-process.ts does the same
// for API processes on PostgreSQL.

const apiDir = fileURLToPath(new URL("../..", import.meta.url));
const exitWithParent = fileURLToPath(new URL("./exit-with-parent.ts", import.meta.url));

export interface ScriptRun {
  readonly pid: number | undefined;
  /** Everything printed so far, standard output and error together. */
  output(): string;
  /** Resolves with the exit code (null when ended by a signal). */
  readonly ended: Promise<number | null>;
  alive(): boolean;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs `script` (relative to apps/api) with `node --import tsx`, on `dataDir`, as in production. */
export function runScript(
  script: string,
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = [],
): ScriptRun {
  // A server ends with the test's process (exit-with-parent.ts); a command ends by itself, and
  // would not with that preload, which keeps standard input open.
  const preload = script === "src/main.ts" ? ["--import", exitWithParent] : [];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", ...preload, script, ...args], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_SECRET: API_PROCESS_SECRET,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      WEB_DIST_DIR: `${dataDir}/no-web`,
      LOG_LEVEL: "warn",
      PUBLIC_CACHE_TTL_MS: "0",
      // These processes test the embedded folder, not moderation: organisers who sign up over HTTP
      // publish at once, as in api-process.ts.
      MODERATION_POLICY: "none",
      ...env,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let printed = "";
  const keep = (chunk: Buffer) => {
    printed += String(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.stdin?.on("error", () => {});
  const ended = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid,
    output: () => printed,
    ended,
    alive,
    async kill(signal = "SIGTERM") {
      if (alive()) child.kill(signal);
      return ended;
    },
  };
}

/** Waits until the server answers its health check; fails with what it printed if it ends first. */
export async function untilServing(run: ScriptRun, url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!run.alive()) throw new Error(`The server ended before answering:\n${run.output()}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await run.kill("SIGKILL");
  throw new Error(`The server did not answer within ${timeoutMs} ms:\n${run.output()}`);
}
