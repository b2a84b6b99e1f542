import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../src/db/client.ts";
import { type NginxFront, startNginxFront } from "../src/test/nginx-front.ts";
import { type BurstResult, burstOfRegistrations } from "./burst.ts";
import {
  apiDir,
  type BenchDatabase,
  type BenchProcess,
  benchDatabaseTicks,
  clockTicksPerSecond,
  commitOf,
  cpuTicksOf,
  createBenchDatabase,
  fr,
  mb,
  readPostgresCpu,
  rssKb,
  settle,
  startApi,
  stopProcess,
} from "./harness.ts";
import type { HotSession } from "./seed-large.ts";
import { hotSessionMaker, seedLargeDataSet } from "./seed-large.ts";

// npm run bench -- saturday (issue 34, part 4): a Saturday of the season on a platform of
// SATURDAY_EVENTS (100 000) events, on a fresh PostgreSQL database. Visitors browse for
// SATURDAY_SECONDS (60): events lists with filters and pages, event pages rendered by the server,
// the map page's calls, searches; every SATURDAY_WAVE_SECONDS (10) a wave of registrations lands
// on 20 hot sessions of few places at once (with the waiting list, as the web app sends them).
// First with two API processes, then with one (SATURDAY_PROCESSES), each time behind Debian's nginx
// with the production site file (deploy/nginx). Reported: req/s, p50/p99 per kind, 5xx (must be 0), oversold places (must be 0,
// read in the database), API and PostgreSQL CPU per request, resident memory of each process.
// The same load generator as the rest of the bench (autocannon, one instance per kind of page so
// that each kind has its own latencies) and the same registration bursts (burst.ts).

const totalEvents = Number(process.env.SATURDAY_EVENTS ?? 100_000);
const seconds = Number(process.env.SATURDAY_SECONDS ?? 60);
const warmupSeconds = Number(process.env.SATURDAY_WARMUP_SECONDS ?? 10);
const waveSeconds = Number(process.env.SATURDAY_WAVE_SECONDS ?? 10);
/** How many API processes each run has, in order (« 1,2 »: the other order, to see its effect). */
const processCounts = (process.env.SATURDAY_PROCESSES ?? "2,1").split(",").map(Number);
if (processCounts.some((count) => !Number.isInteger(count) || count < 1)) {
  throw new Error(
    `SATURDAY_PROCESSES must list process counts, such as 2,1 (got ${process.env.SATURDAY_PROCESSES})`,
  );
}
const HOT_SESSIONS = 20;
/** Places of each hot session: the first wave nearly fills it, the next ones join its waiting list. */
const HOT_CAPACITY = 40;
/** Registrations sent at once to each hot session per wave (1 or 2 places each, burst.ts). */
const WAVE_PER_SESSION = 15;
const firstPort = 3292;
/**
 * A visitor who has waited this long has left: the read counts as unanswered (autocannon's own
 * 10 s cuts answers that a loaded machine gives late).
 */
const READ_TIMEOUT_SECONDS = 30;
const pageSize = 24;

/** The visitors: how many connections browse each kind of page at once (48 in all). */
const KINDS = [
  { key: "lists", name: "Listes d’événements (filtres, pages)", connections: 16 },
  { key: "pages", name: "Pages d’événement rendues par le serveur", connections: 14 },
  { key: "map", name: "Carte (configuration, points)", connections: 6 },
  { key: "search", name: "Recherches (q=, /api/search)", connections: 12 },
] as const;
type KindKey = (typeof KINDS)[number]["key"];

const CITIES = ["Paris", "Lyon", "Marseille", "Bordeaux", "Lille", "Strasbourg", "Nantes", "Dijon"];
const FILTERS = [
  "",
  "&category=Musique",
  "&category=Exposition",
  "&category=Visite",
  "&free=true",
  "&when=weekend",
  "&accessibility=moteur",
  ...CITIES.map((city) => `&ville=${encodeURIComponent(city)}`),
];
const WORDS = [
  "eglise",
  "concert orgue",
  "lyon",
  "conert",
  "remparts",
  "musique baroque",
  "calligraphie",
  "marionnettes",
  "cathedrales gothiques",
  "xqzwvy",
];

/** A small seeded generator (mulberry32): the same visitors' walk on every run. */
function randomOf(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

/** The next address a visitor of this kind asks for, as the web app sends it. */
function pathsOf(kind: KindKey, eventIds: number[], upcoming: number, seed: number): () => string {
  const random = randomOf(seed);
  const lastPage = Math.max(0, Math.floor((upcoming - 1) / pageSize));
  switch (kind) {
    case "lists":
      // Mostly the first pages, now and then a deep one (someone who scrolls through the season).
      return () => {
        const page = random(10) < 8 ? random(5) : random(lastPage + 1);
        const filter = FILTERS[random(FILTERS.length)] ?? "";
        return `/api/events?upcoming=true${filter}&limit=${pageSize}&offset=${page * pageSize}`;
      };
    case "pages":
      return () => `/events/${eventIds[random(eventIds.length)]}`;
    case "map":
      // What the map page asks (/carte): its configuration, then every point in one answer.
      return () => (random(2) === 0 ? "/api/map/config" : "/api/map/points");
    case "search":
      // The events page's search box and the header's cross-kind search (/recherche).
      return () => {
        const words = encodeURIComponent(WORDS[random(WORDS.length)] ?? "eglise");
        return random(3) === 0
          ? `/api/search?q=${words}`
          : `/api/events?q=${words}&upcoming=true&limit=${pageSize}&offset=0`;
      };
  }
}

interface Facts {
  /** Upcoming events' ids (a sample), for the event pages. */
  eventIds: number[];
  upcoming: number;
}

async function factsOf(db: Database): Promise<Facts> {
  const ids = (await db.execute(
    sql`select id from events where date_start > now() order by hashint4(id) limit 3000`,
  )) as unknown as { rows: { id: number }[] };
  const counted = (await db.execute(
    sql`select count(*)::int as n from events where coalesce(date_end, date_start) >= now()`,
  )) as unknown as { rows: { n: number }[] };
  return { eventIds: ids.rows.map((row) => Number(row.id)), upcoming: Number(counted.rows[0]?.n ?? 0) };
}

/**
 * `HOT_SESSIONS` free events of one session of `HOT_CAPACITY` places, a fortnight ahead, owned by
 * the bench's hot-session organiser (seed-large.ts): the season's openings everyone wants.
 */
async function seedSaturdaySessions(db: Database, label: string): Promise<HotSession[]> {
  const hotSession = await hotSessionMaker(db, {
    venue: `Scène du samedi (${label})`,
    daysAhead: 14,
    description: "Une séance très demandée, pour le scénario du samedi du banc d’essai.",
  });
  const sessions: HotSession[] = [];
  for (let index = 1; index <= HOT_SESSIONS; index++) {
    sessions.push(await hotSession(`Ouverture du samedi n° ${index} (${label})`, HOT_CAPACITY));
  }
  return sessions;
}

interface SoldCheck {
  capacity: number;
  /** Places of the confirmed registrations, summed over the hot sessions. */
  confirmed: number;
  /** Places taken beyond capacity, summed over the sessions (confirmed places or the counter). */
  oversold: number;
  /** Sessions whose places_taken differs from their confirmed registrations' places. */
  drift: number;
  waitlisted: number;
}

/** Read in the database, once the load is over: the truth about the places, whatever answered. */
async function checkSold(db: Database, sessions: HotSession[]): Promise<SoldCheck> {
  const ids = sql.raw(sessions.map((session) => session.sessionId).join(", "));
  const result = (await db.execute(sql`select s.capacity, s.places_taken,
      coalesce((select sum(p.nombre_places) from participations p
        where p.session_id = s.id and p.status = 'confirmed'), 0)::int as sold,
      (select count(*) from participations p where p.session_id = s.id and p.status = 'waitlisted')::int as waiting
    from event_sessions s where s.id in (${ids})`)) as unknown as {
    rows: { capacity: number; places_taken: number; sold: number; waiting: number }[];
  };
  const check: SoldCheck = { capacity: 0, confirmed: 0, oversold: 0, drift: 0, waitlisted: 0 };
  for (const row of result.rows) {
    const capacity = Number(row.capacity);
    const sold = Number(row.sold);
    const taken = Number(row.places_taken);
    check.capacity += capacity;
    check.confirmed += sold;
    check.oversold += Math.max(0, sold - capacity, taken - capacity);
    if (sold !== taken) check.drift++;
    check.waitlisted += Number(row.waiting);
  }
  return check;
}

/** The API processes' public address: Debian's nginx with the production site file (deploy/nginx). */
type Front = Pick<NginxFront, "url" | "stop">;

function startFront(processes: BenchProcess[]): Promise<Front> {
  return startNginxFront({ upstreams: processes.map((api) => new URL(api.url).host) });
}

interface KindResult {
  key: KindKey;
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  statusCodes: Record<string, number>;
  fiveHundreds: number;
  /** Non-2xx answers other than 5xx. */
  otherErrors: number;
  /**
   * Connection errors seen by autocannon, most likely this: nginx closes a visitor's connection
   * after 1 000 requests (keepalive_requests), and a request autocannon sent on it at that moment
   * is lost where a browser would send it again (6 connections × 5 000 requests through nginx to a
   * trivial server: 24 lost, 6 × 4 closes). Reported, not a failure of the API.
   */
  connectionErrors: number;
  /** Requests without an answer within READ_TIMEOUT_SECONDS. */
  timeouts: number;
}

interface ProcessMemory {
  port: number;
  idleKb: number;
  peakKb: number;
  endKb: number;
}

interface SaturdayRun {
  processes: number;
  kinds: KindResult[];
  totalRps: number;
  bookings: {
    sent: number;
    statuses: Record<string, number>;
    unanswered: number;
    p50: number;
    p99: number;
    max: number;
  };
  sold: SoldCheck;
  memory: ProcessMemory[];
  apiCpuMs: number;
  pgCpuMs: number;
  /** nginx's master and workers. */
  nginxCpuMs: number;
  /** PostgreSQL transactions (each statement outside one counts as one) per request. */
  transactionsPerRequest: number;
  /** This process: autocannon and the registration bursts, on the same cores. */
  loadCpuMs: number;
  loadAtEnd: number;
}

/** Transactions committed or rolled back in the bench database so far (pg_stat_database). */
async function transactionsOf(database: BenchDatabase): Promise<number> {
  return withDatabase(database, async (db) => {
    const result = (await db.execute(
      sql`select (xact_commit + xact_rollback)::bigint as n from pg_stat_database where datname = current_database()`,
    )) as unknown as { rows: { n: string | number }[] };
    return Number(result.rows[0]?.n ?? 0);
  });
}

/**
 * nginx's master (started by this process through nginx-front.ts) and its workers: their CPU is
 * part of a request's cost on this machine.
 */
function nginxPids(): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "nginx") continue;
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Ended meanwhile.
    }
  }
  const masters = [...parents].filter(([, parent]) => parent === process.pid).map(([pid]) => pid);
  const workers = [...parents].filter(([, parent]) => masters.includes(parent)).map(([pid]) => pid);
  return [...masters, ...workers];
}

/** The visitors' mix on `front` for `duration` seconds, one autocannon instance per kind. */
function visitorsMix(front: Front, facts: Facts, duration: number, seed: number) {
  return Promise.all(
    KINDS.map((kind, index) => {
      const next = pathsOf(kind.key, facts.eventIds, facts.upcoming, seed + index);
      return autocannon({
        url: front.url,
        connections: kind.connections,
        duration,
        timeout: READ_TIMEOUT_SECONDS,
        // What a browser sends: compressed answers; a page asks for HTML.
        headers: {
          "accept-encoding": "gzip, deflate, br",
          accept: kind.key === "pages" ? "text/html" : "application/json",
        },
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      });
    }),
  );
}

/** Waves of registrations on every hot session, every `waveSeconds`, until `until`. */
async function bookingWaves(front: Front, sessions: HotSession[], until: number): Promise<BurstResult[]> {
  // burst.ts spreads a burst over API processes by their url: here, nginx does.
  const target = [{ url: front.url } as BenchProcess];
  const results: BurstResult[] = [];
  while (Date.now() < until) {
    const started = Date.now();
    const sent = await Promise.all(
      sessions.map((session) => burstOfRegistrations(target, session, WAVE_PER_SESSION)),
    );
    results.push(...sent);
    const pause = started + waveSeconds * 1000 - Date.now();
    if (pause > 0 && Date.now() + pause < until) await new Promise((resolve) => setTimeout(resolve, pause));
    else if (pause > 0) break;
  }
  return results;
}

function kindResult(kind: (typeof KINDS)[number], result: autocannon.Result): KindResult {
  const statusCodes: Record<string, number> = {};
  let fiveHundreds = 0;
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    const count = Number(stats.count ?? 0);
    statusCodes[code] = count;
    if (code.startsWith("5")) fiveHundreds += count;
  }
  return {
    key: kind.key,
    name: kind.name,
    connections: kind.connections,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes,
    fiveHundreds,
    otherErrors: result.non2xx - fiveHundreds,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
  };
}

function percentileOf(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function runWith(
  database: BenchDatabase,
  count: number,
  facts: Facts,
  sessions: HotSession[],
  env: Record<string, string>,
): Promise<SaturdayRun> {
  const processes: BenchProcess[] = [];
  let front: Front | undefined;
  try {
    for (let index = 0; index < count; index++) {
      processes.push(await startApi(database, firstPort + index, env));
    }
    front = await startFront(processes);
    console.log(`  ${count} processus derrière nginx (${front.url}) : chauffe de ${fr(warmupSeconds)} s…`);
    if (warmupSeconds > 0) await visitorsMix(front, facts, warmupSeconds, 1);
    for (const api of processes) await settle(api.pid);

    const memory = processes.map((api) => ({
      port: Number(new URL(api.url).port),
      idleKb: rssKb(api.pid),
      peakKb: rssKb(api.pid),
      endKb: 0,
    }));
    const sampler = setInterval(() => {
      processes.forEach((api, index) => {
        const entry = memory[index]!;
        entry.peakKb = Math.max(entry.peakKb, rssKb(api.pid));
      });
    }, 250);
    const cpuBefore = processes.map((api) => cpuTicksOf(api.pid));
    const pgBefore = database.name ? readPostgresCpu(database.name) : undefined;
    const transactionsBefore = await transactionsOf(database);
    const nginx = nginxPids();
    const nginxBefore = nginx.map((pid) => cpuTicksOf(pid));
    const loadBefore = process.cpuUsage();
    console.log(`  ${fr(seconds)} s de visites et de rafales d’inscriptions…`);
    const until = Date.now() + seconds * 1000;
    const [results, waves] = await Promise.all([
      visitorsMix(front, facts, seconds, 100),
      bookingWaves(front, sessions, until),
    ]);
    clearInterval(sampler);
    processes.forEach((api, index) => {
      const entry = memory[index]!;
      entry.endKb = rssKb(api.pid);
      entry.peakKb = Math.max(entry.peakKb, entry.endKb);
    });
    // Requests that autocannon abandoned at the end are still answered: their CPU counts too.
    for (const api of processes) await settle(api.pid);
    const apiTicks = processes.reduce(
      (sum, api, index) => sum + cpuTicksOf(api.pid) - (cpuBefore[index] ?? 0),
      0,
    );
    const loadUsage = process.cpuUsage(loadBefore);
    const nginxTicks = nginx.reduce(
      (sum, pid, index) => sum + cpuTicksOf(pid) - (nginxBefore[index] ?? 0),
      0,
    );
    const pgTicks =
      pgBefore && database.name ? benchDatabaseTicks(pgBefore, readPostgresCpu(database.name)) : 0;

    const kinds = KINDS.map((kind, index) => kindResult(kind, results[index]!));
    const statuses: Record<string, number> = {};
    for (const wave of waves) {
      for (const [status, n] of Object.entries(wave.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
    }
    const sentBookings = waves.reduce((sum, wave) => sum + wave.count, 0);
    const requests = kinds.reduce((sum, kind) => sum + kind.requests, 0) + sentBookings;
    const perRequest = (ticks: number) =>
      requests > 0 ? (ticks * 1000) / clockTicksPerSecond / requests : 0;
    // The statistics reach pg_stat_database within a second of each transaction's end.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const transactions = (await transactionsOf(database)) - transactionsBefore;
    const sold = await withDatabase(database, (db) => checkSold(db, sessions));
    return {
      processes: count,
      kinds,
      totalRps: kinds.reduce((sum, kind) => sum + kind.rps, 0),
      bookings: {
        sent: sentBookings,
        statuses,
        unanswered: waves.reduce((sum, wave) => sum + wave.unanswered, 0),
        // Each burst times its registrations from its own start: the median of the bursts' medians,
        // the worst of their 99th percentiles and maxima.
        p50: percentileOf(
          waves.map((wave) => wave.p50),
          0.5,
        ),
        p99: Math.max(0, ...waves.map((wave) => wave.p99)),
        max: Math.max(0, ...waves.map((wave) => wave.max)),
      },
      sold,
      memory,
      apiCpuMs: perRequest(apiTicks),
      pgCpuMs: perRequest(pgTicks),
      nginxCpuMs: perRequest(nginxTicks),
      transactionsPerRequest: requests > 0 ? transactions / requests : 0,
      loadCpuMs: requests > 0 ? (loadUsage.user + loadUsage.system) / 1000 / requests : 0,
      loadAtEnd: loadavg()[0] ?? 0,
    };
  } finally {
    await front?.stop();
    await Promise.all(processes.map(stopProcess));
  }
}

async function withDatabase<T>(database: BenchDatabase, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: database.pgliteDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** The web build (browser files and the server bundle that renders the pages), made when missing. */
function webBuild(): string {
  const root = path.resolve(apiDir, "../..");
  const built = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", "(await import('./scripts/web-build.mjs')).ensureWebBuilt()"],
    { cwd: root, stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error("the web app could not be built");
  return path.resolve(root, process.env.WEB_DIST_DIR ?? "apps/web/dist");
}

function isSound(run: SaturdayRun): boolean {
  const bookingFailures = Object.keys(run.bookings.statuses).some((status) => status.startsWith("5"));
  return (
    run.kinds.every((kind) => kind.fiveHundreds === 0 && kind.otherErrors === 0 && kind.timeouts === 0) &&
    !bookingFailures &&
    run.bookings.unanswered === 0 &&
    run.sold.oversold === 0 &&
    run.sold.drift === 0
  );
}

function codesOf(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([code, count]) => `${code} × ${fr(count)}`)
    .join(", ");
}

function printRun(run: SaturdayRun) {
  const title = run.processes === 1 ? "un processus d’API" : `${run.processes} processus d’API`;
  console.log(`\n### ${title} derrière nginx\n`);
  console.log(
    `| Sorte | connexions | requêtes | req/s | p50 (ms) | p99 (ms) | 5xx | autres erreurs | sans réponse en ${READ_TIMEOUT_SECONDS} s | erreurs de connexion ¹ | statuts |`,
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const kind of run.kinds) {
    console.log(
      `| ${kind.name} | ${kind.connections} | ${fr(kind.requests)} | ${fr(kind.rps)} | ${kind.p50} | ${kind.p99} | ${kind.fiveHundreds} | ${kind.otherErrors} | ${kind.timeouts} | ${kind.connectionErrors} | ${codesOf(kind.statusCodes)} |`,
    );
  }
  const b = run.bookings;
  const bookingOthers = Object.entries(b.statuses)
    .filter(([status]) => !status.startsWith("2") && !status.startsWith("5"))
    .reduce((sum, [, n]) => sum + n, 0);
  const bookingFive = Object.entries(b.statuses)
    .filter(([status]) => status.startsWith("5"))
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `| Inscriptions en rafales (${HOT_SESSIONS} séances) | — | ${fr(b.sent)} | ${fr(b.sent / seconds)} | ${fr(b.p50)} | ${fr(b.p99)} | ${bookingFive} | ${bookingOthers} | ${fr(b.unanswered)} ² | — | ${codesOf(b.statuses)} |`,
  );
  console.log(
    `| **Visites, toutes sortes** | ${KINDS.reduce((sum, kind) => sum + kind.connections, 0)} | ${fr(run.kinds.reduce((sum, kind) => sum + kind.requests, 0))} | **${fr(run.totalRps)}** | | | | | | | |`,
  );
  console.log(
    "\n¹ Côté générateur de charge, probablement ceci : nginx ferme la connexion d’un visiteur après 1 000 requêtes (keepalive_requests) ; une requête envoyée à cet instant est comptée en erreur là où un navigateur la renverrait. Signalé, pas compté comme un échec de l’API." +
      "\n² Une inscription attend sa réponse jusqu’à 5 min (burst.ts) ; p50 et p99 sont comptés depuis le départ de sa rafale : médiane des médianes des rafales, pire de leurs 99e centiles.",
  );
  const s = run.sold;
  console.log(
    `\nPlaces des ${HOT_SESSIONS} séances très demandées (lues dans la base) : ${fr(s.confirmed)} confirmées pour ${fr(s.capacity)} ; survente ${s.oversold} ; compteurs faux ${s.drift} ; ${fr(s.waitlisted)} inscriptions en liste d’attente.`,
  );
  console.log(
    `CPU par requête (visites et inscriptions) : API ${fr(run.apiCpuMs, 2)} ms (tous processus), PostgreSQL ${fr(run.pgCpuMs, 2)} ms (connexions à la base du banc), ` +
      `nginx ${fr(run.nginxCpuMs, 2)} ms, générateur de charge ${fr(run.loadCpuMs, 2)} ms ; ` +
      `${fr(run.transactionsPerRequest, 2)} transaction PostgreSQL par requête (pg_stat_database).`,
  );
  console.log("\n| Processus (port) | RSS au repos après la chauffe | RSS maximale | RSS à la fin |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const entry of run.memory) {
    console.log(`| ${entry.port} | ${mb(entry.idleKb)} | ${mb(entry.peakKb)} | ${mb(entry.endKb)} |`);
  }
}

export async function runSaturday(): Promise<boolean> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      "Le scénario du samedi demande PostgreSQL (plusieurs processus sur une base) : DATABASE_URL=postgres://… npm run bench -- saturday",
    );
    return false;
  }
  const startedAt = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const webDistDir = webBuild();
  const database = await createBenchDatabase(serverUrl);
  const runs: SaturdayRun[] = [];
  try {
    console.log(`Samedi : ${fr(totalEvents)} événements sur une base PostgreSQL neuve…`);
    const seedStart = Date.now();
    // A fresh database: migrated here first, as the migration unit of a deployment would.
    const handle = await openDatabase({ databaseUrl: database.url });
    const { facts, sessionSets } = await (async () => {
      try {
        await handle.migrate();
        await seedLargeDataSet(handle.db, { events: totalEvents });
        // Each run gets its own 20 sessions, empty when it starts.
        const sets: HotSession[][] = [];
        for (const [index, count] of processCounts.entries()) {
          sets.push(await seedSaturdaySessions(handle.db, `mesure ${index + 1}, ${count} processus`));
        }
        // The bulk load's dirty pages written now, not during the first run's measure.
        await handle.db.execute(sql`checkpoint`);
        return { facts: await factsOf(handle.db), sessionSets: sets };
      } finally {
        await handle.close();
      }
    })();
    const seedSeconds = (Date.now() - seedStart) / 1000;
    console.log(`  en ${fr(seedSeconds, 1)} s ; ${fr(facts.upcoming)} événements pas encore terminés.`);
    const env = {
      WEB_DIST_DIR: webDistDir,
      // Behind nginx, as in production: the visitor's address comes from X-Forwarded-For.
      TRUST_PROXY: "true",
      // The production default, not the rest of the bench's 20: what a deployment runs.
      DATABASE_POOL_MAX: "10",
    };
    for (const [index, count] of processCounts.entries()) {
      runs.push(await runWith(database, count, facts, sessionSets[index]!, env));
    }
  } finally {
    await database.drop();
  }

  console.log("\n## Banc d’essai — un samedi sous charge (PostgreSQL, nginx)\n");
  console.log(
    `Commit ${commitOf()} ; ${fr(totalEvents)} événements ; ${fr(seconds)} s de charge après ${fr(warmupSeconds)} s de chauffe non comptée ; ` +
      `cache public par défaut (${process.env.PUBLIC_CACHE_TTL_MS ?? "2 000"} ms) ; DATABASE_POOL_MAX=10 par processus. ` +
      `Toutes les ${fr(waveSeconds)} s, ${WAVE_PER_SESSION} inscriptions (1 ou 2 places, liste d’attente acceptée) arrivent en même temps sur chacune des ${HOT_SESSIONS} séances de ${HOT_CAPACITY} places.`,
  );
  console.log(
    `Machine : ${cpus().length} cœurs partagés par l’API, nginx, PostgreSQL et le générateur de charge ; charge moyenne sur 1 min ${fr(loadAtStart, 1)} au début, ` +
      `${runs.map((run, index) => `${fr(run.loadAtEnd, 1)} à la fin de la mesure ${index + 1} (${run.processes} processus)`).join(", ")}.`,
  );
  for (const run of runs) printRun(run);
  const two = runs.find((run) => run.processes === 2);
  const one = runs.find((run) => run.processes === 1);
  if (two && one) {
    console.log("\n### Ce qu’ajoute le second processus sur cette machine\n");
    console.log("| Sorte | req/s, 1 processus | req/s, 2 processus | rapport | p99 1 → 2 (ms) |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    for (const kind of two.kinds) {
      const alone = one.kinds.find((candidate) => candidate.key === kind.key);
      if (!alone) continue;
      console.log(
        `| ${kind.name} | ${fr(alone.rps)} | ${fr(kind.rps)} | ${fr(kind.rps / (alone.rps || 1), 2)}× | ${alone.p99} → ${kind.p99} |`,
      );
    }
    console.log(
      `| **Toutes les visites** | ${fr(one.totalRps)} | ${fr(two.totalRps)} | ${fr(two.totalRps / (one.totalRps || 1), 2)}× | |`,
    );
  }
  const sound = runs.every(isSound);
  if (!sound) {
    console.error(
      "\nÉCHEC : réponses 5xx, erreurs, inscriptions sans réponse, survente ou compteur de places faux (voir les tableaux).",
    );
  }
  const total = (Date.now() - startedAt) / 1000;
  console.log(`\nDurée totale du scénario : ${fr(total / 60, 1)} min (${fr(total)} s).`);
  return sound;
}
