import type { FastifyInstance } from "fastify";

export interface ShutdownTargets {
  app: FastifyInstance;
  database: { close(): Promise<void> };
  /** How long requests in flight may take to finish before the database is closed anyway. */
  graceMs: number;
}

/**
 * Counts the requests being answered, so that shutdown can wait for them. Must be called before
 * the app is ready (hooks cannot be added later).
 */
export function trackRequestsInFlight(app: FastifyInstance): () => number {
  let inFlight = 0;
  const done = new WeakSet<object>();
  const finish = async (request: object) => {
    if (done.has(request)) return;
    done.add(request);
    inFlight--;
  };
  app.addHook("onRequest", async () => {
    inFlight++;
  });
  app.addHook("onResponse", async (request) => finish(request));
  app.addHook("onRequestAbort", async (request) => finish(request));
  return () => inFlight;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * SIGTERM: stop accepting connections, let the requests in flight finish (at most `graceMs`), and
 * only then close the database. Closing the pool first made those requests fail with "Cannot use a
 * pool after calling end on the pool". Answers the number of requests cut short (0 normally).
 */
export async function shutDown(
  { app, database, graceMs }: ShutdownTargets,
  inFlight: () => number,
): Promise<number> {
  const deadline = Date.now() + graceMs;
  // app.close() stops the listener at once, answers 503 to requests arriving on open connections
  // and resolves when the server has closed; it is raced against the deadline, never awaited blindly.
  const closed = app.close().then(
    () => true,
    (error: unknown) => {
      app.log.error({ err: error }, "closing the HTTP server failed");
      return true;
    },
  );
  while (inFlight() > 0 && Date.now() < deadline) await delay(25);
  // Keep-alive connections that carried those requests are idle now; the server's close waits
  // for every connection, so they are closed here rather than at their keep-alive timeout.
  app.server.closeIdleConnections();
  await Promise.race([closed, delay(Math.max(0, deadline - Date.now()))]);
  const cut = inFlight();
  if (cut > 0)
    app.log.warn({ inFlight: cut, graceMs }, "requests still running at the end of the grace period");
  await database.close();
  return cut;
}
