import { afterAll, describe, it } from "vitest";
import { startApiProcess, stopAllApiProcesses } from "./test/api-process.ts";
import { createTestDatabase, type TestDatabase } from "./test/database.ts";
import { call, expectStatus } from "./test/http-calls.ts";
import { expectEditSeenWithinTtl } from "./test/stale-reads.ts";

// The public read cache (plugins/public-cache.ts, docs/decisions/010-public-read-cache.md) across
// two API processes (node src/main.ts) on one PostgreSQL database: a write through process A empties
// A's cache only, so process B may answer from its own cache, but never longer than the TTL counted
// from when B computed the answer. Before, every hit stored the answer again with a new time: a page
// read more often than the TTL stayed stale for ever. PGlite is one process, so this needs
// PostgreSQL (TEST_DATABASE_URL, as in CI); plain `npm test` skips it.

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info("public-cache-processes.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL), as in CI.");
}

const TTL_MS = 1000;
/** Reads of process B, one every READ_EVERY_MS: more often than the TTL, as under a crowd. */
const READ_EVERY_MS = 100;
/** Slack for the read's own trip and the machine's load, beyond the TTL. */
const MARGIN_MS = 300;

const databases: TestDatabase[] = [];
afterAll(async () => {
  await stopAllApiProcesses();
  await Promise.all(databases.map((database) => database.destroy()));
});

describe.skipIf(!serverUrl)(
  "public read cache with two API processes on PostgreSQL (needs TEST_DATABASE_URL)",
  () => {
    it("shows an edit made through another process at the latest one TTL after it, however often the page is read", async () => {
      const database = await createTestDatabase();
      databases.push(database);
      if (!database.url) throw new Error("createTestDatabase gave no PostgreSQL URL");
      const env = { PUBLIC_CACHE_TTL_MS: String(TTL_MS) };
      const [writer, reader] = await Promise.all([
        startApiProcess({ databaseUrl: database.url, env }),
        startApiProcess({ databaseUrl: database.url, env }),
      ]);
      const a = writer!.url;
      const b = reader!.url;

      // Process B reads both pages every 100 ms, from one second before the edit to well past the TTL.
      const { after, stale, maxStalenessMs } = await expectEditSeenWithinTtl({
        writerUrl: a,
        reads: (eventId) => [
          async () => (await expectStatus(call(b, "GET", `/api/events/${eventId}`), 200)).title,
          async () => {
            const list = (await expectStatus(call(b, "GET", "/api/events"), 200)) as unknown as {
              title: string;
            }[];
            return list[0]?.title;
          },
        ],
        ttlMs: TTL_MS,
        marginMs: MARGIN_MS,
        everyMs: READ_EVERY_MS,
      });
      console.info(
        `public cache across processes (TTL ${TTL_MS} ms, a read every ${READ_EVERY_MS} ms per page): ` +
          `${stale.length} of ${after.length} reads after the edit stale, the latest sent ${maxStalenessMs} ms after it`,
      );

      await Promise.all([writer!.stop(), reader!.stop()]);
    }, 120_000);
  },
);
