import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../src/db/client.ts";
import { BENCH_LOGIN, seedLargeDataSet } from "./seed-large.ts";

// npm run bench: the API on a large data set, 50 connections per endpoint, compared with a bare
// Fastify route in the same run. PGlite by default; DATABASE_URL=postgres://… runs it on a fresh
// database created on that server (and dropped afterwards).

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const serverUrl = process.env.DATABASE_URL;

async function createBenchDatabase(): Promise<{ url?: string; dataDir: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cp-bench-"));
  if (!serverUrl) return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `cp_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function startProcess(script: string, env: Record<string, string>, readyText: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
      if (output.includes(readyText)) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

interface Measure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Measure> {
  const result = await autocannon({ connections, duration, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const database = await createBenchDatabase();
const children: ChildProcess[] = [];
try {
  console.log(`Base : ${serverUrl ? "PostgreSQL" : "PGlite"} — remplissage du jeu de données…`);
  const seedStart = Date.now();
  const handle = await openDatabase({
    databaseUrl: database.url,
    pgliteDir: path.join(database.dataDir, "pglite"),
  });
  await handle.migrate();
  const data = await seedLargeDataSet(handle.db);
  await handle.close();
  console.log(`Jeu de données en ${((Date.now() - seedStart) / 1000).toFixed(1)} s :`, data.counts);

  const apiPort = 3290;
  const ceilingPort = 3299;
  children.push(
    await startProcess(
      "src/main.ts",
      {
        NODE_ENV: "production",
        APP_SECRET: "bench-secret-".padEnd(48, "x"),
        PORT: String(apiPort),
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.url ?? "",
        DATABASE_POOL_MAX: "20",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT_PER_MINUTE: "100000000",
        LOGIN_MAX_FAILURES_PER_IP: "100000000",
      },
      "en ligne",
    ),
  );
  children.push(await startProcess("bench/ceiling-server.ts", { PORT: String(ceilingPort) }, "listening"));

  const api = `http://127.0.0.1:${apiPort}`;
  const results: Measure[] = [];
  results.push(
    await measure("plafond : route Fastify constante", { url: `http://127.0.0.1:${ceilingPort}/` }),
  );
  results.push(await measure("GET /api/events (1re page)", { url: `${api}/api/events?limit=20` }));
  results.push(await measure("GET /api/events?q=eglise", { url: `${api}/api/events?q=eglise&limit=20` }));
  results.push(await measure("GET /api/events/{id}", { url: `${api}/api/events/${data.eventId}` }));
  results.push(await measure("GET /api/parcours/{id}", { url: `${api}/api/parcours/${data.parcoursId}` }));
  results.push(
    await measure("POST /api/auth/login", {
      url: `${api}/api/auth/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(BENCH_LOGIN),
    }),
  );

  const ceiling = results[0]?.rps ?? 1;
  console.log(
    `\n${serverUrl ? "PostgreSQL" : "PGlite"}, ${connections} connexions, ${duration} s par mesure\n`,
  );
  console.log("| Mesure | req/s | p50 (ms) | p99 (ms) | part du plafond | erreurs |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const result of results) {
    const ratio = `${((result.rps / ceiling) * 100).toFixed(1)} %`;
    console.log(
      `| ${result.name} | ${result.rps.toFixed(0)} | ${result.p50} | ${result.p99} | ${ratio} | ${result.errors} |`,
    );
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
