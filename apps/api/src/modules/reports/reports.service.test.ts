import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { reports } from "../../db/schema.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { openReportCounts, resolveOpenReports } from "./reports.service.ts";

let database: TestDatabase;
let adminId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await administratorSession(database.db, loadConfig({ NODE_ENV: "test" }));
  adminId = admin.user.id;
  await database.db.insert(reports).values([
    { target_type: "event", target_id: 1, reason: "spam", reporter_key: "a" },
    { target_type: "event", target_id: 1, reason: "illegal", reporter_key: "b" },
    { target_type: "event", target_id: 2, reason: "spam", reporter_key: "a" },
    // Same id, another kind: never counted with event 1.
    { target_type: "lieu", target_id: 1, reason: "misleading", reporter_key: "a" },
    // Already resolved: not open any more.
    {
      target_type: "event",
      target_id: 2,
      reason: "spam",
      reporter_key: "c",
      resolved_at: new Date(),
      resolution: "kept",
    },
  ]);
});
afterAll(() => database.destroy());

describe("open reports of the moderation queue", () => {
  it("counts open reports per kind and id, and leaves out items without any", async () => {
    const counts = await openReportCounts(database.db, [
      { kind: "event", id: 1 },
      { kind: "event", id: 2 },
      { kind: "lieu", id: 1 },
      { kind: "site", id: 1 },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ "event:1": 2, "event:2": 1, "lieu:1": 1 });
    expect((await openReportCounts(database.db, [])).size).toBe(0);
  });

  it("resolves every open report of one item only, with the administrator and the resolution", async () => {
    const resolved = await resolveOpenReports(database.db, { kind: "event", id: 1 }, "unpublished", adminId);
    expect(resolved).toBe(2);
    const rows = await database.db.select().from(reports).where(eq(reports.target_id, 1));
    const event = rows.filter((row) => row.target_type === "event");
    expect(event.map((row) => [row.resolution, row.resolved_by, row.resolved_at !== null])).toEqual([
      ["unpublished", adminId, true],
      ["unpublished", adminId, true],
    ]);
    expect(rows.find((row) => row.target_type === "lieu")?.resolved_at).toBeNull();
    // Nothing left open: a second call resolves nothing.
    expect(await resolveOpenReports(database.db, { kind: "event", id: 1 }, "kept", adminId)).toBe(0);
    expect(Object.fromEntries(await openReportCounts(database.db, [{ kind: "event", id: 1 }]))).toEqual({});
  });
});
