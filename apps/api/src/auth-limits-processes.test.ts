import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participantBody } from "./test/accounts.ts";
import { type ApiProcess, startApiProcess, stopAllApiProcesses } from "./test/api-process.ts";
import { createTestDatabase, type TestDatabase } from "./test/database.ts";
import { call, expectStatus } from "./test/http-calls.ts";

// The /api/auth rate limit and the login throttle across two API processes (node src/main.ts) on one
// PostgreSQL database (docs/decisions/024): both count in the database, so a hit on process A counts
// on process B, and a stranger spreading guesses over both processes and many addresses is held back
// as on one. Before, the rate limit was a memory of each process: N processes gave N times the
// limit. PGlite is one process, so this needs PostgreSQL (TEST_DATABASE_URL, as in CI); plain
// `npm test` skips it.

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info("auth-limits-processes.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL), as in CI.");
}

const RATE_LIMIT = 10;

const databases: TestDatabase[] = [];
afterAll(async () => {
  await stopAllApiProcesses();
  await Promise.all(databases.map((database) => database.destroy()));
});

/** The client's address, as a proxy in front of the processes tells it (TRUST_PROXY=true). */
const from = (ip: string) => ({ "x-forwarded-for": ip });

function login(base: string, ip: string, body: Record<string, unknown>) {
  return call(base, "POST", "/api/auth/login", body, from(ip));
}

describe.skipIf(!serverUrl)(
  "auth limits with two API processes on PostgreSQL (needs TEST_DATABASE_URL)",
  () => {
    let a: ApiProcess;
    let b: ApiProcess;

    beforeAll(async () => {
      const database = await createTestDatabase();
      databases.push(database);
      if (!database.url) throw new Error("createTestDatabase gave no PostgreSQL URL");
      const env = {
        TRUST_PROXY: "true",
        AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        LOGIN_MAX_FAILURES_PER_IP: "100",
        // No delays: the account's ten failures are reached at once, whatever the machine's speed.
        LOGIN_FIRST_DELAY_MS: "0",
      };
      [a, b] = (await Promise.all([
        startApiProcess({ databaseUrl: database.url, env }),
        startApiProcess({ databaseUrl: database.url, env }),
      ])) as [ApiProcess, ApiProcess];
    }, 120_000);

    it("counts an address's auth calls on process A and on process B in one bucket", async () => {
      const ip = "198.51.100.1";
      const statuses: number[] = [];
      for (let hit = 0; hit < RATE_LIMIT; hit++) {
        const base = hit % 2 === 0 ? a.url : b.url;
        const path = hit % 3 === 0 ? "/api/auth/password-reset-request" : "/api/auth/login";
        const body =
          path === "/api/auth/login"
            ? { email: `inconnu.${hit}@exemple.fr`, password: "pas-le-bon" }
            : { email: "quelqu.un@exemple.fr" };
        statuses.push((await call(base, "POST", path, body, from(ip))).status);
      }
      expect(statuses).not.toContain(429);
      for (const base of [a.url, b.url]) {
        const past = await login(base, ip, { email: "encore@exemple.fr", password: "pas-le-bon" });
        expect(past.status).toBe(429);
        expect(past.body.code).toBe("TOO_MANY_REQUESTS");
        expect(Number(past.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      // Another address has its own bucket, on either process.
      const other = await login(b.url, "198.51.100.2", {
        email: "encore@exemple.fr",
        password: "pas-le-bon",
      });
      expect(other.status).toBe(401);
    });

    it("holds back a stranger guessing from 40 addresses over both processes at once; the owner's browser logs in, a new one is refused", async () => {
      const owner = participantBody();
      const registered = await expectStatus(
        call(a.url, "POST", "/api/auth/register", owner, from("198.51.100.20")),
        201,
      );
      const deviceToken = registered.device_token as string;
      expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          login(index % 2 === 0 ? a.url : b.url, `203.0.113.${index + 1}`, {
            email: owner.email,
            password: `essai-${index}`,
          }),
        ),
      );
      const statuses = guesses.map((guess) => guess.status);
      // Exactly the account's ten: each attempt was counted, in the database, before its password was
      // checked, whichever process took it.
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      expect(guesses.find((guess) => guess.status === 429)?.body.code).toBe("TOO_MANY_LOGIN_ATTEMPTS");

      const ownerBrowser = await login(b.url, "198.51.100.20", {
        email: owner.email,
        password: owner.password,
        device_token: deviceToken,
      });
      expect(ownerBrowser.status).toBe(200);
      const newBrowser = await login(a.url, "198.51.100.21", {
        email: owner.email,
        password: owner.password,
      });
      expect(newBrowser.status).toBe(429);
      expect(newBrowser.body.code).toBe("TOO_MANY_LOGIN_ATTEMPTS");
    });
  },
);
