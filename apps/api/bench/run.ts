import { cpus, loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../src/db/client.ts";
import { type BurstResult, burstIsSound, burstOfRegistrations, registrationBody } from "./burst.ts";
import {
  type BenchDatabase,
  type BenchProcess,
  commitOf,
  createBenchDatabase,
  fr,
  type Measure,
  type MeasureOptions,
  mb,
  measure,
  startApi,
  startProcess,
  stopProcess,
} from "./harness.ts";
import { reportMemory } from "./memory.ts";
import {
  BENCH_ACCOUNTS,
  BENCH_LOGIN,
  benchAccount,
  type HotSession,
  type LargeDataSet,
  seedHotSessions,
  seedLargeDataSet,
} from "./seed-large.ts";
import { SEASON_LOGIN, seedSeasonStatistics } from "./seed-season.ts";

// npm run bench (issue 12), in one run on one database (PGlite, or DATABASE_URL=postgres://… for a
// fresh database created on that server and dropped afterwards):
// 1. the ceiling: a bare Fastify route on the same machine;
// 2. each public read on 1 000 events, with the public cache off (PUBLIC_CACHE_TTL_MS=0) and on
//    (its default), and with a bearer token (a logged-in visitor); PGlite has one owner at a time,
//    so on and off are two API processes started one after the other on the same data;
// 3. registrations on a hot session (oversell must be 0), logins, then bursts of 400 and 1 000
//    simultaneous registrations with join_waitlist on one session (two API processes on
//    PostgreSQL), which must get no 5xx (burst.ts);
// 4. the same database grown to 100 000 events, the lists measured again with the cache off;
// 5. an organisation's season statistics (issue 30) with 100 000 registrations of its own, on that
//    database (or the small one when the scale part is not run), cache off.
// Each measure: 50 connections, BENCH_SECONDS (5) after BENCH_WARMUP_SECONDS (1.5) of the same load,
// API CPU per request from /proc/<pid>/stat, memory from /proc/<pid>/status.
// BENCH_ONLY=reads|booking|scale|statistics runs one part (quicker iterations); `npm run bench --
// saturday` (or BENCH_ONLY=saturday) runs issue 34's Saturday instead (saturday.ts).

const startedAt = Date.now();
const loadAtStart = loadavg()[0] ?? 0;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1.5);
const smallEvents = 1000;
const largeEvents = Number(process.env.BENCH_LARGE_EVENTS ?? 100_000);
const connections = 50;
const pageSize = 24; // the web app's events page (EVENTS_PAGE_SIZE)
const serverUrl = process.env.DATABASE_URL;
const engine = serverUrl ? "PostgreSQL" : "PGlite";
const only = process.argv[2] === "saturday" ? "saturday" : process.env.BENCH_ONLY;
if (only !== undefined && !["reads", "booking", "scale", "statistics", "saturday"].includes(only)) {
  throw new Error(`BENCH_ONLY must be reads, booking, scale, statistics or saturday (got ${only})`);
}
// The Saturday (issue 34): its own scenario, on PostgreSQL behind nginx (saturday.ts), run alone.
if (only === "saturday") {
  const { runSaturday } = await import("./saturday.ts");
  process.exit((await runSaturday()) ? 0 : 1);
}
const runs = (part: "reads" | "booking" | "scale" | "statistics") => only === undefined || only === part;
const seasonRegistrations = Number(process.env.BENCH_SEASON_REGISTRATIONS ?? 100_000);
const apiPort = 3290;
const ceilingPort = 3299;
const floorPort = 3298;

interface Facts extends LargeDataSet {
  upcoming: number;
  /** « n° 1234 »: the number of an upcoming event's title, a word of one title at every size. */
  rareWord: string;
}

/** What the URLs need: ids and how many events are not over (the deep page's offset). */
async function factsOf(db: Database, data: LargeDataSet): Promise<Facts> {
  const result = (await db.execute(
    sql`select count(*)::int as n from events where coalesce(date_end, date_start) >= now()`,
  )) as unknown as { rows: { n: number }[] };
  const rare = (await db.execute(
    sql`select substring(title from 'n° [0-9]+$') as word from events
      where date_start > now() and title ~ 'n° [0-9]+$' order by id desc limit 1`,
  )) as unknown as { rows: { word: string }[] };
  return { ...data, upcoming: Number(result.rows[0]?.n ?? 0), rareWord: rare.rows[0]?.word ?? "n° 1" };
}

async function withDatabase<T>(database: BenchDatabase, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: database.pgliteDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** What the bench reads of the season's answer, to say what was counted. */
interface SeasonAnswer {
  days?: { registrations: number }[];
  totals?: { registrations: number };
}

interface Read {
  key: string;
  name: string;
  path: string;
}

/** The public reads, as the web app sends them (the events page asks for upcoming events, 24 a page). */
function readsOf(facts: Facts): Read[] {
  const deepOffset = Math.max(0, Math.floor((facts.upcoming - 1) / pageSize) * pageSize);
  const page = `limit=${pageSize}&offset=0`;
  return [
    { key: "events", name: "Événements, 1re page", path: `/api/events?${page}` },
    { key: "upcoming", name: "Événements à venir, 1re page", path: `/api/events?upcoming=true&${page}` },
    {
      key: "search",
      name: "Recherche « eglise » (à venir)",
      path: `/api/events?q=eglise&upcoming=true&${page}`,
    },
    {
      key: "category",
      name: "Catégorie Musique (à venir)",
      path: `/api/events?category=Musique&upcoming=true&${page}`,
    },
    // Issue 14's search and filters, as the web app sends them (decision 033).
    {
      key: "words",
      name: "Recherche « concert orgue » (deux mots, à venir)",
      path: `/api/events?q=concert%20orgue&upcoming=true&${page}`,
    },
    { key: "city", name: "Ville Lyon (à venir)", path: `/api/events?ville=Lyon&upcoming=true&${page}` },
    // Issue 32's searches (decision 050): a city searched, a rare word, a typo, a word found nowhere.
    {
      key: "searchCity",
      name: "Recherche « lyon » (à venir)",
      path: `/api/events?q=lyon&upcoming=true&${page}`,
    },
    {
      key: "rare",
      name: "Recherche d’un mot rare (« n° … » d’un seul titre, à venir)",
      path: `/api/events?q=${encodeURIComponent(facts.rareWord)}&upcoming=true&${page}`,
    },
    {
      key: "typo",
      name: "Recherche « conert » (faute corrigée)",
      path: `/api/events?q=conert&upcoming=true&${page}`,
    },
    {
      key: "nothing",
      name: "Recherche sans résultat « xqzwvy »",
      path: `/api/events?q=xqzwvy&upcoming=true&${page}`,
    },
    { key: "weekend", name: "Ce week-end", path: `/api/events?when=weekend&upcoming=true&${page}` },
    {
      key: "accessible",
      name: "Accessibles en fauteuil, gratuits (à venir)",
      path: `/api/events?accessibility=moteur&free=true&upcoming=true&${page}`,
    },
    {
      key: "distance",
      name: "Près de Lyon (tri par distance, à venir)",
      path: `/api/events?sort=distance&lat=45.764&lon=4.8357&upcoming=true&${page}`,
    },
    {
      key: "deep",
      name: `Dernière page des événements à venir (offset ${fr(deepOffset)})`,
      path: `/api/events?upcoming=true&limit=${pageSize}&offset=${deepOffset}`,
    },
    { key: "event", name: "Un événement (3 séances)", path: `/api/events/${facts.eventId}` },
    { key: "lieux", name: "Lieux, 50 premiers", path: "/api/lieux?limit=50" },
    { key: "parcours", name: "Un parcours et ses 5 sites", path: `/api/parcours/${facts.parcoursId}` },
    // Issue 31's reads: 200 programme lines, and the whole list as a SPEC client asks it (no limit).
    { key: "programs", name: "Programme, 200 lignes", path: "/api/programs?limit=200" },
    { key: "complete", name: "Liste complète des événements (sans limit)", path: "/api/events" },
    { key: "recent", name: "Derniers événements publiés", path: "/api/events/recent" },
  ];
}

/** BENCH_READS=event,complete…: only these reads (quicker iterations on one path). */
const onlyReads = process.env.BENCH_READS?.split(",").filter(Boolean);
const chosen = (reads: Read[]) => (onlyReads ? reads.filter((read) => onlyReads.includes(read.key)) : reads);

/**
 * Issue 31: API + database CPU per request of the original server (Express + Sequelize + MariaDB,
 * measured on this machine on the same 1 000 events), and the targets: a fifth of it on PostgreSQL
 * for a single read, a third for the complete list; no more than it on PGlite (the database runs
 * in the API process, whose CPU is then the whole).
 */
const issue31: { key: string; original: number; pgShare: number }[] = [
  { key: "event", original: 0.8, pgShare: 1 / 5 },
  { key: "lieux", original: 1.38, pgShare: 1 / 5 },
  { key: "parcours", original: 1.68, pgShare: 1 / 5 },
  { key: "programs", original: 9.1, pgShare: 1 / 5 },
  { key: "complete", original: 29.1, pgShare: 1 / 3 },
];
const scaleKeys = [
  "upcoming",
  "search",
  "category",
  "words",
  "city",
  "searchCity",
  "rare",
  "typo",
  "nothing",
  "weekend",
  "accessible",
  "distance",
  "deep",
  "deepCursor",
];

/**
 * The last page of upcoming events as the web app reaches it, when the API pages by keyset: the
 * `after` cursor of the page before it, read from that page's Link rel="next" (the API gives one
 * for keyset-paged lists). Added after the offset page, which is what a SPEC client sends.
 */
async function withCursorRead(reads: Read[], api: string): Promise<Read[]> {
  const deep = reads.find((read) => read.key === "deep");
  const offset = Number(deep ? new URL(deep.path, api).searchParams.get("offset") : 0);
  if (!deep || offset < pageSize || reads.some((read) => read.key === "deepCursor")) return reads;
  const before = new URL(deep.path, api);
  before.searchParams.set("offset", String(offset - pageSize));
  const response = await fetch(before);
  await response.arrayBuffer();
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1];
  if (!next?.includes("after=")) return reads;
  const read = {
    key: "deepCursor",
    name: "Dernière page des événements à venir, par curseur (after)",
    path: next,
  };
  const at = reads.indexOf(deep) + 1;
  return [...reads.slice(0, at), read, ...reads.slice(at)];
}

/** An API process and every measure taken on it (for the memory table). */
interface ApiRun {
  label: string;
  process: BenchProcess;
  measures: Measure[];
}

/** The bare Fastify route (ceiling-server.ts), in its own process for the time of one measure. */
async function measureCeiling(name: string): Promise<Measure> {
  const server = await startProcess("bench/ceiling-server.ts", {}, "listening", ceilingPort);
  try {
    const result = await measure(name, server, {
      connections,
      duration: seconds,
      warmupSeconds,
      url: `${server.url}/`,
    });
    console.log(`  ${name} : ${fr(result.rps)} req/s, ${fr(result.cpuMs, 3)} ms CPU/req`);
    return result;
  } finally {
    await stopProcess(server);
  }
}

/**
 * Issue 31's floor: for each of its reads, our own application answering the same number of bytes
 * from one prepared statement and doing nothing else (floor-server.ts), at the same log level.
 */
async function measureFloors(database: BenchDatabase, cacheOff: Map<string, Measure>) {
  const floors = new Map<string, Measure>();
  const rows = issue31.filter(({ key }) => cacheOff.has(key));
  if (rows.length === 0) return floors;
  const server = await startApi(database, floorPort, { LOG_LEVEL: "info" }, "bench/floor-server.ts");
  try {
    console.log("Plancher de la pile (notre application, une requête préparée, les mêmes octets) :");
    for (const { key } of rows) {
      const bytes = bytesOf.get(cacheOff.get(key)!) ?? 2;
      const result = await measure(
        `Plancher, ${fr(bytes / 1000, 0)} ko`,
        server,
        {
          connections,
          duration: seconds,
          warmupSeconds,
          url: `${server.url}/api/bench/floor?bytes=${bytes}`,
        },
        database.name,
      );
      const total = result.cpuMs + (result.pgCpuMs?.benchDatabase ?? 0);
      console.log(`  ${result.name} : ${fr(result.rps)} req/s, ${fr(total, 2)} ms CPU API + base/req`);
      floors.set(key, result);
    }
  } finally {
    await stopProcess(server);
  }
  return floors;
}

async function startApiRun(database: BenchDatabase, label: string, cacheOn: boolean): Promise<ApiRun> {
  // Cache off: at the default log level (info, a line per request), as issue 31 compares it.
  const env: Record<string, string> = cacheOn ? {} : { PUBLIC_CACHE_TTL_MS: "0", LOG_LEVEL: "info" };
  const process = await startApi(database, apiPort, env);
  return { label, process, measures: [] };
}

async function take(run: ApiRun, name: string, options: MeasureOptions): Promise<Measure> {
  const result = await measure(
    name,
    run.process,
    { connections, duration: seconds, warmupSeconds, ...options },
    database.name,
  );
  run.measures.push(result);
  const cpu = `${fr(result.cpuMs, 2)} ms CPU API/req`;
  console.log(`  ${name} : ${fr(result.rps)} req/s, p99 ${result.p99} ms, ${cpu}, erreurs ${result.errors}`);
  return result;
}

/**
 * How many items a list read answers (its page's length): the scale table shows it beside each rate,
 * since a filter that finds 3 events among 1 000 answers a page of 24 at 100 000, which costs more
 * to read and send whatever the filter's own cost.
 */
const itemsOf = new Map<Measure, number>();
/** The answer's size in bytes, uncompressed (issue 31 compares the complete list's with the original's). */
const bytesOf = new Map<Measure, number>();

/**
 * Issue 31's table: each read's API + database CPU per request beside the original's, the target
 * and the floor of our stack for the same bytes (a target under the floor cannot be met).
 */
function printIssue31Table(cacheOff: Map<string, Measure>, floors: Map<string, Measure>) {
  const rows = issue31.filter(({ key }) => cacheOff.has(key));
  if (rows.length === 0) return;
  console.log(
    "\n### Issue 31 : CPU API + base par requête, sans cache, niveau de journal par défaut (info), 1 000 événements\n",
  );
  const pgColumns = withPg ? " CPU PG (base du banc) | API + PG |" : "";
  console.log(
    `| Lecture | original | cible ${engine} | CPU API |${pgColumns} plancher de la pile | atteinte | taille de la réponse |`,
  );
  console.log(`| --- | ---: | ---: | ---: |${withPg ? " ---: | ---: |" : ""} ---: | :---: | ---: |`);
  for (const { key, original, pgShare } of rows) {
    const result = cacheOff.get(key)!;
    const target = withPg ? original * pgShare : original;
    const database = result.pgCpuMs?.benchDatabase ?? 0;
    const total = result.cpuMs + database;
    const pg = withPg ? ` ${fr(database, 2)} ms | ${fr(total, 2)} ms |` : "";
    const floor = floors.get(key);
    const floorTotal = floor ? floor.cpuMs + (floor.pgCpuMs?.benchDatabase ?? 0) : undefined;
    const floorCell = floorTotal === undefined ? "—" : `${fr(floorTotal, 2)} ms`;
    const reached =
      total <= target ? "✓" : floorTotal !== undefined && floorTotal > target ? "✗ (sous le plancher)" : "✗";
    const size = bytesOf.get(result);
    console.log(
      `| ${result.name} | ${fr(original, 2)} ms | ≤ ${fr(target, 2)} ms | ${fr(result.cpuMs, 2)} ms |${pg} ${floorCell} | ${reached} | ${size === undefined ? "—" : `${fr(size / 1000, 0)} ko`} |`,
    );
  }
  console.log(
    "\nOriginal : le serveur Express + Sequelize + MariaDB mesuré sur cette machine, mêmes 1 000 événements (issue 31)." +
      `\nCible : ${withPg ? "un cinquième de l’original pour une lecture, un tiers pour la liste complète (API + PostgreSQL)" : "pas plus que l’original (PGlite : la base tourne dans le processus de l’API, son CPU est le tout)"}.` +
      "\nPlancher de la pile : notre application telle que main.ts la construit (ses greffons, son journal au niveau info), " +
      "une requête préparée qui répond autant d’octets de texte JSON, envoyés tels quels (floor-server.ts) : " +
      "ce que coûte la pile choisie sans le travail de la lecture. Une cible sous le plancher ne peut être atteinte avec elle.",
  );
}

async function readAll(run: ApiRun, reads: Read[], headers?: Record<string, string>) {
  const results = new Map<string, Measure>();
  for (const read of reads) {
    const url = `${run.process.url}${read.path}`;
    const text = await fetch(url, { headers }).then((response) => response.text());
    const answer: unknown = JSON.parse(text);
    const result = await take(run, read.name, { url, headers });
    if (Array.isArray(answer)) itemsOf.set(result, answer.length);
    bytesOf.set(result, Buffer.byteLength(text));
    results.set(read.key, result);
  }
  return results;
}

/** A registration of 1 to 4 places (the same sequence on every run) to one session, anonymous. */
function registrationRequests(session: HotSession): MeasureOptions["requests"] {
  // mulberry32, in 32-bit integer arithmetic (a plain LCG in doubles loses its low bits, and with
  // them the spread: nearly every registration asked for 1 place).
  let state = session.sessionId >>> 0;
  const places = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return 1 + (((t ^ (t >>> 14)) >>> 0) % 4);
  };
  return [
    {
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify(registrationBody(session, places())),
      }),
    },
  ];
}

interface SessionCheck {
  capacity: number;
  placesTaken: number;
  /** Places taken beyond the capacity (0 when within it). */
  oversold: number;
  /** Sum of the confirmed registrations' places minus places_taken: must be 0. */
  drift: number;
}

async function checkSession(db: Database, sessionId: number): Promise<SessionCheck> {
  const result = (await db.execute(sql`select s.capacity, s.places_taken,
      coalesce((select sum(p.nombre_places) from participations p
        where p.session_id = s.id and p.status = 'confirmed'), 0)::int as sold
    from event_sessions s where s.id = ${sessionId}`)) as unknown as {
    rows: { capacity: number; places_taken: number; sold: number }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error(`session ${sessionId} not found`);
  const placesTaken = Number(row.places_taken);
  return {
    capacity: Number(row.capacity),
    placesTaken,
    oversold: Math.max(0, placesTaken - Number(row.capacity)),
    drift: Number(row.sold) - placesTaken,
  };
}

async function logIn(
  api: string,
  account: { email: string; password: string } = BENCH_LOGIN,
): Promise<string> {
  const response = await fetch(`${api}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`bench login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

// ——— Output ———

const withPg = serverUrl !== undefined;

/** Requests per second, marked when the measure had to be taken by number of answers (footnote). */
function rpsCell(result: Measure): string {
  return result.byAmount ? `${fr(result.rps)} ¹` : fr(result.rps);
}

function errorsCell(result: Measure): string {
  if (result.errors === 0) return "0";
  const others = Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, count]) => `${code} × ${fr(count)}`);
  if (result.unanswered > 0) others.push(`sans réponse × ${fr(result.unanswered)}`);
  return `${fr(result.errors)} (${others.join(", ")})`;
}

function cpuCells(result: Measure): string {
  const api = fr(result.cpuMs, 2);
  if (!withPg) return api;
  return `${api} | ${fr(result.pgCpuMs?.benchDatabase ?? 0, 2)} | ${fr(result.pgCpuMs?.server ?? 0, 2)}`;
}
const cpuHeader = withPg
  ? "CPU API ms/req | CPU PG ms/req (base du banc) | CPU PG ms/req (serveur entier)"
  : "CPU API ms/req";
const cpuAlign = withPg ? "---: | ---: | ---:" : "---:";

function ratio(value: number, reference: number | undefined): string {
  return reference ? `${fr(value / reference, 2)}×` : "—";
}

function share(result: Measure, ceiling: Measure | undefined): string {
  return ceiling ? `${fr((result.rps / ceiling.rps) * 100, 1)} %` : "—";
}

function printReadsTable(
  title: string,
  rows: { result: Measure; versus?: Measure }[],
  ceiling: Measure | undefined,
  versusHeader?: string,
) {
  console.log(`\n### ${title}\n`);
  const extra = versusHeader ? ` ${versusHeader} |` : "";
  console.log(`| Mesure | req/s | p50 (ms) | p99 (ms) | ${cpuHeader} |${extra} part du plafond | erreurs |`);
  console.log(`| --- | ---: | ---: | ---: | ${cpuAlign} |${versusHeader ? " ---: |" : ""} ---: | ---: |`);
  for (const { result, versus } of rows) {
    const versusCell = versusHeader ? ` ${versus ? ratio(result.rps, versus.rps) : "—"} |` : "";
    console.log(
      `| ${result.name} | ${rpsCell(result)} | ${result.p50} | ${result.p99} | ${cpuCells(result)} |${versusCell} ${share(result, ceiling)} | ${errorsCell(result)} |`,
    );
  }
}

// ——— The run ———

const database = await createBenchDatabase(serverUrl);
const children: BenchProcess[] = [];
const apiRuns: ApiRun[] = [];
let failed = false;
try {
  console.log(`Base : ${engine} — jeu de données de ${fr(smallEvents)} événements…`);
  let seedStart = Date.now();
  // A fresh database: migrated here first, as the API would at its start.
  const seeded = await (async () => {
    const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: database.pgliteDir });
    try {
      await handle.migrate();
      const data = await factsOf(handle.db, await seedLargeDataSet(handle.db, { events: smallEvents }));
      // 200 places: full after ≈ 80 registrations, within the first second.
      const hot = runs("booking") ? await seedHotSessions(handle.db, 1_000_000, 200) : undefined;
      return { data, hot };
    } finally {
      await handle.close();
    }
  })();
  const small = seeded.data;
  const smallSeedSeconds = (Date.now() - seedStart) / 1000;
  console.log(`  en ${fr(smallSeedSeconds, 1)} s :`, small.counts);
  let smallReads = chosen(readsOf(small));

  let ceiling: Measure | undefined;
  let cacheOff = new Map<string, Measure>();
  let floors = new Map<string, Measure>();
  const cacheOn = new Map<string, Measure>();
  const withToken: { result: Measure; versus?: Measure }[] = [];

  // 1 and 2: cache off (also the 1 000-event side of the scale check).
  if (runs("reads") || runs("scale")) {
    const run = await startApiRun(database, `${fr(smallEvents)} événements, cache coupé`, false);
    apiRuns.push(run);
    children.push(run.process);
    console.log(
      runs("reads")
        ? "Plafond et lectures sans cache :"
        : "Plafond et lectures sans cache (côté 1 000 du passage à l’échelle) :",
    );
    ceiling = await measureCeiling("Plafond : route Fastify constante, sans base");
    smallReads = chosen(await withCursorRead(smallReads, run.process.url));
    cacheOff = await readAll(
      run,
      runs("reads") ? smallReads : smallReads.filter((read) => scaleKeys.includes(read.key)),
    );
    await stopProcess(run.process);
    if (runs("reads")) floors = await measureFloors(database, cacheOff);
  }

  // 2 (cache on, anonymous and logged in) and 3: the API as configured by default.
  let bookings: { result: Measure; session: HotSession; check?: SessionCheck }[] = [];
  let login: Measure | undefined;
  const bursts: BurstResult[] = [];
  if (runs("reads") || runs("booking")) {
    const run = await startApiRun(database, `${fr(smallEvents)} événements, cache par défaut`, true);
    apiRuns.push(run);
    children.push(run.process);
    const api = run.process.url;
    if (runs("reads")) {
      console.log("Lectures avec le cache :");
      for (const [key, result] of await readAll(run, smallReads)) cacheOn.set(key, result);
      // A logged-in visitor: the web app sends its token with every request.
      const token = await logIn(api);
      const authorization = { authorization: `Bearer ${token}` };
      for (const key of ["upcoming", "event"]) {
        const read = smallReads.find((candidate) => candidate.key === key);
        if (!read) continue;
        const result = await take(run, `${read.name}, avec un jeton`, {
          url: `${api}${read.path}`,
          headers: authorization,
        });
        withToken.push({ result, versus: cacheOff.get(key) });
      }
    }
    if (runs("booking") && seeded.hot) {
      console.log("Inscriptions et connexions :");
      for (const [name, session] of [
        ["POST /api/participations, séance de 1 000 000 places", seeded.hot.large],
        ["POST /api/participations, séance de 200 places", seeded.hot.small],
      ] as const) {
        const result = await take(run, name, {
          url: `${api}/api/participations`,
          method: "POST",
          headers: { "content-type": "application/json" },
          requests: registrationRequests(session),
          // Warming up would fill the small session before the measure.
          warmupSeconds: 0,
        });
        bookings.push({ result, session });
      }
      // One account per connection or so (round robin over 64): with 50 connections on one account,
      // its login counter (decision 024) holds attempts past the 5th in flight and answers 429.
      let next = 0;
      login = await take(run, "POST /api/auth/login, 64 comptes", {
        url: `${api}/api/auth/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify(benchAccount(1 + (next++ % BENCH_ACCOUNTS))),
            }),
          },
        ],
        warmupSeconds: 0,
      });
    }
    if (runs("booking") && seeded.hot) {
      // PGlite has one owner: the one process; PostgreSQL: a second one, as a second machine would.
      const apis = [run.process];
      if (withPg) {
        const second = await startApi(database, apiPort + 1, {});
        children.push(second);
        apis.push(second);
      }
      for (const [index, count] of [400, 1000].entries()) {
        const result = await burstOfRegistrations(apis, seeded.hot.bursts[index]!, count);
        bursts.push(result);
        console.log(
          `  rafale de ${fr(count)} inscriptions : p50 ${fr(result.p50)} ms, p99 ${fr(result.p99)} ms, statuts ${JSON.stringify(result.statuses)}`,
        );
      }
      for (const api of apis.slice(1)) await stopProcess(api);
    }
    await stopProcess(run.process);
    if (bookings.length > 0) {
      // Read once the API has stopped: PGlite has one owner at a time.
      bookings = await withDatabase(database, async (db) => {
        const checked = [];
        for (const booking of bookings)
          checked.push({ ...booking, check: await checkSession(db, booking.session.sessionId) });
        return checked;
      });
    }
  }

  // 4: the same database at 100 000 events, cache off.
  const scaled = new Map<string, Measure>();
  let large: Facts | undefined;
  let largeSeedSeconds = 0;
  if (runs("scale")) {
    console.log(`Passage à ${fr(largeEvents)} événements…`);
    seedStart = Date.now();
    large = await withDatabase(database, async (db) =>
      factsOf(db, await seedLargeDataSet(db, { events: largeEvents })),
    );
    largeSeedSeconds = (Date.now() - seedStart) / 1000;
    console.log(`  en ${fr(largeSeedSeconds, 1)} s :`, large.counts);
    const run = await startApiRun(database, `${fr(largeEvents)} événements, cache coupé`, false);
    apiRuns.push(run);
    children.push(run.process);
    const reads = (await withCursorRead(readsOf(large), run.process.url)).filter((read) =>
      scaleKeys.includes(read.key),
    );
    for (const [key, result] of await readAll(run, reads)) scaled.set(key, result);
    await stopProcess(run.process);
  }

  // 5: the season statistics of an organisation with its own 100 000 registrations, cache off.
  let season: { results: Measure[]; seedSeconds: number; answer: SeasonAnswer } | undefined;
  if (runs("statistics")) {
    console.log(`Statistiques de saison : ${fr(seasonRegistrations)} inscriptions d’une organisation…`);
    seedStart = Date.now();
    await withDatabase(database, (db) => seedSeasonStatistics(db, seasonRegistrations));
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const run = await startApiRun(database, "statistiques de saison, cache coupé", false);
    apiRuns.push(run);
    children.push(run.process);
    const url = `${run.process.url}/api/statistics/season`;
    const headers = { authorization: `Bearer ${await logIn(run.process.url, SEASON_LOGIN)}` };
    const answer = (await fetch(url, { headers }).then((response) => response.json())) as SeasonAnswer;
    // A page an organisation's team opens now and then: one reader at a time says how long the
    // page waits, five at once (a team, or a few organisations) how they share the API. Fifty, as
    // the public reads, would measure a queue: each read aggregates 100 000 rows.
    const results = [
      await take(run, "Statistiques de la saison, un lecteur à la fois", { url, headers, connections: 1 }),
      await take(run, "Statistiques de la saison, 5 lecteurs à la fois", { url, headers, connections: 5 }),
    ];
    season = { results, seedSeconds, answer };
    await stopProcess(run.process);
  }

  // The machine is shared: the ceiling again, to show how much it changed during the run.
  const ceilingAtEnd = await measureCeiling("Plafond, à la fin");

  // ——— Tables ———
  console.log(`\n## Banc d’essai — ${engine}\n`);
  console.log(
    `Commit ${commitOf()} ; ${connections} connexions ; ${fr(seconds)} s par mesure après ${fr(warmupSeconds, 1)} s de chauffe non comptée ; ` +
      `jeu de données de ${fr(smallEvents)} événements (${fr(small.upcoming)} pas encore terminés), rempli en ${fr(smallSeedSeconds, 1)} s.`,
  );
  console.log(
    `Machine : ${cpus().length} cœurs ; charge moyenne sur 1 min ${fr(loadAtStart, 1)} au début, ${fr(loadavg()[0] ?? 0, 1)} à la fin ; ` +
      `plafond ${ceiling ? `${fr(ceiling.rps)} req/s au début, ` : ""}${fr(ceilingAtEnd.rps)} req/s à la fin ` +
      "(un écart entre les deux dit que la machine était occupée par ailleurs pendant le banc d’essai).",
  );
  if (runs("reads")) {
    printReadsTable(
      "Lectures publiques sans cache (PUBLIC_CACHE_TTL_MS=0), 1 000 événements",
      [...(ceiling ? [{ result: ceiling }] : []), ...[...cacheOff.values()].map((result) => ({ result }))],
      ceiling,
    );
    printIssue31Table(cacheOff, floors);
    printReadsTable(
      "Lectures publiques avec le cache (2 s par défaut), 1 000 événements",
      [...[...cacheOn].map(([key, result]) => ({ result, versus: cacheOff.get(key) })), ...withToken],
      ceiling,
      "avec / sans cache",
    );
    console.log("\nLes URL sont celles de l’application web (page des événements : à venir, 24 par page) :");
    for (const read of smallReads) console.log(`- ${read.name} : \`${read.path}\``);
  }
  if (runs("scale") && large) {
    console.log(
      `\n### Passage à l’échelle, sans cache : ${fr(smallEvents)} → ${fr(largeEvents)} événements\n`,
    );
    console.log(
      `Même base, agrandie en ${fr(largeSeedSeconds, 1)} s (${fr(large.upcoming)} événements pas encore terminés), puis VACUUM ANALYZE ; API redémarrée.\n`,
    );
    console.log(
      `| Mesure | req/s à 1 000 | req/s à ${fr(largeEvents)} | p99 à 1 000 (ms) | p99 à ${fr(largeEvents)} (ms) | CPU API ms/req 1 000 → ${fr(largeEvents)} |${withPg ? ` CPU PG ms/req (base du banc) 1 000 → ${fr(largeEvents)} |` : ""} événements dans la page 1 000 → ${fr(largeEvents)} | rapport | cible 0,67 | erreurs |`,
    );
    console.log(
      `| --- | ---: | ---: | ---: | ---: | ---: |${withPg ? " ---: |" : ""} ---: | ---: | :---: | ---: |`,
    );
    for (const key of scaleKeys) {
      const before = cacheOff.get(key);
      const after = scaled.get(key);
      if (!before || !after) continue;
      const rate = before.rps > 0 ? after.rps / before.rps : 0;
      console.log(
        `| ${after.name} | ${rpsCell(before)} | ${rpsCell(after)} | ${before.p99} | ${after.p99} | ${fr(before.cpuMs, 2)} → ${fr(after.cpuMs, 2)} |${withPg ? ` ${fr(before.pgCpuMs?.benchDatabase ?? 0, 2)} → ${fr(after.pgCpuMs?.benchDatabase ?? 0, 2)} |` : ""} ${itemsOf.get(before) ?? "–"} → ${itemsOf.get(after) ?? "–"} | ${fr(rate, 2)} | ${rate >= 0.67 ? "✓" : "✗"} | ${errorsCell(after)} |`,
      );
    }
  }
  if (season) {
    const { results, seedSeconds, answer } = season;
    const registrations = answer.days?.reduce((sum, day) => sum + day.registrations, 0) ?? 0;
    console.log("\n### Statistiques de la saison d’une organisation, sans cache\n");
    console.log(
      `Inscriptions de l’organisation ajoutées en ${fr(seedSeconds, 1)} s ; la réponse compte ${fr(registrations)} inscriptions faites dans la période, ${fr(answer.totals?.registrations ?? 0)} non annulées aux séances de la période.\n`,
    );
    console.log(`| Mesure | req/s | p50 (ms) | p99 (ms) | ${cpuHeader} | erreurs |`);
    console.log(`| --- | ---: | ---: | ---: | ${cpuAlign} | ---: |`);
    for (const result of results) {
      console.log(
        `| ${result.name} | ${rpsCell(result)} | ${result.p50} | ${result.p99} | ${cpuCells(result)} | ${errorsCell(result)} |`,
      );
    }
    console.log(
      "\nLa période est celle de la page par défaut : 90 jours avant et après aujourd’hui, 250 événements, 500 séances.",
    );
  }
  if (bookings.length > 0) {
    console.log(
      "\n### Inscriptions sur une séance très demandée (1 à 4 places par inscription), cache par défaut\n",
    );
    console.log(
      `| Mesure | req/s | p50 (ms) | p99 (ms) | ${cpuHeader} | 201 | 409 | autres statuts | sans réponse | places prises / capacité | survente | écart compteur |`,
    );
    console.log(
      `| --- | ---: | ---: | ---: | ${cpuAlign} | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    );
    for (const { result, check } of bookings) {
      const created = result.statusCodes["201"] ?? 0;
      const refused = result.statusCodes["409"] ?? 0;
      const answered = Object.values(result.statusCodes).reduce((sum, count) => sum + count, 0);
      const others = answered - created - refused;
      const sound = check !== undefined && check.oversold === 0 && check.drift === 0 && others === 0;
      failed ||= !sound;
      console.log(
        `| ${result.name} | ${rpsCell(result)} | ${result.p50} | ${result.p99} | ${cpuCells(result)} | ${fr(created)} | ${fr(refused)} | ${fr(others)} | ${fr(result.unanswered)} | ${check ? `${fr(check.placesTaken)} / ${fr(check.capacity)}` : "?"} | ${check?.oversold ?? "?"} | ${check?.drift ?? "?"} |`,
      );
    }
    console.log(
      "\nsurvente = places_taken − capacité si positif ; écart compteur = somme des places confirmées − places_taken ;" +
        "\nautres statuts = ni 201 ni 409 (5xx…) ; les trois doivent valoir 0.",
    );
  }
  if (login) {
    console.log("\n### Connexion (argon2id), 64 comptes de banc d’essai tour à tour, cache par défaut\n");
    console.log(`| Mesure | req/s | p50 (ms) | p99 (ms) | ${cpuHeader} | statuts |`);
    console.log(`| --- | ---: | ---: | ---: | ${cpuAlign} | --- |`);
    const codes = Object.entries(login.statusCodes)
      .map(([code, count]) => `${code} × ${fr(count)}`)
      .join(", ");
    console.log(
      `| ${login.name} | ${rpsCell(login)} | ${login.p50} | ${login.p99} | ${cpuCells(login)} | ${codes} |`,
    );
  }
  if (bursts.length > 0) {
    console.log(
      `\n### Rafales : inscriptions simultanées avec liste d’attente sur une séance de 120 places, ${bursts[0]!.processes === 1 ? "un processus" : `${bursts[0]!.processes} processus d’API`}\n`,
    );
    console.log(
      "| Inscriptions envoyées à la fois | p50 (ms) | p99 (ms) | max (ms) | durée totale (ms) | statuts | sans réponse |",
    );
    console.log("| ---: | ---: | ---: | ---: | ---: | --- | ---: |");
    for (const result of bursts) {
      failed ||= !burstIsSound(result);
      const codes = Object.entries(result.statuses)
        .map(([code, count]) => `${code} × ${fr(count)}`)
        .join(", ");
      console.log(
        `| ${fr(result.count)} | ${fr(result.p50)} | ${fr(result.p99)} | ${fr(result.max)} | ${fr(result.totalMs)} | ${codes} | ${fr(result.unanswered)} |`,
      );
    }
    console.log(
      "\nChaque inscription est chronométrée du départ de la rafale à sa réponse ; aucune ne doit répondre 5xx.",
    );
  }
  const all = [...(ceiling ? [ceiling] : []), ...apiRuns.flatMap((run) => run.measures)];
  console.log(
    `\nCPU API ms/req : temps CPU du processus de l’API (utime + stime de /proc/<pid>/stat) depuis le début de la mesure jusqu’au retour au repos, divisé par les requêtes envoyées (celles qu’autocannon abandonne à la fin sont servies quand même).` +
      (all.some((result) => result.byAmount)
        ? `\n¹ Moins de ${fr(2 * connections)} réponses en ${fr(seconds)} s : mesurée de nouveau jusqu’à une réponse par connexion (${fr(connections)}) ; req/s = réponses / durée.`
        : ""),
  );
  console.log("\n### Mémoire de l’API (VmRSS, relevée toutes les 250 ms pendant les mesures)\n");
  console.log("| Processus API | au repos après le démarrage | maximum en charge |");
  console.log("| --- | ---: | ---: |");
  for (const run of apiRuns) {
    const max = Math.max(run.process.idleRssKb, ...run.measures.map((result) => result.maxRssKb));
    console.log(`| ${run.label} | ${mb(run.process.idleRssKb)} | ${mb(max)} |`);
  }
  if (withPg) {
    console.log(
      "\nCPU PG : temps CPU (utime + stime de /proc) des processus du serveur PostgreSQL pendant la mesure, par requête." +
        "\n« base du banc » : les connexions à la base du banc et leurs processus parallèles ; « serveur entier » : tous les" +
        "\nprocessus postgres, plus ceux qui se sont terminés pendant la mesure, de qui qu’ils soient (les autres bases du serveur comprises).",
    );
  }
  const readErrors = apiRuns
    .flatMap((run) => run.measures)
    .filter((result) => result.name !== login?.name && !bookings.some((b) => b.result === result))
    .filter((result) => result.errors > 0);
  for (const run of apiRuns) {
    if (!run.measures.some((result) => Object.keys(result.statusCodes).some((code) => code.startsWith("5"))))
      continue;
    failed = true;
    console.error(
      `\nÉCHEC : réponses 5xx de l’API (${run.label}). Fin de son journal :\n${run.process.output().slice(-4000)}`,
    );
  }
  if (readErrors.length > 0) {
    failed = true;
    console.error(
      `\nÉCHEC : des lectures ont reçu des erreurs (${readErrors.map((result) => result.name).join(", ")}).`,
    );
  }
  if (failed && bookings.length > 0) {
    console.error(
      "ÉCHEC : survente, compteur faux ou statuts autres que 201/409 sur les inscriptions, ou lectures en erreur.",
    );
  }
} finally {
  await Promise.all(children.map(stopProcess));
  await database.drop();
}
// Issue 31: both engines' resident memory, started as npm start starts them (memory.ts).
if (only === undefined) await reportMemory(serverUrl ?? process.env.BENCH_POSTGRES_URL);
const totalSeconds = (Date.now() - startedAt) / 1000;
console.log(
  `\nDurée totale du banc d’essai : ${fr(totalSeconds / 60, 1)} min (${fr(totalSeconds)} s)${totalSeconds > 600 ? ", au-delà des 10 minutes visées" : ""}.`,
);
if (failed) process.exitCode = 1;
