import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestContext } from "../test/app.ts";
import { startEmbeddedMaintenance } from "./embedded-maintenance.ts";

describe("embedded database maintenance", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** How many times the events table was analysed and vacuumed, as the statistics views tell. */
  async function rounds(): Promise<{ analyses: number; vacuums: number }> {
    const result = await ctx.database.db.execute(sql`select analyze_count::int as analyses,
      vacuum_count::int as vacuums from pg_stat_user_tables where relname = 'events'`);
    const [row] = (result as unknown as { rows: { analyses: number; vacuums: number }[] }).rows;
    return { analyses: Number(row?.analyses ?? 0), vacuums: Number(row?.vacuums ?? 0) };
  }

  it("analyses and vacuums at once, then again only after a write", async () => {
    const before = await rounds();
    const errors: unknown[] = [];
    // The test moves the interval's clock itself; the rounds themselves take the time they take
    // (a VACUUM can take seconds on a loaded machine), so they are waited for, generously.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const maintenance = startEmbeddedMaintenance(ctx.database.db, 20, (error) => errors.push(error));
    const poll = { timeout: 20_000, interval: 20 };
    try {
      await expect.poll(rounds, poll).toEqual({ analyses: before.analyses + 1, vacuums: before.vacuums + 1 });
      // No write: several intervals pass without a round.
      vi.advanceTimersByTime(5 * 20);
      expect(await rounds()).toEqual({ analyses: before.analyses + 1, vacuums: before.vacuums + 1 });
      maintenance.wrote();
      // The next interval starts a round (or the one after, if the first round is still running).
      const roundsAfterAnInterval = async () => {
        vi.advanceTimersByTime(20);
        return rounds();
      };
      await expect
        .poll(roundsAfterAnInterval, poll)
        .toEqual({ analyses: before.analyses + 2, vacuums: before.vacuums + 2 });
    } finally {
      maintenance.stop();
    }
    expect(errors).toEqual([]);
  });
});
