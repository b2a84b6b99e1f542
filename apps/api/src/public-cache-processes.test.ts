import { afterAll, describe, expect, it } from "vitest";
import { startApiProcess, stopAllApiProcesses } from "./test/api-process.ts";
import { createTestDatabase, type TestDatabase } from "./test/database.ts";
import { call, eventWithOneSession, expectStatus } from "./test/http-calls.ts";

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

interface Read {
  path: string;
  sentAt: number;
  title: string | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

      const { eventId, sessionId, auth, body } = await eventWithOneSession(a, 100);
      const paths = [`/api/events/${eventId}`, "/api/events"];

      const titleOf = (path: string, answer: Record<string, unknown> | Record<string, unknown>[]) =>
        path === "/api/events"
          ? (answer as unknown as { title: string }[])[0]?.title
          : (answer as { title: string }).title;

      // Process B reads both pages every 100 ms, from one second before the edit to well past the TTL.
      const reads: Read[] = [];
      let reading = true;
      const readLoop = (async () => {
        while (reading) {
          const tick = Date.now();
          await Promise.all(
            paths.map(async (path) => {
              const sentAt = Date.now();
              const answer = await expectStatus(call(b, "GET", path), 200);
              reads.push({ path, sentAt, title: titleOf(path, answer) });
            }),
          );
          await sleep(Math.max(0, READ_EVERY_MS - (Date.now() - tick)));
        }
      })();
      await sleep(1000);

      const edited = await expectStatus(
        call(
          a,
          "PUT",
          `/api/events/${eventId}`,
          {
            ...body,
            title: "Les Chorégies d'Orange — nouvelle distribution",
            sessions: [{ ...body.sessions[0], id: sessionId }],
          },
          auth,
        ),
        200,
      );
      const editedAt = Date.now();
      expect(edited.title).toBe("Les Chorégies d'Orange — nouvelle distribution");
      // The writer's own process shows its change at once.
      expect((await expectStatus(call(a, "GET", `/api/events/${eventId}`), 200)).title).toBe(edited.title);

      await sleep(TTL_MS + MARGIN_MS + 3000);
      reading = false;
      await readLoop;

      const before = reads.filter((read) => read.sentAt < editedAt - 200);
      const after = reads.filter((read) => read.sentAt > editedAt);
      const stale = after.filter((read) => read.title !== edited.title);
      const maxStalenessMs = Math.max(0, ...stale.map((read) => read.sentAt - editedAt));
      console.info(
        `public cache across processes (TTL ${TTL_MS} ms, a read every ${READ_EVERY_MS} ms per page): ` +
          `${stale.length} of ${after.length} reads after the edit stale, the latest sent ${maxStalenessMs} ms after it`,
      );
      // B did read the old title before the edit (the test reads what it means to read)...
      expect(before.length).toBeGreaterThan(10);
      for (const read of before) expect(read.title).toBe(body.title);
      // ...and every read sent later than the TTL (plus a margin) after the edit sees the new one.
      const late = after.filter((read) => read.sentAt > editedAt + TTL_MS + MARGIN_MS);
      expect(late.length).toBeGreaterThan(20);
      const lateStale = late.filter((read) => read.title !== edited.title);
      expect(lateStale.length, `stale reads later than ${TTL_MS + MARGIN_MS} ms after the edit`).toBe(0);
      expect(maxStalenessMs).toBeLessThanOrEqual(TTL_MS + MARGIN_MS);

      await Promise.all([writer!.stop(), reader!.stop()]);
    }, 120_000);
  },
);
