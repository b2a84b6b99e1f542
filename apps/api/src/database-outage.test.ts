import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startApiProcess, stopAllApiProcesses } from "./test/api-process.ts";
import { registration } from "./test/booking.ts";
import { createTestDatabase, type TestDatabase } from "./test/database.ts";
import { type Answer, call, eventWithOneSession } from "./test/http-calls.ts";
import { startTcpProxy, type TcpProxy } from "./test/tcp-proxy.ts";

// The API when its PostgreSQL goes away and comes back (issue 15, point 1): real API processes
// (src/main.ts) reach the real server through a TCP proxy the test breaks (test/tcp-proxy.ts), or
// the server itself drops their connections (pg_terminate_backend). PostgreSQL only: PGlite runs
// inside the process and cannot be away.

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info("database-outage.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL), as in CI.");
}

const databases: TestDatabase[] = [];
const proxies: TcpProxy[] = [];
afterAll(async () => {
  await stopAllApiProcesses();
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await Promise.all(databases.map((database) => database.destroy()));
});

async function freshDatabase(): Promise<TestDatabase & { url: string }> {
  const database = await createTestDatabase();
  databases.push(database);
  if (!database.url) throw new Error("createTestDatabase gave no PostgreSQL URL");
  return database as TestDatabase & { url: string };
}

/** The database's URL through a new proxy (open unless told otherwise). */
async function throughProxy(databaseUrl: string) {
  const direct = new URL(databaseUrl);
  const proxy = await startTcpProxy(
    { host: direct.hostname, port: Number(direct.port || 5432) },
    await freePort(),
  );
  proxies.push(proxy);
  await proxy.open();
  const proxied = new URL(databaseUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  return { proxy, url: proxied.toString() };
}

/** Waits for `condition`; a condition that throws ends the wait with its error. */
async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/**
 * A direct session (not through any proxy) that holds an exclusive lock on `events`, so that the
 * API's next read of it waits on the lock, holding its connection.
 */
async function lockEvents(databaseUrl: string) {
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  await locker.query("begin");
  await locker.query("lock table events in access exclusive mode");
  return {
    untilWaitedOn: () =>
      until(
        "the API's query to wait on the lock",
        async () => {
          const { rows } = await locker.query(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          return rows[0].n > 0;
        },
        10_000,
      ),
    async release() {
      await locker.query("rollback");
      await locker.end();
    },
  };
}

const outageEnv = { DATABASE_CONNECT_TIMEOUT_MS: "1500", DATABASE_POOL_MAX: "4" };

describe.skipIf(!serverUrl)("the API when PostgreSQL goes away (real processes, PostgreSQL)", () => {
  it("keeps serving after the server terminates its idle connections", async () => {
    const database = await freshDatabase();
    const api = await startApiProcess({ databaseUrl: database.url });
    const name = new URL(database.url).pathname.slice(1);
    // Twenty requests fill the pool with idle connections.
    const first = await Promise.all(Array.from({ length: 20 }, () => call(api.url, "GET", "/api/events")));
    expect(first.map((answer) => answer.status)).toEqual(Array(20).fill(200));

    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and application_name = ''",
      [name],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.alive(), api.output()).toBe(true);
    expect((await call(api.url, "GET", "/api/health")).status).toBe(200);
    expect((await call(api.url, "GET", "/api/events")).status).toBe(200);
  }, 120_000);

  it("waits at start-up for a database that is not there yet, says so, then serves", async () => {
    const database = await freshDatabase();
    const { proxy, url } = await throughProxy(database.url);
    await proxy.refuse();
    let printed = "";
    const starting = startApiProcess({
      databaseUrl: url,
      env: outageEnv,
      startTimeoutMs: 90_000,
      onOutput: (text) => {
        printed += text;
      },
    });
    // The process waits (it would have exited at once before), telling why, and keeps trying.
    await until(
      "two waiting messages",
      async () => (printed.match(/nouvel essai/g) ?? []).length >= 2,
      60_000,
    );
    expect(printed).toMatch(
      /Base de données injoignable \(.*ECONNREFUSED.*\) : nouvel essai dans 1 s \(essai 1\)/,
    );
    await proxy.open();
    const api = await starting;
    expect(api.output()).toContain("Base de données joignable : démarrage.");
    expect((await call(api.url, "GET", "/api/events")).status).toBe(200);
  }, 120_000);

  it("gives up at start-up after DATABASE_STARTUP_TIMEOUT_SECONDS with a message that says what to check", async () => {
    const database = await freshDatabase();
    const { proxy, url } = await throughProxy(database.url);
    await proxy.refuse();
    const failed = startApiProcess({
      databaseUrl: url,
      env: { ...outageEnv, DATABASE_STARTUP_TIMEOUT_SECONDS: "2" },
      startTimeoutMs: 60_000,
    });
    await expect(failed).rejects.toThrow(
      /Démarrage impossible : La base de données PostgreSQL reste injoignable/,
    );
    await expect(failed).rejects.toThrow(/DATABASE_URL/);
  }, 120_000);

  it("answers 503 with Retry-After while the database is away, tells it apart in /api/health, and recovers by itself", async () => {
    const database = await freshDatabase();
    const { proxy, url } = await throughProxy(database.url);
    const api = await startApiProcess({ databaseUrl: url, env: outageEnv });
    expect((await call(api.url, "GET", "/api/events")).status).toBe(200);

    // The server is gone: connections refused.
    await proxy.refuse();
    proxy.cutAll();
    for (const path of ["/api/events", "/api/lieux", "/api/events/1"]) {
      const answer = await call(api.url, "GET", path);
      expect(answer.status, path).toBe(503);
      expect(answer.body.code).toBe("DATABASE_UNAVAILABLE");
      expect(answer.body.error).toMatch(/base de données ne répond pas/);
      expect(answer.headers.get("retry-after")).toBe("5");
      // The error keeps the API's headers (security, JSON type).
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const write = await call(api.url, "POST", "/api/auth/login", {
      email: "personne@exemple.fr",
      password: "un-mot-de-passe",
    });
    expect(write.status).toBe(503);
    const health = await call(api.url, "GET", "/api/health");
    expect(health.status).toBe(503);
    expect(health.body.code).toBe("DATABASE_UNAVAILABLE");

    // A network that swallows packets: the connection attempt times out instead of hanging.
    await proxy.blackHole();
    // It ends (call() gives up after 30 s): the 1.5 s connect timeout, not a wait for the kernel's.
    const swallowed = await call(api.url, "GET", "/api/events");
    expect(swallowed.status).toBe(503);

    // The server is back: no restart needed.
    proxy.cutAll();
    await proxy.open();
    await until(
      "health back to 200",
      async () => (await call(api.url, "GET", "/api/health")).status === 200,
      10_000,
    );
    expect((await call(api.url, "GET", "/api/events")).status).toBe(200);
    expect(api.alive()).toBe(true);
  }, 120_000);

  it("answers 503, not 500, to a request whose connection is cut while it waits", async () => {
    const database = await freshDatabase();
    const { proxy, url } = await throughProxy(database.url);
    const api = await startApiProcess({ databaseUrl: url, env: outageEnv });
    // A direct session (not through the proxy) holds a lock the list needs: the request waits on it.
    const lock = await lockEvents(database.url);
    const inFlight = call(api.url, "GET", "/api/events");
    await lock.untilWaitedOn();
    proxy.cutAll();
    const answer = await inFlight;
    await lock.release();
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe("DATABASE_UNAVAILABLE");
    expect((await call(api.url, "GET", "/api/events")).status).toBe(200);
  }, 120_000);

  it("stays up when PostgreSQL cuts connections in use, answers 503 to what was in flight, then registers again", async () => {
    const database = await freshDatabase();
    const { proxy, url } = await throughProxy(database.url);
    const api = await startApiProcess({ databaseUrl: url, env: outageEnv });
    const { eventId } = await eventWithOneSession(api.url, 3);
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();

    // Eight clients register in a loop (join_waitlist: past three places, the waiting list under the
    // session's lock), two read: most of the time a transaction holds a checked-out connection.
    const statuses: number[] = [];
    const faults: Answer[] = [];
    let running = true;
    const client = async (send: () => Promise<Answer>) => {
      while (running) {
        const answer = await send().catch(() => null);
        if (!answer) continue;
        statuses.push(answer.status);
        if (answer.status >= 500) faults.push(answer);
      }
    };
    const clients = [
      ...Array.from({ length: 8 }, (_, index) =>
        client(() =>
          call(api.url, "POST", "/api/participations", {
            ...registration(eventId),
            email: `visiteur.${index}@exemple.fr`,
            join_waitlist: true,
          }),
        ),
      ),
      ...Array.from({ length: 2 }, () => client(() => call(api.url, "GET", `/api/events/${eventId}`))),
    ];
    const inTransaction = async () => {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')",
        [name],
      );
      return rows[0].n > 0;
    };
    // More answers than `count`, while the process lives (a dead process fails at once, with its output).
    const answersBeyond = (count: number) =>
      until(
        `more than ${count} answers`,
        async () => {
          if (!api.alive()) throw new Error(`the API process ended:\n${api.output()}`);
          return statuses.length > count;
        },
        30_000,
      );
    try {
      for (let round = 1; round <= 10; round++) {
        const answered = statuses.length;
        await answersBeyond(answered + 5);
        await until("a connection in use", inTransaction, 30_000);
        if (round <= 5) {
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
            [name],
          );
        } else {
          proxy.cutAll();
        }
        // The process must still be there once the cut has reached its connections.
        await answersBeyond(statuses.length + 5);
      }
    } finally {
      running = false;
      await Promise.all(clients);
      await admin.end();
    }
    expect(api.alive(), api.output()).toBe(true);
    // Every fault answered 503 in the error format; nothing else failed.
    expect(faults.length).toBeGreaterThan(0);
    for (const fault of faults) {
      expect(fault.status).toBe(503);
      expect(fault.body).toMatchObject({
        code: "DATABASE_UNAVAILABLE",
        error: expect.stringMatching(/base de données/),
      });
      expect(fault.headers.get("retry-after")).toBe("5");
    }
    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    // Without a restart, the next registration is taken.
    const next = await call(api.url, "POST", "/api/participations", {
      ...registration(eventId),
      join_waitlist: true,
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
  }, 240_000);

  it("answers 503 DATABASE_UNAVAILABLE while the database refuses connections (SQLSTATE 55000), then serves again", async () => {
    const database = await freshDatabase();
    const api = await startApiProcess({ databaseUrl: database.url, env: outageEnv });
    expect((await call(api.url, "GET", "/api/events")).status).toBe(200);
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      // Maintenance: the database stops taking connections, and the open ones are ended.
      await admin.query(`alter database "${name}" with allow_connections false`);
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      const refused = await call(api.url, "GET", "/api/events");
      expect(refused.status, JSON.stringify(refused.body)).toBe(503);
      expect(refused.body.code).toBe("DATABASE_UNAVAILABLE");
    } finally {
      await admin.query(`alter database "${name}" with allow_connections true`);
      await admin.end();
    }
    expect((await call(api.url, "GET", "/api/events")).status).toBe(200);
    expect(api.alive()).toBe(true);
  }, 120_000);

  it("answers 503 SERVER_BUSY, not DATABASE_UNAVAILABLE, when no pooled connection comes free in time", async () => {
    const database = await freshDatabase();
    const api = await startApiProcess({
      databaseUrl: database.url,
      env: { DATABASE_POOL_MAX: "1", DATABASE_POOL_WAIT_MS: "300" },
    });
    // The pool's only connection waits on a lock a direct session holds.
    const lock = await lockEvents(database.url);
    const blocked = call(api.url, "GET", "/api/events");
    await lock.untilWaitedOn();
    const busy = await call(api.url, "GET", "/api/lieux");
    await lock.release();
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({
      code: "SERVER_BUSY",
      error: "Le service reçoit trop de demandes en ce moment. Réessayez dans quelques secondes.",
    });
    expect(busy.headers.get("retry-after")).toBe("2");
    // The database was there all along: the blocked read ends well, and so does the next one.
    expect((await blocked).status).toBe(200);
    expect((await call(api.url, "GET", "/api/lieux")).status).toBe(200);
    expect((await call(api.url, "GET", "/api/health")).status).toBe(200);
  }, 120_000);
});
