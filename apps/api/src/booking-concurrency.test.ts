import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { eventSessions, participations } from "./db/schema.ts";
import { startApiProcess, stopAllApiProcesses } from "./test/api-process.ts";
import { createTestDatabase, type TestDatabase } from "./test/database.ts";
import { call, eventWithOneSession, eventWithSessions, expectStatus } from "./test/http-calls.ts";

// The booking core under real concurrency: two API processes (node src/main.ts) on one PostgreSQL
// database, registrations sent over real HTTP at the same time, then one process killed in the
// middle of a stream. The places are only guarded by the database (a conditional UPDATE in the
// registration's transaction, docs/decisions/019-booking-core.md), so this needs PostgreSQL: PGlite
// is one connection in one process. CI's "API suite on PostgreSQL" step runs it (TEST_DATABASE_URL);
// plain `npm test` on PGlite skips it.

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info("booking-concurrency.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL), as in CI.");
}

const databases: TestDatabase[] = [];
afterAll(async () => {
  // Processes first (they hold connections), then the databases; whatever the tests left behind.
  await stopAllApiProcesses();
  await Promise.all(databases.map((database) => database.destroy()));
});

async function freshDatabase(): Promise<TestDatabase & { url: string }> {
  const database = await createTestDatabase();
  databases.push(database);
  if (!database.url) throw new Error("createTestDatabase gave no PostgreSQL URL");
  return database as TestDatabase & { url: string };
}

/** Seeded pseudo-random numbers (mulberry32): the same requests on every run. */
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

function registration(eventId: number, sessionId: number, places: number, email: string) {
  return {
    prenom: "Inès",
    nom: "Moreau",
    email,
    telephone: "06 11 22 33 44",
    nombre_places: places,
    demandes_speciales: "",
    motivation: "Voir l'opéra au théâtre antique.",
    event_id: eventId,
    session_id: sessionId,
  };
}

/** What the database says about a session: its counter and its confirmed registrations. */
async function sessionInDatabase(database: TestDatabase, sessionId: number) {
  const [session] = await database.db.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
  const rows = await database.db
    .select()
    .from(participations)
    .where(eq(participations.session_id, sessionId));
  const confirmed = rows.filter((row) => row.status === "confirmed");
  const sold = confirmed.reduce((sum, row) => sum + row.nombre_places, 0);
  return { session: session!, rows, sold };
}

/** Every session of the database: places_taken within capacity and equal to its confirmed places. */
async function countersOfEverySession(database: TestDatabase) {
  const result = await database.db.execute(sql`
    select s.id, s.capacity, s.places_taken,
      coalesce((select sum(p.nombre_places) from participations p
        where p.session_id = s.id and p.status = 'confirmed'), 0)::int as sold
    from event_sessions s`);
  return (
    result as unknown as {
      rows: { id: number; capacity: number | null; places_taken: number; sold: number }[];
    }
  ).rows;
}

describe.skipIf(!serverUrl)("booking with two API processes on PostgreSQL (needs TEST_DATABASE_URL)", () => {
  it("sells exactly the 50 places of a session to 200 concurrent registrations sent to two processes", async () => {
    const started = Date.now();
    const database = await freshDatabase();
    const apis = await Promise.all([
      startApiProcess({ databaseUrl: database.url }),
      startApiProcess({ databaseUrl: database.url }),
    ]);
    const { eventId, sessionId } = await eventWithOneSession(apis[0]!.url, 50);
    const capacity = 50;

    const random = seededRandom(20261123);
    const requests = Array.from({ length: 200 }, (_, index) => ({
      index,
      places: 1 + Math.floor(random() * 4),
      api: apis[index % 2]!,
    }));
    const sendStart = Date.now();
    const answers = await Promise.all(
      requests.map((request) =>
        call(
          request.api.url,
          "POST",
          "/api/participations",
          registration(eventId, sessionId, request.places, `concurrent-${request.index}@exemple.fr`),
        ),
      ),
    );
    const sendMs = Date.now() - sendStart;

    const accepted = requests.flatMap((request, i) =>
      answers[i]!.status === 201 ? [{ request, answer: answers[i]! }] : [],
    );
    const refused = requests.flatMap((request, i) =>
      answers[i]!.status === 409 ? [{ request, answer: answers[i]! }] : [],
    );
    // No 5xx, no 4xx other than 409: every request was either booked or refused as full.
    expect(
      answers.filter((answer) => answer.status !== 201 && answer.status !== 409).map((a) => a.status),
    ).toEqual([]);
    for (const { request, answer } of refused) {
      expect(answer.body.code).toBe("SESSION_FULL");
      // The places left it tells the visitor about are fewer than asked (or none).
      expect(answer.body.places_left).toBeLessThan(request.places);
    }

    const { session, rows, sold } = await sessionInDatabase(database, sessionId);
    // The counter is the sum of the confirmed places, and never beyond the capacity.
    expect(sold).toBe(session.places_taken);
    expect(session.places_taken).toBeLessThanOrEqual(capacity);
    // Places only grow here, so a refusal means its places did not fit in what was left at the end
    // either: the session is full, or only requests too large for the remainder were refused.
    for (const { request } of refused)
      expect(request.places).toBeGreaterThan(capacity - session.places_taken);
    // Every 201 has its row (id and ticket code), confirmed with its places; no row without a 201.
    expect(rows).toHaveLength(accepted.length);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { request, answer } of accepted) {
      const row = byId.get(answer.body.id as number);
      expect(row, `row of registration ${answer.body.id}`).toBeDefined();
      expect(row).toMatchObject({
        ticket_code: answer.body.ticket_code,
        nombre_places: request.places,
        status: "confirmed",
        email: `concurrent-${request.index}@exemple.fr`,
      });
    }
    expect(accepted.reduce((sum, { request }) => sum + request.places, 0)).toBe(session.places_taken);
    // Both processes took part in the sale.
    for (const api of apis) expect(accepted.some(({ request }) => request.api === api)).toBe(true);
    // What the API says agrees with the database.
    const [answered] = (await expectStatus(
      call(apis[1]!.url, "GET", `/api/events/${eventId}/sessions`),
      200,
    )) as unknown as {
      places_taken: number;
      state: string;
    }[];
    expect(answered?.places_taken).toBe(session.places_taken);

    console.info(
      `concurrency: ${session.places_taken}/${capacity} places sold, ${accepted.length} × 201, ${refused.length} × 409 ` +
        `in ${sendMs} ms (whole test ${Date.now() - started} ms)`,
    );
    await Promise.all(apis.map((api) => api.stop()));
  }, 120_000);

  it("keeps every acknowledged registration, and no more places than the capacity, when a process is killed mid-stream", async () => {
    const started = Date.now();
    const database = await freshDatabase();
    const [first, second] = await Promise.all([
      startApiProcess({ databaseUrl: database.url }),
      startApiProcess({ databaseUrl: database.url }),
    ]);
    const capacity = 150;
    const { eventId, sessionId } = await eventWithOneSession(first!.url, capacity);

    type Outcome =
      | {
          kind: "answer";
          api: "first" | "second";
          status: number;
          body: Record<string, unknown>;
          replayed: boolean;
        }
      | { kind: "connection error"; api: "first" | "second"; error: string };
    interface Request {
      index: number;
      places: number;
      key: string | undefined;
      email: string;
      outcome?: Outcome;
    }
    const random = seededRandom(424242);
    const requests: Request[] = Array.from({ length: 160 }, (_, index) => ({
      index,
      places: 1 + Math.floor(random() * 2),
      key: random() < 0.5 ? `crash-test-key-${index}` : undefined,
      email: `crash-${index}@exemple.fr`,
    }));
    const apis = { first: first!, second: second! };
    let secondDown = false;
    const inFlight = { first: 0, second: 0 };

    const send = async (request: Request, target: "first" | "second"): Promise<Outcome> => {
      inFlight[target]++;
      try {
        const answer = await call(
          apis[target].url,
          "POST",
          "/api/participations",
          registration(eventId, sessionId, request.places, request.email),
          request.key ? { "idempotency-key": request.key } : {},
        );
        return {
          kind: "answer",
          api: target,
          status: answer.status,
          body: answer.body,
          replayed: answer.headers.get("idempotent-replayed") === "true",
        };
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return {
          kind: "connection error",
          api: target,
          error: cause?.code ?? cause?.message ?? String(error),
        };
      } finally {
        inFlight[target]--;
      }
    };

    /** Sends the requests 16 at a time, alternating processes (only the first while the second is down). */
    const stream = async (batch: Request[], onAnswer?: (done: number) => void) => {
      let next = 0;
      let done = 0;
      const worker = async () => {
        while (next < batch.length) {
          const request = batch[next++]!;
          const target = request.index % 2 === 1 && !secondDown ? "second" : "first";
          request.outcome = await send(request, target);
          onAnswer?.(++done);
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
    };

    // Phase 1: the second process is killed (SIGKILL: no graceful shutdown) half-way through,
    // while it has requests in flight; the load balancer then sends everything to the first.
    let killed: Promise<void> | undefined;
    let cutWhileInFlight = 0;
    await stream(requests.slice(0, 80), (done) => {
      if (killed || done < 40) return;
      killed = (async () => {
        while (inFlight.second < 3) await new Promise((resolve) => setTimeout(resolve, 1));
        secondDown = true;
        cutWhileInFlight = inFlight.second;
        await apis.second.kill("SIGKILL");
      })();
    });
    await killed;
    expect(cutWhileInFlight).toBeGreaterThan(0);
    // Restarted at the same address, then phase 2 on both processes.
    const restartStart = Date.now();
    apis.second = await startApiProcess({ databaseUrl: database.url, port: second!.port });
    const restartMs = Date.now() - restartStart;
    secondDown = false;
    await stream(requests.slice(80));

    const answered = (request: Request) => (request.outcome?.kind === "answer" ? request.outcome : undefined);
    const cut = requests.filter((request) => request.outcome?.kind === "connection error");
    // Only the killed process cut requests; nothing else failed; no 5xx.
    expect(cut.length).toBeGreaterThan(0);
    for (const request of cut) expect(request.outcome?.api).toBe("second");
    const statuses = requests.flatMap((request) => (answered(request) ? [answered(request)!.status] : []));
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const request of requests) {
      if (answered(request)?.status === 409) expect(answered(request)!.body.code).toBe("SESSION_FULL");
    }

    // Retries with the same Idempotency-Key, after the restart, of every keyed request answered 201
    // or cut: an acknowledged one is replayed (same registration), a cut one is replayed if it was
    // committed before the kill, or runs (once) if it was not. Never a second booking.
    const rowsBeforeRetry = await database.db
      .select()
      .from(participations)
      .where(eq(participations.session_id, sessionId));
    const committedCut = cut.filter((request) => rowsBeforeRetry.some((row) => row.email === request.email));
    const retried = requests.filter(
      (request) =>
        request.key && (request.outcome?.kind === "connection error" || answered(request)?.status === 201),
    );
    const retries = await Promise.all(
      retried.map(async (request, i) => ({
        request,
        outcome: await send(request, i % 2 === 0 ? "first" : "second"),
      })),
    );
    for (const { request, outcome } of retries) {
      if (outcome.kind !== "answer") throw new Error(`retry of ${request.index} failed: ${outcome.error}`);
      const earlierRow = rowsBeforeRetry.find((row) => row.email === request.email);
      if (earlierRow) {
        expect(outcome, `retry of ${request.index}`).toMatchObject({ status: 201, replayed: true });
        expect(outcome.body).toMatchObject({ id: earlierRow.id, ticket_code: earlierRow.ticket_code });
      } else {
        // Cut before its commit: nothing was kept, so the retry books (or finds the session full).
        expect(request.outcome?.kind).toBe("connection error");
        expect([201, 409]).toContain(outcome.status);
        expect(outcome.replayed).toBe(false);
      }
    }

    const { session, rows, sold } = await sessionInDatabase(database, sessionId);
    // Every acknowledged registration (first answer or retry) is in the database.
    const acknowledged = [
      ...requests.flatMap((request) => (answered(request)?.status === 201 ? [answered(request)!.body] : [])),
      ...retries.flatMap(({ outcome }) =>
        outcome.kind === "answer" && outcome.status === 201 ? [outcome.body] : [],
      ),
    ];
    for (const body of acknowledged) {
      expect(rows.find((row) => row.id === body.id)?.ticket_code, `row ${body.id}`).toBe(body.ticket_code);
    }
    // Every row is an acknowledged registration or one cut by the kill after its commit (never a
    // row for a refused request), and a request never has two rows: no double booking.
    for (const row of rows) {
      const request = requests.find((candidate) => candidate.email === row.email)!;
      expect(
        rows.filter((other) => other.email === row.email),
        row.email,
      ).toHaveLength(1);
      const isAcknowledged = acknowledged.some((body) => body.id === row.id);
      expect(isAcknowledged || request.outcome?.kind === "connection error", row.email).toBe(true);
    }
    // The counters hold for the session and for every session of the database.
    expect(sold).toBe(session.places_taken);
    expect(session.places_taken).toBeLessThanOrEqual(capacity);
    for (const counters of await countersOfEverySession(database)) {
      expect(counters.places_taken).toBe(counters.sold);
      if (counters.capacity !== null) expect(counters.places_taken).toBeLessThanOrEqual(counters.capacity);
    }

    const firstAnswers = requests.filter((request) => answered(request));
    console.info(
      `crash: ${session.places_taken}/${capacity} places sold, ` +
        `${firstAnswers.filter((r) => answered(r)!.status === 201).length} × 201, ` +
        `${firstAnswers.filter((r) => answered(r)!.status === 409).length} × 409, ` +
        `${cut.length} cut by the kill (${committedCut.length} of them committed), ` +
        `${retries.length} retries with their key (${retries.filter((r) => r.outcome.kind === "answer" && r.outcome.replayed).length} replayed), ` +
        `restart in ${restartMs} ms, whole test ${Date.now() - started} ms`,
    );
    await Promise.all(Object.values(apis).map((api) => api.stop()));
  }, 120_000);

  it("answers 400, then 1 000, simultaneous registrations with join_waitlist on one session across two processes without a 5xx", async () => {
    const database = await freshDatabase();
    const apis = await Promise.all([
      startApiProcess({ databaseUrl: database.url }),
      startApiProcess({ databaseUrl: database.url }),
    ]);
    for (const count of [400, 1000]) {
      const capacity = 120;
      const { eventId, sessionId } = await eventWithOneSession(apis[0]!.url, capacity);
      const timings: number[] = [];
      const answers = await Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const started = performance.now();
          const answer = await call(
            apis[index % 2]!.url,
            "POST",
            "/api/participations",
            {
              ...registration(eventId, sessionId, 1 + (index % 2), `rafale-${count}-${index}@exemple.fr`),
              join_waitlist: true,
            },
            {},
            { timeoutMs: 300_000 },
          );
          timings.push(performance.now() - started);
          return answer;
        }),
      );
      expect(
        answers
          .filter((answer) => answer.status !== 201)
          .map((answer) => `${answer.status} ${answer.body.code}`),
        `${count} registrations`,
      ).toEqual([]);
      // Each one is confirmed or waiting, and the places hold: confirmed ones fill the session exactly.
      const { session, rows, sold } = await sessionInDatabase(database, sessionId);
      expect(rows).toHaveLength(count);
      expect(sold).toBe(session.places_taken);
      expect(session.places_taken).toBeLessThanOrEqual(capacity);
      expect(session.places_taken).toBeGreaterThanOrEqual(capacity - 1);
      const waiting = answers.filter((answer) => answer.body.status === "waitlisted");
      expect(waiting.length).toBe(rows.filter((row) => row.status === "waitlisted").length);
      expect(waiting.length + answers.filter((answer) => answer.body.status === "confirmed").length).toBe(
        count,
      );
      timings.sort((a, b) => a - b);
      console.info(
        `burst of ${count}: ${answers.filter((answer) => answer.status === 201).length} × 201 (${waiting.length} waitlisted), ` +
          `p50 ${Math.round(timings[Math.floor(count * 0.5)]!)} ms, p99 ${Math.round(timings[Math.floor(count * 0.99)]!)} ms`,
      );
    }
    await Promise.all(apis.map((api) => api.stop()));
  }, 600_000);

  it("gives 100 concurrent registrations without session_id (a SPEC client) the next session that has room, filling each in turn", async () => {
    const database = await freshDatabase();
    const apis = await Promise.all([
      startApiProcess({ databaseUrl: database.url }),
      startApiProcess({ databaseUrl: database.url }),
    ]);
    const capacities = [20, 20, 200];
    const { eventId, sessionIds } = await eventWithSessions(apis[0]!.url, capacities);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const { session_id: _named, ...spec } = registration(eventId, 0, 1, `spec-${index}@exemple.fr`);
        return call(apis[index % 2]!.url, "POST", "/api/participations", spec);
      }),
    );
    // A session another process filled between the choice and the UPDATE is skipped for the next:
    // nobody is refused while a later session has room.
    expect(
      answers
        .filter((answer) => answer.status !== 201)
        .map((answer) => `${answer.status} ${answer.body.code}`),
    ).toEqual([]);
    const perSession = sessionIds.map(
      (id) => answers.filter((answer) => answer.body.session_id === id).length,
    );
    expect(perSession).toEqual([20, 20, 60]);
    for (const counter of await countersOfEverySession(database)) {
      expect(counter.sold).toBe(counter.places_taken);
    }
    const rows = await database.db.select().from(participations).where(eq(participations.event_id, eventId));
    const sessionOfRow = new Map(rows.map((row) => [row.id, row.session_id]));
    for (const answer of answers)
      expect(sessionOfRow.get(answer.body.id as number)).toBe(answer.body.session_id);
    await Promise.all(apis.map((api) => api.stop()));
  }, 120_000);
});
