import type { Stats } from "@culture-patrimoine/contract/schemas/stats";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/**
 * One round trip for the four figures of the home and about pages (DESIGN.md §5). Public figures:
 * they count what the public can see (issue 29: `is_public`), and the confirmed registrations.
 */
export async function getStats(db: Database): Promise<Stats> {
  type Row = { events: number; parcours: number; places: number; participations: number };
  // Both drivers answer { rows }; the shared Database type leaves the result untyped.
  const result = (await db.execute(sql`
    select
      (select count(*) from events where is_public)::int as events,
      (select count(*) from parcours where is_public)::int as parcours,
      ((select count(*) from lieux where is_public) + (select count(*) from sites where is_public))::int as places,
      (select count(*) from participations where status = 'confirmed')::int as participations
  `)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  return {
    events: Number(row?.events ?? 0),
    parcours: Number(row?.parcours ?? 0),
    places: Number(row?.places ?? 0),
    participations: Number(row?.participations ?? 0),
  };
}
