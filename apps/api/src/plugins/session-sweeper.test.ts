import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema.ts";
import { registerUser } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { startSessionSweeper } from "./session-sweeper.ts";

describe("session sweeper", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("deletes sessions past their absolute end and keeps the others", async () => {
    const expired = await registerUser(ctx.app);
    const live = await registerUser(ctx.app);
    const { db } = ctx.database;
    await db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, expired.user.id));

    const errors: unknown[] = [];
    const stop = startSessionSweeper({ db }, 20, (error) => errors.push(error));
    try {
      await expect
        .poll(
          async () => (await db.select().from(sessions).where(eq(sessions.user_id, expired.user.id))).length,
        )
        .toBe(0);
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
    const kept = await db.select().from(sessions).where(eq(sessions.user_id, live.user.id));
    expect(kept).toHaveLength(1);
    const me = await ctx.app.inject({
      url: `/api/users/${live.user.id}`,
      headers: { authorization: `Bearer ${live.token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
