import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/** What services receive: the same drizzle API whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start copies of it quickly (tests). */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export interface OpenDatabaseOptions {
  /** node-postgres when set. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; in memory when absent (tests). */
  pgliteDir?: string | undefined;
  /** PGlite only: start from this dump instead of an empty cluster (≈ 0.8 s instead of ≈ 4 s). */
  pgliteTemplate?: Blob | undefined;
  poolMax?: number;
  /** PostgreSQL only: a connection attempt that takes longer fails instead of waiting forever. */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: an idle pooled connection failed (the server restarted, a proxy cut it, the
   * database was dropped). The pool discards it and opens another on the next query; without a
   * listener, Node would end the process on this event.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/** PGlite (embedded, WASM) unless a PostgreSQL URL is given (DESIGN.md §2). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // node-postgres waits forever for a server that does not answer (a host gone from the
      // network): requests would hang instead of answering 503.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      // TCP keep-alive notices a connection silently dropped by a firewall or a failover.
      keepAlive: true,
    });
    pool.on(
      "error",
      options.onIdleConnectionError ??
        ((error) =>
          console.warn(
            `PostgreSQL: an idle connection was lost (${error.message}); the pool opens another.`,
          )),
    );
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.pgliteDir ?? "memory://", {
    extensions: { unaccent, pg_trgm },
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
