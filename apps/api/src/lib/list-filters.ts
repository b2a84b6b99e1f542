import { and, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { lieux } from "../db/schema.ts";
import { matchesSearch, searchWords } from "./text-search.ts";

// The filters and counts that the venues, sites and routes lists share (issue 32): a text search,
// the venue's city or département, the families its venue welcomes. Conditions are written over
// the `lieux` table: the venues list reads it directly; the sites and routes lists reach their
// venue through `venueIn` (lists) or a join with the published venue (counts).

/** How many cities and départements the counts offer, the chosen one added. */
export const COUNTED_PLACES = 12;

/** `vector` holds every word of `q` (undefined: no search, or nothing but spaces). */
export function searchCondition(vector: SQL, q: string | undefined): SQL | undefined {
  const words = q === undefined ? [] : searchWords(q);
  return words.length === 0 ? undefined : matchesSearch(vector, words);
}

/** A city or a département of the venue; both when both are given. */
export interface PlaceFilter {
  ville?: string | undefined;
  departement?: string | undefined;
}

/** The venue's city (accents and case ignored, read from lieux_ville_key_idx) and département. */
export function placeCondition(place: PlaceFilter): SQL | undefined {
  return and(
    place.ville === undefined
      ? undefined
      : sql`immutable_unaccent(lower(${lieux.ville})) = immutable_unaccent(lower(${place.ville}))`,
    place.departement === undefined ? undefined : sql`${lieux.departement} = ${place.departement}`,
  );
}

/** The venue welcomes every family asked. */
export function familiesCondition(families: readonly string[] | undefined): SQL | undefined {
  return !families || families.length === 0
    ? undefined
    : sql`${lieux.accessibility} @> array[${sql.join(
        families.map((family) => sql`${family}`),
        sql`, `,
      )}]::text[]`;
}

/**
 * The item's venue (`lieuId`, its column) is published and satisfies `where` (conditions over
 * `lieux`): a venue the public may not see gives its items no city, département nor accessibility.
 */
export function venueIn(lieuId: SQL, where: SQL | undefined): SQL | undefined {
  return where === undefined
    ? undefined
    : sql`${lieuId} in (select ${lieux.id} from ${lieux} where ${lieux.is_public} and ${where})`;
}

/**
 * The conditions of a list's filters by dimension, and each choice's condition with the other
 * dimensions' filters as they stand (a choice replaces its own dimension's filter).
 */
export function choicesOf<Dimension extends string>(dimensions: Record<Dimension, SQL | undefined>) {
  return (dimension: Dimension | null, condition: SQL | undefined): SQL =>
    and(
      condition,
      ...(Object.keys(dimensions) as Dimension[])
        .filter((name) => name !== dimension)
        .map((name) => dimensions[name]),
    ) ?? sql`true`;
}

/**
 * Counts the rows of `source` (`from … where …`, the published items of the list's scope) that
 * each condition keeps, in one statement: the lists are small (hundreds of rows), so one pass
 * with a `count(*) filter (where …)` per choice is enough.
 */
export async function countEach<Key extends string>(
  db: Database,
  source: SQL,
  conditions: readonly { key: Key; where: SQL }[],
): Promise<(key: Key) => number> {
  const result = (await db.execute(
    sql`select ${sql.join(
      conditions.map(
        (item, index) => sql`(count(*) filter (where ${item.where}))::int as ${sql.identifier(`c${index}`)}`,
      ),
      sql`, `,
    )} ${source}`,
  )) as unknown as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  const value = new Map(conditions.map((item, index) => [item.key, Number(row[`c${index}`] ?? 0)]));
  return (key) => value.get(key) ?? 0;
}

/**
 * The values of `value` (a text over `source`'s rows) with the most rows, `limit` of them at most
 * (all when null), and the chosen one; compared by `immutable_unaccent(lower(…))` when `folded`,
 * each written as most rows write it. The chosen one comes last when no row has it.
 */
export async function topValues(
  db: Database,
  source: SQL,
  value: SQL,
  options: { limit: number | null; chosen: string | undefined; folded: boolean },
): Promise<string[]> {
  const key = options.folded ? sql`immutable_unaccent(lower(${value}))` : value;
  const chosenKey =
    options.chosen === undefined
      ? sql`null`
      : options.folded
        ? sql`immutable_unaccent(lower(${options.chosen}))`
        : sql`${options.chosen}`;
  const limit = options.limit === null ? sql`` : sql`where ranked.rank <= ${options.limit} or ranked.chosen`;
  const result = (await db.execute(
    sql`select ranked.value from (select mode() within group (order by ${value}) as value,
        row_number() over (order by count(*) desc, ${key}) as rank, ${key} = ${chosenKey} as chosen
      ${source} and ${value} is not null group by ${key}) as ranked ${limit} order by ranked.rank`,
  )) as unknown as { rows: { value: string; chosen: boolean }[] };
  const values = result.rows.map((row) => row.value);
  // The chosen value when no published item has it: still offered (with 0), as the visitor asked.
  if (options.chosen !== undefined) {
    const fold = (text: string) => (options.folded ? foldPlace(text) : text);
    if (!values.some((item) => fold(item) === fold(options.chosen as string))) values.push(options.chosen);
  }
  return values;
}

/** Close enough to immutable_unaccent(lower(…)) to tell whether the chosen value is listed. */
function foldPlace(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
