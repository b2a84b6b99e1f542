import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppDeps } from "../deps.ts";
import { deleteExpiredIdempotencyKeys } from "../lib/idempotency.ts";
import { deleteExpiredSessions } from "../lib/sessions.ts";

/**
 * Deletes sessions past their absolute end, and Idempotency-Keys past their 24 h, every
 * `intervalMs`, until stopped. Sessions live in the
 * database so that any process can check a token; the sweep is an idempotent DELETE, so several
 * processes sweeping the same table is harmless.
 */
export function startSessionSweeper(
  deps: Pick<AppDeps, "db">,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    deleteExpiredSessions(deps.db).catch(onError);
    deleteExpiredIdempotencyKeys(deps.db).catch(onError);
  }, intervalMs);
  // Housekeeping must never keep a process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs the sweep while the server is up (not while a test merely builds the app). */
export const sessionSweeperPlugin = fp<{ deps: AppDeps }>(async (app: FastifyInstance, { deps }) => {
  let stop: (() => void) | null = null;
  app.addHook("onListen", async () => {
    stop = startSessionSweeper(deps, deps.config.sessionSweepMinutes * 60_000, (error) =>
      app.log.warn({ err: error }, "expired sessions could not be deleted"),
    );
  });
  app.addHook("onClose", async () => stop?.());
});
