import { TOTAL_COUNT_HEADER } from "@culture-patrimoine/contract/constants";
import { eventFilterMessages as f } from "@culture-patrimoine/contract/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type events, lieux } from "../../db/schema.ts";
import { bearer, registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { createEvent, eventBody } from "../../test/fixtures-events.ts";
import { insertEvent, insertLieu } from "../../test/rows.ts";

// Issue 14's search, filters, counts and distance sort of GET /api/events
// (docs/decisions/033-search-and-filters.md), on PGlite or, with TEST_DATABASE_URL, PostgreSQL.
// Each test works with its own organiser and reads with `user_id=` so that the others' rows never
// count. The clock (deps.now) stands on Wednesday 24 March 2027, 13:00 in Paris: the next
// week-end is the one of the change to summer time (Sunday 28 March at 2:00).

const NOW = new Date("2027-03-24T12:00:00Z");
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { logger: false, now: () => NOW });
});
afterAll(() => ctx.close());

async function organiser() {
  const account = await registerProfessionnel(ctx.app);
  return { id: account.user.id, token: account.token };
}

function venue(userId: number, overrides: Partial<typeof lieux.$inferInsert> = {}) {
  return insertLieu(ctx.database.db, userId, overrides);
}

function event(userId: number, overrides: Partial<typeof events.$inferInsert>) {
  return insertEvent(ctx.database.db, userId, overrides);
}

async function list(query: string) {
  const response = await ctx.app.inject({ method: "GET", url: `/api/events?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function titles(query: string): Promise<string[]> {
  return ((await list(query)).json() as { title: string }[]).map((item) => item.title);
}

async function refusal(query: string) {
  const response = await ctx.app.inject({ method: "GET", url: `/api/events?${query}` });
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { details: { path: string; message: string }[] }).details;
}

const at = (iso: string) => new Date(iso);

describe("search", () => {
  it("matches several words in any order, all required, accents and case ignored", async () => {
    const orga = await organiser();
    const place = await venue(orga.id, { nom: "Salle Pleyel", ville: "Paris" });
    await event(orga.id, {
      title: "Concert d’orgue de Noël",
      lieu_id: place.id,
      date_start: at("2027-04-01T18:00:00Z"),
    });
    await event(orga.id, {
      title: "Grand orgue en fête",
      description: "Un concert pour les familles.",
      lieu_id: place.id,
      date_start: at("2027-04-02T18:00:00Z"),
    });
    await event(orga.id, {
      title: "Concert de jazz",
      lieu_id: place.id,
      date_start: at("2027-04-03T18:00:00Z"),
    });
    await event(orga.id, {
      title: "Visite de l’Église Saint-Eustache",
      lieu_id: place.id,
      date_start: at("2027-04-04T18:00:00Z"),
    });
    const u = `user_id=${orga.id}`;
    expect(await titles(`${u}&q=concert%20orgue`)).toEqual([
      "Concert d’orgue de Noël",
      "Grand orgue en fête",
    ]);
    expect(await titles(`${u}&q=ORGUE%20%20Concert`)).toEqual([
      "Concert d’orgue de Noël",
      "Grand orgue en fête",
    ]);
    // One word and a phrase still find what they found before.
    expect(await titles(`${u}&q=jazz`)).toEqual(["Concert de jazz"]);
    // A phrase is its words: « d’ » is a stop word, the title's match comes first.
    expect(await titles(`${u}&q=concert%20d%E2%80%99orgue`)).toEqual([
      "Concert d’orgue de Noël",
      "Grand orgue en fête",
    ]);
    expect(await titles(`${u}&q=eglise%20saint`)).toEqual(["Visite de l’Église Saint-Eustache"]);
    expect(await titles(`${u}&q=concert%20harpe`)).toEqual([]);
    // The beginning of a word finds it as a word; its middle through SPEC's substring match, asked
    // when the words find nothing (in date order then: no title rank).
    expect(await titles(`${u}&q=conc%20orgu`)).toEqual(["Concert d’orgue de Noël", "Grand orgue en fête"]);
    expect(await titles(`${u}&q=cert%20orgue`)).toEqual(["Concert d’orgue de Noël", "Grand orgue en fête"]);
    expect(await titles(`${u}&q=cert%20harpe`)).toEqual([]);
    // A short word is a condition too, not a wildcard.
    expect(await titles(`${u}&q=orgue%20zz`)).toEqual([]);
    // Punctuation is no word, and to_tsquery's syntax is never the visitor's: nothing found, no error.
    expect(await titles(`${u}&q=%25`)).toEqual([]);
    expect(await titles(`${u}&q=orgue%20%26%20%21concert%3A*`)).toEqual([
      "Concert d’orgue de Noël",
      "Grand orgue en fête",
    ]);
  });

  it("finds an event by its venue's name and city, and follows a venue renamed, moved or deleted", async () => {
    const orga = await organiser();
    const lyon = await venue(orga.id, { nom: "Théâtre des Célestins", ville: "Lyon" });
    const vienne = await venue(orga.id, { nom: "Théâtre antique", ville: "Vienne" });
    const created = await createEvent(
      ctx.app,
      orga.token,
      eventBody(lyon.id, { title: "Cyrano", description: null }),
    );
    const u = `user_id=${orga.id}`;
    expect(await titles(`${u}&q=lyon`)).toEqual(["Cyrano"]);
    expect(await titles(`${u}&q=celestins%20cyrano`)).toEqual(["Cyrano"]);
    expect(await titles(`${u}&q=vienne`)).toEqual([]);

    // Renamed and moved: the old words find nothing, the new ones find it.
    await ctx.database.db
      .update(lieux)
      .set({ nom: "Les Subsistances", ville: "Villeurbanne" })
      .where(eq(lieux.id, lyon.id));
    expect(await titles(`${u}&q=celestins`)).toEqual([]);
    expect(await titles(`${u}&q=subsistances%20villeurbanne`)).toEqual(["Cyrano"]);

    // The event moves to another venue through the API.
    const moved = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${created.id}`,
      headers: bearer(orga.token),
      payload: eventBody(vienne.id, { title: "Cyrano", description: null }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await titles(`${u}&q=villeurbanne`)).toEqual([]);
    expect(await titles(`${u}&q=vienne`)).toEqual(["Cyrano"]);

    // Its venue deleted (lieu_id set null by the foreign key): the city no longer finds it.
    await ctx.database.db.delete(lieux).where(eq(lieux.id, vienne.id));
    expect(await titles(`${u}&q=vienne`)).toEqual([]);
    expect(await titles(`${u}&q=cyrano`)).toEqual(["Cyrano"]);
  });

  it("lists the events with every word in their title first, then by date, and pages across both", async () => {
    const orga = await organiser();
    const place = await venue(orga.id, { nom: "Cathédrale", ville: "Chartres" });
    await event(orga.id, {
      title: "Nuit des cathédrales",
      description: "Avec un récital d’orgue",
      lieu_id: place.id,
      date_start: at("2027-04-01T18:00:00Z"),
    });
    await event(orga.id, {
      title: "Récital d’orgue",
      lieu_id: place.id,
      date_start: at("2027-05-01T18:00:00Z"),
    });
    await event(orga.id, {
      title: "Orgue et récital baroque",
      lieu_id: place.id,
      date_start: at("2027-06-01T18:00:00Z"),
    });
    await event(orga.id, {
      title: "Journées du patrimoine",
      description: "Récital, visite de l’orgue",
      lieu_id: place.id,
      date_start: at("2027-03-30T18:00:00Z"),
    });
    const u = `user_id=${orga.id}`;
    const expected = [
      "Récital d’orgue",
      "Orgue et récital baroque",
      "Journées du patrimoine",
      "Nuit des cathédrales",
    ];
    expect(await titles(`${u}&q=orgue%20recital`)).toEqual(expected);

    // Pages of one row, following rel="next": the cursor carries the rank, nothing is skipped.
    const seen: string[] = [];
    let url: string | undefined = `/api/events?${u}&q=orgue%20recital&limit=1`;
    while (url) {
      const response: {
        statusCode: number;
        body: string;
        headers: Record<string, unknown>;
        json(): unknown;
      } = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, response.body).toBe(200);
      seen.push(...(response.json() as { title: string }[]).map((item) => item.title));
      const link: string | undefined =
        response.headers.link === undefined ? undefined : String(response.headers.link);
      if (link && seen.length === 1) expect(link).toMatch(/after=1\.2027-05-01T18%3A00%3A00\.000000Z_\d+/);
      url = link ? /^<([^>]+)>/.exec(link)?.[1] : undefined;
    }
    expect(seen).toEqual(expected);
    // Without a search, the order stays the date's.
    expect(await titles(u)).toEqual([
      "Journées du patrimoine",
      "Nuit des cathédrales",
      "Récital d’orgue",
      "Orgue et récital baroque",
    ]);
  });
});

describe("filters", () => {
  it("filters by city (accents and case ignored), département, free, accessibility and category, combined", async () => {
    const orga = await organiser();
    const lyon = await venue(orga.id, {
      nom: "Opéra",
      ville: "Lyon",
      code_postal: "69001",
      accessibility: ["moteur", "auditif"],
    });
    const villeurbanne = await venue(orga.id, { nom: "TNP", ville: "Villeurbanne", code_postal: "69100" });
    const ajaccio = await venue(orga.id, { nom: "Palais Fesch", ville: "Ajaccio", code_postal: "20000" });
    const st = await venue(orga.id, { nom: "Comédie", ville: "Saint-Étienne", code_postal: "42000" });
    const base = { date_start: at("2027-04-10T18:00:00Z") };
    await event(orga.id, {
      ...base,
      title: "A",
      lieu_id: lyon.id,
      price_cents: null,
      accessibility: ["moteur", "visuel"],
    });
    await event(orga.id, {
      ...base,
      title: "B",
      lieu_id: lyon.id,
      category: "Exposition",
      accessibility: ["moteur"],
    });
    await event(orga.id, {
      ...base,
      title: "C",
      lieu_id: villeurbanne.id,
      price_cents: null,
      category: "Exposition",
    });
    await event(orga.id, {
      ...base,
      title: "D",
      lieu_id: ajaccio.id,
      accessibility: ["visuel", "auditif", "mental", "moteur"],
    });
    await event(orga.id, { ...base, title: "E", lieu_id: st.id, price_cents: null });
    const u = `user_id=${orga.id}`;
    expect(await titles(`${u}&ville=LYON`)).toEqual(["A", "B"]);
    expect(await titles(`${u}&ville=saint-etienne`)).toEqual(["E"]);
    expect(await titles(`${u}&departement=69`)).toEqual(["A", "B", "C"]);
    expect(await titles(`${u}&departement=2a`)).toEqual(["D"]);
    expect(await titles(`${u}&free=true`)).toEqual(["A", "C", "E"]);
    expect(await titles(`${u}&accessibility=moteur`)).toEqual(["A", "B", "D"]);
    expect(await titles(`${u}&accessibility=visuel,moteur`)).toEqual(["A", "D"]);
    expect(await titles(`${u}&accessibility=visuel&accessibility=mental`)).toEqual(["D"]);
    expect(await titles(`${u}&category=Exposition`)).toEqual(["B", "C"]);
    expect(await titles(`${u}&departement=69&free=true`)).toEqual(["A", "C"]);
    expect(await titles(`${u}&departement=69&free=true&category=Exposition`)).toEqual(["C"]);
    expect(await titles(`${u}&ville=lyon&accessibility=moteur&free=true&q=opera`)).toEqual(["A"]);
    expect(await titles(`${u}&ville=Marseille`)).toEqual([]);
  });

  it("refuses a bad filter with a French message", async () => {
    expect(await refusal("when=demain")).toEqual([{ path: "when", message: f.whenInvalid }]);
    expect(await refusal("from=2027-02-30")).toEqual([{ path: "from", message: f.dateInvalid }]);
    expect(await refusal("from=2027-04-10&to=2027-04-01")).toEqual([
      { path: "to", message: f.rangeReversed },
    ]);
    expect(await refusal("departement=99")).toEqual([{ path: "departement", message: f.departementInvalid }]);
    expect(await refusal("accessibility=moteur,cognitif")).toEqual([
      { path: "accessibility.1", message: f.accessibilityInvalid },
    ]);
    expect(await refusal(`ville=${"x".repeat(101)}`)).toEqual([{ path: "ville", message: f.villeInvalid }]);
  });
});

describe("dates in Paris time", () => {
  /** Events at the edges of a window, named by their Paris wall-clock time. */
  async function edges(times: Record<string, string>, extra: Partial<typeof events.$inferInsert> = {}) {
    const orga = await organiser();
    for (const [title, iso] of Object.entries(times)) {
      await event(orga.id, { title, date_start: at(iso), ...extra });
    }
    return `user_id=${orga.id}`;
  }

  it("this week-end across the change to summer time: Saturday 00:00 +01:00 to Monday 00:00 +02:00 (47 hours)", async () => {
    const u = await edges({
      "vendredi 23 h 30": "2027-03-26T22:30:00Z",
      "samedi 0 h 30": "2027-03-26T23:30:00Z",
      "dimanche 23 h 30": "2027-03-28T21:30:00Z",
      // Monday 0:30 in Paris is Sunday 22:30 UTC: a window computed at +01:00 would take it.
      "lundi 0 h 30": "2027-03-28T22:30:00Z",
    });
    expect(await titles(`${u}&when=weekend`)).toEqual(["samedi 0 h 30", "dimanche 23 h 30"]);
    expect(await titles(`${u}&from=2027-03-27&to=2027-03-28`)).toEqual(["samedi 0 h 30", "dimanche 23 h 30"]);
  });

  it("a week-end across the change to winter time (last of October): 49 hours", async () => {
    const u = await edges({
      "vendredi 23 h 30": "2027-10-29T21:30:00Z",
      "samedi 0 h 30": "2027-10-29T22:30:00Z",
      // Sunday 31 October 2027, 23:30 in Paris (+01:00 after the change) is 22:30 UTC: a window
      // ending at Monday 00:00 taken at Saturday's +02:00 (22:00 UTC) would miss it.
      "dimanche 23 h 30": "2027-10-31T22:30:00Z",
      "lundi 0 h 30": "2027-10-31T23:30:00Z",
    });
    expect(await titles(`${u}&from=2027-10-30&to=2027-10-31`)).toEqual(["samedi 0 h 30", "dimanche 23 h 30"]);
  });

  it("today, this week (Monday to Sunday) and this month, seen from the clock", async () => {
    const u = await edges({
      "lundi 22 mars": "2027-03-22T10:00:00Z",
      "mardi 23 mars 23 h 59": "2027-03-23T22:59:00Z",
      "mercredi 24 mars 0 h 01": "2027-03-23T23:01:00Z",
      "mercredi 24 mars 23 h 59": "2027-03-24T22:59:00Z",
      "dimanche 28 mars 23 h": "2027-03-28T21:00:00Z",
      "lundi 29 mars": "2027-03-29T10:00:00Z",
      "mercredi 31 mars 23 h 30": "2027-03-31T21:30:00Z",
      "jeudi 1er avril 0 h 30": "2027-03-31T22:30:00Z",
      "28 février": "2027-02-28T10:00:00Z",
    });
    expect(await titles(`${u}&when=today`)).toEqual(["mercredi 24 mars 0 h 01", "mercredi 24 mars 23 h 59"]);
    expect(await titles(`${u}&when=week`)).toEqual([
      "lundi 22 mars",
      "mardi 23 mars 23 h 59",
      "mercredi 24 mars 0 h 01",
      "mercredi 24 mars 23 h 59",
      "dimanche 28 mars 23 h",
    ]);
    expect(await titles(`${u}&when=month`)).toHaveLength(7);
    expect(await titles(`${u}&when=month`)).not.toContain("jeudi 1er avril 0 h 30");
    // A preset and a range together: their intersection.
    expect(await titles(`${u}&when=month&from=2027-03-29`)).toEqual([
      "lundi 29 mars",
      "mercredi 31 mars 23 h 30",
    ]);
    // An open range.
    expect(await titles(`${u}&to=2027-02-28`)).toEqual(["28 février"]);
    expect(await titles(`${u}&from=2027-04-01`)).toEqual(["jeudi 1er avril 0 h 30"]);
  });

  it("an event under way (started before the window, ends in it) is listed, one over before is not", async () => {
    const orga = await organiser();
    await event(orga.id, {
      title: "Exposition en cours",
      date_start: at("2027-03-01T09:00:00Z"),
      date_end: at("2027-03-27T17:00:00Z"),
    });
    await event(orga.id, {
      title: "Exposition finie vendredi",
      date_start: at("2027-03-01T09:00:00Z"),
      date_end: at("2027-03-26T17:00:00Z"),
    });
    const u = `user_id=${orga.id}`;
    expect(await titles(`${u}&when=weekend`)).toEqual(["Exposition en cours"]);
  });
});

describe("a city or a département with the events still to come", () => {
  it("lists its venues' events under way first, then those to come, and pages across both by cursor", async () => {
    // A place is walked venue by venue, the events under way asked of each venue apart
    // (events_lieu_under_way_idx): the page must still be in list order across venues and parts.
    // `upcoming` is the database's clock, not the test's: dates are relative to the real now.
    const day = 86_400_000;
    const fromNow = (days: number) => new Date(Date.now() + days * day);
    const orga = await organiser();
    const opera = await venue(orga.id, { nom: "Opéra", ville: "Lyon", code_postal: "69001" });
    const halle = await venue(orga.id, { nom: "Halle Tony-Garnier", ville: "Lyon", code_postal: "69007" });
    const dijon = await venue(orga.id, { nom: "Zénith", ville: "Dijon", code_postal: "21000" });
    // [title, venue, start and end in days from now (no end: a single evening)]
    const rows: [string, { id: number }, number, number?][] = [
      ["Exposition en cours à la Halle", halle, -20, 30],
      ["Exposition en cours à l’Opéra", opera, -10, 5],
      ["Exposition finie à l’Opéra", opera, -20, -2],
      ["Exposition en cours à Dijon", dijon, -15, 30],
      ["Concert à la Halle", halle, 1],
      ["Opéra en avril", opera, 8],
      ["Dijon en avril", dijon, 9],
    ];
    for (const [title, place, start, end] of rows) {
      await event(orga.id, {
        title,
        lieu_id: place.id,
        date_start: fromNow(start),
        ...(end !== undefined && { date_end: fromNow(end) }),
      });
    }
    const u = `user_id=${orga.id}&upcoming=true`;
    const expected = [
      "Exposition en cours à la Halle",
      "Exposition en cours à l’Opéra",
      "Concert à la Halle",
      "Opéra en avril",
    ];
    expect(await titles(`${u}&ville=Lyon`)).toEqual(expected);
    expect(await titles(`${u}&departement=69`)).toEqual(expected);
    // Two by two along rel=next (a cursor): the same events, each once, the whole list's total.
    const seen: string[] = [];
    let url: string | undefined = `/api/events?${u}&ville=lyon&limit=2`;
    while (url) {
      const response = await list(url.replace("/api/events?", ""));
      seen.push(...(response.json() as { title: string }[]).map((item) => item.title));
      expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("4");
      url = /<([^>]+)>;\s*rel="next"/.exec(String(response.headers.link ?? ""))?.[1];
    }
    expect(seen).toEqual(expected);
  });
});

describe("counts per choice", () => {
  it("counts each choice with the other filters applied, up to the bound", async () => {
    const orga = await organiser();
    const lyon = await venue(orga.id, { nom: "Halle", ville: "Lyon", code_postal: "69002" });
    const dijon = await venue(orga.id, { nom: "Zénith", ville: "Dijon", code_postal: "21000" });
    await event(orga.id, {
      title: "A",
      lieu_id: lyon.id,
      price_cents: null,
      date_start: at("2027-03-27T10:00:00Z"),
      accessibility: ["moteur"],
    });
    await event(orga.id, {
      title: "B",
      lieu_id: lyon.id,
      date_start: at("2027-03-24T15:00:00Z"),
      category: "Visite",
    });
    await event(orga.id, {
      title: "C",
      lieu_id: dijon.id,
      price_cents: null,
      date_start: at("2027-04-20T10:00:00Z"),
    });
    const u = `user_id=${orga.id}`;
    const counts = (await ctx.app.inject({ method: "GET", url: `/api/events/counts?${u}&free=true` })).json();
    expect(counts).toMatchObject({
      exact: true,
      total: 2,
      when: { today: 0, weekend: 1, week: 1, month: 1 },
      free: 2,
      accessibility: { moteur: 1, visuel: 0, auditif: 0, mental: 0 },
      category: { Musique: 2, Visite: 0, Exposition: 0 },
    });
    // The place counts apply every filter but the place: with ville=Lyon chosen, Dijon still counts.
    const byPlace = (
      await ctx.app.inject({ method: "GET", url: `/api/events/counts?${u}&ville=lyon` })
    ).json();
    expect(byPlace.total).toBe(2);
    expect(byPlace.villes).toEqual(
      expect.arrayContaining([
        { ville: "Dijon", count: 1 },
        { ville: "Lyon", count: 2 },
      ]),
    );
    expect(byPlace.departements).toEqual(
      expect.arrayContaining([
        { code: "21", count: 1 },
        { code: "69", count: 2 },
      ]),
    );
    expect(byPlace.when).toEqual({ today: 1, weekend: 1, week: 2, month: 2 });
  });

  it("counts past a list's bound of 100: one walk counts every choice exactly", async () => {
    const orga = await organiser();
    await ctx.database.db.execute(sql`insert into events (title, category, date_start, payment_mode, user_id, organisation_id)
      select 'Série ' || g, 'Conférence', ${"2027-05-01T10:00:00Z"}::timestamptz + g * interval '1 hour', 'free', ${orga.id},
        (select organisation_id from memberships where user_id = ${orga.id} limit 1)
      from generate_series(1, 130) g`);
    const counts = (
      await ctx.app.inject({ method: "GET", url: `/api/events/counts?user_id=${orga.id}` })
    ).json();
    expect(counts).toMatchObject({ exact: true, total: 130, free: 130 });
    expect(counts.category.Conférence).toBe(130);
    expect(counts.category.Musique).toBe(0);
    expect(counts.when.month).toBe(0);
    // A search narrows every count; a category chosen narrows the others but not its own choices.
    const narrowed = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/events/counts?user_id=${orga.id}&q=s%C3%A9rie%2012&category=Musique`,
      })
    ).json();
    expect(narrowed).toMatchObject({ total: 0, free: 0 });
    // « Série 12 » only: a number is a word, matched whole (« 112 » and « 120 » are other words).
    expect(narrowed.category.Conférence).toBe(1);
  });
});

describe("sort by distance", () => {
  it("lists the nearest venues' events first, those without a position last, with their distance", async () => {
    const orga = await organiser();
    const paris = await venue(orga.id, {
      nom: "Louvre",
      ville: "Paris",
      latitude: 48.8606,
      longitude: 2.3376,
    });
    const lyon = await venue(orga.id, {
      nom: "Musée des Confluences",
      ville: "Lyon",
      latitude: 45.7326,
      longitude: 4.8182,
    });
    const marseille = await venue(orga.id, {
      nom: "Mucem",
      ville: "Marseille",
      latitude: 43.2967,
      longitude: 5.3611,
    });
    const nowhere = await venue(orga.id, { nom: "Salle des fêtes", ville: "Quelque part" });
    await event(orga.id, { title: "Paris 1", lieu_id: paris.id, date_start: at("2027-04-01T10:00:00Z") });
    await event(orga.id, {
      title: "Sans position",
      lieu_id: nowhere.id,
      date_start: at("2027-03-30T10:00:00Z"),
    });
    await event(orga.id, {
      title: "Marseille 1",
      lieu_id: marseille.id,
      date_start: at("2027-04-03T10:00:00Z"),
    });
    await event(orga.id, { title: "Lyon 2", lieu_id: lyon.id, date_start: at("2027-04-05T10:00:00Z") });
    await event(orga.id, { title: "Lyon 1", lieu_id: lyon.id, date_start: at("2027-04-04T10:00:00Z") });
    await event(orga.id, { title: "Sans lieu", date_start: at("2027-04-06T10:00:00Z") });
    const u = `user_id=${orga.id}&sort=distance&lat=45.764&lon=4.8357`;
    const response = await list(u);
    const body = response.json() as { title: string; distance_km: number | null }[];
    expect(body.map((item) => item.title)).toEqual([
      "Lyon 1",
      "Lyon 2",
      "Marseille 1",
      "Paris 1",
      "Sans position",
      "Sans lieu",
    ]);
    expect(body[0]?.distance_km).toBeCloseTo(3.7, 0);
    expect(body[2]?.distance_km).toBeGreaterThan(270);
    expect(body[2]?.distance_km).toBeLessThan(285);
    expect(body[3]?.distance_km).toBeGreaterThan(385);
    expect(body[4]?.distance_km).toBeNull();
    expect(response.headers["x-total-count"]).toBe("6");
    // Pages by offset, the link says where the next one starts.
    const second = await list(`${u}&limit=2&offset=2`);
    expect((second.json() as { title: string }[]).map((item) => item.title)).toEqual([
      "Marseille 1",
      "Paris 1",
    ]);
    expect(String(second.headers.link)).toContain("offset=4");
    const last = await list(`${u}&limit=2&offset=4`);
    expect((last.json() as { title: string }[]).map((item) => item.title)).toEqual([
      "Sans position",
      "Sans lieu",
    ]);
    expect(last.headers.link).toBeUndefined();
    // With filters: free events near Lyon, upcoming from the database's clock (no rows: 2027 is ahead).
    expect(await titles(`${u}&ville=lyon`)).toEqual(["Lyon 1", "Lyon 2"]);
    // The date order's answer has no distance.
    expect((await list(`user_id=${orga.id}`)).json()[0]).not.toHaveProperty("distance_km");
  });

  it("refuses a distance sort without a position, or a bad position, with a French message", async () => {
    expect(await refusal("sort=distance")).toEqual([{ path: "lat", message: f.positionRequired }]);
    expect(await refusal("sort=distance&lat=45.7")).toEqual([{ path: "lon", message: f.positionRequired }]);
    expect(await refusal("sort=distance&lat=91&lon=4")).toEqual([
      { path: "lat", message: f.latitudeInvalid },
    ]);
    expect(await refusal("sort=distance&lat=45&lon=abc")).toEqual([
      { path: "lon", message: f.longitudeInvalid },
    ]);
    expect(await refusal("sort=distance&lat=45&lon=-180.5")).toEqual([
      { path: "lon", message: f.longitudeInvalid },
    ]);
    expect(await refusal("lat=45")).toEqual([{ path: "lon", message: f.positionIncomplete }]);
    expect(await refusal("sort=nearest")).toEqual([{ path: "sort", message: f.sortInvalid }]);
  });
});

describe("accessibility of an event", () => {
  it("is written, read back in the label's order, kept by a PUT without it, and an unknown family is refused", async () => {
    const orga = await organiser();
    const place = await venue(orga.id);
    const created = await createEvent(
      ctx.app,
      orga.token,
      eventBody(place.id, {
        accessibility: ["visuel", "moteur", "moteur"],
        accessibility_details: "  Boucle magnétique à l’accueil  ",
      }),
    );
    expect(created).toMatchObject({
      accessibility: ["moteur", "visuel"],
      accessibility_details: "Boucle magnétique à l’accueil",
    });
    const read = (await ctx.app.inject({ method: "GET", url: `/api/events/${created.id}` })).json();
    expect(read).toMatchObject({
      accessibility: ["moteur", "visuel"],
      accessibility_details: "Boucle magnétique à l’accueil",
    });
    const listed = (await list(`user_id=${orga.id}`)).json()[0];
    expect(listed).toMatchObject({ accessibility: ["moteur", "visuel"] });

    const refused = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${created.id}`,
      headers: bearer(orga.token),
      payload: eventBody(place.id, { accessibility: ["moteur", "cognitif"] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: "accessibility.1", message: f.accessibilityInvalid }]);
    const unchanged = (await ctx.app.inject({ method: "GET", url: `/api/events/${created.id}` })).json();
    expect(unchanged.accessibility).toEqual(["moteur", "visuel"]);

    const tooLong = await ctx.app.inject({
      method: "POST",
      url: "/api/events",
      headers: bearer(orga.token),
      payload: eventBody(place.id, { accessibility_details: "x".repeat(2001) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([
      { path: "accessibility_details", message: f.accessibilityDetailsTooLong },
    ]);

    // A SPEC client's PUT (no accessibility fields) keeps them; null clears them.
    const spec = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${created.id}`,
      headers: bearer(orga.token),
      payload: eventBody(place.id),
    });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json()).toMatchObject({
      accessibility: ["moteur", "visuel"],
      accessibility_details: "Boucle magnétique à l’accueil",
    });
    const cleared = await ctx.app.inject({
      method: "PUT",
      url: `/api/events/${created.id}`,
      headers: bearer(orga.token),
      payload: eventBody(place.id, { accessibility: null, accessibility_details: "" }),
    });
    expect(cleared.json()).toMatchObject({ accessibility: [], accessibility_details: null });
  });
});

describe("accessibility of a venue", () => {
  it("is written and read back; an unknown family is refused with a French message and nothing changes", async () => {
    const orga = await organiser();
    const body = {
      nom: "Musée des Beaux-Arts",
      ville: "Lyon",
      accessibility: ["auditif", "moteur"],
      accessibility_details: "Ascenseur, boucle magnétique",
    };
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/lieux",
      headers: bearer(orga.token),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      accessibility: ["moteur", "auditif"],
      accessibility_details: "Ascenseur, boucle magnétique",
    });
    const id = created.json().id as number;
    const refused = await ctx.app.inject({
      method: "PUT",
      url: `/api/lieux/${id}`,
      headers: bearer(orga.token),
      payload: { ...body, accessibility: ["visuel", "sensoriel"] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: "accessibility.1", message: f.accessibilityInvalid }]);
    const read = (await ctx.app.inject({ method: "GET", url: `/api/lieux/${id}` })).json();
    expect(read).toMatchObject({
      accessibility: ["moteur", "auditif"],
      accessibility_details: "Ascenseur, boucle magnétique",
    });
  });
});
