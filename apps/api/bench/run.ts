import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { BENCH_LOGIN, type HotSession, seedHotSessions, seedLargeDataSet } from "./seed-large.ts";

// npm run bench: the API on a large data set, 50 connections per endpoint, compared with a bare
// Fastify route in the same run; then registrations on one hot session (POST /api/participations,
// 1 to 4 places each), on a session too large to fill and on one of 200 places that fills within seconds,
// with the oversell checked in the database afterwards (it must be 0). PGlite by default;
// DATABASE_URL=postgres://… runs it on a fresh database created on that server (dropped afterwards).

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

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Seeded pseudo-random numbers (mulberry32): the same sequence of places on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface BookingMeasure extends Measure {
  session: HotSession;
  created: number;
  refused: number;
  /** Answers other than 201 and 409 (a 5xx above all): must be 0. */
  others: number;
  /** Requests the client gave up on (10 s) or lost to a socket error: a matter of load, not of counts. */
  unanswered: number;
}

/** POST /api/participations on one session, anonymous, 1 to 4 places each (seeded). */
async function measureBooking(name: string, api: string, session: HotSession): Promise<BookingMeasure> {
  const random = seededRandom(session.sessionId);
  const result = await autocannon({
    connections,
    duration,
    url: `${api}/api/participations`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            prenom: "Inès",
            nom: "Moreau",
            email: "ines.moreau@exemple.fr",
            telephone: "06 11 22 33 44",
            nombre_places: 1 + Math.floor(random() * 4),
            demandes_speciales: "",
            motivation: "Être là le soir de l'ouverture.",
            event_id: session.eventId,
            session_id: session.sessionId,
          }),
        }),
      },
    ],
  });
  const codes = result.statusCodeStats ?? {};
  const created = codes["201"]?.count ?? 0;
  const refused = codes["409"]?.count ?? 0;
  const answered = Object.values(codes).reduce((sum, code) => sum + (code.count ?? 0), 0);
  const others = answered - created - refused;
  const unanswered = result.errors + result.timeouts;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: others + unanswered,
    session,
    created,
    refused,
    others,
    unanswered,
  };
}

interface SessionCheck {
  capacity: number;
  placesTaken: number;
  /** Places taken beyond the capacity (0 when within it). */
  oversold: number;
  /** Sum of the confirmed registrations' places minus places_taken: must be 0. */
  drift: number;
}

/** What the database holds for a session once the API has stopped. */
async function checkSession(db: DatabaseHandle["db"], sessionId: number): Promise<SessionCheck> {
  const result = (await db.execute(sql`select s.capacity, s.places_taken,
      coalesce((select sum(p.nombre_places) from participations p
        where p.session_id = s.id and p.status = 'confirmed'), 0)::int as sold
    from event_sessions s where s.id = ${sessionId}`)) as unknown as {
    rows: { capacity: number; places_taken: number; sold: number }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error(`session ${sessionId} not found`);
  const capacity = Number(row.capacity);
  const placesTaken = Number(row.places_taken);
  return {
    capacity,
    placesTaken,
    oversold: Math.max(0, placesTaken - capacity),
    drift: Number(row.sold) - placesTaken,
  };
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
  const data = await seedLargeDataSet(handle.db, { events: 1000 });
  // 200 places: full after ≈ 80 registrations, within the first seconds even on a slow machine (at
  // 500, a loaded 2-core machine did not fill it in 10 s, and the measure saw no 409 at all).
  const hot = await seedHotSessions(handle.db, 1_000_000, 200);
  await handle.close();
  console.log(`Jeu de données en ${((Date.now() - seedStart) / 1000).toFixed(1)} s :`, data.counts);

  const apiPort = 3290;
  const ceilingPort = 3299;
  const apiProcess = await startProcess(
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
  );
  children.push(apiProcess);
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
  // The registrations run before the login: its password hashing (argon2) goes on for seconds after
  // the measure ends, with requests still queued, and would weigh on whatever comes next.
  const bookings: BookingMeasure[] = [];
  bookings.push(await measureBooking("POST /api/participations, séance de 1 000 000 places", api, hot.large));
  bookings.push(await measureBooking("POST /api/participations, séance de 200 places", api, hot.small));
  results.push(
    await measure("POST /api/auth/login", {
      url: `${api}/api/auth/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(BENCH_LOGIN),
    }),
  );

  // The counters are read once the API has stopped: PGlite has one owner at a time.
  await stopProcess(apiProcess);
  const checked = await openDatabase({
    databaseUrl: database.url,
    pgliteDir: path.join(database.dataDir, "pglite"),
  });
  const checks: SessionCheck[] = [];
  for (const booking of bookings) checks.push(await checkSession(checked.db, booking.session.sessionId));
  await checked.close();

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

  console.log("\nInscriptions sur une séance très demandée (1 à 4 places par inscription)\n");
  console.log(
    "| Mesure | req/s | p50 (ms) | p99 (ms) | 201 | 409 | autres statuts | sans réponse | places prises / capacité | survente | écart compteur |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  let broken = false;
  bookings.forEach((booking, index) => {
    const check = checks[index]!;
    broken ||= check.oversold !== 0 || check.drift !== 0 || booking.others !== 0;
    console.log(
      `| ${booking.name} | ${booking.rps.toFixed(0)} | ${booking.p50} | ${booking.p99} | ${booking.created} | ` +
        `${booking.refused} | ${booking.others} | ${booking.unanswered} | ${check.placesTaken} / ${check.capacity} | ${check.oversold} | ${check.drift} |`,
    );
  });
  console.log(
    "\nsurvente = places_taken − capacité si positif ; écart compteur = somme des places confirmées − places_taken ;" +
      "\nautres statuts = ni 201 ni 409 (5xx…) ; les trois doivent valoir 0. sans réponse = abandonnées après 10 s ou erreur réseau.",
  );
  if (broken) {
    console.error("ÉCHEC : survente, compteur faux ou statuts autres que 201/409 sur les inscriptions.");
    process.exitCode = 1;
  }
} finally {
  await Promise.all(children.map(stopProcess));
  await database.drop();
}
