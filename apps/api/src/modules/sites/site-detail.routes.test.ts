import { siteMessages } from "@culture-patrimoine/contract/messages";
import { siteDetailSchema } from "@culture-patrimoine/contract/schemas/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../db/schema.ts";
import { bearer, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertLieu, insertParcours, ownerColumns } from "../../test/rows.ts";

// GET /api/sites/{id} for the site page (issue 14): the site, its venue, « Étape n sur m » of its
// route and the previous and next sites, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let ctx: TestContext;
let routeSites: number[];
let otherRouteSite: number;
let lonelySite: number;
let routeId: number;
let lieuId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const organiserId = (await registerProfessionnel(ctx.app)).user.id;
  lieuId = (await insertLieu(ctx.database.db, organiserId, { nom: "Musées Gadagne", ville: "Lyon" })).id;
  routeId = (await insertParcours(ctx.database.db, organiserId, { title: "Lyon Renaissance" })).id;
  const otherRouteId = (await insertParcours(ctx.database.db, organiserId, { title: "Lyon romaine" })).id;
  const insert = async (name: string, parcoursId: number | null, withLieu = false) => {
    const [row] = await ctx.database.db
      .insert(sites)
      .values({
        name,
        categorie: "Monument",
        description: `${name}, une étape.`,
        parcours_id: parcoursId,
        lieu_id: withLieu ? lieuId : null,
        ...(await ownerColumns(ctx.database.db, organiserId)),
      })
      .returning({ id: sites.id });
    return row!.id;
  };
  // The two routes' sites interleaved: a route's steps are its own sites in id order.
  const first = await insert("Tour rose", routeId, true);
  otherRouteSite = await insert("Théâtre antique", otherRouteId);
  const second = await insert("Cour des Loges", routeId);
  const third = await insert("Maison Thomassin", routeId);
  routeSites = [first, second, third];
  lonelySite = await insert("Croix isolée", null);
});
afterAll(() => ctx.close());

async function read(id: number | string) {
  return ctx.app.inject({ method: "GET", url: `/api/sites/${id}` });
}

describe("GET /api/sites/{id}: the site's place in its route", () => {
  it("says « Étape 2 sur 3 » with the previous and next sites of the same route", async () => {
    const response = await read(routeSites[1]!);
    expect(response.statusCode).toBe(200);
    const site = siteDetailSchema.parse(response.json());
    expect(site.name).toBe("Cour des Loges");
    expect(site.step).toEqual({
      parcours_id: routeId,
      parcours_title: "Lyon Renaissance",
      position: 2,
      total: 3,
      previous: { id: routeSites[0], name: "Tour rose" },
      next: { id: routeSites[2], name: "Maison Thomassin" },
    });
    expect(site.lieu).toBeNull();
    // SPEC §7's fields are unchanged: services still a JSON-encoded string.
    expect(site.services).toBe("[]");
  });

  it("has no previous step on the first site and no next one on the last", async () => {
    const first = siteDetailSchema.parse((await read(routeSites[0]!)).json());
    expect(first.step).toMatchObject({ position: 1, total: 3, previous: null });
    expect(first.step?.next?.id).toBe(routeSites[1]);
    expect(first.lieu).toEqual({ id: lieuId, nom: "Musées Gadagne", ville: "Lyon" });
    const last = siteDetailSchema.parse((await read(routeSites[2]!)).json());
    expect(last.step).toMatchObject({ position: 3, total: 3, next: null });
    expect(last.step?.previous?.id).toBe(routeSites[1]);
    const alone = siteDetailSchema.parse((await read(otherRouteSite)).json());
    expect(alone.step).toMatchObject({ position: 1, total: 1, previous: null, next: null });
  });

  it("answers no step for a site outside any route", async () => {
    const site = siteDetailSchema.parse((await read(lonelySite)).json());
    expect(site.step).toBeNull();
    expect(site.parcours_id).toBeNull();
  });

  it("answers 404 with its French message for an unknown site, 400 for a malformed id", async () => {
    const missing = await read(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: siteMessages.notFound, code: "NOT_FOUND" });
    for (const id of ["abc", "0", "-1"]) expect((await read(id)).statusCode, id).toBe(400);
  });

  it("keeps the lists' sites as they were (no step in a list)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/sites?parcours_id=${routeId}` });
    const items = response.json() as Array<Record<string, unknown>>;
    expect(items.map((item) => item.id)).toEqual(routeSites);
    expect(items[0]).not.toHaveProperty("step");
  });
});

describe("GET /api/sites/{id} under the public read cache", () => {
  it("shows its venue's new name as soon as the venue is renamed", async () => {
    const cached = await createTestApp({ PUBLIC_CACHE_TTL_MS: "60000" });
    try {
      const organiser = await registerProfessionnel(cached.app);
      const venue = await insertLieu(cached.database.db, organiser.user.id, {
        nom: "Hôtel de ville",
        ville: "Lyon",
      });
      const [row] = await cached.database.db
        .insert(sites)
        .values({
          name: "Beffroi",
          categorie: "Monument",
          description: "d",
          lieu_id: venue.id,
          ...(await ownerColumns(cached.database.db, organiser.user.id)),
        })
        .returning({ id: sites.id });
      const read = async () =>
        siteDetailSchema.parse(
          (await cached.app.inject({ method: "GET", url: `/api/sites/${row!.id}` })).json(),
        );
      expect((await read()).lieu?.nom).toBe("Hôtel de ville");
      const renamed = await cached.app.inject({
        method: "PUT",
        url: `/api/lieux/${venue.id}`,
        headers: bearer(organiser.token),
        payload: { nom: "Hôtel de ville de Lyon", ville: "Lyon" },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await read()).lieu?.nom).toBe("Hôtel de ville de Lyon");
    } finally {
      await cached.close();
    }
  });
});
