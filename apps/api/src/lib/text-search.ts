import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

// PostgreSQL's full-text search in French, accents ignored, for every kind (events, venues, routes,
// sites): the `french_unaccent` configuration and the search_vector columns of migration 0016
// (docs/decisions/050-french-full-text-search.md). One way to turn a visitor's words into a query,
// one way to test a document, one way to correct a typo.

/** The configuration every document and query of the platform is analysed with. */
const CONFIGURATION = sql.raw("'french_unaccent'::regconfig");

/** At most this many words of a search are kept (each costs an index lookup). */
const MAX_WORDS = 10;

/**
 * The words of a search, split on spaces: several match in any order and must all appear. A
 * « word » without a letter or a digit (« % », « — ») is dropped.
 */
export function searchWords(q: string): string[] {
  return [...new Set(q.split(/\s+/).filter((word) => tokensOf(word).length > 0))].slice(0, MAX_WORDS);
}

/** Lower case, accents removed: how the words of search_words are kept. */
export function foldedWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Words a visitor means alike, which stemming alone does not join: a récital is a concert. Folded;
 * a word of the search matches any of its alternatives. Kept tiny on purpose (decision 050): it is
 * not a thesaurus.
 */
const SAME_MEANING: Readonly<Record<string, readonly string[]>> = {
  concert: ["recital"],
  concerts: ["recitals"],
  recital: ["concert"],
  recitals: ["concerts"],
};

/** Parts of a word the text-search parser would split it into: letters and digits. */
function tokensOf(word: string): string[] {
  return word.split(/[^\p{L}\p{N}]+/u).filter((token) => token !== "");
}

/** A token shorter than this is matched whole: as a prefix it would match a large part of the lexicon. */
const MIN_PREFIX_LENGTH = 3;

/**
 * The word as a query: each of its tokens, analysed like the documents (a stop word drops out, an
 * inflection meets its stem), as a prefix when it has three letters or more, so that the beginning
 * of a word finds it (« cathédr » finds « cathédrale ») as the substring search did. A number is
 * matched whole (« 12 » is not « 120 »). The tokens hold only letters and digits: nothing of the
 * visitor's text reaches to_tsquery's syntax.
 */
function wordQuery(word: string, weights = ""): SQL {
  const operands = tokensOf(word).map((token) =>
    /^\p{N}+$/u.test(token) || [...token].length < MIN_PREFIX_LENGTH
      ? `'${token}'${weights && `:${weights}`}`
      : `'${token}':*${weights}`,
  );
  return sql`to_tsquery(${CONFIGURATION}, ${operands.join(" & ")})`;
}

/** Which parts of a document a query reads: `A` the title alone (see searchDocument's weights). */
export interface SearchOptions {
  weights?: "A";
}

/**
 * The search as one tsquery: every word (or one of its alternatives) must appear. Stop words
 * (« de », « la ») drop out; plurals and inflections meet at their stem. Words without a letter or
 * a digit are no words (see searchWords).
 */
export function searchQuery(words: readonly string[], options: SearchOptions = {}): SQL {
  const perWord = words.map((word) => {
    const alternatives = [word, ...(SAME_MEANING[foldedWord(word)] ?? [])];
    const query = sql.join(
      alternatives.map((alternative) => wordQuery(alternative, options.weights)),
      sql` || `,
    );
    return alternatives.length > 1 ? sql`(${query})` : query;
  });
  return sql.join(perWord, sql` && `);
}

/**
 * The document `vector` holds every word of the search (`@@`, read from its GIN index). No word (a
 * search of punctuation only) matches nothing.
 */
export function matchesSearch(vector: SQL, words: readonly string[], options: SearchOptions = {}): SQL {
  if (words.length === 0) return sql`false`;
  const query = sql`${vector} @@ (${searchQuery(words, options)})`;
  if (words.length === 1) return query;
  // The planner multiplies the chances of the words, as if they were independent: « concert
  // orgue », each in one title in ten and together in the same titles, was expected in one in a
  // thousand, so it read every such title of the past from the GIN index to sort them (6 800 blocks
  // at 100 000 events) instead of walking the upcoming ones in order. It sees the longest word
  // alone (the likeliest to be rare): one word's chance, from the column's statistics, is right.
  // ts_match_vq is `@@` itself, which the planner does not estimate; the result is the same.
  const longest = [...words].sort((a, b) => [...b].length - [...a].length)[0] as string;
  return sql`(${vector} @@ (${searchQuery([longest], options)}) and ts_match_vq(${vector}, (${searchQuery(words, options)})))`;
}

/** Relevance of a document, title (A) above place (B) above description (C): ts_rank's weights. */
export function searchRank(vector: SQL, words: readonly string[]): SQL<number> {
  return sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${vector}, (${searchQuery(words)}))`;
}

/** Words shorter than this are never corrected: a typo in them has too few trigrams to tell. */
const MIN_CORRECTED_LENGTH = 4;

/**
 * A search that found nothing, corrected: each word that is not a known word (search_words: the
 * titles, names, cities and themes) is replaced by the known word nearest by trigram similarity
 * (pg_trgm's `%` at its threshold, 0.3, from the trigram index), ties by the shorter word.
 * Null when no word changes. The caller runs the corrected search and says « Résultats pour … »
 * only when it finds something.
 */
export async function correctedSearch(db: Database, words: readonly string[]): Promise<string[] | null> {
  const candidates = words.map(foldedWord).filter((word) => [...word].length >= MIN_CORRECTED_LENGTH);
  if (candidates.length === 0) return null;
  const result = (await db.execute(sql`select input, (
      select word from search_words where word % input and word <> input
      order by similarity(word, input) desc, length(word), word limit 1) as nearest,
      exists (select 1 from search_words where word = input) as known
    from unnest(array[${sql.join(
      candidates.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as input`)) as unknown as {
    rows: { input: string; nearest: string | null; known: boolean }[];
  };
  const replacement = new Map(
    result.rows
      .filter((row) => !row.known && row.nearest !== null)
      .map((row) => [row.input, row.nearest as string]),
  );
  if (replacement.size === 0) return null;
  return words.map((word) => replacement.get(foldedWord(word)) ?? word);
}
