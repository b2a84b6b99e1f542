import autocannon from "autocannon";
import { openDatabase } from "../src/db/client.ts";
import { commitOf, createBenchDatabase, fr, mb, rssKb, startApi, stopProcess } from "./harness.ts";
import { BENCH_LOGIN, seedHotSessions, seedLargeDataSet } from "./seed-large.ts";

// npm run bench:soak (issue 12): does the API's memory grow under a steady, ordinary load? Five
// minutes (BENCH_SOAK_SECONDS) of public reads, half of them with a bearer token as the web app
// sends once someone is logged in, at a fixed rate, plus anonymous registrations at a steady pace,
// on 1 000 events with the public cache at its default. The API's resident memory (VmRSS) is read
// every 10 s; the run fails when it grew by more than 10 % between minute 1 and the end.
// PGlite by default, DATABASE_URL=postgres://… for a fresh database on that server.

const startedAt = Date.now();
const totalSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const readsPerSecond = Number(process.env.BENCH_SOAK_READS_PER_SECOND ?? 100);
const registrationsPerSecond = 2;
const sampleEverySeconds = 10;
const allowedGrowth = 0.1;
const apiPort = 3291;
const serverUrl = process.env.DATABASE_URL;

const database = await createBenchDatabase(serverUrl);
let failed = false;
try {
  const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: database.pgliteDir });
  const { data, hot } = await (async () => {
    try {
      await handle.migrate();
      const seeded = await seedLargeDataSet(handle.db, { events: 1000 });
      return { data: seeded, hot: await seedHotSessions(handle.db, 1_000_000, 200) };
    } finally {
      await handle.close();
    }
  })();
  const api = await startApi(database, apiPort, {});
  try {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(BENCH_LOGIN),
    });
    if (!login.ok) throw new Error(`bench login: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const authorization = { authorization: `Bearer ${token}` };

    // Each connection walks through these in turn: every public page kind, anonymous then logged in,
    // several pages and searches so that the cache holds more than a handful of entries.
    const paths = [
      "/api/events?upcoming=true&limit=24&offset=0",
      "/api/events?upcoming=true&limit=24&offset=24",
      "/api/events?q=eglise&upcoming=true&limit=24&offset=0",
      "/api/events?category=Musique&upcoming=true&limit=24&offset=0",
      `/api/events/${data.eventId}`,
      `/api/events/${data.eventId + 1}`,
      "/api/lieux?limit=50",
      `/api/parcours/${data.parcoursId}`,
      "/api/events/recent",
    ];
    const requests = [
      ...paths.map((path) => ({ method: "GET" as const, path })),
      ...paths.map((path) => ({ method: "GET" as const, path, headers: authorization })),
    ];

    const registrationStatuses = new Map<string, number>();
    const register = setInterval(() => {
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
          motivation: "Une soirée à ne pas manquer.",
          event_id: hot.large.eventId,
          session_id: hot.large.sessionId,
        }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        })
        .catch(() => "erreur réseau")
        .then((status) => registrationStatuses.set(status, (registrationStatuses.get(status) ?? 0) + 1));
    }, 1000 / registrationsPerSecond);

    const samples: { second: number; rssKb: number }[] = [{ second: 0, rssKb: rssKb(api.pid) }];
    const loadStart = Date.now();
    const sampler = setInterval(() => {
      const second = Math.round((Date.now() - loadStart) / 1000);
      samples.push({ second, rssKb: rssKb(api.pid) });
      console.log(`  ${fr(second)} s : ${mb(samples.at(-1)?.rssKb ?? 0)}`);
    }, sampleEverySeconds * 1000);
    console.log(
      `Endurance : ${fr(totalSeconds)} s, ${fr(readsPerSecond)} lectures/s (moitié avec un jeton), ${registrationsPerSecond} inscriptions/s ; RSS au repos ${mb(api.idleRssKb)}`,
    );
    const result = await autocannon({
      url: api.url,
      connections: 10,
      overallRate: readsPerSecond,
      duration: totalSeconds,
      requests,
    });
    clearInterval(sampler);
    clearInterval(register);
    const endSecond = Math.round((Date.now() - loadStart) / 1000);
    if (samples.at(-1)?.second !== endSecond) samples.push({ second: endSecond, rssKb: rssKb(api.pid) });

    const at = (second: number) =>
      samples.reduce((best, sample) =>
        Math.abs(sample.second - second) < Math.abs(best.second - second) ? sample : best,
      );
    const first = at(Math.min(60, totalSeconds / 5));
    const last = samples.at(-1) ?? first;
    const growth = (last.rssKb - first.rssKb) / first.rssKb;
    failed = growth > allowedGrowth;

    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, stats]) => `${code} × ${fr(Number(stats.count ?? 0))}`)
      .join(", ");
    const registrations = [...registrationStatuses]
      .map(([status, count]) => `${status} × ${fr(count)}`)
      .join(", ");
    console.log(`\n## Endurance — ${serverUrl ? "PostgreSQL" : "PGlite"}\n`);
    console.log(`Commit ${commitOf()} ; 1 000 événements ; cache public par défaut.\n`);
    console.log(
      `Lectures : ${fr(result.requests.total)} (${codes}), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ; inscriptions : ${registrations}.\n`,
    );
    console.log("| Instant | RSS de l’API |");
    console.log("| ---: | ---: |");
    console.log(`| au repos, avant la charge | ${mb(api.idleRssKb)} |`);
    for (const sample of samples) console.log(`| ${fr(sample.second)} s | ${mb(sample.rssKb)} |`);
    console.log(
      `\nCroissance entre ${fr(first.second)} s et ${fr(last.second)} s : ${fr(growth * 100, 1)} % (au plus ${fr(allowedGrowth * 100)} %) ${failed ? "✗" : "✓"}`,
    );
    if (result.errors + result.timeouts + result.non2xx > 0) {
      failed = true;
      console.error(`ÉCHEC : ${fr(result.errors + result.timeouts + result.non2xx)} lectures en erreur.`);
    }
  } finally {
    await stopProcess(api);
  }
} finally {
  await database.drop();
}
console.log(`Durée totale : ${fr((Date.now() - startedAt) / 1000)} s.`);
if (failed) process.exitCode = 1;
