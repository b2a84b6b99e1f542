import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

// What run.ts and soak.ts share: a database of their own, API processes on it, and the readings of
// /proc that say what a measure cost (CPU ticks, resident memory).

export const apiDir = fileURLToPath(new URL("..", import.meta.url));
const exitWithParent = fileURLToPath(new URL("../src/test/exit-with-parent.ts", import.meta.url));
export const clockTicksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

export interface BenchDatabase {
  /** PostgreSQL URL of the bench database; undefined on PGlite (its folder is `dataDir/pglite`). */
  url: string | undefined;
  /** PostgreSQL: the database's name, as its server processes show it in their titles. */
  name: string | undefined;
  dataDir: string;
  pgliteDir: string;
  drop(): Promise<void>;
}

/** A fresh database named `<prefix>_<random>` on the server of `serverUrl`, and how to drop it. */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** PGlite in a temporary folder, or a fresh database on the server of `serverUrl` (dropped after). */
export async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cp-bench-"));
  const pgliteDir = path.join(dataDir, "pglite");
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    return { url: undefined, name: undefined, dataDir, pgliteDir, drop: async () => removeFolder() };
  }
  const database = await createServerDatabase(serverUrl, "cp_bench");
  return {
    url: database.url,
    name: database.name,
    dataDir,
    pgliteDir,
    async drop() {
      await database.drop();
      removeFolder();
    },
  };
}

export interface BenchProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Resident memory right after the process said it was ready and settled for a second (kB). */
  idleRssKb: number;
  /** The last 20 000 characters it printed. */
  output(): string;
}

/**
 * `node --import tsx <script>` from apps/api, ready once its output contains `readyText`. It ends by
 * itself if the bench dies (its stdin closes: exit-with-parent.ts).
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyText: string,
  port: number,
): Promise<BenchProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "--import", exitWithParent, script], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin?.on("error", () => {});
  // What it prints after it is ready is kept (the end of it) to show what went wrong on a 5xx.
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output = (output + String(chunk)).slice(-20_000);
  });
  await new Promise<void>((resolve, reject) => {
    const ready = () => {
      if (!output.includes(readyText)) return;
      child.stdout?.off("data", ready);
      resolve();
    };
    child.stdout?.on("data", ready);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (child.pid === undefined) throw new Error(`${script}: no pid`);
  return {
    child,
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    idleRssKb: rssKb(child.pid),
    output: () => output,
  };
}

/**
 * The API as in production (src/main.ts) on the bench database; `env` adds or overrides. `script`:
 * another server built the same way (floor-server.ts), which says "listening" when ready.
 */
export function startApi(
  database: BenchDatabase,
  port: number,
  env: Record<string, string>,
  script = "src/main.ts",
) {
  return startProcess(
    script,
    {
      NODE_ENV: "production",
      APP_SECRET: "bench-secret-".padEnd(48, "x"),
      HOST: "127.0.0.1",
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? "",
      DATABASE_POOL_MAX: "20",
      WEB_DIST_DIR: path.join(database.dataDir, "no-web"),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      // The bench's 50 connections come from one address but stand for 50 visitors: the per-address
      // limits (rate limit of /api/auth, login failures per address) would measure that address.
      AUTH_RATE_LIMIT_PER_MINUTE: "100000000",
      LOGIN_MAX_FAILURES_PER_IP: "100000000",
      // The mail worker polls every 2 s by default; registrations enqueue mail it would then send
      // (to .eml files) during the measures: part of the real cost, kept.
      ...env,
    },
    script === "src/main.ts" ? "en ligne" : "listening",
    port,
  );
}

export function stopProcess(target: BenchProcess | ChildProcess): Promise<void> {
  const child = "child" in target ? target.child : target;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** utime + stime of a process, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
export function cpuTicksOf(pid: number | string, withChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces: count fields from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const own = Number(fields[11]) + Number(fields[12]);
    return withChildren ? own + Number(fields[13]) + Number(fields[14]) : own;
  } catch {
    return 0; // The process ended between the listing and the read.
  }
}

/** VmRSS of a process, in kB (0 once it has ended). */
export function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** CPU time of the PostgreSQL server's processes, in ticks: the bench database's and the server's. */
export interface PostgresCpu {
  /** Backends of the bench database (their title names it) and the parallel workers they lead, by pid. */
  benchDatabase: Map<string, number>;
  /**
   * Every process whose command starts with "postgres", plus what the postmaster collected from
   * its children that ended (parallel workers, closed connections): whoever's they were.
   */
  server: number;
}

export function readPostgresCpu(databaseName: string): PostgresCpu {
  const titles = new Map<string, string>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) continue;
      titles.set(pid, readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "));
    } catch {
      // Ended meanwhile.
    }
  }
  const ours = new Set(
    [...titles].filter(([, title]) => title.includes(` ${databaseName} `)).map(([pid]) => pid),
  );
  const benchDatabase = new Map<string, number>();
  let server = 0;
  for (const [pid, title] of titles) {
    // The postmaster has no "postgres:" title; its children's times include the ended ones'.
    const isPostmaster = !title.startsWith("postgres:");
    const ticks = cpuTicksOf(pid, isPostmaster);
    server += ticks;
    const leader = /parallel worker for PID (\d+)/.exec(title)?.[1];
    if (ours.has(pid) || (leader && ours.has(leader))) benchDatabase.set(pid, ticks);
  }
  return { benchDatabase, server };
}

/**
 * The bench database's processes' ticks between two readings: those alive at the second one (a
 * process that ended in between took its ticks with it; a new one counts whole).
 */
export function benchDatabaseTicks(before: PostgresCpu, after: PostgresCpu): number {
  let ticks = 0;
  for (const [pid, value] of after.benchDatabase) ticks += value - (before.benchDatabase.get(pid) ?? 0);
  return ticks;
}

/**
 * Waits until `pid` is idle (under 10 % of a core over 200 ms, at most 30 s): the requests that
 * autocannon abandoned when its previous run ended are still being answered, and would otherwise
 * be counted against the next measure.
 */
export async function settle(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let last = cpuTicksOf(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuTicksOf(pid);
    if (now - last <= clockTicksPerSecond * 0.02) return;
    last = now;
  }
}

export interface Measure {
  name: string;
  url: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  /** Requests lost to a socket error or a timeout (10 s). */
  unanswered: number;
  statusCodes: Record<string, number>;
  /** API CPU per request sent, in ms (user + system time of the process, until it was idle again). */
  cpuMs: number;
  /** PostgreSQL only: the server's CPU per request, in ms. */
  pgCpuMs?: { benchDatabase: number; server: number };
  maxRssKb: number;
  /** Set when the measure was taken again by number of answers (this many), being too slow for its time. */
  byAmount?: number;
}

export interface MeasureOptions extends autocannon.Options {
  /** Seconds of the same load before the measure, not counted (JIT, plans, pools, caches). */
  warmupSeconds?: number;
}

interface Load {
  result: autocannon.Result;
  ticks: number;
  pgTicks?: { benchDatabase: number; server: number };
  maxRssKb: number;
}

/**
 * One autocannon run, with the target's CPU read before it and after the target went idle again:
 * the requests autocannon abandoned when its time was up are still answered, and cost as much as the
 * others, so the CPU is divided by the requests sent.
 */
async function loadOnce(
  target: { pid: number },
  load: autocannon.Options,
  databaseName?: string,
): Promise<Load> {
  let maxRssKb = rssKb(target.pid);
  const sampler = setInterval(() => {
    maxRssKb = Math.max(maxRssKb, rssKb(target.pid));
  }, 250);
  const pgBefore = databaseName ? readPostgresCpu(databaseName) : undefined;
  const before = cpuTicksOf(target.pid);
  const result = await autocannon(load);
  clearInterval(sampler);
  maxRssKb = Math.max(maxRssKb, rssKb(target.pid));
  await settle(target.pid);
  const ticks = cpuTicksOf(target.pid) - before;
  const pgAfter = databaseName ? readPostgresCpu(databaseName) : undefined;
  return {
    result,
    ticks,
    ...(pgBefore &&
      pgAfter && {
        pgTicks: {
          benchDatabase: benchDatabaseTicks(pgBefore, pgAfter),
          server: pgAfter.server - pgBefore.server,
        },
      }),
    maxRssKb,
  };
}

/**
 * One load measure against `target` (its CPU and memory are read around it), with the database's
 * CPU when `databaseName` (PostgreSQL) is given. A read so slow that fewer than two answers per
 * connection came back within the time is measured again until each connection had one answer: a
 * handful of answers, or none (every connection waiting in the same queue), says nothing of the rate.
 */
export async function measure(
  name: string,
  target: { pid: number },
  options: MeasureOptions,
  databaseName?: string,
): Promise<Measure> {
  const { warmupSeconds = 0, ...load } = options;
  await settle(target.pid);
  if (warmupSeconds > 0) {
    await autocannon({ ...load, duration: warmupSeconds });
    await settle(target.pid);
  }
  const enough = 2 * (load.connections ?? 10);
  let run = await loadOnce(target, load, databaseName);
  let byAmount: number | undefined;
  if (load.amount === undefined && run.result.requests.total < enough) {
    // One answer per connection: enough for a rate, and the run ends in a bounded time however slow.
    byAmount = load.connections ?? 10;
    run = await loadOnce(target, { ...load, amount: byAmount, timeout: 120 }, databaseName);
  }
  const { result } = run;
  const sent = Math.max(result.requests.sent ?? 0, result.requests.total);
  const perRequest = (ticks: number) => (sent > 0 ? (ticks * 1000) / clockTicksPerSecond / sent : 0);
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = Number(stats.count ?? 0);
  }
  return {
    name,
    url: String(load.url ?? ""),
    rps: result.requests.total / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    unanswered: result.errors + result.timeouts,
    statusCodes,
    cpuMs: perRequest(run.ticks),
    ...(run.pgTicks && {
      pgCpuMs: {
        benchDatabase: perRequest(run.pgTicks.benchDatabase),
        server: perRequest(run.pgTicks.server),
      },
    }),
    maxRssKb: run.maxRssKb,
    ...(byAmount !== undefined && { byAmount }),
  };
}

const numberFormats = new Map<number, Intl.NumberFormat>();
/** A number the French way: 5 888 ; 0,67. */
export function fr(value: number, digits = 0): string {
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(digits, format);
  }
  return format.format(value);
}

export function mb(kb: number): string {
  return `${fr(kb / 1024, 0)} Mo`;
}

/** The commit the bench ran on, with a mark when the tree had changes (others' work in progress). */
export function commitOf(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: apiDir }).toString().trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "src", "drizzle"], { cwd: apiDir })
      .toString()
      .trim();
    return dirty ? `${head} (+ modifications non commitées dans apps/api/src ou drizzle)` : head;
  } catch {
    return "inconnu";
  }
}
