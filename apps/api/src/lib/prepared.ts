import type { Database } from "../db/client.ts";

/**
 * A query of a hot read, built once per database handle and prepared under `name`: drizzle then
 * skips rebuilding its SQL on every request (a sixth of the API's CPU on an event or a route
 * page), and on PostgreSQL each pooled connection parses and plans it once instead of per call.
 * Values go through `sql.placeholder(…)` and `execute({ … })`. A transaction is another handle:
 * it gets its own copy, built on first use.
 */
export function preparedFor<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
