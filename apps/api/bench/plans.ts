// npm run bench:plans -w apps/api: the query plans and timings of every list at 1 000 and 100 000
// events, on PGlite and (when DATABASE_URL names a PostgreSQL server) on PostgreSQL, in a database
// of its own that is dropped afterwards. Blocks (shared buffers hit or read by each plan) measure
// the work apart from the machine's load. PLANS_EVENTS=1000,100000 sets the sizes, PLANS_VERBOSE=1
// prints the plans at every size (default: the largest only), PLANS_ENGINES=pglite one engine
// only, PLANS_PGLITE_DIR keeps the embedded database (PLANS_POSTGRES_DATABASE=postgres://… uses
// that PostgreSQL database as it is, topped up, never dropped), PLANS_ONLY=Lyon,orgue the cases whose name
// holds one of the words. Decision 029 quotes its output.
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { type Database, type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import { listEvents, listRecentEvents } from "../src/modules/events/events.service.ts";
import { countEventChoices } from "../src/modules/events/events-list.ts";
import { listLieux } from "../src/modules/lieux/lieux.service.ts";
import { listLocations } from "../src/modules/locations/locations.service.ts";
import { listParcours } from "../src/modules/parcours/parcours.service.ts";
import { listParticipations } from "../src/modules/participations/participations.service.ts";
import { listPrograms } from "../src/modules/programs/programs.service.ts";
import { listSites } from "../src/modules/sites/sites.service.ts";
import { createServerDatabase } from "./harness.ts";
import { seedLargeDataSet } from "./seed-large.ts";

const sizes = (process.env.PLANS_EVENTS ?? "1000,100000").split(",").map(Number);
const verbose = process.env.PLANS_VERBOSE === "1";
const repeats = Number(process.env.PLANS_REPEATS ?? 20);
const serverUrl = process.env.DATABASE_URL;
const page = { limit: 24, offset: 0 };
// Picture addresses in the answers start with it (lib/picture-address.ts); any value does here.
const publicUrl = "http://localhost:3000";

interface Query {
  text: string;
  params: unknown[];
}

/** The ids and cursors the cases need, read from the data set at each size. */
interface Fixtures {
  organiserId: number;
  participantId: number;
  parcoursId: number;
  deepAfter: string;
  /** « n° 1234 »: the number of an upcoming event's title, a word of one title at every size. */
  rareWord: string;
}

type Case = [name: string, run: (db: Database, fixtures: Fixtures) => Promise<unknown>];

const DEEP_OFFSET = 900;

const allCases: Case[] = [
  ["events: upcoming, first page", (db) => listEvents(db, { ...page, upcoming: true }, publicUrl)],
  ["events: upcoming, q=eglise", (db) => listEvents(db, { ...page, upcoming: true, q: "eglise" }, publicUrl)],
  [
    "events: upcoming, category",
    (db) => listEvents(db, { ...page, upcoming: true, category: "Musique" }, publicUrl),
  ],
  [
    "events: upcoming, rare word",
    (db, f) => listEvents(db, { ...page, upcoming: true, q: f.rareWord }, publicUrl),
  ],
  // Issue 14 (decision 033): several words, a city by search, the filters, their counts, distance.
  [
    "events: upcoming, q=concert orgue",
    (db) => listEvents(db, { ...page, upcoming: true, q: "concert orgue" }, publicUrl),
  ],
  ["events: upcoming, q=lyon", (db) => listEvents(db, { ...page, upcoming: true, q: "lyon" }, publicUrl)],
  // Issue 32 (decision 050): a plural, a typo (three steps: words, substring, correction) and a word
  // that matches nothing (the same three steps, nothing found).
  [
    "events: upcoming, q=concerts",
    (db) => listEvents(db, { ...page, upcoming: true, q: "concerts" }, publicUrl),
  ],
  ["events: upcoming, q=conert", (db) => listEvents(db, { ...page, upcoming: true, q: "conert" }, publicUrl)],
  [
    "events: upcoming, q=xqzwvy (nothing)",
    (db) => listEvents(db, { ...page, upcoming: true, q: "xqzwvy" }, publicUrl),
  ],
  [
    "events: upcoming, ville=Lyon",
    (db) => listEvents(db, { ...page, upcoming: true, ville: "Lyon" }, publicUrl),
  ],
  [
    "events: upcoming, departement=13",
    (db) => listEvents(db, { ...page, upcoming: true, departement: "13" }, publicUrl),
  ],
  [
    "events: upcoming, this week-end",
    (db) => listEvents(db, { ...page, upcoming: true, when: "weekend" }, publicUrl),
  ],
  [
    "events: upcoming, this month",
    (db) => listEvents(db, { ...page, upcoming: true, when: "month" }, publicUrl),
  ],
  ["events: upcoming, free", (db) => listEvents(db, { ...page, upcoming: true, free: true }, publicUrl)],
  [
    "events: upcoming, all 4 families",
    (db) =>
      listEvents(
        db,
        { ...page, upcoming: true, accessibility: ["moteur", "visuel", "auditif", "mental"] },
        publicUrl,
      ),
  ],
  [
    "events: upcoming, Lyon + free + moteur + month",
    (db) =>
      listEvents(
        db,
        {
          ...page,
          upcoming: true,
          ville: "Lyon",
          free: true,
          accessibility: ["moteur"],
          when: "month",
        },
        publicUrl,
      ),
  ],
  [
    "events: upcoming, near Lyon (distance)",
    (db) =>
      listEvents(db, { ...page, upcoming: true, sort: "distance", lat: 45.764, lon: 4.8357 }, publicUrl),
  ],
  ["events: counts, no filter", (db) => countEventChoices(db, { upcoming: true }, new Date())],
  ["events: counts, q=eglise", (db) => countEventChoices(db, { upcoming: true, q: "eglise" }, new Date())],
  ["events: all, first page", (db) => listEvents(db, page, publicUrl)],
  ["events: all, q=eglise", (db) => listEvents(db, { ...page, q: "eglise" }, publicUrl)],
  [`events: all, offset ${DEEP_OFFSET}`, (db) => listEvents(db, { ...page, offset: DEEP_OFFSET }, publicUrl)],
  [
    `events: all, after row ${DEEP_OFFSET}`,
    (db, f) => listEvents(db, { ...page, after: f.deepAfter }, publicUrl),
  ],
  ["events: all, offset 50 000", (db) => listEvents(db, { ...page, offset: 50_000 }, publicUrl)],
  ["events: own (organiser)", (db, f) => listEvents(db, { ...page, user_id: f.organiserId }, publicUrl)],
  ["events: recent", (db, f) => listRecentEvents(db, { exclude_user_id: f.organiserId })],
  ["lieux", (db) => listLieux(db, page, publicUrl)],
  ["parcours", (db) => listParcours(db, page, publicUrl)],
  ["sites of a route", (db, f) => listSites(db, { ...page, parcours_id: f.parcoursId }, publicUrl)],
  ["programs", (db) => listPrograms(db, page)],
  ["locations", (db) => listLocations(db, page)],
  [
    "participations of a user",
    (db, f) =>
      listParticipations(
        { db, config: { paymentHoldMinutes: 15 } },
        { sessionId: 0, user: { id: f.participantId, role: "participant" }, organisation: null },
        page,
      ),
  ],
];

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  const row = result.rows[0];
  if (row === undefined) throw new Error("plans: no fixture row");
  return row;
}

async function fixturesOf(db: Database): Promise<Fixtures> {
  const organiser = await one<{ id: number }>(
    db,
    sql`select user_id as id from events group by user_id order by count(*) desc limit 1`,
  );
  const participant = await one<{ id: number }>(
    db,
    sql`select user_id as id from participations group by user_id order by count(*) desc limit 1`,
  );
  const route = await one<{ id: number }>(db, sql`select min(id) as id from parcours`);
  const deep = await one<{ after: string }>(
    db,
    sql`select to_char(date_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as after
      from events order by date_start, id offset ${DEEP_OFFSET - 1} limit 1`,
  );
  const rare = await one<{ word: string }>(
    db,
    sql`select substring(title from 'n° [0-9]+$') as word from events
      where date_start > now() and title ~ 'n° [0-9]+$' order by id desc limit 1`,
  );
  return {
    rareWord: rare.word,
    organiserId: Number(organiser.id),
    participantId: Number(participant.id),
    parcoursId: Number(route.id),
    deepAfter: deep.after,
  };
}

/** The same database through a drizzle that records the statements a service sends. */
function recording(handle: DatabaseHandle, queries: Query[]) {
  const logger = { logQuery: (text: string, params: unknown[]) => queries.push({ text, params }) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db =
    handle.kind === "pglite"
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzleNodePg({ client: client as pg.Pool, schema, logger });
  return db as unknown as Database;
}

const only = process.env.PLANS_ONLY?.split(",");
const cases = only ? allCases.filter(([name]) => only.some((word) => name.includes(word))) : allCases;

async function explain(handle: DatabaseHandle, query: Query): Promise<string> {
  const text = `explain (analyze, buffers) ${query.text}`;
  // PGlite and pg.Pool both answer query(text, params) with { rows }.
  const client = (
    handle.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const result = await client.query(text, query.params);
  return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Blocks a plan touched (its root's shared hits and reads): the work, whatever the machine's load. */
function blocksOf(plan: string): number {
  const root = /Buffers: shared((?: \w+=\d+)+)/.exec(plan)?.[1] ?? "";
  return [...root.matchAll(/(hit|read)=(\d+)/g)].reduce((sum, match) => sum + Number(match[2]), 0);
}

interface Measure {
  ms: number;
  blocks: number;
}

async function measure(handle: DatabaseHandle, size: number, showPlans: boolean) {
  const fixtures = await fixturesOf(handle.db);
  const measures = new Map<string, Measure>();
  for (const [name, run] of cases) {
    for (let i = 0; i < 3; i++) await run(handle.db, fixtures);
    const spent: number[] = [];
    for (let i = 0; i < repeats; i++) {
      const started = performance.now();
      await run(handle.db, fixtures);
      spent.push(performance.now() - started);
    }
    const queries: Query[] = [];
    await run(recording(handle, queries), fixtures);
    if (showPlans)
      console.log(`\n### ${handle.kind}, ${size} events — ${name}: ${median(spent).toFixed(2)} ms`);
    let blocks = 0;
    for (const query of queries) {
      const plan = await explain(handle, query);
      blocks += blocksOf(plan);
      if (showPlans) console.log(`\n${query.text}\n-- params: ${JSON.stringify(query.params)}\n${plan}`);
    }
    measures.set(name, { ms: median(spent), blocks });
  }
  return measures;
}

async function engine(kind: "pglite" | "postgres"): Promise<Map<number, Map<string, Measure>>> {
  let url: string | undefined;
  let drop = async () => {};
  if (kind === "postgres" && process.env.PLANS_POSTGRES_DATABASE) {
    // A database kept between runs (seeding 100 000 events takes minutes): topped up, not dropped.
    url = process.env.PLANS_POSTGRES_DATABASE;
  } else if (kind === "postgres") {
    if (!serverUrl) throw new Error("plans: DATABASE_URL is needed for PostgreSQL");
    const database = await createServerDatabase(serverUrl, "cp_plans");
    url = database.url;
    drop = database.drop;
  }
  // PLANS_PGLITE_DIR keeps the embedded database between runs (seeding 100 000 events takes minutes).
  const handle = await openDatabase({
    databaseUrl: url,
    pgliteDir: kind === "pglite" ? process.env.PLANS_PGLITE_DIR : undefined,
  });
  const bySize = new Map<number, Map<string, Measure>>();
  try {
    await handle.migrate();
    for (const size of sizes) {
      const started = performance.now();
      await seedLargeDataSet(handle.db, { events: size });
      await handle.db.execute(sql`vacuum (analyze)`);
      console.error(
        `${kind}: ${size} events seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      bySize.set(size, await measure(handle, size, verbose || size === Math.max(...sizes)));
    }
  } finally {
    await handle.close();
    await drop();
  }
  return bySize;
}

const engines = (process.env.PLANS_ENGINES?.split(",") ??
  (serverUrl ? ["pglite", "postgres"] : ["pglite"])) as ("pglite" | "postgres")[];
const results = new Map<string, Map<number, Map<string, Measure>>>();
for (const kind of engines) results.set(kind, await engine(kind));

console.log(
  "\n## Median time of each list call (ms, in process, one connection) / blocks its queries touched\n",
);
const header = [...results.keys()].flatMap((kind) => sizes.map((size) => `${kind} ${size}`));
console.log(`| list | ${header.join(" | ")} |`);
console.log(`| --- | ${header.map(() => "---").join(" | ")} |`);
for (const [name] of cases) {
  const cells = [...results.values()].flatMap((bySize) =>
    sizes.map((size) => {
      const measured = bySize.get(size)?.get(name);
      return measured ? `${measured.ms.toFixed(2)} / ${measured.blocks}` : "–";
    }),
  );
  console.log(`| ${name} | ${cells.join(" | ")} |`);
}
