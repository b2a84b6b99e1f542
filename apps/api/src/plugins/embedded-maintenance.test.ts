import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/app.ts";
import { startEmbeddedMaintenance } from "./embedded-maintenance.ts";

describe("embedded database maintenance", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

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
    const maintenance = startEmbeddedMaintenance(ctx.database.db, 20, (error) => errors.push(error));
    try {
      await expect.poll(rounds).toEqual({ analyses: before.analyses + 1, vacuums: before.vacuums + 1 });
      // No write: several intervals pass without a round.
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await rounds()).toEqual({ analyses: before.analyses + 1, vacuums: before.vacuums + 1 });
      maintenance.wrote();
      await expect.poll(rounds).toEqual({ analyses: before.analyses + 2, vacuums: before.vacuums + 2 });
    } finally {
      maintenance.stop();
    }
    expect(errors).toEqual([]);
  });
});
