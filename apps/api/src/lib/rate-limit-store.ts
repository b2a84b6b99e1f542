import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

// A store for @fastify/rate-limit that keeps its counters in the database (table rate_limit_hits),
// so that every API process counts the same hits (DESIGN.md §3): the plugin's own store is a memory
// of one process, and one bucket per process would let N processes take N times the limit.
//
// A bucket is a route (method and URL), or every route of a `groupId`, as the plugin's Redis store
// does; the key within it is whatever the route's keyGenerator gives (an address by default, an
// account for a per-account limit). Each hit is one statement: an upsert that starts a new window
// when the last one has ended, and that deletes a few rows of ended windows on the way, so the table
// needs no sweeper of its own.

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The plugin's store, with the `read` its `{ increment: false }` checks use (absent from its types). */
export interface ReadableRateLimitStore extends FastifyRateLimitStore {
  read(key: string, callback: Callback): void;
}

/**
 * What the store reads of the options the plugin passes: its own merged with the route's, and the
 * route as `routeInfo` (the plugin's types call them the route's options; they are not).
 */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Ended windows deleted per hit: at most one row is added per hit, so the table cannot grow. */
const SWEEP_PER_HIT = 10;
/** exponentialBackoff doubles a window per hit past the limit; this keeps the date representable. */
const MAX_WINDOW_MS = 365 * 24 * 3_600_000;

interface HitRow {
  hits: number | string;
  ttl: number | string;
}

/** Both drivers answer { rows }; the shared Database type leaves the result untyped. */
async function oneRow(db: Database, query: ReturnType<typeof sql>): Promise<HitRow | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: HitRow[] };
  return result.rows[0];
}

async function hit(
  db: Database,
  key: string,
  windowMs: number,
  max: number,
  options: StoreOptions,
): Promise<{ current: number; ttl: number }> {
  const newEnd = sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
  // Past the limit, continueExceeding starts the window again at each hit; exponentialBackoff
  // doubles it at each hit (as the plugin's Redis store does).
  const exceeding = sql`h.hits + 1 > ${max}::integer`;
  const backoffEnd = sql`now() + least(${MAX_WINDOW_MS}::double precision,
    ${windowMs}::double precision * power(2, h.hits + 1 - ${max}::integer - 1)) * interval '1 millisecond'`;
  const row = await oneRow(
    db,
    sql`with swept as (
      delete from rate_limit_hits where key in (
        select key from rate_limit_hits
        where expires_at <= now() and key <> ${key}
        limit ${SWEEP_PER_HIT} for update skip locked))
    insert into rate_limit_hits as h (key, hits, expires_at) values (${key}, 1, ${newEnd})
    on conflict (key) do update set
      hits = case when h.expires_at <= now() then 1 else h.hits + 1 end,
      expires_at = case
        when h.expires_at <= now() then excluded.expires_at
        when ${options.continueExceeding === true}::boolean and ${exceeding} then excluded.expires_at
        when ${options.exponentialBackoff === true}::boolean and ${exceeding} then ${backoffEnd}
        else h.expires_at end
    returning hits, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::bigint as ttl`,
  );
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

async function read(db: Database, key: string): Promise<{ current: number; ttl: number }> {
  const row = await oneRow(
    db,
    sql`select hits, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::bigint as ttl
    from rate_limit_hits where key = ${key} and expires_at > now()`,
  );
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** The bucket of a route's limit: its group when it has one, else the route itself. */
function bucketOf(options: StoreOptions): string {
  if (options.groupId) return `group:${options.groupId}`;
  const { method, url } = options.routeInfo ?? {};
  if (!url) return "global";
  return `route:${Array.isArray(method) ? method.join(",") : (method ?? "")} ${url}`;
}

/**
 * The `store` option of @fastify/rate-limit, over `db`. The plugin builds it with `new`, once for
 * the registration, then once per route through `child`.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements ReadableRateLimitStore {
    private readonly options: StoreOptions;
    private readonly bucket: string;

    constructor(options: object = {}) {
      this.options = options as StoreOptions;
      this.bucket = bucketOf(this.options);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      hit(db, `${this.bucket}|${key}`, timeWindow, max, this.options).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Used by the plugin's `{ increment: false }` checks: the count without a hit. */
    read(key: string, callback: Callback): void {
      read(db, `${this.bucket}|${key}`).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore({ ...this.options, ...routeOptions });
    }
  };
}
