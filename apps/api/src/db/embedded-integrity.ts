import type { PGlite } from "@electric-sql/pglite";

// After an unclean stop (no clean-close record), PostgreSQL's recovery replays the write-ahead log
// since the last checkpoint, but a table file that lost pages the log no longer covers opens
// without a word: reads that reach those pages fail, while /api/health's `select 1` passes. So the
// folder is checked before the server takes requests (issue 27, decision 022): every table read
// whole, then through its primary key (an index entry that points past the end of its table is the
// truncation a sequential read cannot see), and amcheck's own checks of every heap and index.

/** Our schemas: the application's tables and drizzle's record of migrations. */
const CHECKED_SCHEMAS = ["public", "drizzle"];

interface TableRow {
  name: string;
  /** The primary key's columns, quoted and comma-separated; null without one. */
  key: string | null;
}

interface IndexRow {
  name: string;
  method: string;
}

/** What was found, one line per damaged table or index (empty: the folder reads whole). */
export async function checkEmbeddedDatabase(client: PGlite): Promise<string[]> {
  const problems: string[] = [];
  // One transaction, rolled back: amcheck is created for the check only, the settings stay local.
  // A failed check aborts it; the next one starts a new one.
  const begin = () => client.exec("begin; create extension if not exists amcheck");
  const failed = async (what: string, error: unknown) => {
    problems.push(`${what}\u00a0: ${error instanceof Error ? error.message : String(error)}`);
    await client.exec("rollback");
    await begin();
  };

  const tables = (
    await client.query<TableRow>(
      `select format('%I.%I', n.nspname, c.relname) as name,
         (select string_agg(format('%I', a.attname), ', ' order by k.ord)
            from pg_index i cross join unnest(i.indkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
           where i.indrelid = c.oid and i.indisprimary) as key
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind = 'r' order by 1`,
      [CHECKED_SCHEMAS],
    )
  ).rows;
  const indexes = (
    await client.query<IndexRow>(
      `select format('%I.%I', n.nspname, c.relname) as name, am.amname as method
         from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_am am on am.oid = c.relam
        where n.nspname = any($1) and c.relkind = 'i' order by 1`,
      [CHECKED_SCHEMAS],
    )
  ).rows;

  await begin();
  try {
    for (const table of tables) {
      try {
        const [seen] = (
          await client.query<{ rows: number }>(`select count(*)::int as rows from ${table.name}`)
        ).rows;
        const [corrupt] = (
          await client.query<{ msg: string }>(
            `select msg from verify_heapam($1::regclass, on_error_stop => true) limit 1`,
            [table.name],
          )
        ).rows;
        if (corrupt) throw new Error(corrupt.msg);
        if (table.key === null) continue;
        // Every row again, fetched through the primary key's index: the planner is kept off the
        // sequential and bitmap paths, and off index-only scans, which would skip the table.
        await client.exec(
          "set local enable_seqscan = off; set local enable_bitmapscan = off; set local enable_indexonlyscan = off; set local enable_sort = off",
        );
        const [throughKey] = (
          await client.query<{ rows: number }>(
            `select count(*)::int as rows from (select 1 from ${table.name} order by ${table.key}) keyed`,
          )
        ).rows;
        await client.exec(
          "reset enable_seqscan; reset enable_bitmapscan; reset enable_indexonlyscan; reset enable_sort",
        );
        if (throughKey?.rows !== seen?.rows) {
          throw new Error(
            `${seen?.rows ?? 0} ligne(s) lues dans la table, ${throughKey?.rows ?? 0} par sa clé primaire`,
          );
        }
      } catch (error) {
        await failed(`table ${table.name}`, error);
      }
    }
    for (const index of indexes) {
      try {
        if (index.method === "btree") {
          await client.query("select bt_index_check($1::regclass, true)", [index.name]);
        } else if (index.method === "gin") {
          await client.query("select gin_index_check($1::regclass)", [index.name]);
        }
      } catch (error) {
        await failed(`index ${index.name}`, error);
      }
    }
  } finally {
    await client.exec("rollback");
  }
  return problems;
}
