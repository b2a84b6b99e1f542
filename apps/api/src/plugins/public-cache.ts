import { TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answers of this GET route are the same for every anonymous visitor: they may be reused. */
    publicCache?: boolean;
  }
}

interface CachedAnswer {
  payload: string;
  totalCount: string | undefined;
  storedAt: number;
}

const MAX_ENTRIES = 1000;

/**
 * Micro-cache of public read answers, serialized once and reused for `ttlMs`: the first page of
 * events, an event or a route page under a crowd cost one query instead of one per visitor.
 * - only GET routes flagged `config: { publicCache: true }`, only requests without a token, only 200s;
 * - any successful write (POST, PUT, DELETE) in this process empties the cache, so a visitor of this
 *   process never sees its own change late; another API process may serve an answer up to `ttlMs`
 *   old, which is why the TTL is a couple of seconds (docs/decisions/010-public-read-cache.md).
 */
export const publicCachePlugin = fp<{ ttlMs: number }>(async (app: FastifyInstance, { ttlMs }) => {
  if (ttlMs <= 0) return;
  const answers = new Map<string, CachedAnswer>();

  const cacheable = (request: {
    method: string;
    headers: { authorization?: string };
    routeOptions: { config: { publicCache?: boolean } };
  }) =>
    request.method === "GET" &&
    request.routeOptions.config.publicCache === true &&
    !request.headers.authorization;

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request)) return;
    const hit = answers.get(request.url);
    if (!hit) return;
    if (Date.now() - hit.storedAt > ttlMs) {
      answers.delete(request.url);
      return;
    }
    if (hit.totalCount !== undefined) reply.header(TOTAL_COUNT_HEADER, hit.totalCount);
    return reply.type("application/json; charset=utf-8").send(hit.payload);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
    const totalCount = reply.getHeader(TOTAL_COUNT_HEADER);
    answers.set(request.url, {
      payload,
      totalCount: totalCount === undefined ? undefined : String(totalCount),
      storedAt: Date.now(),
    });
    return payload;
  });

  app.addHook("onResponse", async (request, reply) => {
    if (
      request.method !== "GET" &&
      request.method !== "HEAD" &&
      request.method !== "OPTIONS" &&
      reply.statusCode < 400
    ) {
      answers.clear();
    }
  });
});
