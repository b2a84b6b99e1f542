import {
  ACCESSIBILITY_FAMILIES,
  EVENT_CATEGORIES,
  EVENT_WHEN_CHOICES,
  LIST_CURSOR_PATTERN,
} from "@culture-patrimoine/contract/constants";
import type { EventListQuery } from "@culture-patrimoine/contract/schemas/event";
import { dateWindowOf, type EventFilterCounts } from "@culture-patrimoine/contract/schemas/event-filters";
import { and, asc, eq, not, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, lieux } from "../../db/schema.ts";
import { countCap } from "../../lib/list.ts";
import { correctedSearch, matchesSearch, searchWords } from "../../lib/text-search.ts";

// Which events a list shows and in what order, as keys (id, start): search, filters, date windows,
// title matches first, sort by distance (docs/decisions/029-counting-and-paging-at-scale.md,
// docs/decisions/033-search-and-filters.md, docs/decisions/050-french-full-text-search.md). events.service.ts reads the page's rows by id.

/** The filters of a list: those of the query, and the owner's for an organiser's own list. */
export type ListFilters = Partial<
  Pick<
    EventListQuery,
    | "q"
    | "category"
    | "user_id"
    | "lieu_id"
    | "when"
    | "from"
    | "to"
    | "ville"
    | "departement"
    | "free"
    | "accessibility"
    | "sort"
    | "lat"
    | "lon"
  >
> & {
  upcoming?: boolean;
  /** An organisation's own list (issue 30): its events, whoever of its members created them. */
  organisation_id?: number;
  /**
   * An organiser's own list: every state of moderation. Otherwise only public events (issue 29):
   * `is_public` is a column of events_date_start_idx, so the ordered walks test it in the index.
   */
  includeHidden?: boolean;
  /**
   * How `q` matches: its words (full-text search, the default), or SPEC's substring match
   * (`substring`), which a list asks only when the words find nothing (withSearchFallbacks).
   */
  match?: "words" | "substring";
  /** false: the words only, never their fallbacks (the cross-kind search corrects all kinds at once). */
  fallbacks?: boolean;
};

export type ListQuery = ListFilters & Pick<EventListQuery, "limit" | "offset" | "after">;

/** Every word somewhere in the title, venue name or city, or description (French full-text search). */
function searchCondition(words: string[]): SQL {
  return matchesSearch(sql`${events.search_vector}`, words);
}

/**
 * SPEC's match (« a case-insensitive substring match »): every word inside title, description or
 * venue, folded, from search_text's trigram index. Asked only when the words find nothing, so a
 * SPEC client still finds « Catastrophique » by « trophi ». A word of one or two letters has no
 * trigram: compared as a filter (`|| ''` hides the column from the index), never an index scan.
 */
function substringCondition(words: readonly string[]): SQL {
  if (words.length === 0) return sql`false`;
  return and(
    ...words.map((word) => {
      const target = [...word].length < 3 ? sql`(${events.search_text} || '')` : sql`${events.search_text}`;
      // Wildcards escaped after unaccent, which folds the fullwidth ％ and ＿ into % and _.
      const folded = sql`immutable_unaccent(lower(${word}))`;
      const literal = sql`replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
      return sql`${target} like '%' || ${literal} || '%'`;
    }),
  ) as SQL;
}

/** The search condition of a list in its mode (ListFilters.match). */
function searchConditionOf(query: ListFilters): SQL | undefined {
  if (query.q === undefined) return undefined;
  if (query.match === "substring")
    return substringCondition(query.q.split(/\s+/).filter(Boolean).slice(0, 10));
  return searchCondition(searchWords(query.q));
}

/**
 * A search's answer: its words (full-text search); when they find nothing, SPEC's substring match;
 * when that finds nothing either, the words corrected (« conert » → « concert », search_words),
 * answered with the correction so that the page says « Résultats pour concert ». Each step runs
 * only after an empty one: a search that finds something costs one step (decision 050).
 */
export async function withSearchFallbacks<T>(
  db: Database,
  query: ListFilters,
  run: (query: ListFilters) => Promise<T>,
  found: (answer: T) => boolean,
): Promise<{ answer: T; corrected?: string }> {
  const answer = await run(query);
  if (query.q === undefined || query.match === "substring" || query.fallbacks === false || found(answer)) {
    return { answer };
  }
  const substring = await run({ ...query, match: "substring" });
  if (found(substring)) return { answer: substring };
  const corrected = await correctedSearch(db, searchWords(query.q));
  if (!corrected) return { answer };
  const correctedQ = corrected.join(" ");
  const again = await run({ ...query, q: correctedQ });
  return found(again) ? { answer: again, corrected: correctedQ } : { answer };
}

/** `lieu_id` among the venues that match `where` (a venue list is small: a hashed subplan). */
function venueIn(where: SQL): SQL {
  return sql`${events.lieu_id} in (select ${lieux.id} from ${lieux} where ${where})`;
}

/** Only public events, unless the list is an organiser's own (every state of moderation). */
function visibilityOf(query: ListFilters): SQL | undefined {
  return query.includeHidden ? undefined : sql`${events.is_public}`;
}

/**
 * The conditions of a list, dates apart; the search too unless `search` is false (the ranked
 * parts of a search carry their own: see ranksOf).
 */
export function filterCondition(query: ListFilters, search = true): SQL | undefined {
  const families = query.accessibility ?? [];
  return and(
    visibilityOf(query),
    search ? searchConditionOf(query) : undefined,
    query.category === undefined ? undefined : eq(events.category, query.category),
    query.user_id === undefined ? undefined : eq(events.user_id, query.user_id),
    query.organisation_id === undefined ? undefined : eq(events.organisation_id, query.organisation_id),
    query.lieu_id === undefined ? undefined : eq(events.lieu_id, query.lieu_id),
    query.free ? eq(events.payment_mode, "free") : undefined,
    families.length === 0
      ? undefined
      : sql`${events.accessibility} @> array[${sql.join(
          families.map((family) => sql`${family}`),
          sql`, `,
        )}]::text[]`,
    placeOf(query) === undefined ? undefined : venueIn(placeOf(query) as SQL),
  );
}

/** The venues a city or département filter keeps, as a condition on `lieux`; none without one. */
function placeOf(query: ListFilters): SQL | undefined {
  return and(
    query.ville === undefined
      ? undefined
      : sql`immutable_unaccent(lower(${lieux.ville})) = immutable_unaccent(lower(${query.ville}))`,
    query.departement === undefined ? undefined : sql`${lieux.departement} = ${query.departement}`,
  );
}

/**
 * The instants a listed event must reach: it ends (or starts, without an end) at or after `lower`
 * and starts before `upper`. `upcoming` is the window from now; a date filter's window starts at
 * Paris midnight; both together keep the later start.
 */
function boundsOf(query: ListFilters, now: Date): { lower?: SQL; upper?: SQL } {
  const window = dateWindowOf(query, now);
  const start = window.start ? sql`${window.start.toISOString()}::timestamptz` : undefined;
  const lower =
    query.upcoming && start ? sql`greatest(${start}, now())` : query.upcoming ? sql`now()` : start;
  return {
    ...(lower && { lower }),
    ...(window.end && { upper: sql`${window.end.toISOString()}::timestamptz` }),
  };
}

/** Where a part of the list reads its rows from, and the range it keeps. */
interface ListSource {
  from: typeof events | SQL;
  range: SQL | undefined;
  /** Rows of this part all start before this instant: after a cursor from it on, there are none. */
  startsBefore?: SQL;
  /** The part's walk, in list order; (date_start, id) when absent. */
  order?: SQL[];
}

/**
 * The events under way in list order, read from the GiST index on ([date_start, date_end],
 * date_start) by distance from a start before any event (`<->`, btree_gist): the index hands them
 * over earliest start first and the walk stops after the page, instead of fetching every event
 * under way (461 at 100 000 bench events) to sort them. Ties of a start are ordered by id after.
 */
const underWayOrder = [sql`${events.date_start} <-> '0001-01-01T00:00:00Z'::timestamptz`, asc(events.id)];

/**
 * The list's window as parts whose union is exactly "ends at or after `lower`, starts before
 * `upper`": the events starting in the window, read in list order from (date_start, id) or
 * (category, date_start, id) and stopping after the page, and those under way at `lower`, found by
 * the GiST index on [date_start, date_end] among every finished event. One `or` of both made the
 * database collect every upcoming event and sort them (decision 029).
 *
 * Unfiltered, the events under way are walked in list order (underWayOrder) and the walk stops
 * after the page. `filtered` (a search, a category, a place…): they are read once per statement
 * into a materialized CTE and filtered there. Left beside the other conditions, the planner
 * combined the GiST bitmap with the search's trigram bitmap or a category's, whose cost grows
 * with every matching event, finished ones included; and a search's two ranks read them twice.
 */
function sourcesOf(
  lower: SQL | undefined,
  upper: SQL | undefined,
  filtered: boolean,
): { sources: ListSource[]; with?: SQL } {
  const beforeUpper = upper ? sql`${events.date_start} < ${upper}` : undefined;
  if (!lower) return { sources: [{ from: events, range: beforeUpper }] };
  const fromLower = { from: events, range: and(sql`${events.date_start} >= ${lower}`, beforeUpper) };
  const underWay = sql`${events.date_end} is not null
    and tstzrange(${events.date_start}, ${events.date_end}, '[]') @> ${lower} and ${events.date_start} < ${lower}`;
  if (!filtered) {
    return {
      sources: [
        fromLower,
        { from: events, range: and(underWay, beforeUpper), startsBefore: lower, order: underWayOrder },
      ],
    };
  }
  return {
    sources: [
      fromLower,
      { from: sql`events_under_way as ${events}`, range: beforeUpper, startsBefore: lower },
    ],
    with: sql`with events_under_way as materialized (select * from ${events} where ${underWay})`,
  };
}

/** A row a cursor names: the rank of a search (0: no ranking), its start (UTC, µs) and id. */
interface Cursor {
  rank: number;
  start: string;
  id: number;
}

function cursorOf(after: string | undefined): Cursor | null {
  const match = after === undefined ? null : LIST_CURSOR_PATTERN.exec(after);
  return match?.[2] && match[3]
    ? { rank: Number(match[1] ?? 0), start: match[2], id: Number(match[3]) }
    : null;
}

/** `after` of the next page: the last row's start (UTC, to the microsecond, as stored) and id. */
export const pageKeyOf = sql<string>`to_char(keys.date_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || keys.id`;

/**
 * The ranks of a list, as the search's weights say (decision 050): a search shows the events with
 * every word in their title first (rank 1), then those with every word in their title and venue
 * (rank 2: « concert lyon »), then the others with every word anywhere, description included
 * (rank 3). Ranks 1 and 2 ask `heading_vector` (title A, venue B), a column of
 * events_date_start_idx: a common word's ranks walk the upcoming events in list order and test
 * each one in the index, a rare one is read from its GIN index.
 */
function ranksOf(query: ListFilters): { rank: number; condition: SQL | undefined }[] {
  if (query.q === undefined) return [{ rank: 0, condition: undefined }];
  if (query.match === "substring") return [{ rank: 0, condition: searchConditionOf(query) }];
  const words = searchWords(query.q);
  const heading = sql`${events.heading_vector}`;
  const inTitle = matchesSearch(heading, words, { weights: "A" });
  const inHeading = matchesSearch(heading, words);
  return [
    { rank: 1, condition: inTitle },
    { rank: 2, condition: and(inHeading, not(inTitle)) },
    { rank: 3, condition: and(searchCondition(words), not(inHeading)) },
  ];
}

/**
 * The (id, date_start, rank) of the first `count` rows after `from`, in list order (rank, start,
 * id), as a subquery named `keys`. Each part (rank × source) is read in its index order and stops
 * after `count` rows.
 */
function keysOf(db: Database, query: ListFilters, now: Date, extra?: SQL, onlyRank?: number) {
  const place = placeOf(query);
  // A city or a département walks each of its venues (below): the venue is the walk's own
  // condition, not a filter on the events.
  const narrowing = and(
    filterCondition(
      { ...query, includeHidden: true, ...(place && { ville: undefined, departement: undefined }) },
      false,
    ),
    extra,
  );
  const filter = and(visibilityOf(query), narrowing);
  const { lower, upper } = boundsOf(query, now);
  const allRanks = ranksOf(query);
  const ranks = onlyRank === undefined ? allRanks : allRanks.filter(({ rank }) => rank === onlyRank);
  // Walked venue by venue, the events under way are asked of each venue (events_lieu_under_way_idx):
  // a few rows, not every event under way gathered in the materialized CTE. Visibility alone does
  // not make a list "filtered": nearly every event is public, and the unfiltered walk in list
  // order tests it on the way (is_public is in events_date_start_idx; the GiST walk reads the row).
  // Nor does a search (decision 050): its GIN index finds a rare word's few events under way
  // directly, and a common word's walk stops early; gathering every event under way in each rank's
  // statement cost 505 blocks at 100 000 events, three times for a search that finds nothing.
  const { sources, with: underWay } = sourcesOf(lower, upper, !place && narrowing !== undefined);
  return (count: number, from: Cursor | null) => {
    const parts = ranks.flatMap(({ rank, condition }) => {
      if (from && from.rank > rank) return [];
      return sources.map((source) => {
        const after =
          from && from.rank === rank
            ? and(
                sql`(${events.date_start}, ${events.id}) > (${from.start}::timestamptz, ${from.id})`,
                source.startsBefore ? sql`${from.start}::timestamptz < ${source.startsBefore}` : undefined,
              )
            : undefined;
        const where = and(filter, condition, source.range, after);
        const listOrder = [asc(events.date_start), asc(events.id)];
        // A city or a département: each of its venues' events walked from its own index range
        // (lieu_id, date_start, id), a few rows each, instead of every event of those venues
        // gathered and sorted (2 500 at 100 000 bench events for Lyon's 15 venues). Only the
        // index's columns leave the walk, so that it need not visit the table (index-only scan).
        const walked = place
          ? sql`${lieux} cross join lateral (select ${events.id}, ${events.date_start} from ${events}
                where ${and(sql`${events.lieu_id} = ${lieux.id}`, where)}
                order by ${sql.join(listOrder, sql`, `)} limit ${count}) as ${events}`
          : source.from;
        const order = place ? listOrder : (source.order ?? listOrder);
        return sql`(${db
          // Raw: drizzle refuses a table's column over a subquery, even one named like the table.
          .select({
            // Qualified: a city's walk joins its venues, whose id would be ambiguous.
            id: sql`"events"."id"`.as("id"),
            date_start: sql`"events"."date_start"`.as("date_start"),
            rank: sql`${rank}::int`.as("rank"),
          })
          .from(walked)
          .where(walked === source.from ? where : place)
          .orderBy(...order)
          .limit(count)})`;
      });
    });
    if (parts.length === 0) return sql`(select 0 as id, now() as date_start, 0 as rank where false) as keys`;
    return sql`(${underWay ?? sql``} select * from (${sql.join(parts, sql` union all `)}) as parts
      order by parts.rank, parts.date_start, parts.id limit ${count}) as keys`;
  };
}

/** The page's keys: ids in list order, the bounded total, the next page's cursor, distances. */
export interface ListKeys {
  ids: number[];
  total: number;
  bounded: boolean;
  /** Keyset lists: the cursor of the next page, null on the last; undefined: paged by offset. */
  next?: string | null;
  /** `sort=distance`: kilometres from the position, per id (null: the venue has no position). */
  distances?: Map<number, number | null>;
  /** The search corrected for a typo, when the visitor's words found nothing (withSearchFallbacks). */
  corrected?: string;
}

/**
 * GET /api/events: the page's keys in list order and the total of the filter. One walk of the
 * list's index in list order gives both the page and the total, counted up to `cap` + 1 rows
 * (cap >= offset + limit), and only the page's keys leave the database; with a cursor, the page
 * starts after it and the total still counts from the start (decision 029).
 */
export async function listEventKeys(db: Database, query: ListQuery, now: Date): Promise<ListKeys> {
  const { answer, corrected } = await withSearchFallbacks(
    db,
    query,
    (variant) => listEventKeysOf(db, { ...query, ...variant }, now),
    (keys) => keys.total > 0,
  );
  return corrected === undefined ? answer : { ...answer, corrected };
}

async function listEventKeysOf(db: Database, query: ListQuery, now: Date): Promise<ListKeys> {
  if (query.sort === "distance" && query.lat !== undefined && query.lon !== undefined) {
    return listByDistance(db, query, { lat: query.lat, lon: query.lon }, now);
  }
  const keys = keysOf(db, query, now);
  const cursor = cursorOf(query.after);
  const cap = countCap(query);
  const ranked = ranksOf(query)[0]?.rank !== 0;
  const countKeys = (source = keys) =>
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(source(cap + 1, null))
      .then(([row]) => Number(row?.value ?? 0));
  /** A page of keys; `total`: the number of keys read before the page was cut from them. */
  const pageOfKeys = (
    from: Cursor | null,
    count: number,
    window: { offset: number; limit: number } = { offset: query.offset, limit: query.limit + 1 },
    source = keys,
  ) =>
    db
      .select({
        id: sql<number>`keys.id`,
        rank: sql<number>`keys.rank`,
        page_key: pageKeyOf,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(source(count, from))
      .orderBy(sql`keys.rank`, sql`keys.date_start`, sql`keys.id`)
      .offset(window.offset)
      .limit(window.limit);
  let pageKeys: { id: number; rank: number; page_key: string; total: number }[];
  let counted: number;
  if (ranked && !cursor) {
    // A search's first pages, rank by rank: the events with every word in their title, then in
    // their title and venue, then anywhere, each rank read only when those before did not fill the
    // count. A common word fills it from titles alone, and the later ranks' walks (as long as the
    // first's, every row rejected) are never made.
    pageKeys = [];
    counted = 0;
    for (const { rank } of ranksOf(query)) {
      const rankKeys = keysOf(db, query, now, undefined, rank);
      const room = query.limit + 1 - pageKeys.length;
      const rows =
        room > 0
          ? await pageOfKeys(
              null,
              cap + 1 - counted,
              { offset: Math.max(0, query.offset - counted), limit: room },
              rankKeys,
            )
          : [];
      // A rank whose rows all fall before the page's offset, or after a full page, has no row to
      // carry its total.
      counted += rows[0]?.total ?? (query.offset > counted || room <= 0 ? await countKeys(rankKeys) : 0);
      pageKeys.push(...rows);
      if (counted > cap) break;
    }
  } else if (cursor) {
    [pageKeys, counted] = await Promise.all([
      pageOfKeys(cursor, query.offset + query.limit + 1),
      countKeys(),
    ]);
  } else {
    pageKeys = await pageOfKeys(null, cap + 1);
    // A page past the end has no row to carry the total.
    counted = pageKeys[0]?.total ?? (query.offset > 0 ? await countKeys() : 0);
  }
  const page = pageKeys.slice(0, query.limit);
  const last = page.at(-1);
  const next =
    pageKeys.length > query.limit && last ? `${ranked ? `${Number(last.rank)}.` : ""}${last.page_key}` : null;
  return { ids: page.map((row) => Number(row.id)), total: counted, bounded: counted > cap, next };
}

/** Great-circle distance in km from a position to the venue (haversine, Earth radius 6 371 km). */
function distanceFrom(position: { lat: number; lon: number }): SQL<number> {
  const lat = sql`${position.lat}::float8`;
  const lon = sql`${position.lon}::float8`;
  return sql<number>`12742 * asin(sqrt(
    power(sin(radians(${lieux.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${lieux.latitude})) * power(sin(radians(${lieux.longitude} - ${lon}) / 2), 2)))`;
}

/** `array[1, 2, 3]::int[]` (a literal list of ids, the same on both drivers). */
function intArray(ids: readonly number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

interface KeyRow {
  id: number;
  lieu_id: number;
  date_start: string | Date;
}

const startOf = (row: KeyRow) => new Date(row.date_start).getTime();

/** Venues read per step of the distance sort: the nearest few first, then four times more. */
const FIRST_VENUES = 8;

/**
 * `sort=distance`: the venues with a position, nearest first (a few hundred rows, read whole),
 * then, a few venues at a time, each venue's events from the window's start in date order from
 * events_lieu_id_idx (lieu_id, date_start, id), at most the page's worth each, with the events
 * under way at that start (the GiST index, once). It stops when a step has filled the page: the
 * venues after it are farther. Then the events whose venue has no position, in date order. Paged
 * by offset (the order depends on the position: no cursor); the total is the date order's count.
 */
async function listByDistance(
  db: Database,
  query: ListQuery,
  position: { lat: number; lon: number },
  now: Date,
): Promise<ListKeys> {
  const filter = filterCondition(query);
  const { lower, upper } = boundsOf(query, now);
  const cap = countCap(query);
  const want = query.offset + query.limit + 1;
  const rowsOf = async <T>(statement: SQL) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  const venues = (
    await rowsOf<{
      id: number;
      distance: number;
    }>(sql`select ${lieux.id} as id, ${distanceFrom(position)} as distance
      from ${lieux} where ${lieux.latitude} is not null order by distance, id`)
  ).map((venue) => ({ id: Number(venue.id), distance: Number(venue.distance) }));
  const distanceOf = new Map(venues.map((venue) => [venue.id, venue.distance]));
  const beforeUpper = upper ? sql`${events.date_start} < ${upper}` : undefined;
  // Events under way at the window's start (started before it, not over): a few, found once.
  const underWay = lower
    ? await rowsOf<KeyRow>(sql`select ${events.id} as id, ${events.lieu_id} as lieu_id, ${events.date_start} as date_start
        from (select * from ${events} where ${events.date_end} is not null
          and tstzrange(${events.date_start}, ${events.date_end}, '[]') @> ${lower} and ${events.date_start} < ${lower}
          offset 0) as ${events}
        where ${and(filter, beforeUpper, sql`${events.lieu_id} is not null`) ?? sql`true`}`)
    : [];
  const located: KeyRow[] = [];
  for (let start = 0, step = FIRST_VENUES; start < venues.length; start += step, step *= 4) {
    const ids = venues.slice(start, start + step).map((venue) => venue.id);
    const inStep = new Set(ids);
    const starting = await rowsOf<KeyRow>(sql`select v.id as lieu_id, e.id, e.date_start
      from unnest(${intArray(ids)}) as v(id)
      cross join lateral (select ${events.id} as id, ${events.date_start} as date_start from ${events}
        where ${events.lieu_id} = v.id
          and ${and(filter, lower ? sql`${events.date_start} >= ${lower}` : undefined, beforeUpper) ?? sql`true`}
        order by ${events.date_start}, ${events.id} limit ${want}) as e`);
    located.push(...starting, ...underWay.filter((row) => inStep.has(Number(row.lieu_id))));
    if (located.length >= want) break;
  }
  const byDistance = located
    .map((row) => ({
      id: Number(row.id),
      start: startOf(row),
      distance: distanceOf.get(Number(row.lieu_id)) ?? 0,
    }))
    .sort((a, b) => a.distance - b.distance || a.start - b.start || a.id - b.id)
    .slice(0, want);
  const rows: { id: number; distance: number | null }[] = byDistance.map(({ id, distance }) => ({
    id,
    distance,
  }));
  if (rows.length < want) {
    const unlocated = keysOf(
      db,
      query,
      now,
      sql`(${events.lieu_id} is null or ${venueIn(sql`${lieux.latitude} is null`)})`,
    );
    const rest = await db
      .select({ id: sql<number>`keys.id` })
      .from(unlocated(want - rows.length, null))
      .orderBy(sql`keys.date_start`, sql`keys.id`);
    rows.push(...rest.map((row) => ({ id: Number(row.id), distance: null })));
  }
  const counted = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(keysOf(db, query, now)(cap + 1, null))
    .then(([row]) => Number(row?.value ?? 0));
  const page = rows.slice(query.offset, query.offset + query.limit);
  return {
    ids: page.map((row) => row.id),
    total: counted,
    bounded: counted > cap,
    distances: new Map(
      page.map((row) => [row.id, row.distance === null ? null : Math.round(row.distance * 10) / 10]),
    ),
  };
}

/** How many places of each kind the counts list: those with the most venues. */
export const COUNTED_PLACES = 12;

/**
 * At most this many events are read to count the choices. Beyond, every count is a lower bound
 * (`exact: false`, shown « 1 234+ »). The events still to come of the 100 000-event bench are 11 000.
 */
export const COUNT_SCAN_CAP = 20_000;

/**
 * GET /api/events/counts: for each choice of each filter, how many events it would give with the
 * other filters as they are. One scan reads the events every choice could count (the search, the
 * owner, the venue and `upcoming` applied; the date, place, free, accessibility and category
 * filters not), at most COUNT_SCAN_CAP of them, and counts each choice over them
 * with `count(*) filter (where …)`: one pass instead of one bounded count per choice, which at
 * 100 000 events each walked the upcoming events again for a rare choice (decision 033).
 */
export async function countEventChoices(
  db: Database,
  query: ListFilters,
  now: Date,
): Promise<EventFilterCounts> {
  // The same search as the list's (its fallbacks decided by the same total), so that the counts
  // describe the events the list shows.
  const { answer } = await withSearchFallbacks(
    db,
    query,
    (variant) => countChoicesOf(db, variant, now),
    (counts) => counts.total > 0,
  );
  return answer;
}

async function countChoicesOf(db: Database, query: ListFilters, now: Date): Promise<EventFilterCounts> {
  const [villes, departements] = await Promise.all([
    db
      .select({ value: lieux.ville })
      .from(lieux)
      .groupBy(lieux.ville)
      .orderBy(sql`count(*) desc`, lieux.ville)
      .limit(COUNTED_PLACES),
    db
      .select({ value: sql<string>`${lieux.departement}` })
      .from(lieux)
      .where(sql`${lieux.departement} is not null`)
      .groupBy(lieux.departement)
      .orderBy(sql`count(*) desc`, lieux.departement)
      .limit(COUNTED_PLACES),
  ]);
  const villeNames = [...new Set([...villes.map((row) => row.value), ...(query.ville ? [query.ville] : [])])];
  const departementCodes = [
    ...new Set([...departements.map((row) => row.value), ...(query.departement ? [query.departement] : [])]),
  ];
  // The events every choice may count: the filters that no choice changes, and `upcoming`.
  const scope: ListFilters = {
    ...(query.q !== undefined && { q: query.q }),
    ...(query.match !== undefined && { match: query.match }),
    ...(query.user_id !== undefined && { user_id: query.user_id }),
    ...(query.organisation_id !== undefined && { organisation_id: query.organisation_id }),
    ...(query.lieu_id !== undefined && { lieu_id: query.lieu_id }),
    ...(query.upcoming && { upcoming: true }),
  };
  // In no order: counting needs none, and without it the database reads each page of the table
  // once (a bitmap of the date range or of the search) instead of one page per event.
  const { lower } = boundsOf(scope, now);
  const upcoming = lower
    ? sql`(${events.date_start} >= ${lower} or (${events.date_end} is not null
        and tstzrange(${events.date_start}, ${events.date_end}, '[]') @> ${lower} and ${events.date_start} < ${lower}))`
    : undefined;
  const scanned = sql`(select ${events.id}, ${events.date_start}, ${events.date_end}, ${events.category},
      ${events.payment_mode}, ${events.accessibility}, ${events.lieu_id}
    from ${events} where ${and(filterCondition(scope), upcoming) ?? sql`true`}
    limit ${COUNT_SCAN_CAP + 1}) as scanned`;
  const column = (name: string) => sql.raw(`scanned.${name}`);
  // Each venue's city folded once in the join (600 venues), not once per event and city.
  const ville = sql`counted_lieux.ville_key`;
  /** The date condition of a window, over the scanned rows (they are already `upcoming`). */
  const inWindow = (window: { when?: ListFilters["when"]; from?: string; to?: string }): SQL | undefined => {
    const bounds = dateWindowOf(window, now);
    return and(
      bounds.start
        ? sql`coalesce(${column("date_end")}, ${column("date_start")}) >= ${bounds.start.toISOString()}::timestamptz`
        : undefined,
      bounds.end ? sql`${column("date_start")} < ${bounds.end.toISOString()}::timestamptz` : undefined,
    );
  };
  const familiesAre = (families: readonly string[]) =>
    families.length === 0
      ? undefined
      : sql`${column("accessibility")} @> array[${sql.join(
          families.map((family) => sql`${family}`),
          sql`, `,
        )}]::text[]`;
  const placeOf = (place: { ville?: string; departement?: string }) =>
    place.ville !== undefined
      ? sql`${ville} = immutable_unaccent(lower(${place.ville}))`
      : place.departement !== undefined
        ? sql`counted_lieux.departement = ${place.departement}`
        : undefined;
  // Each condition is computed once per event as a yes/no column (`flags.fN`), which the counts
  // then combine: evaluating every condition inside each of the ~40 counts cost 160 ms of the
  // 180 of a count over 11 000 events on PostgreSQL.
  const flagged: SQL[] = [];
  const flag = (condition: SQL | undefined): SQL | undefined => {
    if (!condition) return undefined;
    flagged.push(condition);
    return sql.raw(`flags.f${flagged.length - 1}`);
  };
  const dims = {
    date: flag(inWindow(query)),
    place: flag(placeOf(query)),
    free: query.free ? flag(sql`${column("payment_mode")} = 'free'`) : undefined,
    accessibility: flag(familiesAre(query.accessibility ?? [])),
    category: query.category === undefined ? undefined : flag(sql`${column("category")} = ${query.category}`),
  };
  type Dimension = keyof typeof dims;
  /** A choice's condition with every other dimension's filter as it stands. */
  const choice = (dimension: Dimension | null, condition: SQL | undefined) =>
    and(
      condition,
      ...(Object.keys(dims) as Dimension[]).filter((name) => name !== dimension).map((name) => dims[name]),
    ) ?? sql`true`;
  const counts: { key: string; where: SQL }[] = [
    { key: "total", where: choice(null, undefined) },
    ...EVENT_WHEN_CHOICES.map((when) => ({
      key: `when:${when}`,
      where: choice("date", flag(inWindow({ when }))),
    })),
    { key: "free", where: choice("free", flag(sql`${column("payment_mode")} = 'free'`)) },
    ...ACCESSIBILITY_FAMILIES.map((family) => ({
      key: `accessibility:${family}`,
      where: choice(
        "accessibility",
        flag(familiesAre([...new Set([...(query.accessibility ?? []), family])])),
      ),
    })),
    ...EVENT_CATEGORIES.map((category) => ({
      key: `category:${category}`,
      where: choice("category", flag(sql`${column("category")} = ${category}`)),
    })),
    ...villeNames.map((name) => ({
      key: `ville:${name}`,
      where: choice("place", flag(placeOf({ ville: name }))),
    })),
    ...departementCodes.map((code) => ({
      key: `departement:${code}`,
      where: choice("place", flag(placeOf({ departement: code }))),
    })),
  ];
  const result = (await db.execute(
    sql`select count(*)::int as scanned_rows, ${sql.join(
      counts.map(
        (item, index) => sql`(count(*) filter (where ${item.where}))::int as ${sql.identifier(`c${index}`)}`,
      ),
      sql`, `,
    )} from (select ${sql.join(
      flagged.map((condition, index) => sql`(${condition}) as ${sql.identifier(`f${index}`)}`),
      sql`, `,
    )} from ${scanned} left join (select ${lieux.id} as id, ${lieux.departement} as departement,
        immutable_unaccent(lower(${lieux.ville})) as ville_key from ${lieux}) as counted_lieux
        on counted_lieux.id = scanned.lieu_id) as flags`,
  )) as unknown as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  const value = new Map(counts.map((item, index) => [item.key, Number(row[`c${index}`] ?? 0)]));
  const of = (key: string) => value.get(key) ?? 0;
  return {
    exact: Number(row.scanned_rows ?? 0) <= COUNT_SCAN_CAP,
    total: of("total"),
    when: Object.fromEntries(
      EVENT_WHEN_CHOICES.map((when) => [when, of(`when:${when}`)]),
    ) as EventFilterCounts["when"],
    free: of("free"),
    accessibility: Object.fromEntries(
      ACCESSIBILITY_FAMILIES.map((family) => [family, of(`accessibility:${family}`)]),
    ),
    category: Object.fromEntries(EVENT_CATEGORIES.map((category) => [category, of(`category:${category}`)])),
    villes: villeNames.map((name) => ({ ville: name, count: of(`ville:${name}`) })),
    departements: departementCodes.map((code) => ({ code, count: of(`departement:${code}`) })),
  };
}
