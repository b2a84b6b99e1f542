import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";

// An administrator is not an organiser (issue 29, DESIGN.md §4): every organiser-only endpoint
// refuses them as it refuses a participant, before reading the body or the item. Administrators act
// on organisers' content through /api/admin, where each act is recorded.

let ctx: TestContext;
let tokens: Record<"participant" | "administrateur", string>;

beforeAll(async () => {
  ctx = await createTestApp();
  const [participant, admin] = await Promise.all([
    registerUser(ctx.app),
    administratorSession(ctx.database.db, ctx.config),
  ]);
  tokens = { participant: participant.token, administrateur: admin.token };
});
afterAll(() => ctx.close());

const organiserOnly: [string, string][] = [
  ["POST", "/api/events"],
  ["PUT", "/api/events/1"],
  ["DELETE", "/api/events/1"],
  ["POST", "/api/events/1/change-preview"],
  ["POST", "/api/events/1/sessions/1/cancel"],
  ["GET", "/api/events/1/attendees"],
  ["GET", "/api/events/1/attendees.csv"],
  ["POST", "/api/check-ins"],
  ["POST", "/api/programs"],
  ["POST", "/api/programs/batch"],
  ["PUT", "/api/programs/1"],
  ["DELETE", "/api/programs/1"],
  ["POST", "/api/lieux"],
  ["PUT", "/api/lieux/1"],
  ["DELETE", "/api/lieux/1"],
  ["POST", "/api/parcours/create"],
  ["PUT", "/api/parcours/1"],
  ["DELETE", "/api/parcours/1"],
  ["POST", "/api/sites"],
  ["PUT", "/api/sites/1"],
  ["DELETE", "/api/sites/1"],
  ["POST", "/api/locations"],
  ["GET", "/api/map/geocode?q=Lyon"],
];

async function rowCounts() {
  const result = await ctx.database.db.execute(sql`select
    (select count(*)::int from events) as events, (select count(*)::int from lieux) as lieux,
    (select count(*)::int from parcours) as parcours, (select count(*)::int from sites) as sites,
    (select count(*)::int from locations) as locations, (select count(*)::int from audit_log) as audit`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe("organiser-only endpoints, participant and administrateur", () => {
  for (const who of ["participant", "administrateur"] as const) {
    it.each(organiserOnly)(`%s %s: ${who} → 403`, async (method, url) => {
      const before = await rowCounts();
      const response = await ctx.app.inject({
        method: method as "GET",
        url,
        headers: bearer(tokens[who]),
        ...(method === "GET" || method === "DELETE" ? {} : { payload: { title: "Par un administrateur" } }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("FORBIDDEN");
      expect(await rowCounts()).toEqual(before);
    });
  }
});
