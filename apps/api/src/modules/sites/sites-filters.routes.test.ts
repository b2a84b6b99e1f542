import { eventFilterMessages as f, validationMessages as m } from "@culture-patrimoine/contract/messages";
import type { SiteFilterCounts } from "@culture-patrimoine/contract/schemas/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { sites } from "../../db/schema.ts";
import { type RegisteredUser, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertLieu, insertParcours, ownerColumns } from "../../test/rows.ts";

// Issue 32: the sites list's search and filters (the city, département and accessibility are the
// site's venue's), and the counts of each choice.

let ctx: TestContext;
let owner: RegisteredUser;
let routeId: number;

async function insertSite(db: Database, values: Partial<typeof sites.$inferInsert> & { name: string }) {
  await db.insert(sites).values({
    categorie: "Monument",
    description: "Un site du patrimoine.",
    ...(await ownerColumns(db, owner.user.id)),
    ...values,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerProfessionnel(ctx.app);
  const { db } = ctx.database;
  const lyon = await insertLieu(db, owner.user.id, {
    ville: "Lyon",
    code_postal: "69005",
    accessibility: ["moteur", "visuel"],
  });
  const nantes = await insertLieu(db, owner.user.id, {
    ville: "Nantes",
    code_postal: "44000",
    accessibility: ["auditif"],
  });
  const hidden = await insertLieu(db, owner.user.id, {
    ville: "Lyon",
    code_postal: "69001",
    accessibility: ["moteur"],
    moderation_status: "pending",
  });
  routeId = (await insertParcours(db, owner.user.id)).id;
  await insertSite(db, {
    name: "Église Saint-Georges",
    categorie: "Église",
    lieu_id: lyon.id,
    parcours_id: routeId,
    periode_historique: "XIXe siècle",
  });
  await insertSite(db, {
    name: "Théâtres romains de Fourvière",
    categorie: "Site archéologique",
    lieu_id: lyon.id,
    parcours_id: routeId,
  });
  await insertSite(db, { name: "Tour Bretagne", lieu_id: nantes.id, style_architectural: "Moderne" });
  // A site whose venue is not published: it has no city, département nor accessibility.
  await insertSite(db, { name: "Passage secret", categorie: "Autre", lieu_id: hidden.id });
  await insertSite(db, { name: "Monument sans lieu" });
  // Never listed nor counted.
  await insertSite(db, {
    name: "Église en attente",
    categorie: "Église",
    lieu_id: lyon.id,
    moderation_status: "pending",
  });
});
afterAll(() => ctx.close());

async function list(query: string) {
  const response = await ctx.app.inject({ method: "GET", url: `/api/sites${query}` });
  expect(response.statusCode).toBe(200);
  const names = (response.json() as { name: string }[]).map((site) => site.name);
  return { names, total: Number(response.headers["x-total-count"]), response };
}

async function counts(query = ""): Promise<SiteFilterCounts> {
  const response = await ctx.app.inject({ method: "GET", url: `/api/sites/counts${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/sites filters", () => {
  it("answers as before without parameters: every published site in creation order", async () => {
    const { names, total } = await list("");
    expect(names).toEqual([
      "Église Saint-Georges",
      "Théâtres romains de Fourvière",
      "Tour Bretagne",
      "Passage secret",
      "Monument sans lieu",
    ]);
    expect(total).toBe(5);
  });

  it("searches without accents, capitals or plurals", async () => {
    expect((await list("?q=eglise")).names).toEqual(["Église Saint-Georges"]);
    expect((await list("?q=Eglises")).names).toEqual(["Église Saint-Georges"]);
    expect((await list("?q=theatre")).names).toEqual(["Théâtres romains de Fourvière"]);
    expect((await list("?q=moderne")).names).toEqual(["Tour Bretagne"]);
    expect((await list("?q=attente")).total).toBe(0);
  });

  it("filters by category, and by the city, département and accessibility of the published venue", async () => {
    expect((await list("?categorie=%C3%89glise")).names).toEqual(["Église Saint-Georges"]);
    // A decomposed « É » is the same category.
    expect((await list(`?categorie=${encodeURIComponent("Église".normalize("NFD"))}`)).total).toBe(1);
    expect((await list("?ville=lyon")).names).toEqual([
      "Église Saint-Georges",
      "Théâtres romains de Fourvière",
    ]);
    expect((await list("?departement=44")).names).toEqual(["Tour Bretagne"]);
    expect((await list("?departement=69&accessibility=moteur")).total).toBe(2);
    expect((await list("?accessibility=auditif")).names).toEqual(["Tour Bretagne"]);
  });

  it("combines the filters with the search, the route and the pages", async () => {
    expect((await list("?ville=Lyon&categorie=Site%20arch%C3%A9ologique")).names).toEqual([
      "Théâtres romains de Fourvière",
    ]);
    expect((await list(`?parcours_id=${routeId}&q=eglise&accessibility=visuel`)).names).toEqual([
      "Église Saint-Georges",
    ]);
    const page = await list("?categorie=Monument&limit=1");
    expect(page.names).toEqual(["Tour Bretagne"]);
    expect(page.total).toBe(2);
    expect(page.response.headers.link).toBe('</api/sites?categorie=Monument&limit=1&offset=1>; rel="next"');
  });

  it("refuses bad values with a French message per field", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/sites?categorie=Piscine&departement=00&accessibility=tactile",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: "categorie", message: m.categoryInvalid },
      { path: "departement", message: f.departementInvalid },
      { path: "accessibility.0", message: f.accessibilityInvalid },
    ]);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/sites/counts?categorie=Piscine" })).statusCode,
    ).toBe(400);
  });
});

describe("GET /api/sites/counts", () => {
  it("counts every choice among the published sites", async () => {
    const all = await counts();
    expect(all.total).toBe(5);
    expect(all.categorie).toMatchObject({
      Église: 1,
      Monument: 2,
      "Site archéologique": 1,
      Autre: 1,
      Musée: 0,
    });
    expect(Object.keys(all.categorie)).toHaveLength(10);
    expect(all.accessibility).toEqual({ moteur: 2, visuel: 2, auditif: 1, mental: 0 });
    expect(all.villes).toEqual([
      { ville: "Lyon", count: 2 },
      { ville: "Nantes", count: 1 },
    ]);
    expect(all.departements).toEqual([
      { code: "69", count: 2 },
      { code: "44", count: 1 },
    ]);
  });

  it("counts each choice with the other filters applied", async () => {
    const chosen = await counts("?categorie=Monument&ville=Nantes");
    expect(chosen.total).toBe(1);
    expect(chosen.categorie).toMatchObject({ Monument: 1, Église: 0, "Site archéologique": 0 });
    expect(chosen.villes).toEqual([
      { ville: "Lyon", count: 0 },
      { ville: "Nantes", count: 1 },
    ]);
    expect(chosen.accessibility).toEqual({ moteur: 0, visuel: 0, auditif: 1, mental: 0 });
    const searched = await counts("?q=eglise");
    expect(searched.total).toBe(1);
    expect(searched.villes).toEqual([{ ville: "Lyon", count: 1 }]);
  });
});
