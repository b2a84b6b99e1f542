import type { SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** Anything with drizzle's execute(): the database or a transaction. */
export type Executor = Pick<Database, "execute">;

/** The rows of a raw statement, the same on PGlite and on PostgreSQL. */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
