import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lieux, parcours, sites } from "../../db/schema.ts";
import {
  bearer,
  type RegisteredUser,
  registerProfessionnel,
  registerUnverifiedProfessionnel,
  registerUser,
} from "../../test/accounts.ts";
import { administratorSession } from "../../test/admin.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { eventBody } from "../../test/fixtures-events.ts";
import { multipart, parcoursFields, postParcours } from "../../test/fixtures-parcours.ts";

// Issue 29 point 4 for places: an unverified organiser's venue, route and site wait for approval and
// are absent from everything public (lists, pages, the map, the sitemap, open data, the server's
// pages) until an administrator publishes them; their owner and the administrators still read them
// (own lists, previews); a hidden venue may be chosen by its owner only.

const PUBLIC_URL = "https://culture.example";
const distDir = mkdtempSync(path.join(tmpdir(), "cp-place-visibility-"));
let ctx: TestContext;
let newcomer: RegisteredUser;
let verified: RegisteredUser;
let participant: RegisteredUser;
let administrator: { token: string };
let lieuId: number;
let routeId: number;
let siteId: number;

const VENUE = "Grange aux dîmes de Provins";
const ROUTE = "Remparts de Provins";
const SITE = "Tour César";

beforeAll(async () => {
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><html lang="fr"><head><title>Culture &amp; Patrimoine</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
  [newcomer, verified, participant] = await Promise.all([
    registerUnverifiedProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
  administrator = await administratorSession(ctx.database.db, ctx.config);
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

function get(url: string, token?: string) {
  return ctx.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
}

function send(method: "POST" | "PUT", url: string, token: string, payload: object) {
  return ctx.app.inject({ method, url, headers: bearer(token), payload });
}

const venueBody = (overrides: Record<string, unknown> = {}) => ({
  nom: VENUE,
  ville: "Provins",
  latitude: 48.5601,
  longitude: 3.2994,
  ...overrides,
});

const siteBody = (overrides: Record<string, unknown> = {}) => ({
  name: SITE,
  categorie: "Monument",
  description: "Donjon du XIIe siècle qui domine la ville haute.",
  parcours_id: routeId,
  lieu_id: lieuId,
  latitude: 48.5611,
  longitude: 3.2911,
  ...overrides,
});

const ids = (answer: { json(): unknown }) => (answer.json() as { id: number }[]).map((item) => item.id);

/** Where each of the three shows in public: lists, pages, map, sitemap, open data, server's pages. */
async function publicPresence() {
  const [venues, venue, routes, routesAtVenue, route, siteList, site, map, sitemap] = await Promise.all([
    get("/api/lieux?limit=100"),
    get(`/api/lieux/${lieuId}`),
    get("/api/parcours?limit=100"),
    get(`/api/parcours?lieu_id=${lieuId}`),
    get(`/api/parcours/${routeId}`),
    get("/api/sites?limit=100"),
    get(`/api/sites/${siteId}`),
    get("/api/map/points"),
    get("/sitemap.xml"),
  ]);
  const [venuesCsv = "", routesCsv = "", sitesCsv = ""] = await Promise.all(
    ["lieux", "parcours", "sites"].map(async (file) => (await get(`/api/open-data/${file}.csv`)).body),
  );
  const pages = await Promise.all(
    [`/lieux/${lieuId}`, `/parcours/${routeId}`, `/sites/${siteId}`].map(
      async (page) => (await get(page)).statusCode,
    ),
  );
  const points = (map.json() as { points: { kind: string; id: number }[] }).points;
  return {
    venue: {
      listed: ids(venues).includes(lieuId),
      page: venue.statusCode,
      map: points.some((point) => point.kind === "lieu" && point.id === lieuId),
      sitemap: sitemap.body.includes(`${PUBLIC_URL}/lieux/${lieuId}<`),
      openData: venuesCsv.includes(VENUE),
      rendered: pages[0],
    },
    route: {
      listed: ids(routes).includes(routeId),
      atVenue: ids(routesAtVenue).includes(routeId),
      page: route.statusCode,
      sitemap: sitemap.body.includes(`${PUBLIC_URL}/parcours/${routeId}<`),
      openData: routesCsv.includes(ROUTE),
      rendered: pages[1],
    },
    site: {
      listed: ids(siteList).includes(siteId),
      page: site.statusCode,
      map: points.some((point) => point.kind === "site" && point.id === siteId),
      sitemap: sitemap.body.includes(`${PUBLIC_URL}/sites/${siteId}<`),
      openData: sitesCsv.includes(SITE),
      rendered: pages[2],
    },
  };
}

const hidden = { listed: false, page: 404, sitemap: false, openData: false, rendered: 404 };
const shown = { listed: true, page: 200, sitemap: true, openData: true, rendered: 200 };

async function setModeration(
  table: typeof lieux | typeof parcours | typeof sites,
  id: number,
  values: {
    moderation_status?: "published" | "pending";
    moderation_reason?: null;
    owner_suspended?: boolean;
  },
) {
  await ctx.database.db.update(table).set(values).where(eq(table.id, id));
}

describe("an unverified organiser's venue, route and site", () => {
  it("are created (201) waiting for approval, the answers say so", async () => {
    const venue = await send("POST", "/api/lieux", newcomer.token, venueBody());
    expect(venue.statusCode, venue.body).toBe(201);
    expect(venue.json()).toMatchObject({ nom: VENUE, moderation_status: "pending" });
    lieuId = venue.json().id;

    const route = await postParcours(ctx.app, newcomer.token, lieuId, { title: ROUTE });
    expect(route).toMatchObject({ title: ROUTE, moderation_status: "pending", Lieu: { id: lieuId } });
    routeId = route.id;

    const site = await send("POST", "/api/sites", newcomer.token, siteBody());
    expect(site.statusCode, site.body).toBe(201);
    expect(site.json()).toMatchObject({ name: SITE, moderation_status: "pending" });
    siteId = site.json().id;
  });

  it("are absent from everything public", async () => {
    expect(await publicPresence()).toEqual({
      venue: { ...hidden, map: false },
      route: { ...hidden, atVenue: false },
      site: { ...hidden, map: false },
    });
    const venue = await get(`/api/lieux/${lieuId}`);
    expect(venue.json()).toEqual({ error: lieuMessages.notFound, code: "NOT_FOUND" });
  });

  it("a pending venue may be chosen by its owner only: another organiser gets the unknown venue's 400", async () => {
    const event = await send("POST", "/api/events", verified.token, eventBody(lieuId));
    expect(event.statusCode, event.body).toBe(400);
    expect(event.json().details).toEqual([{ path: "lieu_id", message: lieuMessages.notFound }]);

    const { payload, headers } = await multipart(parcoursFields(lieuId), undefined, bearer(verified.token));
    const route = await ctx.app.inject({ method: "POST", url: "/api/parcours/create", payload, headers });
    expect(route.statusCode, route.body).toBe(400);
    expect(route.json().details).toEqual([{ path: "lieu_id", message: lieuMessages.notFound }]);

    const ownEvent = await send("POST", "/api/events", newcomer.token, eventBody(lieuId));
    expect(ownEvent.statusCode, ownEvent.body).toBe(201);
  });

  it("the venue field offers the public venues plus the caller's own", async () => {
    const mine = await get("/api/lieux/choices", newcomer.token);
    expect(mine.statusCode).toBe(200);
    expect(ids(mine)).toContain(lieuId);
    const theirs = await get("/api/lieux/choices", verified.token);
    expect(ids(theirs)).not.toContain(lieuId);
    expect((await get("/api/lieux/choices")).statusCode).toBe(401);
  });

  it("are in their owner's own lists, every state, with the moderation's reason; others get 403", async () => {
    await ctx.database.db
      .update(sites)
      .set({ moderation_status: "refused", moderation_reason: "Photo sans rapport." })
      .where(eq(sites.id, siteId));
    const [venues, routes, ownSites] = await Promise.all(
      ["lieux", "parcours", "sites"].map((family) =>
        get(`/api/${family}/user/${newcomer.user.id}`, newcomer.token),
      ),
    );
    expect(venues!.json()).toEqual([
      expect.objectContaining({ id: lieuId, moderation_status: "pending", moderation_reason: null }),
    ]);
    expect(routes!.json()).toEqual([
      expect.objectContaining({
        id: routeId,
        moderation_status: "pending",
        owner_suspended: false,
        Lieu: expect.objectContaining({ id: lieuId }),
        Sites: [expect.objectContaining({ id: siteId })],
      }),
    ]);
    expect(ownSites!.json()).toEqual([
      expect.objectContaining({
        id: siteId,
        moderation_status: "refused",
        moderation_reason: "Photo sans rapport.",
      }),
    ]);
    for (const family of ["lieux", "parcours", "sites"]) {
      expect((await get(`/api/${family}/user/${newcomer.user.id}`, verified.token)).statusCode).toBe(403);
      expect((await get(`/api/${family}/user/${newcomer.user.id}`)).statusCode).toBe(401);
    }
    await setModeration(sites, siteId, { moderation_status: "pending", moderation_reason: null });
  });

  it("previews: its owner and an administrator 200 (never cached), another organiser or a participant 404", async () => {
    for (const family of ["lieux", "parcours", "sites"]) {
      const id = { lieux: lieuId, parcours: routeId, sites: siteId }[family];
      const url = `/api/${family}/${id}/preview`;
      for (const token of [newcomer.token, administrator.token]) {
        const preview = await get(url, token);
        expect(preview.statusCode, `${url} ${preview.body}`).toBe(200);
        expect(preview.headers["cache-control"]).toBe("private, no-store");
        expect(preview.json()).toMatchObject({
          id,
          moderation_status: "pending",
          moderation_reason: null,
          owner_suspended: false,
        });
      }
      for (const token of [verified.token, participant.token]) {
        const refused = await get(url, token);
        expect(refused.statusCode, url).toBe(404);
        expect(refused.json().code).toBe("NOT_FOUND");
      }
      expect((await get(url)).statusCode).toBe(401);
    }
    const site = (await get(`/api/sites/${siteId}/preview`, newcomer.token)).json();
    expect(site).toMatchObject({
      lieu: { id: lieuId },
      step: { parcours_id: routeId, parcours_title: ROUTE, position: 1, total: 1 },
    });
  });

  it("once published, show their public parts only: a route without its hidden venue and sites", async () => {
    await setModeration(parcours, routeId, { moderation_status: "published" });
    const route = await get(`/api/parcours/${routeId}`);
    expect(route.statusCode).toBe(200);
    expect(route.json()).toMatchObject({
      moderation_status: "published",
      Lieu: null,
      Sites: [],
      sitesCount: 0,
    });
    expect(route.json()).not.toHaveProperty("moderation_reason");

    await setModeration(lieux, lieuId, { moderation_status: "published" });
    await setModeration(sites, siteId, { moderation_status: "published" });
    expect(await publicPresence()).toEqual({
      venue: { ...shown, map: true },
      route: { ...shown, atVenue: true },
      site: { ...shown, map: true },
    });
    const published = (await get(`/api/parcours/${routeId}`)).json();
    expect(published).toMatchObject({
      Lieu: { id: lieuId },
      Sites: [{ id: siteId, moderation_status: "published" }],
    });
    const site = (await get(`/api/sites/${siteId}`)).json();
    expect(site).toMatchObject({
      lieu: { id: lieuId },
      step: { parcours_id: routeId, position: 1, total: 1 },
    });
    expect((await get("/api/lieux/choices", verified.token)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: lieuId })]),
    );
  });

  it("are hidden again while their owner is suspended", async () => {
    await setModeration(lieux, lieuId, { owner_suspended: true });
    await setModeration(parcours, routeId, { owner_suspended: true });
    await setModeration(sites, siteId, { owner_suspended: true });
    expect(await publicPresence()).toEqual({
      venue: { ...hidden, map: false },
      route: { ...hidden, atVenue: false },
      site: { ...hidden, map: false },
    });
    const preview = await get(`/api/lieux/${lieuId}/preview`, newcomer.token);
    expect(preview.json()).toMatchObject({ moderation_status: "published", owner_suspended: true });
    await setModeration(lieux, lieuId, { owner_suspended: false });
    await setModeration(parcours, routeId, { owner_suspended: false });
    await setModeration(sites, siteId, { owner_suspended: false });
  });

  it("an edit by their unverified owner puts published content back to pending", async () => {
    const venue = await send(
      "PUT",
      `/api/lieux/${lieuId}`,
      newcomer.token,
      venueBody({ ville: "Provins (77)" }),
    );
    expect(venue.statusCode, venue.body).toBe(200);
    expect(venue.json().moderation_status).toBe("pending");

    const { payload, headers } = await multipart(
      parcoursFields(lieuId, { title: ROUTE }),
      undefined,
      bearer(newcomer.token),
    );
    const route = await ctx.app.inject({ method: "PUT", url: `/api/parcours/${routeId}`, payload, headers });
    expect(route.statusCode, route.body).toBe(200);
    expect(route.json().moderation_status).toBe("pending");

    const site = await send("PUT", `/api/sites/${siteId}`, newcomer.token, siteBody());
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json().moderation_status).toBe("pending");

    const presence = await publicPresence();
    expect([presence.venue.page, presence.route.page, presence.site.page]).toEqual([404, 404, 404]);
  });
});

describe("a verified organiser's venue, route and site", () => {
  it("are published at once, and stay published when edited", async () => {
    const venue = await send("POST", "/api/lieux", verified.token, venueBody({ nom: "Halle de Provins" }));
    expect(venue.json().moderation_status).toBe("published");
    const venueId = venue.json().id;
    expect((await get(`/api/lieux/${venueId}`)).statusCode).toBe(200);

    const route = await postParcours(ctx.app, verified.token, venueId, { title: "Provins médiéval" });
    expect(route).toMatchObject({ moderation_status: "published", Lieu: { id: venueId } });
    expect((await get(`/api/parcours/${route.id}`)).statusCode).toBe(200);

    const site = await send(
      "POST",
      "/api/sites",
      verified.token,
      siteBody({ name: "Collégiale Saint-Quiriace", parcours_id: route.id, lieu_id: venueId }),
    );
    expect(site.json().moderation_status).toBe("published");
    expect((await get(`/api/sites/${site.json().id}`)).statusCode).toBe(200);

    const edited = await send(
      "PUT",
      `/api/lieux/${venueId}`,
      verified.token,
      venueBody({ nom: "Halle aux blés" }),
    );
    expect(edited.json().moderation_status).toBe("published");
  });
});
