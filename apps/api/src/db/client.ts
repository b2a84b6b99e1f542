import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import {
  createDataFolder,
  damagedAfterCrash,
  type FolderRole,
  forgetFolderManifest,
  inspectDataFolder,
  lockDataFolder,
  pgliteFailedToOpen,
  writeFolderManifest,
} from "./data-folder.ts";
import { checkEmbeddedDatabase } from "./embedded-integrity.ts";
import { prepareNamedStatements } from "./pglite-named-statements.ts";
import * as schema from "./schema.ts";

/** What services receive: the same drizzle API whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<MigrationOutcome>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start copies of it quickly (tests). */
  dump?: () => Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export interface MigrationOutcome {
  /**
   * No migration had ever been applied before this one: the schema, and so the database as the
   * application knows it, was created from nothing by this call. Only such a database gets the
   * demo data (decision 022).
   */
  newDatabase: boolean;
  /** How many migrations this call applied (0: the database was up to date). */
  applied: number;
}

/** How many of our migrations the database has recorded (drizzle's own table; none before the first). */
export async function countAppliedMigrations(db: Database): Promise<number> {
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return 0;
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return Number(result.rows[0]?.applied ?? 0);
}

/** pg_advisory_lock key of migrations (the demo seed's lock is another). */
const MIGRATION_LOCK_KEY = 34_034_001;

/**
 * Runs `migrate` while holding a session advisory lock on a connection of its own (not one of the
 * pool's, which the migrator uses). drizzle's migrator takes no lock: several processes starting on
 * a new database at once tried the same migration, and all but one failed (duplicate pg_type). With
 * the lock they take turns, and each counts the migrations already applied inside its turn, so only
 * the first one sees a new database (and seeds it).
 */
async function withMigrationLock<T>(
  databaseUrl: string,
  connectTimeoutMs: number,
  migrate: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    return await migrate();
  } finally {
    // The lock ends with its session.
    await client.end().catch(() => {});
  }
}

async function migrateTelling(db: Database, migrate: () => Promise<void>): Promise<MigrationOutcome> {
  const before = await countAppliedMigrations(db);
  await migrate();
  return { newDatabase: before === 0, applied: (await countAppliedMigrations(db)) - before };
}

export interface OpenDatabaseOptions {
  /** node-postgres when set. */
  databaseUrl?: string | undefined;
  /**
   * PGlite data folder; in memory when absent (tests). Checked, locked and created as decision 022
   * says: a damaged or foreign folder, or one open in another process, throws a DataFolderError.
   */
  pgliteDir?: string | undefined;
  /** PGlite folder only: who opens it, named to another process that finds it taken. */
  pgliteRole?: FolderRole;
  /** PGlite only: start from this dump instead of an empty cluster (≈ 0.8 s instead of ≈ 4 s). */
  pgliteTemplate?: Blob | undefined;
  poolMax?: number;
  /** PostgreSQL only: a connection attempt that takes longer fails instead of waiting forever. */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: how long a query waits for a free connection of the pool before it is refused
   * as "server busy" (a saturated pool is not a database away: its own error, decision 042).
   */
  poolWaitMs?: number;
  /**
   * PostgreSQL only: an idle pooled connection failed (the server restarted, a proxy cut it, the
   * database was dropped). The pool discards it and opens another on the next query; without a
   * listener, Node would end the process on this event.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/**
 * node-postgres's pool, with the two failures it leaves to us handled:
 * - an error on a connection that a request holds (inside a transaction, between two queries) is an
 *   'error' event on that client, which the pool only listens to while the client is idle: a
 *   listener on every connection, for its whole life, keeps the process up. It has nothing to add:
 *   the request's next statement fails on that client and answers 503 (logged by the error
 *   handler), and the pool discards the client when it is released;
 * - the pool's `connectionTimeoutMillis` bounds both the wait for a free connection and the opening
 *   of a new one: the client gets the connect timeout, the pool the (longer) wait.
 */
function createPool(databaseUrl: string, options: OpenDatabaseOptions): pg.Pool {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolMax ?? 10,
    // node-postgres waits forever for a free connection (or for a server that does not answer,
    // a host gone from the network) without a limit: requests would hang instead of answering.
    connectionTimeoutMillis: Math.max(options.poolWaitMs ?? 10_000, connectTimeoutMs),
    // TCP keep-alive notices a connection silently dropped by a firewall or a failover.
    keepAlive: true,
    Client: TimedClient as unknown as new () => pg.ClientBase,
  });
  pool.on(
    "error",
    options.onIdleConnectionError ??
      ((error) =>
        console.warn(`PostgreSQL: an idle connection was lost (${error.message}); the pool opens another.`)),
  );
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/**
 * PostgreSQL settings PGlite starts with, besides its own (decision 055). initdb writes the server's
 * default shared_buffers, 128 MB, and PGlite's WASM heap holds every byte of it from the start
 * (zeroed, so resident): 150 MB of the process's memory for a demo database of 26 MB, the main
 * reason an idle embedded server weighed 780 MB. 32 MB still hold the demo database and the bench's
 * 1 000 events whole; a larger database reads the rest from the operating system's file cache, as
 * PostgreSQL's does. Given on the command line, they win over the folder's postgresql.conf.
 */
export const PGLITE_SETTINGS = { shared_buffers: "32MB" } as const;

const pgliteOptions = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ],
};

/** PGlite (embedded, WASM) unless a PostgreSQL URL is given (DESIGN.md §2). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = createPool(databaseUrl, options);
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () =>
        withMigrationLock(databaseUrl, options.connectTimeoutMs ?? 5000, () =>
          migrateTelling(db as unknown as Database, () => migrateNodePg(db, { migrationsFolder })),
        ),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) return openPgliteFolder(options.pgliteDir, options.pgliteRole ?? "serveur");
  const client = await PGlite.create("memory://", {
    ...pgliteOptions,
    extensions: { unaccent, pg_trgm, btree_gist },
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  return pgliteHandle(client, () => client.close());
}

function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  prepareNamedStatements(db as unknown as Database, client);
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migrateTelling(db as unknown as Database, () => migratePglite(db, { migrationsFolder })),
    close,
    dump: () => client.dumpDataDir("none"),
  };
}

/**
 * PGlite on a folder (decision 022): locked for this process, checked before PGlite sees it (PGlite
 * re-initialises any folder without PG_VERSION), created aside and renamed when new, and recorded
 * file by file at each clean close so that the next start notices a truncated or changed file.
 */
async function openPgliteFolder(dir: string, role: FolderRole): Promise<DatabaseHandle> {
  const lock = lockDataFolder(dir, role);
  let client: PGlite;
  try {
    const state = await inspectDataFolder(dir);
    if (state.kind === "new") {
      await createDataFolder(dir, async (temporary) => {
        await (await PGlite.create(temporary, pgliteOptions)).close();
      });
      await inspectDataFolder(dir);
    }
    await forgetFolderManifest(dir);
    const afterCrash = state.kind === "cluster" && !state.cleanClose;
    try {
      client = await PGlite.create(dir, {
        ...pgliteOptions,
        // amcheck only for the check that follows an unclean stop.
        extensions: { unaccent, pg_trgm, btree_gist, ...(afterCrash ? { amcheck } : {}) },
      });
    } catch (error) {
      throw pgliteFailedToOpen(dir, error);
    }
    if (afterCrash) {
      console.warn(
        "  Base embarquée arrêtée brutalement la dernière fois\u00a0: vérification de ses tables…",
      );
      const problems = await checkEmbeddedDatabase(client).catch((error: unknown) => [
        `vérification impossible\u00a0: ${error instanceof Error ? error.message : String(error)}`,
      ]);
      if (problems.length > 0) {
        await client.close().catch(() => {});
        throw damagedAfterCrash(dir, problems);
      }
    }
  } catch (error) {
    lock.release();
    throw error;
  }
  return pgliteHandle(client, async () => {
    try {
      await client.close();
      await writeFolderManifest(dir);
    } finally {
      lock.release();
    }
  });
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
