import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { validationMessages as m, mapMessages } from "@culture-patrimoine/contract/messages";
import { MAP_POINTS_PER_KIND_MAX } from "@culture-patrimoine/contract/schemas/map";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILES_URL, loadConfig } from "../../config.ts";
import { lieux, sites } from "../../db/schema.ts";
import { securityHeaderOptions } from "../../plugins/security-headers.ts";
import { bearer, type RegisteredUser, registerProfessionnel, registerUser } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent, insertLieu, insertParcours, ownerColumns } from "../../test/rows.ts";

let ctx: TestContext;
let owner: RegisteredUser;
let otherPro: RegisteredUser;
let participant: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [owner, otherPro, participant] = await Promise.all([
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerUser(ctx.app),
  ]);
});
afterAll(() => ctx.close());

const terreaux = {
  nom: "Musée des Beaux-Arts de Lyon",
  ville: "Lyon",
  adresse: "20 place des Terreaux",
  code_postal: "69001",
  latitude: 45.76703,
  longitude: 4.83376,
};

function post(url: string, payload: object, token = owner.token) {
  return ctx.app.inject({ method: "POST", url, payload, headers: bearer(token) });
}
function put(url: string, payload: object, token = owner.token) {
  return ctx.app.inject({ method: "PUT", url, payload, headers: bearer(token) });
}
async function storedLieu(id: number) {
  const [row] = await ctx.database.db.select().from(lieux).where(eq(lieux.id, id));
  return row;
}

describe("venue address, postcode and coordinates", () => {
  it("writes and reads them back, with the département from the postcode", async () => {
    const created = await post("/api/lieux", terreaux);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...terreaux, departement: "69" });
    const read = await ctx.app.inject({ method: "GET", url: `/api/lieux/${created.json().id}` });
    expect(read.json()).toMatchObject({ ...terreaux, departement: "69" });
    const listed = await ctx.app.inject({ method: "GET", url: `/api/lieux?user_id=${owner.user.id}` });
    expect(listed.json().find((lieu: { id: number }) => lieu.id === created.json().id)).toMatchObject(
      terreaux,
    );
  });

  it("takes a form's text: decimal comma, postcode with a space, Corsica's département", async () => {
    const created = await post("/api/lieux", {
      nom: "Citadelle de Calvi",
      ville: "Calvi",
      code_postal: "20 260",
      latitude: "42,5670",
      longitude: "8,7590",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code_postal: "20260", departement: "2B", latitude: 42.567 });
  });

  it("answers null for a venue without them, and a SPEC client's body still works", async () => {
    const created = await post("/api/lieux", { nom: "Halle", ville: "Dives-sur-Mer", user_id: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      adresse: null,
      code_postal: null,
      departement: null,
      latitude: null,
      longitude: null,
    });
  });

  it("keeps them when an update does not send them (a SPEC client), clears them when sent null", async () => {
    const { id } = (await post("/api/lieux", terreaux)).json();
    const specUpdate = await put(`/api/lieux/${id}`, { nom: "MBA Lyon", ville: "Lyon" });
    expect(specUpdate.statusCode).toBe(200);
    expect(specUpdate.json()).toMatchObject({
      nom: "MBA Lyon",
      latitude: terreaux.latitude,
      code_postal: "69001",
    });
    const cleared = await put(`/api/lieux/${id}`, {
      nom: "MBA Lyon",
      ville: "Lyon",
      adresse: "",
      code_postal: null,
      latitude: null,
      longitude: "",
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      adresse: null,
      code_postal: null,
      departement: null,
      latitude: null,
    });
    expect((await storedLieu(id))?.longitude).toBeNull();
  });

  describe("bad input is refused in French and changes nothing", () => {
    const cases: [string, object, string, string][] = [
      ["latitude only", { latitude: 45.7 }, "longitude", m.coordinatesPair],
      ["longitude only", { longitude: 4.8 }, "latitude", m.coordinatesPair],
      ["latitude cleared, longitude kept", { latitude: null, longitude: 4.8 }, "latitude", m.coordinatesPair],
      ["latitude above 90", { latitude: 91, longitude: 4.8 }, "latitude", m.latitudeInvalid],
      ["longitude below -180", { latitude: 45, longitude: -180.5 }, "longitude", m.longitudeInvalid],
      ["latitude that is not a number", { latitude: "nord", longitude: 4.8 }, "latitude", m.latitudeInvalid],
      ["latitude in hexadecimal", { latitude: "0x10", longitude: 4.8 }, "latitude", m.latitudeInvalid],
      ["postcode of four digits", { code_postal: "6900" }, "code_postal", m.postalCodeInvalid],
      ["postcode with letters", { code_postal: "69OO1" }, "code_postal", m.postalCodeInvalid],
      ["postcode as a number", { code_postal: 69001 }, "code_postal", m.postalCodeInvalid],
      ["address of 301 characters", { adresse: "x".repeat(301) }, "adresse", m.tooLong],
    ];

    it.each(cases)("create: %s", async (_name, fields, path, message) => {
      const before = (await ctx.database.db.select({ id: lieux.id }).from(lieux)).length;
      const response = await post("/api/lieux", { nom: "Lieu refusé", ville: "Lyon", ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path, message }] });
      expect((await ctx.database.db.select({ id: lieux.id }).from(lieux)).length).toBe(before);
    });

    it.each(cases)("update: %s", async (_name, fields, path, message) => {
      const { id } = (await post("/api/lieux", terreaux)).json();
      const response = await put(`/api/lieux/${id}`, { nom: "Changé", ville: "Lyon", ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ path, message });
      expect(await storedLieu(id)).toMatchObject({ ...terreaux });
    });
  });

  it("only the owner sets them: anonymous 401, participant 403, another professionnel 403", async () => {
    const { id } = (await post("/api/lieux", terreaux)).json();
    const moved = { ...terreaux, latitude: 48.8566, longitude: 2.3522 };
    expect(
      (await ctx.app.inject({ method: "PUT", url: `/api/lieux/${id}`, payload: moved })).statusCode,
    ).toBe(401);
    expect((await put(`/api/lieux/${id}`, moved, participant.token)).statusCode).toBe(403);
    expect((await put(`/api/lieux/${id}`, moved, otherPro.token)).statusCode).toBe(403);
    expect((await post("/api/lieux", moved, participant.token)).statusCode).toBe(403);
    expect(await storedLieu(id)).toMatchObject({
      latitude: terreaux.latitude,
      longitude: terreaux.longitude,
    });
  });
});

describe("site coordinates", () => {
  let routeId: number;
  const site = {
    name: "Cathédrale Saint-Jean-Baptiste",
    categorie: "Église",
    description: "Primatiale des Gaules.",
    adresse: "Place Saint-Jean, 69005 Lyon",
  };
  beforeAll(async () => {
    routeId = (await insertParcours(ctx.database.db, owner.user.id)).id;
  });
  async function storedSite(id: number) {
    const [row] = await ctx.database.db.select().from(sites).where(eq(sites.id, id));
    return row;
  }

  it("writes, reads, keeps when absent and clears when null", async () => {
    const created = await post("/api/sites", {
      ...site,
      parcours_id: routeId,
      latitude: 45.7606,
      longitude: 4.8272,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ latitude: 45.7606, longitude: 4.8272 });
    const { id } = created.json();
    expect((await ctx.app.inject({ method: "GET", url: `/api/sites/${id}` })).json()).toMatchObject({
      latitude: 45.7606,
      longitude: 4.8272,
    });
    const kept = await put(`/api/sites/${id}`, { ...site, name: "Primatiale", parcours_id: routeId });
    expect(kept.json()).toMatchObject({ name: "Primatiale", latitude: 45.7606 });
    const cleared = await put(`/api/sites/${id}`, {
      ...site,
      parcours_id: routeId,
      latitude: null,
      longitude: null,
    });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it("refuses one coordinate alone or out of range, and another organiser's site, changing nothing", async () => {
    const { id } = (
      await post("/api/sites", { ...site, parcours_id: routeId, latitude: 45.7606, longitude: 4.8272 })
    ).json();
    const half = await put(`/api/sites/${id}`, { ...site, parcours_id: routeId, latitude: 46 });
    expect(half.statusCode).toBe(400);
    expect(half.json().details).toContainEqual({ path: "longitude", message: m.coordinatesPair });
    const far = await put(`/api/sites/${id}`, {
      ...site,
      parcours_id: routeId,
      latitude: 45,
      longitude: 200,
    });
    expect(far.json().details).toContainEqual({ path: "longitude", message: m.longitudeInvalid });
    const stranger = await put(
      `/api/sites/${id}`,
      { ...site, parcours_id: routeId, latitude: 1, longitude: 1 },
      otherPro.token,
    );
    expect(stranger.statusCode).toBe(403);
    expect(await storedSite(id)).toMatchObject({ latitude: 45.7606, longitude: 4.8272 });
  });

  it("the database's CHECK refuses half a point written behind the API", async () => {
    const { id } = (await post("/api/sites", { ...site, parcours_id: routeId })).json();
    await expect(
      ctx.database.db.update(sites).set({ latitude: 12 }).where(eq(sites.id, id)),
    ).rejects.toThrow();
  });
});

describe("GET /api/map/points", () => {
  it("places upcoming events at their venue, with venues and sites that have a point", async () => {
    const pro = await registerProfessionnel(ctx.app);
    const db = ctx.database.db;
    const placed = await insertLieu(db, pro.user.id, {
      nom: "Palais des Papes",
      ville: "Avignon",
      latitude: 43.9508,
      longitude: 4.8075,
    });
    const unplaced = await insertLieu(db, pro.user.id, { nom: "Sans position", ville: "Nulle-part" });
    const soon = await insertEvent(db, pro.user.id, { title: "Concert au palais", lieu_id: placed.id });
    const past = await insertEvent(db, pro.user.id, {
      title: "Concert passé",
      lieu_id: placed.id,
      date_start: new Date(Date.now() - 3 * 86_400_000),
    });
    const nowhere = await insertEvent(db, pro.user.id, {
      title: "Concert sans position",
      lieu_id: unplaced.id,
    });
    const day = 86_400_000;
    const underWay = await insertEvent(db, pro.user.id, {
      title: "Exposition en cours",
      category: "Exposition",
      lieu_id: placed.id,
      date_start: new Date(Date.now() - 2 * day),
      date_end: new Date(Date.now() + 5 * day),
    });
    const ended = await insertEvent(db, pro.user.id, {
      title: "Exposition finie",
      category: "Exposition",
      lieu_id: placed.id,
      date_start: new Date(Date.now() - 9 * day),
      date_end: new Date(Date.now() - day),
    });
    const route = await insertParcours(db, pro.user.id);
    const [site] = await db
      .insert(sites)
      .values({
        name: "Pont Saint-Bénezet",
        categorie: "Monument",
        description: "Le pont d'Avignon.",
        adresse: "Boulevard de la Ligne, 84000 Avignon",
        latitude: 43.9539,
        longitude: 4.8049,
        parcours_id: route.id,
        ...(await ownerColumns(db, pro.user.id)),
      })
      .returning();

    const response = await ctx.app.inject({ method: "GET", url: "/api/map/points" });
    expect(response.statusCode).toBe(200);
    const { points, truncated } = response.json() as {
      points: Record<string, unknown>[];
      truncated: boolean;
    };
    expect(truncated).toBe(false);
    const find = (kind: string, id: number) => points.find((point) => point.kind === kind && point.id === id);
    expect(find("event", soon.id)).toEqual({
      kind: "event",
      id: soon.id,
      name: "Concert au palais",
      city: "Avignon",
      latitude: 43.9508,
      longitude: 4.8075,
      category: "Musique",
      next_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]0[12]:00$/),
      date_end: null,
    });
    expect(find("lieu", placed.id)).toMatchObject({
      name: "Palais des Papes",
      city: "Avignon",
      category: null,
    });
    // A site without a venue takes its town from its address.
    expect(find("site", site!.id)).toMatchObject({
      name: "Pont Saint-Bénezet",
      city: "Avignon",
      category: "Monument",
    });
    // Under way: on the map, before the events to come, with no next date and its end.
    expect(find("event", underWay.id)).toMatchObject({ next_date: null, date_end: expect.any(String) });
    const eventIds = points.filter((point) => point.kind === "event").map((point) => point.id);
    expect(eventIds.indexOf(underWay.id)).toBeLessThan(eventIds.indexOf(soon.id));
    expect(find("event", ended.id)).toBeUndefined();
    expect(find("event", past.id)).toBeUndefined();
    expect(find("event", nowhere.id)).toBeUndefined();
    expect(find("lieu", unplaced.id)).toBeUndefined();

    // A bounding box around Avignon keeps it; one around Lyon does not.
    const avignon = await ctx.app.inject({ method: "GET", url: "/api/map/points?bbox=4.7,43.9,4.9,44" });
    expect(avignon.json().points.some((point: { id: number }) => point.id === placed.id)).toBe(true);
    const lyon = await ctx.app.inject({ method: "GET", url: "/api/map/points?bbox=4.7,45.6,4.9,45.9" });
    expect(lyon.json().points.some((point: { name: string }) => point.name === "Palais des Papes")).toBe(
      false,
    );
  });

  it.each([
    ["three numbers", "4.7,43.9,4.9"],
    ["west after east", "5,43,4,44"],
    ["north beyond the pole", "4,43,5,95"],
    ["text", "avignon"],
  ])("refuses a bbox of %s in French", async (_name, bbox) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/map/points?bbox=${bbox}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", error: mapMessages.bboxInvalid });
  });

  it(`answers at most ${MAP_POINTS_PER_KIND_MAX} points of a kind and says so`, async () => {
    const pro = await registerProfessionnel(ctx.app);
    const owner = await ownerColumns(ctx.database.db, pro.user.id);
    await ctx.database.db.insert(lieux).values(
      Array.from({ length: MAP_POINTS_PER_KIND_MAX + 1 }, (_, index) => ({
        nom: `Lieu ${index}`,
        ville: "Bourges",
        latitude: 47 + index / 10_000,
        longitude: 2.4,
        ...owner,
      })),
    );
    const response = await ctx.app.inject({ method: "GET", url: "/api/map/points" });
    const body = response.json();
    expect(body.truncated).toBe(true);
    expect(body.points.filter((point: { kind: string }) => point.kind === "lieu")).toHaveLength(
      MAP_POINTS_PER_KIND_MAX,
    );
  });
});

describe("map configuration", () => {
  it("gives the default tiles (IGN's Plan IGN) and no address service", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/map/config" });
    expect(response.json()).toEqual({
      tiles: { url: DEFAULT_MAP_TILES_URL, attribution: expect.stringContaining("IGN"), max_zoom: 18 },
      geocoding: false,
    });
  });

  it("allows the tile server's origin, and only it, in the pages' CSP", () => {
    const csp = (env: Record<string, string>) => {
      const config = loadConfig({ NODE_ENV: "test", ...env });
      const directives = securityHeaderOptions(config).contentSecurityPolicy;
      if (typeof directives !== "object" || !directives.directives) throw new Error("no CSP");
      return directives.directives.imgSrc;
    };
    expect(csp({})).toContain("https://data.geopf.fr");
    expect(csp({ MAP_TILES_URL: "https://tiles.example.fr/plan/{z}/{x}/{y}.png" })).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://tiles.example.fr",
    ]);
    expect(csp({ MAP_TILES_URL: "off" })).toEqual(["'self'", "data:", "blob:"]);
    expect(() => loadConfig({ MAP_TILES_URL: "https://tiles.example.fr/plan.png" })).toThrow(/MAP_TILES_URL/);
    expect(() => loadConfig({ MAP_TILES_URL: "javascript:{z}{x}{y}" })).toThrow(/MAP_TILES_URL/);
  });
});

describe("GET /api/map/geocode", () => {
  let service: Server;
  let serviceUrl: string;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const asked: string[] = [];
  let geo: TestContext;

  beforeAll(async () => {
    // A tiny stand-in for the national address service, speaking its GeoJSON (never the real one).
    service = createServer((request, response) => {
      asked.push(request.url ?? "");
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/geocodage/search`;
    geo = await createTestApp({ GEOCODER_URL: serviceUrl, MAP_TILES_URL: "off" });
  });
  afterAll(async () => {
    await geo.close();
    await new Promise((resolve) => service.close(resolve));
  });

  it("is off without GEOCODER_URL: 404 in French, and the config says so", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/map/geocode?q=Lyon",
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(mapMessages.geocodeOff);
  });

  it("answers the service's points to a professionnel, and the config turns the button on", async () => {
    expect((await geo.app.inject({ method: "GET", url: "/api/map/config" })).json()).toEqual({
      tiles: null,
      geocoding: true,
    });
    answer = {
      status: 200,
      body: {
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: [4.833756, 45.767031] },
            properties: {
              label: "20 Place des Terreaux 69001 Lyon",
              name: "20 Place des Terreaux",
              postcode: "69001",
              city: "Lyon",
              type: "housenumber",
              score: 0.97,
            },
          },
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: ["x", 1] },
            properties: { label: "Cassé" },
          },
        ],
      },
    };
    const pro = await registerProfessionnel(geo.app);
    const response = await geo.app.inject({
      method: "GET",
      url: `/api/map/geocode?q=${encodeURIComponent("20 place des Terreaux Lyon")}`,
      headers: bearer(pro.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        {
          label: "20 Place des Terreaux 69001 Lyon",
          latitude: 45.767031,
          longitude: 4.833756,
          adresse: "20 Place des Terreaux",
          code_postal: "69001",
          ville: "Lyon",
        },
      ],
    });
    expect(asked.at(-1)).toBe("/geocodage/search?q=20+place+des+Terreaux+Lyon&limit=5");
  });

  it("is for professionnels only, checks the query, and turns a failing service into a French 503", async () => {
    const participantAccount = await registerUser(geo.app);
    const pro = await registerProfessionnel(geo.app);
    const url = "/api/map/geocode?q=Lyon";
    expect((await geo.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (await geo.app.inject({ method: "GET", url, headers: bearer(participantAccount.token) })).statusCode,
    ).toBe(403);
    const short = await geo.app.inject({
      method: "GET",
      url: "/api/map/geocode?q=a",
      headers: bearer(pro.token),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(mapMessages.geocodeQueryInvalid);
    for (const failing of [
      { status: 500, body: { message: "boom" } },
      { status: 200, body: { not: "geojson" } },
    ]) {
      answer = failing;
      const response = await geo.app.inject({ method: "GET", url, headers: bearer(pro.token) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: mapMessages.geocodeUnavailable, code: "SERVICE_UNAVAILABLE" });
    }
  });
});
