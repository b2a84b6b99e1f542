import { eventFilterMessages as f, validationMessages as m } from "@culture-patrimoine/contract/messages";
import type { LieuFilterCounts } from "@culture-patrimoine/contract/schemas/lieu";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RegisteredUser, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertLieu } from "../../test/rows.ts";

// Issue 32: the venues list's search and filters, and the counts of each choice.

let ctx: TestContext;
let owner: RegisteredUser;
let other: RegisteredUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, other] = await Promise.all([registerProfessionnel(ctx.app), registerProfessionnel(ctx.app)]);
  const { db } = ctx.database;
  await insertLieu(db, owner.user.id, {
    nom: "Église Saint-Nizier",
    ville: "Lyon",
    code_postal: "69002",
    adresse: "Place Saint-Nizier",
    accessibility: ["moteur", "visuel"],
  });
  await insertLieu(db, owner.user.id, {
    nom: "Musée des Confluences",
    ville: "lyon",
    code_postal: "69002",
    description: "Sciences et sociétés, des origines à nos jours.",
    accessibility: ["moteur"],
  });
  await insertLieu(db, other.user.id, { nom: "Maison des Canuts", ville: "Lyon", code_postal: "69004" });
  await insertLieu(db, other.user.id, {
    nom: "Opéra de Villeurbanne",
    ville: "Villeurbanne",
    code_postal: "69100",
    accessibility: ["auditif"],
  });
  await insertLieu(db, other.user.id, {
    nom: "Château des ducs",
    ville: "Nantes",
    code_postal: "44000",
    description: "Les remparts et le musée d’histoire.",
    accessibility: ["moteur", "visuel", "auditif"],
  });
  await insertLieu(db, other.user.id, {
    nom: "Théâtre de Bastia",
    ville: "Bastia",
    code_postal: "20200",
  });
  // Never listed nor counted: waiting for moderation, refused, or its owner suspended.
  await insertLieu(db, owner.user.id, {
    nom: "Église cachée",
    ville: "Lyon",
    code_postal: "69002",
    accessibility: ["moteur", "visuel"],
    moderation_status: "pending",
  });
  await insertLieu(db, owner.user.id, {
    nom: "Église suspendue",
    ville: "Nantes",
    code_postal: "44000",
    owner_suspended: true,
  });
});
afterAll(() => ctx.close());

async function list(query: string) {
  const response = await ctx.app.inject({ method: "GET", url: `/api/lieux${query}` });
  expect(response.statusCode).toBe(200);
  const names = (response.json() as { nom: string }[]).map((lieu) => lieu.nom);
  // Sorted here: where « Église » falls among the names depends on the database's collation.
  return { names: names.toSorted(), total: Number(response.headers["x-total-count"]), response };
}

async function listInOrder(query: string) {
  const response = await ctx.app.inject({ method: "GET", url: `/api/lieux${query}` });
  expect(response.statusCode).toBe(200);
  const names = (response.json() as { nom: string }[]).map((lieu) => lieu.nom);
  return { names, total: Number(response.headers["x-total-count"]), response };
}

async function counts(query = ""): Promise<LieuFilterCounts> {
  const response = await ctx.app.inject({ method: "GET", url: `/api/lieux/counts${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/lieux filters", () => {
  it("answers as before without parameters: every published venue by name", async () => {
    const { names, total, response } = await listInOrder("?departement=");
    expect(names.filter((name) => !name.startsWith("Église"))).toEqual([
      "Château des ducs",
      "Maison des Canuts",
      "Musée des Confluences",
      "Opéra de Villeurbanne",
      "Théâtre de Bastia",
    ]);
    expect(names).toContain("Église Saint-Nizier");
    expect(total).toBe(6);
    expect((await listInOrder("")).names).toEqual(names);
    expect(response.headers.link).toBeUndefined();
  });

  it("searches names without accents, capitals or plurals, and cities and descriptions", async () => {
    expect((await list("?q=eglise")).names).toEqual(["Église Saint-Nizier"]);
    expect((await list("?q=EGLISES")).names).toEqual(["Église Saint-Nizier"]);
    expect((await list("?q=musee")).names).toEqual(["Château des ducs", "Musée des Confluences"]);
    expect((await list("?q=nizier%20lyon")).names).toEqual(["Église Saint-Nizier"]);
    expect((await list("?q=rempart")).names).toEqual(["Château des ducs"]);
    const none = await list("?q=cachee");
    expect(none.names).toEqual([]);
    expect(none.total).toBe(0);
  });

  it("filters by city (accents and case ignored), département and accessibility", async () => {
    expect((await list("?ville=LYON")).names).toEqual([
      "Maison des Canuts",
      "Musée des Confluences",
      "Église Saint-Nizier",
    ]);
    expect((await list("?departement=69")).total).toBe(4);
    expect((await list("?departement=2b")).names).toEqual(["Théâtre de Bastia"]);
    expect((await list("?accessibility=moteur,visuel")).names).toEqual([
      "Château des ducs",
      "Église Saint-Nizier",
    ]);
    expect((await list("?accessibility=visuel&accessibility=moteur")).total).toBe(2);
  });

  it("combines the filters with each other, the search, the owner and the pages", async () => {
    expect((await list("?departement=69&accessibility=moteur")).names).toEqual([
      "Musée des Confluences",
      "Église Saint-Nizier",
    ]);
    expect((await list("?q=musee&departement=44")).names).toEqual(["Château des ducs"]);
    expect((await list(`?user_id=${other.user.id}&accessibility=auditif`)).names).toEqual([
      "Château des ducs",
      "Opéra de Villeurbanne",
    ]);
    const page = await listInOrder("?ville=Lyon&limit=1&offset=1");
    expect(page.names).toEqual(["Musée des Confluences"]);
    expect(page.total).toBe(3);
    expect(page.response.headers.link).toBe('</api/lieux?ville=Lyon&limit=1&offset=2>; rel="next"');
  });

  it("refuses bad values with a French message per field", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/lieux?departement=99&accessibility=moteur,olfactif&ville=${"x".repeat(101)}&q=${"q".repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: "departement", message: f.departementInvalid },
        { path: "accessibility.1", message: f.accessibilityInvalid },
        { path: "ville", message: f.villeInvalid },
        { path: "q", message: m.searchInvalid },
      ]),
    );
    const countsResponse = await ctx.app.inject({ method: "GET", url: "/api/lieux/counts?departement=2C" });
    expect(countsResponse.statusCode).toBe(400);
    expect(countsResponse.json().details).toEqual([{ path: "departement", message: f.departementInvalid }]);
  });
});

describe("GET /api/lieux/counts", () => {
  it("counts every choice among the published venues", async () => {
    const all = await counts();
    expect(all.total).toBe(6);
    expect(all.accessibility).toEqual({ moteur: 3, visuel: 2, auditif: 2, mental: 0 });
    // Lyon and lyon are one city, written as most venues write it.
    expect(all.villes).toEqual([
      { ville: "Lyon", count: 3 },
      { ville: "Bastia", count: 1 },
      { ville: "Nantes", count: 1 },
      { ville: "Villeurbanne", count: 1 },
    ]);
    expect(all.departements).toEqual([
      { code: "69", count: 4 },
      { code: "2B", count: 1 },
      { code: "44", count: 1 },
    ]);
  });

  it("counts each choice with the other filters applied", async () => {
    const chosen = await counts("?ville=lyon&accessibility=visuel");
    expect(chosen.total).toBe(1);
    // A family adds to those chosen; the city stays.
    expect(chosen.accessibility).toEqual({ moteur: 1, visuel: 1, auditif: 0, mental: 0 });
    // A place replaces the chosen one; the families stay.
    expect(chosen.villes).toContainEqual({ ville: "Nantes", count: 1 });
    expect(chosen.villes).toContainEqual({ ville: "Villeurbanne", count: 0 });
    expect(chosen.departements).toContainEqual({ code: "69", count: 1 });
    const searched = await counts("?q=musee");
    expect(searched.total).toBe(2);
    expect(searched.villes).toEqual([
      { ville: "lyon", count: 1 },
      { ville: "Nantes", count: 1 },
    ]);
  });

  it("offers the chosen city or département even when no venue has it", async () => {
    const chosen = await counts("?ville=Brest&departement=29");
    expect(chosen.total).toBe(0);
    expect(chosen.villes.at(-1)).toEqual({ ville: "Brest", count: 0 });
    expect(chosen.departements.at(-1)).toEqual({ code: "29", count: 0 });
    // A city replaces the chosen city and département.
    expect(chosen.villes).toContainEqual({ ville: "Lyon", count: 3 });
  });
});
