import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  type BenchProcess,
  createBenchDatabase,
  fr,
  type Measure,
  mb,
  measure,
  rssKb,
  settle,
  startApi,
  stopProcess,
} from "./harness.ts";

// Issue 31: the API's resident memory (VmRSS) on each engine, started as `npm start` starts it (a
// new database, the demo data seeded, the web app served and rendered when it is built), idle after
// the start, at its highest during public reads, idle again after them, and idle after a restart on
// the same data (no seeding: a server's usual state). PGlite's idle figures must stay under
// 500 MB (decision 055). Run alone: `node --import tsx bench/memory.ts` (DATABASE_URL adds
// PostgreSQL); `npm run bench` prints it at the end, with PostgreSQL on the bench's server or on
// BENCH_POSTGRES_URL's.

/** PGlite idle, in kB: the issue's target. */
export const PGLITE_IDLE_TARGET_KB = 500 * 1024;

const port = Number(process.env.BENCH_MEMORY_PORT ?? 3288);
const seconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 3);
const connections = 20;
/** How long an idle process is left before it is read, once its CPU went quiet (timers, GC). */
const quietMs = 3000;

export interface EngineMemory {
  engine: "PGlite" | "PostgreSQL";
  /** Why it was not measured (no PostgreSQL server given). */
  skipped?: string;
  /** After the first start (demo data seeded), in kB. */
  idleAfterStartKb?: number;
  /** The highest reading during the reads, in kB. */
  peakKb?: number;
  /** After the reads, once quiet again, in kB. */
  idleAfterReadsKb?: number;
  /** After a restart on the same data, in kB. */
  idleAfterRestartKb?: number;
}

/** The variables of `names` that the environment sets. */
function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
}

/** The web build the API renders pages with, when there is one (npm start builds it first). */
function webDistDir(): string | undefined {
  const dir = path.resolve(
    process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../../web/dist", import.meta.url)),
  );
  return existsSync(path.join(dir, ".server", "entry-server.js")) ? dir : undefined;
}

async function quietRssKb(api: BenchProcess): Promise<number> {
  await settle(api.pid);
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  return rssKb(api.pid);
}

/** What a visitor reads of the demo data: lists, one event, venues, the programme, pages. */
async function readsOf(api: BenchProcess, web: boolean): Promise<string[]> {
  const first = (await (await fetch(`${api.url}/api/events?limit=1`)).json()) as { id?: number }[];
  const eventId = first[0]?.id ?? 1;
  return [
    "/api/events?limit=24&offset=0",
    "/api/events?upcoming=true&q=eglise&limit=24&offset=0",
    "/api/events",
    `/api/events/${eventId}`,
    "/api/lieux?limit=50",
    "/api/programs?limit=200",
    ...(web ? ["/", "/events", `/events/${eventId}`] : []),
  ];
}

async function measureEngine(engine: EngineMemory["engine"], serverUrl: string | undefined) {
  const database = await createBenchDatabase(serverUrl);
  const web = webDistDir();
  const env = {
    SEED_DEMO: "true",
    // glibc's malloc as scripts/start.mjs sets it (decision 055); the environment may override.
    MALLOC_ARENA_MAX: "2",
    MALLOC_MMAP_THRESHOLD_: "131072",
    MALLOC_TRIM_THRESHOLD_: "131072",
    MAP_TILES_URL: "off",
    // LOG_LEVEL stays the bench's (warn): at info, each request's line waits in the API's memory
    // while the bench, busy sending requests, reads its output late.
    ...pick(process.env, ["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_"]),
    ...(web ? { WEB_DIST_DIR: web } : {}),
  };
  let api: BenchProcess | undefined;
  try {
    api = await startApi(database, port, env);
    const idleAfterStartKb = await quietRssKb(api);
    const measures: Measure[] = [];
    for (const url of await readsOf(api, web !== undefined)) {
      measures.push(await measure(url, api, { url: `${api.url}${url}`, connections, duration: seconds }));
    }
    const peakKb = Math.max(idleAfterStartKb, ...measures.map((result) => result.maxRssKb));
    const idleAfterReadsKb = await quietRssKb(api);
    await stopProcess(api);
    api = await startApi(database, port, env);
    const idleAfterRestartKb = await quietRssKb(api);
    return { engine, idleAfterStartKb, peakKb, idleAfterReadsKb, idleAfterRestartKb, web };
  } finally {
    if (api) await stopProcess(api);
    await database.drop();
  }
}

/** Both engines, one after the other (PostgreSQL only with a server's URL). */
export async function measureMemory(postgresUrl: string | undefined): Promise<{
  engines: EngineMemory[];
  web: boolean;
}> {
  const pglite = await measureEngine("PGlite", undefined);
  const postgres: EngineMemory = postgresUrl
    ? await measureEngine("PostgreSQL", postgresUrl)
    : { engine: "PostgreSQL", skipped: "non mesuré (ni DATABASE_URL ni BENCH_POSTGRES_URL)" };
  return { engines: [pglite, postgres], web: pglite.web !== undefined };
}

/** The report's table; false when PGlite's idle figures miss the target. */
export function printMemory({ engines, web }: { engines: EngineMemory[]; web: boolean }): boolean {
  console.log("\n### Mémoire : RSS au repos et en pointe (VmRSS, démarré comme npm start)\n");
  console.log(
    "| Moteur | au repos après le 1er démarrage (démo) | en pointe pendant les lectures | au repos après les lectures | au repos après un redémarrage |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const result of engines) {
    if (result.skipped) {
      console.log(`| ${result.engine} | ${result.skipped} | | | |`);
      continue;
    }
    const cells = [
      result.idleAfterStartKb,
      result.peakKb,
      result.idleAfterReadsKb,
      result.idleAfterRestartKb,
    ].map((kb) => mb(kb ?? 0));
    console.log(`| ${result.engine} | ${cells.join(" | ")} |`);
  }
  const pglite = engines.find((result) => result.engine === "PGlite");
  const idle = pglite
    ? [pglite.idleAfterStartKb, pglite.idleAfterReadsKb, pglite.idleAfterRestartKb].map((kb) => kb ?? 0)
    : [];
  const met = idle.length > 0 && idle.every((kb) => kb < PGLITE_IDLE_TARGET_KB);
  console.log(
    `\nLectures : ${connections} connexions, ${fr(seconds)} s par adresse (listes, un événement, lieux, programme` +
      `${web ? ", trois pages rendues par le serveur" : " ; application web non construite : aucune page rendue"}), cache public par défaut.` +
      `\nAu repos : relevé ${fr(quietMs / 1000)} s après le retour au calme du processus (CPU sous 10 % d’un cœur).` +
      `\nObjectif PGlite au repos sous ${mb(PGLITE_IDLE_TARGET_KB)} : ${met ? "atteint" : `NON ATTEINT (${idle.map(mb).join(", ")})`}.`,
  );
  return met;
}

/** What run.ts calls at the end of its report. */
export async function reportMemory(postgresUrl: string | undefined): Promise<boolean> {
  return printMemory(await measureMemory(postgresUrl));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const met = await reportMemory(process.env.DATABASE_URL ?? process.env.BENCH_POSTGRES_URL);
  process.exit(met ? 0 : 1);
}
