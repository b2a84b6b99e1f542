import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import type { AppDeps } from "../deps.ts";

/**
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum worker: its tables were never
 * analysed nor vacuumed, so the planner guessed every row count and no page was ever marked
 * all-visible. Measured on the bench data (decision 028): the first page of upcoming events cost
 * 4.0 ms of CPU at 1 000 events and 5.2 ms at 100 000; after ANALYZE and VACUUM, 2.4 and 4.0 ms.
 * This is the worker's job done by the API: one round once the server listens (the demo seed or a
 * restore has just written), then one every `intervalMs` if a write was answered since the last.
 */
export async function maintainEmbeddedDatabase(db: Database): Promise<void> {
  // Not in a transaction (VACUUM refuses one); PGlite queues the requests meanwhile: a few
  // milliseconds on the demo data, about 1.5 s at 100 000 events.
  await db.execute(sql`vacuum (analyze)`);
}

/**
 * A round at once, then one every `intervalMs` if `wrote()` was called since the last round began.
 * Rounds never overlap. Stopped by `stop()`; never keeps the process alive on its own.
 */
export function startEmbeddedMaintenance(
  db: Database,
  intervalMs: number,
  onError: (error: unknown) => void,
): { wrote: () => void; stop: () => void } {
  let written = false;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    written = false;
    try {
      await maintainEmbeddedDatabase(db);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void round();
  const timer = setInterval(() => {
    if (written) void round();
  }, intervalMs);
  timer.unref();
  return {
    wrote: () => {
      written = true;
    },
    stop: () => clearInterval(timer),
  };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** On PGlite only (no DATABASE_URL: PostgreSQL has its own autovacuum), while the server is up. */
export const embeddedMaintenancePlugin = fp<{ deps: AppDeps }>(async (app: FastifyInstance, { deps }) => {
  if (deps.config.databaseUrl) return;
  let maintenance: ReturnType<typeof startEmbeddedMaintenance> | null = null;
  app.addHook("onResponse", async (request, reply) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) maintenance?.wrote();
  });
  // Not while a test merely builds the app: only a listening server.
  app.addHook("onListen", async () => {
    maintenance = startEmbeddedMaintenance(
      deps.db,
      deps.config.embeddedMaintenanceMinutes * 60_000,
      (error) => app.log.warn({ err: error }, "the embedded database could not be analysed and vacuumed"),
    );
  });
  app.addHook("onClose", async () => maintenance?.stop());
});
