import { eventMessages } from "@culture-patrimoine/contract/messages";
import { and, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, lieux } from "../../db/schema.ts";
import { NotFoundError } from "../../errors.ts";
import {
  arrayParameter,
  type JsonPage,
  jsonTextArray,
  jsonValueText,
  pictureAddressText,
  preparedColumns,
  statementColumn,
} from "../../lib/json-text.ts";
import { countCap } from "../../lib/list.ts";
import { preparedFor } from "../../lib/prepared.ts";
import { type ListQuery, pageKeyOf } from "./events-list.ts";

// The events lists' items written by PostgreSQL as JSON text (decision 054): the same fields, in
// the same order (eventSchema's, which the serializer followed) and with the same values as
// toEvent and toSession write them. events.service.ts reads the page's keys first (events-list.ts).

/** Who reads a list (events.service.ts EventReader): what they see of hidden events and venues. */
export type ListReader =
  | { kind: "public" }
  | { kind: "owner"; organisationId: number }
  | { kind: "administrator" };

/**
 * The venue joined beside an event: public, or also the owner's own (the placeholder
 * `organisationId`), every one for an administrator.
 */
function venueJoin(kind: ListReader["kind"]): SQL {
  const same = eq(lieux.id, events.lieu_id);
  if (kind === "administrator") return same;
  if (kind === "owner") {
    return and(
      same,
      or(lieux.is_public, eq(lieux.organisation_id, sql.placeholder("organisationId"))),
    ) as SQL;
  }
  return and(same, lieux.is_public) as SQL;
}

/**
 * A session of the current `event_sessions` row as toSession writes it, at the instant `now`: the
 * parts kept with its row (migration 0018: id to capacity, and its cancellation) around the places,
 * the waiting list and the state, which move with bookings and time.
 */
function sessionText(now: SQL): SQL<string> {
  const session = eventSessions;
  return sql<string>`${session.item_head} || ',"places_taken":' || ${session.places_taken}
    || ',"places_left":' || case when ${session.capacity} is null then 'null'
      else greatest(0, ${session.capacity} - ${session.places_taken})::text end
    || ',"waitlist_places":' || (select coalesce(sum(waiting.nombre_places), 0) from participations waiting
      where waiting.session_id = ${session.id} and waiting.status = 'waitlisted')
    || ',"state":' || case when ${session.cancelled_at} is not null then '"cancelled"'
      when ${session.starts_at} <= ${now} then '"past"'
      when ${session.capacity} is not null and ${session.places_taken} >= ${session.capacity} then '"full"'
      else '"open"' end
    || ${session.item_tail}`;
}

/**
 * The next session of each listed event (the row's `events`), as `next.json` (null when none): one
 * probe of event_sessions_next_idx per event, which reads the first entry after `at` (about 1.3 µs).
 * Joined instead from one DISTINCT ON pass over the listed events' sessions, a prepared statement's
 * generic plan, which expects a few events, scanned that pass again for each (the complete list:
 * 38 ms, against 7 ms).
 */
function nextSessionOfEach(at: SQL): SQL {
  const session = eventSessions;
  return sql`lateral (select ${sessionText(at)} as json from ${eventSessions}
    where ${session.event_id} = ${events.id} and ${session.cancelled_at} is null and ${session.starts_at} > ${at}
    order by ${session.starts_at}, ${session.id} limit 1) as next`;
}

/**
 * Every session of the row's event, in time order, as getEvent answers them (`sessions`, at `now`).
 */
function sessionsOfRow(at: SQL): SQL<string> {
  const session = eventSessions;
  return jsonTextArray(
    sql`${eventSessions} where ${session.event_id} = ${events.id}`,
    sessionText(at),
    sql`${session.starts_at}, ${session.id}`,
  );
}

interface ItemOptions {
  publicUrl: SQLWrapper | string;
  kind: ListReader["kind"];
  /** sort=distance: `keys.distance_km`. */
  distances: boolean;
  /** The event's own answer: every session (sessionsOfRow) after the next one. */
  sessions?: SQL<string>;
}

/**
 * An event's item in eventSchema's order (ownEventSchema's for an owner or an administrator): the
 * parts kept with its row (migration 0017, decision 056) around what moves, its picture's address,
 * its venue as the reader may see it, its next session, and what the reader sees of moderation.
 */
function eventItem({ publicUrl, kind, distances, sessions }: ItemOptions): SQL<string> {
  const image = jsonValueText(pictureAddressText(events.image_url, publicUrl));
  const moderation =
    kind === "public"
      ? sql`',"moderation_status":"published"}'`
      : sql`',"moderation_status":' || to_json(${events.moderation_status})::text
        || ',"moderation_reason":' || ${jsonValueText(events.moderation_reason)}
        || ',"owner_suspended":' || ${events.owner_suspended}::text || '}'`;
  return sql<string>`${events.item_head} || ',"image_url":' || ${image} || ',' || ${events.item_middle}
    || ',"lieu":' || coalesce(${lieux.item_ref}, 'null')
    || ',"next_session":' || coalesce(next.json, 'null')
    ${sessions ? sql`|| ',"sessions":' || ${sessions}` : sql``} || ',' || ${events.item_tail}
    ${distances ? sql`|| ',"distance_km":' || ${jsonValueText(sql`keys.distance_km`)}` : sql``}
    || ${moderation}`;
}

/**
 * The statement of eventListText for one kind of reader, with or without distances: the ids (and
 * their distances) as two array placeholders, whatever their number, so that one prepared
 * statement serves every page and the longest list. Its generic plan, which guesses ten ids, costs
 * what a plan made for the ids does since each next session is one index probe (1 000 ids: PGlite
 * 10.4 against 10.5 ms, PostgreSQL 9.9 against 10.1 ms); with one pass over the next sessions it
 * cost three times more, and the longest lists were planned on every call.
 */
function eventListStatement(kind: ListReader["kind"], distances: boolean) {
  return preparedColumns(`event_list_${kind}${distances ? "_by_distance" : ""}`, () => {
    const at = sql`${sql.placeholder("now")}::timestamptz`;
    const item = eventItem({ publicUrl: sql`${sql.placeholder("publicUrl")}::text`, kind, distances });
    const idList = sql`${sql.placeholder("ids")}::int[]`;
    // Distances only by distance: a plain list's statement takes no array of nulls.
    const keys = distances
      ? sql`unnest(${idList}, ${sql.placeholder("distances")}::float8[]) with ordinality as keys(id, distance_km, n)`
      : sql`unnest(${idList}) with ordinality as keys(id, n)`;
    const from = sql`${keys}
      join ${events} on ${events.id} = keys.id ${kind === "public" ? sql`and ${events.is_public}` : sql``}
      left join ${lieux} on ${venueJoin(kind)}
      left join ${nextSessionOfEach(at)} on true`;
    return { json: jsonTextArray(from, item, sql`keys.n`) };
  });
}

function statementsOf(kind: ListReader["kind"]) {
  return { plain: eventListStatement(kind, false), byDistance: eventListStatement(kind, true) };
}
const eventListStatements = {
  public: statementsOf("public"),
  owner: statementsOf("owner"),
  administrator: statementsOf("administrator"),
};

/**
 * The events of `ids` as one JSON array text, in the order of `ids`; `distances` (sort=distance)
 * adds each one's `distance_km`. The public reads only public events: an id of a hidden one
 * (hidden meanwhile) is left out, as the row read by id was.
 */
export async function eventListText(
  db: Database,
  ids: readonly number[],
  options: {
    publicUrl: string;
    now: Date;
    reader: ListReader;
    distances?: ReadonlyMap<number, number | null>;
  },
): Promise<string> {
  if (ids.length === 0) return "[]";
  const { publicUrl, now, reader, distances } = options;
  const statements = eventListStatements[reader.kind];
  const statement = (distances ? statements.byDistance : statements.plain)(db);
  const [row] = await statement.execute({
    now: now.toISOString(),
    publicUrl,
    ids: arrayParameter(ids),
    ...(distances && { distances: arrayParameter(ids.map((id) => distances.get(id) ?? null)) }),
    ...(reader.kind === "owner" && { organisationId: reader.organisationId }),
  });
  return row?.json ?? "[]";
}

/**
 * GET /api/events as SPEC's client asks it, without search, filter, sort or cursor (the complete
 * list, or its pages by offset): the keys, the items, the total and the next page's cursor in one
 * prepared statement, what listEventKeys and eventListText answer together, byte for byte
 * (`event-json.test.ts`). The keys are those listEventKeys reads (the public events in list order,
 * counted up to the cap), but they stay in the database: no thousand ids to the API and back, no
 * cursor written for every row, and one plan for every call (decision 056).
 */
const plainListStatement = preparedFor((db) => {
  const at = sql`${sql.placeholder("now")}::timestamptz`;
  const first = sql`${sql.placeholder("offset")}::int`;
  const end = sql`${sql.placeholder("end")}::int`;
  const keys = sql`select ${events.id} as id, ${events.date_start} as date_start,
      row_number() over (order by ${events.date_start}, ${events.id}) as n
    from ${events} where ${events.is_public}
    order by ${events.date_start}, ${events.id} limit ${sql.placeholder("count")}::int`;
  const item = eventItem({
    publicUrl: sql`${sql.placeholder("publicUrl")}::text`,
    kind: "public",
    distances: false,
  });
  const items = jsonTextArray(
    sql`page join ${events} on ${events.id} = page.id
      left join ${lieux} on ${venueJoin("public")}
      left join ${nextSessionOfEach(at)} on true`,
    item,
    sql`page.n`,
  );
  const list = sql`(with keys as materialized (${keys}),
      page as (select keys.id, keys.n from keys where keys.n > ${first} and keys.n <= ${end})
    select ${items} as json, (select count(*)::int from keys) as total,
      (select ${pageKeyOf} from keys where keys.n = ${end}
        and exists (select from keys as beyond where beyond.n = ${end} + 1)) as next) as list`;
  return db
    .select({
      json: sql<string>`list.json`,
      total: sql<number>`list.total`,
      next: sql<string | null>`list.next`,
    })
    .from(list)
    .prepare("event_list_public_plain");
});

/**
 * A list query with none of its search, filters or cursor, in list order (`sort=date`, the
 * default): only `limit` and `offset` to read. A key unknown here counts as a filter.
 */
function isPlain(query: ListQuery): boolean {
  return Object.entries(query).every(
    ([key, value]) =>
      key === "limit" ||
      key === "offset" ||
      (key === "sort" && value === "date") ||
      value === undefined ||
      value === false ||
      (Array.isArray(value) && value.length === 0),
  );
}

/**
 * The public list's page as plainListStatement writes it, or undefined when the query is not plain
 * (listEventsText then).
 */
export async function plainEventListText(
  db: Database,
  query: ListQuery,
  options: { publicUrl: string; now: Date },
): Promise<JsonPage | undefined> {
  if (!isPlain(query)) return undefined;
  const cap = countCap(query);
  const [row] = await plainListStatement(db).execute({
    now: options.now.toISOString(),
    publicUrl: options.publicUrl,
    offset: query.offset,
    end: query.offset + query.limit,
    count: cap + 1,
  });
  const total = Number(row?.total ?? 0);
  return { json: row?.json ?? "[]", total, bounded: total > cap, next: row?.next ?? null };
}

/**
 * GET /api/events/{id}: the public event with its sessions, what getEvent and the serializer write,
 * byte for byte (event-json.test.ts); the item of the lists with every session, in one statement.
 */
const publicEventStatement = preparedColumns("event_public_json", () => {
  const at = sql`${sql.placeholder("now")}::timestamptz`;
  const item = eventItem({
    publicUrl: sql`${sql.placeholder("publicUrl")}::text`,
    kind: "public",
    distances: false,
    sessions: sessionsOfRow(at),
  });
  const event = sql`select ${item} from ${events}
    left join ${lieux} on ${venueJoin("public")}
    left join ${nextSessionOfEach(at)} on true
    where ${events.id} = ${sql.placeholder("id")}::int and ${events.is_public}`;
  return { json: statementColumn<string | null>(event) };
});

/** The public event of `id` as JSON text; NotFoundError when the public may not see it. */
export async function publicEventText(
  db: Database,
  id: number,
  options: { publicUrl: string; now: Date },
): Promise<string> {
  const [row] = await publicEventStatement(db).execute({
    id,
    now: options.now.toISOString(),
    publicUrl: options.publicUrl,
  });
  if (!row?.json) throw new NotFoundError(eventMessages.notFound);
  return row.json;
}
