import { expect } from "vitest";
import { call, eventWithOneSession, expectStatus } from "./http-calls.ts";

/** One public read of the edited page: when it was sent, and the title it answered. */
export interface TimedRead {
  sentAt: number;
  answeredAt: number;
  title: unknown;
}

export interface EditUnderReadsOptions {
  /** Where the event is created and edited (one API process, or nginx in front of several). */
  writerUrl: string;
  /** The reads of the event's pages sent together on each tick; each answers the title it saw. */
  reads: (eventId: number) => (() => Promise<unknown>)[];
  /** The public cache's TTL of the processes that answer the reads. */
  ttlMs: number;
  /** Slack beyond the TTL for the read's own trip and the machine's load. */
  marginMs: number;
  /** Reads every this many ms: more often than the TTL, as under a crowd. */
  everyMs?: number;
  /** How long reads run before the edit. */
  leadMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const NEW_TITLE = "Les Chorégies d'Orange — nouvelle distribution";

/**
 * The public cache's promise across processes (decision 010): an event is edited while its pages
 * are read more often than the TTL; every read sent later than the TTL (plus a margin) after the
 * edit shows it, and the reads before it showed the old title (the test reads what it means to
 * read). Returns the reads and what they saw, for the caller's own checks and figures.
 */
export async function expectEditSeenWithinTtl({
  writerUrl,
  reads: readsOf,
  ttlMs,
  marginMs,
  everyMs = 100,
  leadMs = 1000,
}: EditUnderReadsOptions): Promise<{ after: TimedRead[]; stale: TimedRead[]; maxStalenessMs: number }> {
  const { eventId, sessionId, auth, body } = await eventWithOneSession(writerUrl, 100);
  const readTitles = readsOf(eventId);
  const reads: TimedRead[] = [];
  let reading = true;
  const readLoop = (async () => {
    while (reading) {
      const tick = Date.now();
      await Promise.all(
        readTitles.map(async (readTitle) => {
          const sentAt = Date.now();
          const title = await readTitle();
          reads.push({ sentAt, answeredAt: Date.now(), title });
        }),
      );
      await sleep(Math.max(0, everyMs - (Date.now() - tick)));
    }
  })();
  await sleep(leadMs);

  const editSentAt = Date.now();
  const edited = await expectStatus(
    call(
      writerUrl,
      "PUT",
      `/api/events/${eventId}`,
      { ...body, title: NEW_TITLE, sessions: [{ ...body.sessions[0], id: sessionId }] },
      auth,
    ),
    200,
  );
  const editedAt = Date.now();
  expect(edited.title).toBe(NEW_TITLE);
  await sleep(ttlMs + marginMs + 3000);
  reading = false;
  await readLoop;

  // Before: answered before the edit was even sent (on a loaded machine the PUT itself takes time,
  // and a read during it may already see the change).
  const before = reads.filter((read) => read.answeredAt < editSentAt);
  const after = reads.filter((read) => read.sentAt > editedAt);
  const stale = after.filter((read) => read.title !== NEW_TITLE);
  const maxStalenessMs = Math.max(0, ...stale.map((read) => read.sentAt - editedAt));
  expect(before.length).toBeGreaterThan(5);
  for (const read of before) expect(read.title).toBe(body.title);
  const late = after.filter((read) => read.sentAt > editedAt + ttlMs + marginMs);
  expect(late.length).toBeGreaterThan(10);
  expect(
    late.filter((read) => read.title !== NEW_TITLE),
    `stale reads later than ${ttlMs + marginMs} ms after the edit`,
  ).toEqual([]);
  expect(maxStalenessMs).toBeLessThanOrEqual(ttlMs + marginMs);
  return { after, stale, maxStalenessMs };
}
