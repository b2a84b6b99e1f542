import { eventFilterMessages as f, validationMessages as m } from "@culture-patrimoine/contract/messages";
import type { ParcoursFilterCounts } from "@culture-patrimoine/contract/schemas/parcours";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RegisteredUser, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertLieu, insertParcours } from "../../test/rows.ts";

// Issue 32: the routes list's search and filters (the city and département are the route's
// venue's), and the counts of each choice.

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, other] = await Promise.all([registerProfessionnel(ctx.app), registerProfessionnel(ctx.app)]);
  const { db } = ctx.database;
  const lyon = await insertLieu(db, owner.user.id, { ville: "Lyon", code_postal: "69005" });
  const nantes = await insertLieu(db, owner.user.id, { ville: "Nantes", code_postal: "44000" });
  const hidden = await insertLieu(db, owner.user.id, {
    ville: "Lyon",
    code_postal: "69001",
    moderation_status: "refused",
  });
  await insertParcours(db, owner.user.id, {
    title: "Les églises romanes",
    theme: "Patrimoine religieux",
    difficulty: "facile",
    lieu_id: lyon.id,
  });
  await insertParcours(db, owner.user.id, {
    title: "Traboules et cours",
    theme: "Architecture",
    difficulty: "modéré",
    lieu_id: lyon.id,
  });
  await insertParcours(db, other.user.id, {
    title: "Le long de la Loire",
    theme: "architecture",
    difficulty: "difficile",
    description: "Les quais, les grues et les chantiers navals.",
    lieu_id: nantes.id,
  });
  await insertParcours(db, other.user.id, {
    title: "Balade cachée",
    theme: "Nature",
    difficulty: "facile",
    lieu_id: hidden.id,
  });
  // Never listed nor counted, nor its theme offered.
  await insertParcours(db, owner.user.id, {
    title: "Églises en attente",
    theme: "Secret",
    lieu_id: lyon.id,
    moderation_status: "pending",
  });
});
afterAll(() => ctx.close());

async function list(query: string) {
  const response = await ctx.app.inject({ method: "GET", url: `/api/parcours${query}` });
  expect(response.statusCode).toBe(200);
  const titles = (response.json() as { title: string }[]).map((route) => route.title);
  return { titles, total: Number(response.headers["x-total-count"]), response };
}

async function counts(query = ""): Promise<ParcoursFilterCounts> {
  const response = await ctx.app.inject({ method: "GET", url: `/api/parcours/counts${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/parcours filters", () => {
  it("answers as before without parameters: every published route, newest first", async () => {
    const { titles, total } = await list("");
    expect(titles).toEqual([
      "Balade cachée",
      "Le long de la Loire",
      "Traboules et cours",
      "Les églises romanes",
    ]);
    expect(total).toBe(4);
  });

  it("searches without accents, capitals or plurals", async () => {
    expect((await list("?q=EGLISE")).titles).toEqual(["Les églises romanes"]);
    expect((await list("?q=grue%20chantier")).titles).toEqual(["Le long de la Loire"]);
    expect((await list("?q=architectures")).titles).toEqual(["Le long de la Loire", "Traboules et cours"]);
    expect((await list("?q=attente")).total).toBe(0);
  });

  it("filters by theme (case and accents ignored), difficulty, and the venue's city or département", async () => {
    expect((await list("?theme=ARCHITECTURE")).titles).toEqual(["Le long de la Loire", "Traboules et cours"]);
    expect((await list("?theme=patrimoine%20religieux")).total).toBe(1);
    expect((await list("?difficulty=facile")).titles).toEqual(["Balade cachée", "Les églises romanes"]);
    // The form's words are read too.
    expect((await list("?difficulty=moyen")).titles).toEqual(["Traboules et cours"]);
    // A venue that is not published gives its route no city.
    expect((await list("?ville=lyon")).titles).toEqual(["Traboules et cours", "Les églises romanes"]);
    expect((await list("?departement=44")).titles).toEqual(["Le long de la Loire"]);
  });

  it("combines the filters with the search, the owner and the pages", async () => {
    expect((await list("?theme=architecture&ville=Lyon")).titles).toEqual(["Traboules et cours"]);
    expect((await list(`?user_id=${other.user.id}&difficulty=difficile&q=loire`)).titles).toEqual([
      "Le long de la Loire",
    ]);
    const page = await list("?departement=69&limit=1");
    expect(page.titles).toEqual(["Traboules et cours"]);
    expect(page.total).toBe(2);
    expect(page.response.headers.link).toBe('</api/parcours?departement=69&limit=1&offset=1>; rel="next"');
  });

  it("refuses bad values with a French message per field", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/parcours?difficulty=extreme&theme=${"t".repeat(201)}&departement=96`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: "theme", message: m.parcoursThemeFilterInvalid },
      { path: "difficulty", message: m.parcoursDifficultyInvalid },
      { path: "departement", message: f.departementInvalid },
    ]);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/parcours/counts?difficulty=x" })).statusCode,
    ).toBe(400);
  });
});

describe("GET /api/parcours/counts", () => {
  it("counts every choice among the published routes", async () => {
    const all = await counts();
    expect(all.total).toBe(4);
    // One theme however it is written, as most routes write it; the unpublished route's is not offered.
    expect(all.themes).toHaveLength(3);
    expect(all.themes[0]).toEqual({ theme: expect.stringMatching(/^[Aa]rchitecture$/), count: 2 });
    expect(all.themes.slice(1)).toEqual([
      { theme: "Nature", count: 1 },
      { theme: "Patrimoine religieux", count: 1 },
    ]);
    expect(all.difficulty).toEqual({ facile: 2, modéré: 1, difficile: 1 });
    expect(all.villes).toEqual([
      { ville: "Lyon", count: 2 },
      { ville: "Nantes", count: 1 },
    ]);
    expect(all.departements).toEqual([
      { code: "69", count: 2 },
      { code: "44", count: 1 },
    ]);
  });

  it("counts each choice with the other filters applied, and offers the chosen theme", async () => {
    const chosen = await counts("?difficulty=facile&theme=Jardins");
    expect(chosen.total).toBe(0);
    expect(chosen.themes.at(-1)).toEqual({ theme: "Jardins", count: 0 });
    expect(chosen.themes).toContainEqual({ theme: "Nature", count: 1 });
    expect(chosen.difficulty).toEqual({ facile: 0, modéré: 0, difficile: 0 });
    const inLyon = await counts("?ville=lyon");
    expect(inLyon.total).toBe(2);
    expect(inLyon.difficulty).toEqual({ facile: 1, modéré: 1, difficile: 0 });
    expect(inLyon.themes).toContainEqual({ theme: "Nature", count: 0 });
    expect(inLyon.villes).toContainEqual({ ville: "Nantes", count: 1 });
  });
});
