import type { Stats } from "@culture-patrimoine/contract/schemas/stats";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** One round trip for the four figures of the home and about pages (DESIGN.md §5). */
export async function getStats(db: Database): Promise<Stats> {
  type Row = { events: number; parcours: number; places: number; participations: number };
  // Both drivers answer { rows }; the shared Database type leaves the result untyped.
  const result = (await db.execute(sql`
    select
      (select count(*) from events)::int as events,
      (select count(*) from parcours)::int as parcours,
      ((select count(*) from lieux) + (select count(*) from sites))::int as places,
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
