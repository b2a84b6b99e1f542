import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lieux, sites } from "../db/schema.ts";
import { bearer, type RegisteredUser, registerProfessionnel } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { daysAhead, eventWithSessions, postEvent, registered } from "../test/booking.ts";
import { ownerColumns } from "../test/rows.ts";
import { authPlugin } from "./auth.ts";
import { publicCachePlugin } from "./public-cache.ts";

let ctx: TestContext;
let organiser: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_TTL_MS: "60000" });
  organiser = await registerProfessionnel(ctx.app);
});
afterAll(() => ctx.close());

async function insertLieuBehindTheApi(nom: string) {
  const [row] = await ctx.database.db
    .insert(lieux)
    .values({ nom, ville: "Arles", ...(await ownerColumns(ctx.database.db, organiser.user.id)) })
    .returning();
  return row!;
}

const get = (url: string) => ctx.app.inject({ method: "GET", url });

describe("public read cache", () => {
  it("reuses a public answer, with its total, until a write goes through the API", async () => {
    await insertLieuBehindTheApi("Théâtre antique");
    const first = await get("/api/lieux");
    expect(first.json()).toHaveLength(1);
    expect(first.headers["x-total-count"]).toBe("1");

    // A row written behind the API's back is not seen while the answer is fresh...
    await insertLieuBehindTheApi("Amphithéâtre");
    const cached = await get("/api/lieux");
    expect(cached.body).toBe(first.body);
    expect(cached.headers["x-total-count"]).toBe("1");
    expect(cached.headers["content-type"]).toContain("application/json");
    expect(cached.headers["x-content-type-options"]).toBe("nosniff");

    // ...but a write of venues through the API invalidates the answers that show venues.
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/lieux",
      headers: bearer(organiser.token),
      payload: { nom: "Cryptoportiques", ville: "Arles" },
    });
    expect(created.statusCode).toBe(201);
    const fresh = await get("/api/lieux");
    expect(fresh.json()).toHaveLength(3);
    expect(fresh.headers["x-total-count"]).toBe("3");
  });

  it("serves a hit compressed as the visitor accepts, the same text once decoded, and small answers as they are", async () => {
    for (let index = 0; index < 12; index += 1) await insertLieuBehindTheApi(`Arènes n° ${index}`);
    const url = "/api/lieux?limit=50&compression=1";
    const computed = await get(url);
    expect(Buffer.byteLength(computed.body)).toBeGreaterThan(1024);
    const brotli = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.headers["x-total-count"]).toBe(computed.headers["x-total-count"]);
    expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(computed.body);
    const gzip = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(computed.body);
    const plain = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(computed.body);

    const small = "/api/lieux?limit=1&compression=1";
    await get(small);
    const smallHit = await ctx.app.inject({
      method: "GET",
      url: small,
      headers: { "accept-encoding": "br" },
    });
    expect(smallHit.headers["content-encoding"]).toBeUndefined();
    expect(smallHit.json()).toHaveLength(1);
  });

  it("keeps the next page's Link header with the answer", async () => {
    const first = await get("/api/lieux?limit=1");
    expect(first.headers.link).toBe('</api/lieux?limit=1&offset=1>; rel="next"');
    const cached = await get("/api/lieux?limit=1");
    expect(cached.body).toBe(first.body);
    expect(cached.headers.link).toBe(first.headers.link);
  });

  it("serves logged-in visitors the same answers as anonymous ones, from the same cache", async () => {
    const anonymous = await get("/api/stats");
    await insertLieuBehindTheApi("Alyscamps");
    const withToken = await ctx.app.inject({
      method: "GET",
      url: "/api/stats",
      headers: bearer(organiser.token),
    });
    // The venue written behind the API is not seen: the answer came from the cache, token or not.
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toBe(anonymous.body);

    // A public answer never looks at the token, so an unknown one changes nothing either.
    const forged = await ctx.app.inject({
      method: "GET",
      url: "/api/stats",
      headers: { authorization: "Bearer inconnu" },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toBe(anonymous.body);
  });

  it("refuses to flag a route for the cache when a guard makes its answer depend on who asks", async () => {
    const app = Fastify();
    await app.register(publicCachePlugin, { ttlMs: 1000, compressThresholdBytes: 1024 });
    await app.register(authPlugin, {
      deps: { db: ctx.database.db, config: ctx.config, appSecret: "test-secret-".padEnd(40, "x") },
    });
    await app.after();
    expect(() =>
      app.get(
        "/api/mine",
        { onRequest: app.requireUser, config: { publicCache: { shows: ["events"] } } },
        async () => [],
      ),
    ).toThrow("a cached public answer cannot depend on who asks");
    expect(() =>
      app.get(
        "/api/organiser",
        { onRequest: [app.requireRole("professionnel")], config: { publicCache: { shows: ["events"] } } },
        async () => [],
      ),
    ).toThrow("a cached public answer cannot depend on who asks");
    await app.close();
  });

  it("keeps errors and private routes out of the cache", async () => {
    const missing = await get("/api/lieux/999999");
    expect(missing.statusCode).toBe(404);
    const row = await insertLieuBehindTheApi("Thermes de Constantin");
    expect((await get(`/api/lieux/${row.id}`)).statusCode).toBe(200);
    const health = await get("/api/health");
    expect(health.statusCode).toBe(200);
  });

  it("invalidates only what a write changes: a registration renews places and counts, not venues or sites", async () => {
    const lieu = await insertLieuBehindTheApi("Abbaye de Montmajour");
    const event = await postEvent(
      ctx.app,
      organiser.token,
      eventWithSessions(lieu.id, [{ starts_at: daysAhead(30), capacity: 10 }]),
    );
    const sessionId = event.sessions[0]!.id;
    const pages = {
      event: `/api/events/${event.id}`,
      sessions: `/api/events/${event.id}/sessions`,
      list: `/api/events?limit=50`,
      stats: "/api/stats",
      lieux: "/api/lieux?limit=100",
      sites: "/api/sites",
    };
    const before = Object.fromEntries(
      await Promise.all(Object.entries(pages).map(async ([name, url]) => [name, (await get(url)).json()])),
    );
    // Venues and sites written behind the API: seen only once their answers are invalidated.
    await insertLieuBehindTheApi("Chapelle Sainte-Croix");
    await ctx.database.db.insert(sites).values({
      name: "Cloître Saint-Trophime",
      categorie: "Monument",
      description: "Cloître roman et gothique.",
      ...(await ownerColumns(ctx.database.db, organiser.user.id)),
    });

    // An anonymous registration through the API.
    await registered(ctx.app, { ...registrationBody(event.id), session_id: sessionId, nombre_places: 3 });

    const eventAfter = (await get(pages.event)).json();
    expect(eventAfter.sessions[0].places_taken).toBe(3);
    expect((await get(pages.sessions)).json()[0].places_left).toBe(7);
    const listed = (await get(pages.list)).json().find((item: { id: number }) => item.id === event.id);
    expect(listed.next_session.places_taken).toBe(3);
    expect((await get(pages.stats)).json().participations).toBe(before.stats.participations + 1);
    // Nothing about venues or sites changed through the API: their answers are still the cached ones.
    expect((await get(pages.lieux)).json()).toEqual(before.lieux);
    expect((await get(pages.sites)).json()).toEqual(before.sites);

    // Editing the event renews the event and the lists that show events, still not the venues.
    const edited = await ctx.app.inject({
      method: "PUT",
      url: pages.event,
      headers: bearer(organiser.token),
      payload: eventWithSessions(lieu.id, [{ id: sessionId, starts_at: daysAhead(30), capacity: 10 }], {
        title: "Nuit des abbayes",
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(pages.event)).json().title).toBe("Nuit des abbayes");
    const relisted = (await get(pages.list)).json().find((item: { id: number }) => item.id === event.id);
    expect(relisted.title).toBe("Nuit des abbayes");
    expect((await get(pages.lieux)).json()).toEqual(before.lieux);

    // A write that is refused changes nothing, and invalidates nothing.
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/lieux",
      headers: bearer(organiser.token),
      payload: { nom: "", ville: "Arles" },
    });
    expect(refused.statusCode).toBe(400);
    expect((await get(pages.lieux)).json()).toEqual(before.lieux);
  });
});

function registrationBody(eventId: number) {
  return {
    prenom: "Inès",
    nom: "Moreau",
    email: "ines.moreau@exemple.fr",
    telephone: "06 11 22 33 44",
    nombre_places: 1,
    demandes_speciales: "",
    motivation: "Voir l'abbaye de nuit.",
    event_id: eventId,
  };
}

describe("with the cache turned off", () => {
  it("reads the database every time", async () => {
    const off = await createTestApp({ PUBLIC_CACHE_TTL_MS: "0" });
    try {
      const user = await registerProfessionnel(off.app);
      await off.app.inject({ method: "GET", url: "/api/lieux" });
      await off.database.db.insert(lieux).values({
        nom: "Musée Réattu",
        ville: "Arles",
        ...(await ownerColumns(off.database.db, user.user.id)),
      });
      const response = await off.app.inject({ method: "GET", url: "/api/lieux" });
      expect(response.json()).toHaveLength(1);
    } finally {
      await off.close();
    }
  });
});

/**
 * The plugin's timing rules, on a bare Fastify app whose handler is held until the test lets it
 * go: how many computations a crowd causes, when an answer expires, what a write during a
 * computation does. `value` stands for the database; the handler reads it when it starts.
 * `arrivals` counts the requests that reached the cache: its hook runs just before the plugin's,
 * which decides at once (in the same series of microtasks) whether a request joins a computation,
 * so once a test has seen a count change after a timer, those requests have made that decision.
 */
async function controlledApp(ttlMs: number) {
  const app = Fastify({ logger: false });
  const state = { value: "v1", computations: 0, failNext: 0, arrivals: 0 };
  app.addHook("onRequest", async () => {
    state.arrivals += 1;
  });
  await app.register(publicCachePlugin, { ttlMs, compressThresholdBytes: 1024 });
  const gates: (() => void)[] = [];
  const held = { on: false };
  app.get("/page", { config: { publicCache: { shows: ["events"] } } }, async () => {
    state.computations += 1;
    const computation = state.computations;
    const value = state.value;
    if (held.on) await new Promise<void>((resolve) => gates.push(resolve));
    if (state.failNext > 0) {
      state.failNext -= 1;
      throw new Error("the database went away");
    }
    return { value, computation };
  });
  // A write of `value`; without one, refused (400) and nothing changes.
  const write = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as { value?: string };
    if (!body.value) return reply.code(400).send({ error: "Valeur manquante", code: "VALIDATION_ERROR" });
    state.value = body.value;
    return { ok: true };
  };
  app.post("/events-write", { config: { publicCache: { changes: ["events"] } } }, write);
  app.post("/lieux-write", { config: { publicCache: { changes: ["lieux"] } } }, write);
  app.post("/undeclared-write", write);
  await app.ready();
  const read = () => app.inject({ method: "GET", url: "/page" });
  const post = (url: string, value?: string) =>
    app.inject({ method: "POST", url, payload: value === undefined ? {} : { value } });
  /** Stops holding computations and lets the held ones go. */
  const releaseAll = () => {
    held.on = false;
    for (const open of gates.splice(0)) open();
  };
  return { app, state, held, gates, read, post, releaseAll };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `condition` holds (requests sent with inject reach the handler a little later). Its
 * deadline is read on performance.now(), which the tests that move Date.now() leave alone.
 */
async function until(condition: () => boolean) {
  const deadline = performance.now() + 10_000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error("condition not met within 10 s");
    await sleep(5);
  }
}

/**
 * The plugin reads its clock with Date.now(): the TTL tests set it themselves, so that a slow
 * machine cannot let a TTL pass between two steps that must fall within it.
 */
function controlledClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
  const start = Date.now();
  return { at: (ms: number) => vi.setSystemTime(start + ms) };
}

describe("public read cache: computations", () => {
  it("counts an answer's age from its computation: hits more often than the TTL do not keep it alive", async () => {
    const ttlMs = 200;
    const clock = controlledClock();
    const { app, state, read } = await controlledApp(ttlMs);
    try {
      expect((await read()).json().value).toBe("v1");
      state.value = "v2";
      // Read every 20 ms: until the TTL has passed since the computation, the old answer...
      for (let at = 20; at < ttlMs; at += 20) {
        clock.at(at);
        expect((await read()).json().value, `${at} ms after the computation`).toBe("v1");
      }
      clock.at(ttlMs - 1);
      expect((await read()).json().value).toBe("v1");
      expect(state.computations).toBe(1);
      // ...and once it has, the new one, although it was read all along.
      clock.at(ttlMs);
      expect((await read()).json().value).toBe("v2");
      expect(state.computations).toBe(2);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });

  it("lets concurrent misses of one page wait for a single computation", async () => {
    const { app, state, held, gates, read, releaseAll } = await controlledApp(60_000);
    try {
      held.on = true;
      const crowd = Array.from({ length: 20 }, () => read());
      // All twenty have arrived while the first computation is held.
      await until(() => gates.length > 0 && state.arrivals === 20);
      releaseAll();
      const answers = await Promise.all(crowd);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(state.computations).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("does not let visitors arriving more than a TTL after a computation started wait for it", async () => {
    const clock = controlledClock();
    const { app, state, held, gates, read, releaseAll } = await controlledApp(100);
    try {
      held.on = true;
      const slow = read();
      await until(() => gates.length === 1);
      // Within the TTL of the computation's start, a visitor waits for it...
      clock.at(99);
      const joined = read();
      await until(() => state.arrivals === 2);
      // ...past it, the answer would be older than the TTL: this visitor computes its own.
      clock.at(100);
      const late = read();
      await until(() => gates.length === 2);
      expect(state.computations).toBe(2);
      releaseAll();
      const answers = await Promise.all([slow, joined, late]);
      expect(answers.map((answer) => answer.json().computation)).toEqual([1, 1, 2]);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });

  it("stores no failed computation and releases its waiters, who compute their own", async () => {
    const { app, state, held, gates, read, releaseAll } = await controlledApp(60_000);
    try {
      held.on = true;
      state.failNext = 1;
      const crowd = Array.from({ length: 10 }, () => read());
      await until(() => gates.length > 0 && state.arrivals === 10);
      // The first computation fails: the nine waiting for it go on by themselves.
      releaseAll();
      const answers = await Promise.all(crowd);
      expect(answers[0]!.statusCode).toBe(500);
      expect(answers.slice(1).map((answer) => answer.statusCode)).toEqual(Array(9).fill(200));
      expect(state.computations).toBe(10);
      // Nothing of the failure was kept: the next visitor gets a computed answer.
      const next = await read();
      expect(next.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("never keeps an answer computed before a write that changes what it shows", async () => {
    const { app, state, held, gates, read, post } = await controlledApp(60_000);
    try {
      held.on = true;
      const early = read();
      await until(() => gates.length === 1);
      // A write lands while the first computation (which read v1) is still running...
      expect((await post("/events-write", "v2")).statusCode).toBe(200);
      // ...so a visitor arriving after it does not wait for that computation: it computes anew.
      const late = read();
      await until(() => gates.length === 2);
      expect(state.computations).toBe(2);
      // The later computation ends first, the earlier one last.
      const [earlyGate, lateGate] = gates.splice(0, 2);
      lateGate!();
      expect((await late).json().value).toBe("v2");
      earlyGate!();
      expect((await early).json().value).toBe("v1");
      // What stays cached is v2: the answer computed before the write was not stored after it.
      held.on = false;
      const after = await read();
      expect(after.json().value).toBe("v2");
      expect(state.computations).toBe(2);
    } finally {
      await app.close();
    }
  });

  it("keeps answers through writes that change other kinds of data, or are refused; undeclared writes empty it", async () => {
    const { app, state, read, post } = await controlledApp(60_000);
    try {
      expect((await read()).json().value).toBe("v1");
      expect((await post("/lieux-write", "v2")).statusCode).toBe(200);
      expect((await read()).json().value).toBe("v1");
      expect((await post("/events-write")).statusCode).toBe(400);
      expect((await read()).json().value).toBe("v1");
      expect(state.computations).toBe(1);
      expect((await post("/undeclared-write", "v3")).statusCode).toBe(200);
      expect((await read()).json().value).toBe("v3");
      expect(state.computations).toBe(2);
    } finally {
      await app.close();
    }
  });
});
