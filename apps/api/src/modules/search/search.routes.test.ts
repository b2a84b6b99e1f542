import { LIST_COUNT_BOUND } from "@culture-patrimoine/contract/constants";
import { validationMessages as m, searchMessages } from "@culture-patrimoine/contract/messages";
import type { SearchResults } from "@culture-patrimoine/contract/schemas/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../db/schema.ts";
import { type RegisteredUser, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent, insertLieu, insertParcours, ownerColumns } from "../../test/rows.ts";

// GET /api/search (issue 32): one search through events, venues, routes and sites, on a real
// database (PGlite): French full-text search, published items only, typo correction.

let ctx: TestContext;
let owner: RegisteredUser;
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

async function insertSite(overrides: Partial<typeof sites.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(sites)
    .values({
      name: "Cathédrale Saint-Jean",
      categorie: "Église",
      description: "Cathédrale gothique au pied de la colline.",
      ...(await ownerColumns(ctx.database.db, owner.user.id)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no site inserted");
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerProfessionnel(ctx.app);
  const db = ctx.database.db;
  const userId = owner.user.id;
  const eglise = await insertLieu(db, userId, {
    nom: "Église Saint-Eustache",
    ville: "Paris",
    description: "Ses grandes orgues sont les plus vastes de France.",
  });
  await insertLieu(db, userId, { nom: "Orgues du refus", ville: "Lyon", moderation_status: "refused" });
  await insertLieu(db, userId, { nom: "Salle Rameau", ville: "Lyon" });
  await insertEvent(db, userId, { title: "Concert d’orgue", lieu_id: eglise.id, date_start: inDays(20) });
  await insertEvent(db, userId, { title: "Concerts de Noël", date_start: inDays(5) });
  await insertEvent(db, userId, { title: "Récital de piano", date_start: inDays(40) });
  await insertEvent(db, userId, {
    title: "Visite guidée",
    description: "Suivie d’un concert.",
    date_start: inDays(2),
  });
  // Under way (started yesterday, ends tomorrow): still listed, as GET /api/events?upcoming=true does.
  await insertEvent(db, userId, { title: "Concert-marathon", date_start: inDays(-1), date_end: inDays(1) });
  await insertEvent(db, userId, { title: "Concert d’hier", date_start: inDays(-1) });
  await insertEvent(db, userId, {
    title: "Concert en attente",
    date_start: inDays(3),
    moderation_status: "pending",
  });
  await insertParcours(db, userId, { title: "Sur la route des orgues", theme: "Musique" });
  await insertParcours(db, userId, { title: "Orgues dépubliées", moderation_status: "unpublished" });
  await insertSite({ name: "Cathédrale Notre-Dame", description: "Ses orgues et ses vitraux." });
  await insertSite({ name: "Château des orgues", owner_suspended: true });
  await insertSite();
});
afterAll(() => ctx.close());

async function search(query: string): Promise<SearchResults> {
  const response = await ctx.app.inject({ method: "GET", url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResults;
}

const titles = (results: SearchResults) => ({
  events: results.events.items.map((event) => event.title),
  lieux: results.lieux.items.map((lieu) => lieu.nom),
  parcours: results.parcours.items.map((route) => route.title),
  sites: results.sites.items.map((site) => site.name),
});

describe("GET /api/search", () => {
  it("groups the published matches by kind with their counts, the most relevant first", async () => {
    const results = await search("q=orgues");
    expect(results).toMatchObject({
      q: "orgues",
      corrected: null,
      events: { total: 1, bounded: false },
      lieux: { total: 1, bounded: false },
      parcours: { total: 1, bounded: false },
      sites: { total: 1, bounded: false },
    });
    expect(titles(results)).toEqual({
      events: ["Concert d’orgue"],
      lieux: ["Église Saint-Eustache"],
      parcours: ["Sur la route des orgues"],
      sites: ["Cathédrale Notre-Dame"],
    });
  });

  it("answers each item as its list does: the event's venue and next session, the route's steps counted", async () => {
    const results = await search("q=orgue");
    expect(results.events.items[0]).toMatchObject({
      title: "Concert d’orgue",
      lieu: { nom: "Église Saint-Eustache", ville: "Paris" },
      next_session: expect.objectContaining({ starts_at: expect.any(String) }),
      moderation_status: "published",
    });
    expect(results.parcours.items[0]).toMatchObject({ sitesCount: 0, Lieu: null });
    expect(results.parcours.items[0]).not.toHaveProperty("Sites");
  });

  it("lists the upcoming and under way events only, title matches before description matches, then by date", async () => {
    const results = await search("q=concert");
    // The récital is a concert (lib/text-search.ts); the visit says « concert » in its description only.
    expect(titles(results).events).toEqual([
      "Concert-marathon",
      "Concerts de Noël",
      "Concert d’orgue",
      "Récital de piano",
      "Visite guidée",
    ]);
    expect(results.events.total).toBe(5);
  });

  it("ignores capitals, accents and plurals", async () => {
    for (const q of ["EGLISE", "églises", "Eglise%20saint-eustache"]) {
      expect(titles(await search(`q=${q}`)).lieux).toEqual(["Église Saint-Eustache"]);
    }
    // Saint-Jean says « cathédrale » in its name and its description: it ranks first.
    expect(titles(await search("q=cathedrales")).sites).toEqual([
      "Cathédrale Saint-Jean",
      "Cathédrale Notre-Dame",
    ]);
  });

  it("never finds what is not published: refused, pending, unpublished, a suspended owner's", async () => {
    const results = await search("q=orgues");
    const found = Object.values(titles(results)).flat();
    for (const hidden of ["Orgues du refus", "Orgues dépubliées", "Château des orgues"]) {
      expect(found).not.toContain(hidden);
    }
    expect(titles(await search("q=attente")).events).toEqual([]);
  });

  it("keeps `limit` items per kind and counts them all", async () => {
    const results = await search("q=concert&limit=2");
    expect(titles(results).events).toEqual(["Concert-marathon", "Concerts de Noël"]);
    expect(results.events).toMatchObject({ total: 5, bounded: false });
  });

  it("corrects a typo when nothing is found, and says so", async () => {
    const results = await search("q=conert");
    expect(results.q).toBe("conert");
    expect(results.corrected).toBe("concert");
    expect(results.events.total).toBe(5);
    expect(titles(results).events[0]).toBe("Concert-marathon");
  });

  it("corrects the unknown word of several and keeps the known ones", async () => {
    const results = await search(`q=${encodeURIComponent("conert orgue")}`);
    expect(results.corrected).toBe("concert orgue");
    expect(titles(results).events).toEqual(["Concert d’orgue"]);
  });

  it("answers empty groups and no correction when nothing comes near", async () => {
    const results = await search("q=xylophone");
    expect(results).toEqual({
      q: "xylophone",
      corrected: null,
      events: { total: 0, bounded: false, items: [] },
      lieux: { total: 0, bounded: false, items: [] },
      parcours: { total: 0, bounded: false, items: [] },
      sites: { total: 0, bounded: false, items: [] },
    });
  });

  it("does not correct a search towards words of unpublished items only", async () => {
    // « attente » is a word of the pending event's title (search_words keeps every title's words).
    expect(await search("q=atente")).toMatchObject({ corrected: null, events: { total: 0 } });
  });

  it("answers 400 with a French message for a missing, empty, too long query or a bad limit", async () => {
    const cases: [string, string, string][] = [
      ["", "q", searchMessages.queryRequired],
      ["q=%20%20", "q", searchMessages.queryRequired],
      [`q=${"a".repeat(201)}`, "q", m.searchInvalid],
      ["q=orgue&limit=0", "limit", searchMessages.limitInvalid],
      ["q=orgue&limit=21", "limit", searchMessages.limitInvalid],
      ["q=orgue&limit=abc", "limit", searchMessages.limitInvalid],
    ];
    for (const [query, path, message] of cases) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: "VALIDATION_ERROR",
        details: [{ path, message }],
      });
    }
  });

  it("bounds a count past LIST_COUNT_BOUND like the events lists", async () => {
    const db = ctx.database.db;
    for (let index = 0; index <= LIST_COUNT_BOUND; index += 1) {
      await insertParcours(db, owner.user.id, { title: `Balade numéro ${index}`, theme: "Promenade" });
    }
    const results = await search("q=balade&limit=20");
    expect(results.parcours).toMatchObject({ total: LIST_COUNT_BOUND + 1, bounded: true });
    expect(results.parcours.items).toHaveLength(20);
  });
});
