import {
  LINK_HEADER,
  TOTAL_COUNT_BOUNDED_HEADER,
  TOTAL_COUNT_HEADER,
} from "@culture-patrimoine/contract/constants";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { encodeBody, preferredEncoding, type StoredEncoding } from "../lib/response-encoding.ts";

/**
 * The kinds of data public answers show, for targeted invalidation (a kind is a table and what
 * hangs on it): `events` (events and their sessions), `registrations` (places taken, counts of
 * registrations), `programs`, `lieux`, `parcours`, `sites`, `locations`.
 */
export const CACHE_GROUPS = [
  "events",
  "registrations",
  "programs",
  "lieux",
  "parcours",
  "sites",
  "locations",
] as const;
export type CacheGroup = (typeof CACHE_GROUPS)[number];

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * On a GET, `shows`: its answer is the same for every visitor, logged in or not (no guard may
     * run on it), and shows these kinds of data; it may be reused until one of them changes. On a write, `changes`: the kinds of data it
     * changes, cascades included (`[]`: nothing any public answer shows). A write that does not say
     * empties the whole cache.
     */
    publicCache?: { shows: readonly CacheGroup[] } | { changes: readonly CacheGroup[] };
  }
}

interface CachedAnswer {
  payload: string;
  /** The payload compressed, once per encoding a visitor asked for (when above the threshold). */
  encoded: Partial<Record<StoredEncoding, Buffer>>;
  compressible: boolean;
  totalCount: string | undefined;
  totalCountBounded: string | undefined;
  link: string | undefined;
  /** When its computation started: its age counts from there, never from a later hit. */
  computedAt: number;
  groups: readonly CacheGroup[];
  /** versionOf(groups) when its computation started: any write to one of them since makes it stale. */
  version: number;
}

/** One computation of a key that concurrent misses wait for instead of querying themselves. */
interface Flight {
  key: string;
  groups: readonly CacheGroup[];
  version: number;
  startedAt: number;
  done: Promise<CachedAnswer | undefined>;
  settle(answer: CachedAnswer | undefined): void;
}

const MAX_ENTRIES = 1000;
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function headerText(reply: FastifyReply, name: string): string | undefined {
  const value = reply.getHeader(name);
  return value === undefined ? undefined : String(value);
}

/**
 * Micro-cache of public read answers, serialized once and reused for `ttlMs` counted from when the
 * answer was computed: the first page of events, an event or a route page under a crowd cost one
 * computation per TTL instead of one per visitor (docs/decisions/010-public-read-cache.md and
 * 026-public-cache-invalidation.md).
 * - only GET routes whose config says `publicCache: { shows: [...] }`, with or without a token (such a
 *   route runs no guard: its answer is the same for everyone, decision 028), only 200s;
 * - concurrent misses of one URL wait for a single computation (single flight); when it fails, each
 *   waiter computes its own answer, and nothing is stored;
 * - a write (not refused with a 4xx) in this process invalidates the answers showing what its
 *   `publicCache: { changes: [...] }` names, or every answer when it names nothing. Each kind has a
 *   generation counter: an answer whose computation started before a write to one of its kinds is
 *   never stored nor served afterwards, so a visitor of this process never sees its own change late;
 *   another API process may serve an answer up to `ttlMs` old.
 */
export const publicCachePlugin = fp<{
  ttlMs: number;
  /** Answers from this size on are served compressed when the visitor accepts it. */
  compressThresholdBytes: number;
}>(async (app: FastifyInstance, { ttlMs, compressThresholdBytes }) => {
  if (ttlMs <= 0) return;
  const answers = new Map<string, CachedAnswer>();
  const flights = new Map<string, Flight>();
  const leaders = new WeakMap<FastifyRequest, Flight>();
  const invalidated = new WeakSet<FastifyRequest>();
  const generations = Object.fromEntries(CACHE_GROUPS.map((group) => [group, 0])) as Record<
    CacheGroup,
    number
  >;

  // Generations only grow, so their sum over a set of kinds changes whenever one of them does.
  const versionOf = (groups: readonly CacheGroup[]) =>
    groups.reduce((sum, group) => sum + generations[group], 0);

  // A token changes nothing here: a cached route's answer does not depend on who asks (the auth
  // plugin refuses a guard on such a route), so logged-in visitors share the anonymous answers.
  const groupsShownBy = (request: FastifyRequest): readonly CacheGroup[] | undefined => {
    const config = request.routeOptions.config.publicCache;
    if (request.method !== "GET" || !config || !("shows" in config)) return undefined;
    return config.shows;
  };

  const fresh = (answer: CachedAnswer) =>
    Date.now() - answer.computedAt < ttlMs && answer.version === versionOf(answer.groups);

  // A hit is served compressed from the answer's stored encodings: @fastify/compress would
  // otherwise compress the same text again for every visitor (brotli: a few tenths of a
  // millisecond for a page of events, more than the rest of a hit). It leaves an answer that
  // already has a Content-Encoding alone.
  const serve = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    if (answer.totalCount !== undefined) reply.header(TOTAL_COUNT_HEADER, answer.totalCount);
    if (answer.totalCountBounded !== undefined) {
      reply.header(TOTAL_COUNT_BOUNDED_HEADER, answer.totalCountBounded);
    }
    if (answer.link !== undefined) reply.header(LINK_HEADER, answer.link);
    reply.type("application/json; charset=utf-8");
    const encoding = answer.compressible ? preferredEncoding(request.headers["accept-encoding"]) : undefined;
    if (encoding === undefined) return reply.send(answer.payload);
    answer.encoded[encoding] ??= encodeBody(encoding, answer.payload);
    return reply
      .header("content-encoding", encoding)
      .header("vary", "accept-encoding")
      .send(answer.encoded[encoding]);
  };

  const store = (key: string, answer: CachedAnswer) => {
    answers.delete(key);
    if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
  };

  const land = (request: FastifyRequest, answer: CachedAnswer | undefined) => {
    const flight = leaders.get(request);
    if (!flight) return;
    leaders.delete(request);
    if (flights.get(flight.key) === flight) flights.delete(flight.key);
    flight.settle(answer);
  };

  const invalidate = (request: FastifyRequest) => {
    if (invalidated.has(request)) return;
    invalidated.add(request);
    const config = request.routeOptions.config.publicCache;
    const changed = config && "changes" in config ? config.changes : CACHE_GROUPS;
    for (const group of changed) generations[group] += 1;
  };

  app.addHook("onRequest", async (request, reply) => {
    const groups = groupsShownBy(request);
    if (!groups) return;
    const key = request.url;
    const hit = answers.get(key);
    if (hit && fresh(hit)) return serve(request, reply, hit);
    if (hit) answers.delete(key);

    const version = versionOf(groups);
    const running = flights.get(key);
    // A flight that started before a write to one of its kinds may read what the write replaced:
    // whoever arrives after that write computes anew. So does whoever arrives more than a TTL after
    // the flight started: its answer would be older than the TTL allows (and a stuck computation
    // holds back one TTL of visitors at most).
    if (running && running.version === version && Date.now() - running.startedAt < ttlMs) {
      const answer = await running.done;
      if (answer) return serve(request, reply, answer);
      // The computation failed or was not cacheable: this request makes its own (not shared, so
      // that waiters are never chained behind a series of failures).
      return;
    }
    let settle: (answer: CachedAnswer | undefined) => void = () => {};
    const done = new Promise<CachedAnswer | undefined>((resolve) => {
      settle = resolve;
    });
    const flight: Flight = { key, groups, version, startedAt: Date.now(), done, settle };
    flights.set(key, flight);
    leaders.set(request, flight);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method) && !(reply.statusCode >= 400 && reply.statusCode < 500)) {
      // Before the answer leaves: a client that reads right after its write never gets the old page.
      invalidate(request);
      return payload;
    }
    const flight = leaders.get(request);
    if (!flight) return payload;
    if (reply.statusCode !== 200 || typeof payload !== "string") {
      land(request, undefined);
      return payload;
    }
    const answer: CachedAnswer = {
      payload,
      encoded: {},
      compressible: Buffer.byteLength(payload) >= compressThresholdBytes,
      totalCount: headerText(reply, TOTAL_COUNT_HEADER),
      totalCountBounded: headerText(reply, TOTAL_COUNT_BOUNDED_HEADER),
      link: headerText(reply, LINK_HEADER),
      computedAt: flight.startedAt,
      groups: flight.groups,
      version: flight.version,
    };
    // Stored only when no write to its kinds came during the computation; its waiters, who asked
    // before that write, still get it.
    if (fresh(answer)) store(flight.key, answer);
    land(request, answer);
    return payload;
  });

  // A leader's onSend always runs once its handler ends, even when its client went away (Fastify
  // sends what the handler returns); this is only a safety net, so that waiters are never left behind.
  app.addHook("onResponse", async (request) => land(request, undefined));
});
