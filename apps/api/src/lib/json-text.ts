import { ACCESSIBILITY_FAMILIES } from "@culture-patrimoine/contract/constants";
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

/**
 * An instant as toParisIso writes it: Paris wall clock to the whole second, and its offset
 * ("2026-12-10T20:30:00+01:00"). The wall clock is the JSON text of a timestamp (ISO, whatever
 * DateStyle), five times cheaper than to_char; Paris has had no negative offset since 1911, and
 * the two offsets of our dates are written without to_char.
 */
export function parisIsoText(instant: SQLWrapper): SQL<string> {
  const wall = sql`(${instant} at time zone 'Europe/Paris')`;
  const offset = sql`(${wall} - (${instant} at time zone 'UTC'))`;
  return sql<string>`(btrim(to_json(date_trunc('second', ${wall}))::text, '"') || case ${offset}
    when '01:00' then '+01:00' when '02:00' then '+02:00' else '+' || to_char(${offset}, 'HH24:MI') end)`;
}

/** parisIsoText, or null for a null instant. */
export function nullableParisIsoText(instant: SQLWrapper): SQL<string | null> {
  return sql<string | null>`case when ${instant} is null then null else ${parisIsoText(instant)} end`;
}

/**
 * A double precision number as JSON.stringify writes it. PostgreSQL writes the same shortest digits,
 * but in exponent form below 1e-4 where JavaScript waits for 1e-6 (5e-05 against 0.00005) and with
 * a two-digit exponent (1e-07 against 1e-7): a coordinate a few metres from the Greenwich meridian.
 */
export function doubleJsonText(value: SQLWrapper): SQL<number | null> {
  return sql<number | null>`case when ${value} = 0 or abs(${value}) >= 1e-4 then to_json(${value})
    else (select (m[1] || case when m[4]::int < 7 then '0.' || repeat('0', m[4]::int - 1) || m[2] || coalesce(m[3], '')
      else m[2] || coalesce('.' || m[3], '') || 'e-' || m[4]::int end)::json
      from regexp_match(${value}::text, '^(-?)(\\d)(?:\\.(\\d+))?e-(\\d+)$') as m) end`;
}

/**
 * canonicalFamilies (contract): the stored accessibility families in the label's order, each once.
 * One `case` per family rather than a sub-select over the label's list: the same array at half the
 * cost per row (0.29 against 0.58 µs on PostgreSQL), a column of every venue and event of a list.
 */
export function canonicalFamiliesText(stored: SQLWrapper): SQL<string[]> {
  const kept = ACCESSIBILITY_FAMILIES.map(
    (family) => sql`case when ${sql.raw(`'${family}'`)} = any(${stored}) then ${sql.raw(`'${family}'`)} end`,
  );
  return sql<string[]>`array_remove(array[${sql.join(kept, sql`, `)}]::text[], null)`;
}

/** A stored picture as pictureAddress answers it: one of ours under PUBLIC_URL, another as it is. */
export function pictureAddressText(column: SQLWrapper, publicUrl: SQLWrapper | string): SQL<string | null> {
  return sql<string | null>`case when starts_with(${column}, ${UPLOADS_PREFIX}) then ${publicUrl} || ${column}
    else ${column} end`;
}

/**
 * Rows as one JSON array text: for each row of `from`, an item of `fields` (a select list whose
 * columns, in order, are the item's fields; row_to_json writes them compactly, as JSON.stringify
 * does), joined by "," in `order` rather than by json_agg, which puts a space and a line break
 * between items.
 */
export function jsonArrayText(from: SQL, fields: SQL, order: SQL, where?: SQL): SQL<string> {
  return sql<string>`(select '[' || coalesce(string_agg(row_to_json(item)::text, ',' order by ${order}), '')
    || ']' from ${from} cross join lateral (select ${fields}) as item ${where ? sql`where ${where}` : sql``})`;
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
 * preparedColumns's statement without a name: drizzle builds its SQL once, and the database parses
 * and plans it on every call, for the values of that call. For a statement whose best plan depends
 * on how many values an array parameter holds: after five calls, a prepared statement runs the
 * generic plan, which guesses ten (the events of the complete list, event-json.ts).
 */
export function replannedColumns<Columns extends Record<string, SQL>>(columns: () => Columns) {
  // drizzle's own `execute()` prepares without a name, as here.
  return preparedFor((db) => columnsStatement(db, columns).prepare(undefined as unknown as string));
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
