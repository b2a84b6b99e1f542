import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../src/db/client.ts";
import { startApiProcess, stopAllApiProcesses } from "../src/test/api-process.ts";
import { createServerDatabase } from "./harness.ts";
import { seedHotSessions, seedLargeDataSet } from "./seed-large.ts";

// The public read cache under a "write storm" (issue 15, docs/decisions/010-public-read-cache.md):
// 50 connections read the events list of one API process while another client registers anonymously
// on that same process 5 times a second. Run with a PostgreSQL server:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/cache-write-storm.ts
// A fresh database is created on that server (the bench data set, 12 000 events) and dropped after.

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("DATABASE_URL (a PostgreSQL server) is required");
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const registrationsPerSecond = 5;

const database = await createServerDatabase(serverUrl, "cp_storm");
const url = new URL(database.url);

try {
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  await seedLargeDataSet(handle.db, { events: 12_000 });
  const { large } = await seedHotSessions(handle.db, 1_000_000, 200);
  await handle.close();

  const api = await startApiProcess({
    databaseUrl: url.toString(),
    env: { PUBLIC_CACHE_TTL_MS: "2000", DATABASE_POOL_MAX: "20" },
  });

  /** Anonymous registrations to the large session, `registrationsPerSecond` a second, until stopped. */
  function registerSteadily() {
    const statuses: number[] = [];
    const timer = setInterval(() => {
      fetch(`${api.url}/api/participations`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          prenom: "Inès",
          nom: "Moreau",
          email: "ines.moreau@exemple.fr",
          telephone: "06 11 22 33 44",
          nombre_places: 1,
          demandes_speciales: "",
          motivation: "Être là le soir de l'ouverture.",
          event_id: large.eventId,
          session_id: large.sessionId,
        }),
      }).then(
        (response) => statuses.push(response.status),
        () => statuses.push(0),
      );
    }, 1000 / registrationsPerSecond);
    return {
      stop() {
        clearInterval(timer);
        return statuses;
      },
    };
  }

  // Statements the database ran (each one its own transaction), a figure that the machine's load does
  // not blur: the statistics reach pg_stat_database within a second of each transaction.
  const stats = new pg.Client({ connectionString: url.toString() });
  await stats.connect();
  const transactions = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await stats.query("select pg_stat_clear_snapshot()");
    const result = await stats.query(
      "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
    );
    return Number(result.rows[0]?.n ?? 0);
  };

  const rows: string[] = [];
  // The events list shows places left (next_session): a registration renews it. The venues list
  // does not show them.
  for (const path of ["/api/events?limit=20", "/api/lieux?limit=20"]) {
    for (const withWrites of [false, true]) {
      const before = await transactions();
      const writer = withWrites ? registerSteadily() : undefined;
      const result = await autocannon({ url: `${api.url}${path}`, connections, duration });
      const statuses = writer?.stop() ?? [];
      const ran = (await transactions()) - before;
      const created = statuses.filter((status) => status === 201).length;
      rows.push(
        `| ${path} | ${withWrites ? `${created} inscriptions (${statuses.length} envoyées)` : "aucune"} | ` +
          `${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ` +
          `${result.latency.max} | ${result.errors + result.timeouts + result.non2xx} | ${ran} |`,
      );
    }
  }
  await stats.end();
  console.log(`\nPostgreSQL, un processus, ${connections} connexions, ${duration} s par mesure\n`);
  console.log(
    "| Lecture | Écritures pendant la mesure | req/s | p50 (ms) | p99 (ms) | max (ms) | erreurs | transactions SQL |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) console.log(row);
} finally {
  await stopAllApiProcesses();
  await database.drop();
}
