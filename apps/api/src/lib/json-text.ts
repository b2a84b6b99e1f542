import { UPLOADS_PREFIX } from "@culture-patrimoine/contract/routes";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Database } from "../db/client.ts";
import { type Page, sendPage } from "./list.ts";
import { preparedFor } from "./prepared.ts";

// Answers whose JSON text PostgreSQL writes (docs/decisions/054-database-builds-the-json.md): the
// rows never become JavaScript objects, and the text is sent as it comes, without a parse and a
// serialization of every field. These helpers write what the JavaScript mappers (toParisIso,
// pictureAddress…) write, so that both ways answer the same text.

// The three formats below are SQL functions of migration 0017, which the triggers keeping list
// items (decision 056) call too: one definition for what is written with a row and what a read writes.
// paris_iso_text and canonical_families are one expression each, which PostgreSQL inlines where it
// is called; double_json is not (doubleJsonText).

/**
 * An instant as toParisIso writes it: Paris wall clock to the whole second, and its offset
 * ("2026-12-10T20:30:00+01:00"); null for a null instant. The wall clock is the JSON text of a
 * timestamp (ISO, whatever DateStyle), five times cheaper than to_char.
 */
export function parisIsoText(instant: SQLWrapper): SQL<string | null> {
  return sql<string | null>`paris_iso_text(${instant})`;
}

/**
 * A double precision number as JSON.stringify writes it. PostgreSQL writes the same shortest digits,
 * but in exponent form below 1e-4 where JavaScript waits for 1e-6 (5e-05 against 0.00005) and with
 * a two-digit exponent (1e-07 against 1e-7): a coordinate a few metres from the Greenwich meridian.
 */
export function doubleJsonText(value: SQLWrapper): SQL<number | null> {
  // double_json holds a sub-select, so PostgreSQL does not inline it: each call runs as a function
  // of its own (a route page's ten coordinates cost 0.6 ms so). Only values under 1e-4 need it.
  return sql<number | null>`(case when ${value} is null then null
    when ${value} = 0 or abs(${value}) >= 1e-4 then to_json(${value}) else double_json(${value}) end)`;
}

/**
 * canonicalFamilies (contract): the stored accessibility families in the label's order, each once
 * (one `case` per family: half the cost per row of a sub-select over the label's list).
 */
export function canonicalFamiliesText(stored: SQLWrapper): SQL<string[]> {
  return sql<string[]>`canonical_families(${stored})`;
}

/** A stored picture as pictureAddress answers it: one of ours under PUBLIC_URL, another as it is. */
export function pictureAddressText(column: SQLWrapper, publicUrl: SQLWrapper | string): SQL<string | null> {
  return sql<string | null>`case when starts_with(${column}, ${UPLOADS_PREFIX}) then ${publicUrl} || ${column}
    else ${column} end`;
}

/**
 * Items written as JSON text (from the parts kept with their rows, decision 056) as one JSON array
 * text, joined by "," in `order`. json_agg would put a space and a line break between items;
 * row_to_json and string concatenation write compact JSON, as JSON.stringify does.
 */
export function jsonTextArray(from: SQL, item: SQL<string>, order: SQL): SQL<string> {
  return sql<string>`(select ${jsonTextAgg(item, order)} from ${from})`;
}

/** jsonTextArray's aggregate, for a statement that reads other aggregates of the same rows. */
export function jsonTextAgg(item: SQL<string>, order: SQL): SQL<string> {
  return sql<string>`'[' || coalesce(string_agg(${item}, ',' order by ${order}), '') || ']'`;
}

/** A value as the JSON text of a member (`null` for null), to put between kept parts of an item. */
export function jsonValueText(value: SQLWrapper): SQL<string> {
  return sql<string>`coalesce(to_json(${value})::text, 'null')`;
}

/** `{1,2,3}` as one parameter (an int[] or float8[] once cast), whatever the number of values. */
export function arrayParameter(values: readonly (number | null)[]): string {
  return `{${values.map((value) => (value === null ? "NULL" : String(value))).join(",")}}`;
}

/**
 * A statement of these columns (JSON text, totals), built once per database handle and prepared
 * under `name` (lib/prepared.ts); its values are `sql.placeholder(…)`s given to `execute({ … })`.
 * These statements are long: on PostgreSQL, parsing and planning one cost more than running it for
 * a page of 24 (the complete list's: 2.5 ms to parse, 8 ms to plan), once per pooled connection
 * now instead of on every request. `name` must name one text: one per variant of the statement.
 */
export function preparedColumns<Columns extends Record<string, SQL>>(name: string, columns: () => Columns) {
  return preparedFor((db) => columnsStatement(db, columns).prepare(name));
}

/**
 * A whole statement as one selected column of preparedColumns. Nested in its own sql: drizzle writes
 * a column at the top of a selected field without its table when the statement reads one table
 * (here preparedColumns' one-row values), and a bare "id" is then ambiguous or another table's.
 */
export function statementColumn<T>(statement: SQL): SQL<T> {
  return sql<T>`(${statement})`;
}

function columnsStatement<Columns extends Record<string, SQL>>(db: Database, columns: () => Columns) {
  return db.select(columns()).from(sql`(values (1)) as one_row`);
}

/** A page whose items are already JSON text. */
export interface JsonPage extends Omit<Page<never>, "items"> {
  json: string;
}

/** JSON text as it is: Fastify sends a string of a JSON type without serializing it. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}

/** sendPage's headers (total, bounded, next), then the page's text as it is. */
export function sendJsonPage(reply: FastifyReply, page: JsonPage): FastifyReply {
  sendPage(reply, { ...page, items: [] });
  return sendJson(reply, page.json);
}
