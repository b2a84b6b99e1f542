import { type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../lib/rows.ts";

// What a logical dump needs to know of the database, read from PostgreSQL's own catalogue so that
// a table added by a later migration is backed up without anyone remembering to list it here.
// The same queries run on PGlite and on PostgreSQL.

export interface TableInfo {
  name: string;
  /** Columns a row is written with, in table order (generated columns are recomputed instead). */
  columns: string[];
  /** Columns that order the rows (the primary key), so that two dumps of one database are equal. */
  orderBy: string[];
  /** Columns fed by a sequence (identity or serial). */
  sequenced: string[];
}

export { type Executor, rowsOf };

/** The application's tables (schema public), parents before children. */
export async function readTables(db: Executor): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string; generated: boolean; sequenced: boolean }>(
    db,
    sql`select c.relname as "table", a.attname as "column", a.attgenerated <> '' as generated,
      pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null as sequenced
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and i.indisprimary
    order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`,
  );

  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], orderBy: [], sequenced: [] };
    tables.set(row.table, table);
    if (!row.generated) table.columns.push(row.column);
    if (row.sequenced) table.sequenced.push(row.column);
  }
  for (const key of keys) tables.get(key.table)?.orderBy.push(key.column);
  for (const table of tables.values()) {
    // Without a primary key, every column orders the rows.
    if (table.orderBy.length === 0) table.orderBy = [...table.columns];
  }

  // Parents first: a child's foreign keys find their rows when it is loaded. A table that refers
  // to itself needs no other order (its rows come in key order, parents first in practice).
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (child === parent) continue;
    const set = parents.get(child) ?? new Set<string>();
    set.add(parent);
    parents.set(child, set);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through table ${name}`);
    visiting.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) place(parent);
    visiting.delete(name);
    placed.add(name);
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) place(name);
  return ordered;
}

export function identifiers(names: readonly string[]): SQL {
  return sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
}

/** The sequence behind a column, as PostgreSQL names it (already quoted where needed). */
export async function sequenceOf(db: Executor, table: string, column: string): Promise<string | null> {
  const [row] = await rowsOf<{ sequence: string | null }>(
    db,
    sql`select pg_get_serial_sequence(${`public.${quoteIdentifier(table)}`}, ${column}) as sequence`,
  );
  return row?.sequence ?? null;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Our migrations as the database recorded them (drizzle's table), oldest first. */
export async function readAppliedMigrations(db: Executor): Promise<{ hash: string; created_at: number }[]> {
  const [present] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present?.present) return [];
  const rows = await rowsOf<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, created_at: Number(row.created_at) }));
}
