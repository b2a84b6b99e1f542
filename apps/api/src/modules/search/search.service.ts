import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { SearchQuery, SearchResults } from "@culture-patrimoine/contract/schemas/search";
import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { lieux, parcours, sites } from "../../db/schema.ts";
import { countUpTo, type Page } from "../../lib/list.ts";
import { correctedSearch, matchesSearch, searchRank, searchWords } from "../../lib/text-search.ts";
import { listEvents } from "../events/events.service.ts";
import { toLieu } from "../lieux/lieux.service.ts";
import { selectRoutes, toParcoursResponse } from "../parcours/parcours.service.ts";
import { toSiteResponse } from "../sites/site.mapper.ts";

// GET /api/search (issue 32): the same words through the four kinds a visitor looks for, each
// kind's published matches counted like the events lists (up to LIST_COUNT_BOUND, then a lower
// bound) and its first few by relevance (lib/text-search.ts: title above place above description).
// Each kind is read by its own list mapper, so its items are those of its list (absolute picture
// addresses, the events' next session). Docs: docs/decisions/050-french-full-text-search.md.

type Groups = Omit<SearchResults, "q" | "corrected">;
type Group<K extends keyof Groups> = Groups[K];

function groupOf<T>(page: Page<T>): { total: number; bounded: boolean; items: T[] } {
  return { total: page.total, bounded: page.bounded ?? false, items: page.items };
}

/** The page of one kind: its first `limit` rows and its bounded count, queried side by side. */
async function rankedPage<Row, Item>(
  db: Database,
  rows: PromiseLike<Row[]>,
  matching: SQL,
  limit: number,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [pageRows, counted] = await Promise.all([rows, countUpTo(db, matching, { limit, offset: 0 })]);
  return { items: pageRows.map(toItem), total: counted.value, bounded: counted.bounded };
}

/**
 * Events not over yet, exactly as GET /api/events?q=…&upcoming=true lists them (its first page: title
 * matches first, then title and venue, then anywhere, each by date, counted up to its bound), so that
 * « Voir les 12 événements » opens the same events in the same order, and a common word costs what
 * it costs there (decision 050): no ranking of every upcoming match. Its words only: the fallbacks
 * are decided for the four kinds at once (searchEverything).
 */
async function searchEvents(
  db: Database,
  words: string[],
  limit: number,
  publicUrl: string,
  now: Date,
): Promise<Group<"events">> {
  const page = await listEvents(
    db,
    { q: words.join(" "), upcoming: true, limit, offset: 0, fallbacks: false },
    publicUrl,
    now,
  );
  return groupOf(page);
}

async function searchLieux(
  db: Database,
  words: string[],
  limit: number,
  publicUrl: string,
): Promise<Group<"lieux">> {
  const vector = sql`${lieux.search_vector}`;
  const where = and(lieux.is_public, matchesSearch(vector, words)) as SQL;
  const rows = db
    .select()
    .from(lieux)
    .where(where)
    .orderBy(desc(searchRank(vector, words)), asc(lieux.nom), asc(lieux.id))
    .limit(limit);
  const matching = sql`${db.select({ one: sql`1` }).from(lieux).where(where)}`;
  return groupOf(await rankedPage(db, rows, matching, limit, (row) => toLieu(row, publicUrl)));
}

/** Routes with their public venue, as their list reads them, without their steps (counted). */
async function searchParcours(
  db: Database,
  words: string[],
  limit: number,
  publicUrl: string,
): Promise<Group<"parcours">> {
  const vector = sql`${parcours.search_vector}`;
  const where = and(parcours.is_public, matchesSearch(vector, words)) as SQL;
  const rows = selectRoutes(db, "public")
    .where(where)
    .orderBy(desc(searchRank(vector, words)), asc(parcours.title), asc(parcours.id))
    .limit(limit);
  const matching = sql`${db.select({ one: sql`1` }).from(parcours).where(where)}`;
  return groupOf(
    await rankedPage(db, rows, matching, limit, (row): ParcoursResponse => {
      const { Sites: _steps, ...route } = toParcoursResponse(row, publicUrl);
      return route;
    }),
  );
}

async function searchSites(
  db: Database,
  words: string[],
  limit: number,
  publicUrl: string,
): Promise<Group<"sites">> {
  const vector = sql`${sites.search_vector}`;
  const where = and(sites.is_public, matchesSearch(vector, words)) as SQL;
  const rows = db
    .select()
    .from(sites)
    .where(where)
    .orderBy(desc(searchRank(vector, words)), asc(sites.name), asc(sites.id))
    .limit(limit);
  const matching = sql`${db.select({ one: sql`1` }).from(sites).where(where)}`;
  return groupOf(await rankedPage(db, rows, matching, limit, (row) => toSiteResponse(row, publicUrl)));
}

/** The four kinds for these words (each kind's two statements run side by side). */
async function searchKinds(
  db: Database,
  words: string[],
  limit: number,
  publicUrl: string,
  now: Date,
): Promise<Groups> {
  const [eventGroup, lieuGroup, parcoursGroup, siteGroup] = await Promise.all([
    searchEvents(db, words, limit, publicUrl, now),
    searchLieux(db, words, limit, publicUrl),
    searchParcours(db, words, limit, publicUrl),
    searchSites(db, words, limit, publicUrl),
  ]);
  return { events: eventGroup, lieux: lieuGroup, parcours: parcoursGroup, sites: siteGroup };
}

const foundNothing = (groups: Groups) =>
  groups.events.total + groups.lieux.total + groups.parcours.total + groups.sites.total === 0;

/**
 * GET /api/search. When no kind finds anything, the words are corrected (each unknown word by the
 * nearest known one, correctedSearch) and, if the corrected words find something, those results
 * are answered with `corrected`: « conert » answers the concerts, `corrected: "concert"`.
 */
export async function searchEverything(
  db: Database,
  query: SearchQuery,
  publicUrl: string,
  now: Date,
): Promise<SearchResults> {
  const words = searchWords(query.q);
  const found = await searchKinds(db, words, query.limit, publicUrl, now);
  if (!foundNothing(found)) return { q: query.q, corrected: null, ...found };
  const correctedWords = await correctedSearch(db, words);
  if (correctedWords === null) return { q: query.q, corrected: null, ...found };
  const again = await searchKinds(db, correctedWords, query.limit, publicUrl, now);
  if (foundNothing(again)) return { q: query.q, corrected: null, ...found };
  return { q: query.q, corrected: correctedWords.join(" "), ...again };
}
