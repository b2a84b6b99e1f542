import { ACCESSIBILITY_FAMILIES, type AccessibilityFamily } from "@culture-patrimoine/contract/constants";
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

/** A column's text as the city and theme filters compare it: accents and case dropped. */
export function foldedText(text: SQL): SQL {
  return sql`immutable_unaccent(lower(${text}))`;
}

/**
 * A value of the request folded the same way, once per statement (an InitPlan, which an index
 * condition reads too): never once per row compared, whatever the planner makes of a parameter.
 */
export function foldedValue(value: string): SQL {
  return sql`(select immutable_unaccent(lower(${value}::text)))`;
}

/**
 * The venue's city (accents and case ignored) and département. `villeKey` is the venue's folded
 * city: by default computed from the row, which a list reads from lieux_ville_key_idx; the counts
 * pass the key of their `foldedKeys` join.
 */
export function placeCondition(
  place: PlaceFilter,
  villeKey: SQL = foldedText(sql`${lieux.ville}`),
): SQL | undefined {
  return and(
    place.ville === undefined ? undefined : sql`${villeKey} = ${foldedValue(place.ville)}`,
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
 * A join that gives each row the folded form of `column` (`alias.key`), computed once per distinct
 * value of `table`'s column rather than once per row and condition: immutable_unaccent costs about
 * 17 µs a call on PGlite: counting 13 cities over 2 000 venues took 323 ms folding each row's city
 * per city, 57 ms with this join (measured under a load average of 8 on 2 cores).
 */
export function foldedKeys(alias: string, table: SQL, column: SQL): SQL {
  const name = sql.identifier(alias);
  // `offset 0` keeps the planner from pulling the subquery up into the join, which would fold
  // the key again for each row that reads it.
  return sql`left join (select distinct_values.value, ${foldedText(sql`distinct_values.value`)} as key
    from (select distinct ${column} as value from ${table}) as distinct_values offset 0) as ${name}
    on ${name}.value = ${column}`;
}

/** One count of the counts answer: the rows of `dimension`'s choice `where`, the others as they stand. */
export interface Choice<Dimension extends string> {
  key: string;
  /** The dimension the choice replaces (null: the total, every filter as it stands). */
  dimension: Dimension | null;
  where: SQL | undefined;
}

/**
 * Counts the rows of `source` (`from … where …`, the published items of the list's scope) that
 * each choice keeps with the other dimensions' filters as they stand, in one statement: each
 * condition is computed once per row as a yes/no column, which the counts then combine (written
 * inside each count, a condition ran once per count and row). The lists are small (hundreds to a
 * few thousand rows): one pass is enough.
 */
export async function countChoices<Dimension extends string>(
  db: Database,
  source: SQL,
  dimensions: Record<Dimension, SQL | undefined>,
  choices: readonly Choice<Dimension>[],
): Promise<(key: string) => number> {
  const flags: SQL[] = [];
  const flag = (condition: SQL) => {
    flags.push(condition);
    return sql.identifier(`f${flags.length - 1}`);
  };
  const names = Object.keys(dimensions) as Dimension[];
  const dimensionFlags = new Map(
    names.flatMap((name) => {
      const condition = dimensions[name];
      return condition === undefined ? [] : [[name, flag(condition)] as const];
    }),
  );
  const counted = choices.map((choice) => {
    const parts = [
      ...(choice.where === undefined ? [] : [flag(choice.where)]),
      ...names.filter((name) => name !== choice.dimension).flatMap((name) => dimensionFlags.get(name) ?? []),
    ];
    return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
  });
  const columns =
    flags.length === 0
      ? sql`1 as one`
      : sql.join(
          flags.map((condition, index) => sql`(${condition}) as ${sql.identifier(`f${index}`)}`),
          sql`, `,
        );
  const result = (await db.execute(
    sql`select ${sql.join(
      counted.map(
        (where, index) => sql`(count(*) filter (where ${where}))::int as ${sql.identifier(`c${index}`)}`,
      ),
      sql`, `,
    )} from (select ${columns} ${source}) as flags`,
  )) as unknown as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  const value = new Map(choices.map((choice, index) => [choice.key, Number(row[`c${index}`] ?? 0)]));
  return (key) => value.get(key) ?? 0;
}

/**
 * The values of `value` (a text over the rows of `source`, which ends with its `where`) with the
 * most rows, `limit` of them at most (all when null), and the chosen one; grouped by `key` (the
 * value itself, or its folded form from a `foldedKeys` join), each written as most rows write it.
 * The chosen one comes last when no row has it.
 */
export async function topValues(
  db: Database,
  source: SQL,
  options: { value: SQL; key: SQL; limit: number | null; chosen: string | undefined; folded: boolean },
): Promise<string[]> {
  const { value, key } = options;
  const chosenKey =
    options.chosen === undefined
      ? sql`null`
      : options.folded
        ? foldedValue(options.chosen)
        : sql`${options.chosen}`;
  const limit =
    options.limit === null ? sql`` : sql`where ranked.rank <= ${options.limit} or ranked.key = ${chosenKey}`;
  const result = (await db.execute(
    sql`select ranked.value from (select mode() within group (order by ${value}) as value, ${key} as key,
        row_number() over (order by count(*) desc, ${key}) as rank
      ${source} and ${value} is not null group by ${key}) as ranked ${limit} order by ranked.rank`,
  )) as unknown as { rows: { value: string }[] };
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

/**
 * The places a counts answer offers over `source` (whose rows have a venue, joined as `lieux`, and
 * its folded city `villeKey`): the cities and départements with the most rows, and the chosen
 * ones, each a choice of the `place` dimension (a city or a département replaces both).
 */
export async function placeChoices(
  db: Database,
  source: SQL,
  query: PlaceFilter,
  villeKey: SQL,
): Promise<{
  choices: Choice<"place">[];
  answer: (count: (key: string) => number) => {
    villes: { ville: string; count: number }[];
    departements: { code: string; count: number }[];
  };
}> {
  const [villes, departements] = await Promise.all([
    topValues(db, source, {
      value: sql`${lieux.ville}`,
      key: villeKey,
      limit: COUNTED_PLACES,
      chosen: query.ville,
      folded: true,
    }),
    topValues(db, source, {
      value: sql`${lieux.departement}`,
      key: sql`${lieux.departement}`,
      limit: COUNTED_PLACES,
      chosen: query.departement,
      folded: false,
    }),
  ]);
  return {
    choices: [
      ...villes.map((ville) => ({
        key: `ville:${ville}`,
        dimension: "place" as const,
        where: placeCondition({ ville }, villeKey),
      })),
      ...departements.map((code) => ({
        key: `departement:${code}`,
        dimension: "place" as const,
        where: placeCondition({ departement: code }),
      })),
    ],
    answer: (count) => ({
      villes: villes.map((ville) => ({ ville, count: count(`ville:${ville}`) })),
      departements: departements.map((code) => ({ code, count: count(`departement:${code}`) })),
    }),
  };
}

/** Each family as a choice: the families asked plus this one. */
export function familyChoices(asked: readonly AccessibilityFamily[] | undefined): Choice<"accessibility">[] {
  return ACCESSIBILITY_FAMILIES.map((family) => ({
    key: `accessibility:${family}`,
    dimension: "accessibility",
    where: familiesCondition([...(asked ?? []), family]),
  }));
}

/** The families' counts of an answer. */
export function familyCounts(count: (key: string) => number): Record<AccessibilityFamily, number> {
  return Object.fromEntries(
    ACCESSIBILITY_FAMILIES.map((family) => [family, count(`accessibility:${family}`)]),
  ) as Record<AccessibilityFamily, number>;
}
