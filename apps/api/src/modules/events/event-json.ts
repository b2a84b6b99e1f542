import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { and, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { eventSessions, events, lieux } from "../../db/schema.ts";
import {
  arrayParameter,
  canonicalFamiliesText,
  jsonArrayText,
  nullableParisIsoText,
  parisIsoText,
  pictureAddressText,
  preparedColumns,
  replannedColumns,
} from "../../lib/json-text.ts";

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

/** A session of the current `event_sessions` row as toSession writes it, at the instant `now`. */
function sessionFields(now: SQL): SQL {
  const session = eventSessions;
  return sql`${session.id} as id, ${session.event_id} as event_id,
    ${parisIsoText(session.starts_at)} as starts_at, ${nullableParisIsoText(session.ends_at)} as ends_at,
    ${session.capacity} as capacity, ${session.places_taken} as places_taken,
    case when ${session.capacity} is null then null
      else greatest(0, ${session.capacity} - ${session.places_taken}) end as places_left,
    (select coalesce(sum(waiting.nombre_places), 0)::int from participations waiting
      where waiting.session_id = ${session.id} and waiting.status = 'waitlisted') as waitlist_places,
    case when ${session.cancelled_at} is not null then 'cancelled'
      when ${session.starts_at} <= ${now} then 'past'
      when ${session.capacity} is not null and ${session.places_taken} >= ${session.capacity} then 'full'
      else 'open' end as state,
    ${nullableParisIsoText(session.cancelled_at)} as cancelled_at`;
}

interface FieldOptions {
  publicUrl: SQLWrapper | string;
  kind: ListReader["kind"];
  /** sort=distance: `keys.distance_km`. */
  distances: boolean;
}

/** An event's fields in eventSchema's order (ownEventSchema's for an owner or an administrator). */
function eventFields({ publicUrl, kind, distances }: FieldOptions): SQL {
  const owner = kind !== "public";
  return sql`${events.id} as id, ${events.title} as title, ${events.description} as description,
      ${events.category} as category, ${parisIsoText(events.date_start)} as date_start,
      ${nullableParisIsoText(events.date_end)} as date_end, ${events.price_cents}::float8 / 100 as price,
      ${events.payment_mode} as payment_mode, ${pictureAddressText(events.image_url, publicUrl)} as image_url,
      ${events.image_alt} as image_alt, ${events.lieu_id} as lieu_id, ${events.user_id} as user_id,
      ${events.organisation_id} as organisation_id, ${parisIsoText(events.created_at)} as created_at,
      case when ${lieux.id} is null then null
        else (select row_to_json(venue) from (select ${lieux.id} as id, ${lieux.nom} as nom, ${lieux.ville} as ville) as venue)
      end as lieu,
      case when next.id is null then null else row_to_json(next) end as next_session,
      ${canonicalFamiliesText(events.accessibility)} as accessibility, ${events.accessibility_details} as accessibility_details,
      ${distances ? sql`keys.distance_km as distance_km,` : sql``}
      ${owner ? sql`${events.moderation_status}` : sql`'published'`} as moderation_status
      ${owner ? sql`, ${events.moderation_reason} as moderation_reason, ${events.owner_suspended} as owner_suspended` : sql``}`;
}

/**
 * The statement of eventListText for one kind of reader, with or without distances: the ids (and
 * their distances) as two array placeholders, whatever their number, so that one prepared
 * statement serves every page and the complete list.
 */
function eventListStatement(kind: ListReader["kind"], distances: boolean, planned: "once" | "per call") {
  const columns = () => {
    const at = sql`${sql.placeholder("now")}::timestamptz`;
    const fields = eventFields({ publicUrl: sql`${sql.placeholder("publicUrl")}::text`, kind, distances });
    const idList = sql`${sql.placeholder("ids")}::int[]`;
    const session = eventSessions;
    // The next session of every listed event in one pass (DISTINCT ON), joined: one index probe
    // and sort per event cost more than the rest of its item.
    const next = sql`(select distinct on (${session.event_id}) ${sessionFields(at)} from ${eventSessions}
        where ${session.event_id} = any(${idList}) and ${session.cancelled_at} is null and ${session.starts_at} > ${at}
        order by ${session.event_id}, ${session.starts_at}, ${session.id}) as next`;
    // Distances only by distance: a plain list's statement takes no array of nulls.
    const keys = distances
      ? sql`unnest(${idList}, ${sql.placeholder("distances")}::float8[]) with ordinality as keys(id, distance_km, n)`
      : sql`unnest(${idList}) with ordinality as keys(id, n)`;
    const from = sql`${keys}
      join ${events} on ${events.id} = keys.id ${kind === "public" ? sql`and ${events.is_public}` : sql``}
      left join ${lieux} on ${venueJoin(kind)}
      left join ${next} on next.event_id = ${events.id}`;
    return { json: jsonArrayText(from, fields, sql`keys.n`) };
  };
  return planned === "once"
    ? preparedColumns(`event_list_${kind}${distances ? "_by_distance" : ""}`, columns)
    : replannedColumns(columns);
}

/**
 * Up to a page's worth of ids, the prepared statement's generic plan (it guesses ten ids: index
 * probes, and the next sessions scanned again for each event) is the cheaper one; for the complete
 * list, a plan made for its number of ids (hash joins). On PGlite, 1 000 events: generic plan
 * 24 ids 0.97 ms, 200 ids 5.3 ms, 1 000 ids 71.9 ms; planned for them 6.6, 10.3 and 24.1 ms.
 */
const GENERIC_PLAN_MAX_IDS = LIST_MAX_LIMIT;

function statementsOf(kind: ListReader["kind"]) {
  const both = (distances: boolean) => ({
    prepared: eventListStatement(kind, distances, "once"),
    replanned: eventListStatement(kind, distances, "per call"),
  });
  return { plain: both(false), byDistance: both(true) };
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
  const variant = (distances ? statements.byDistance : statements.plain)[
    ids.length > GENERIC_PLAN_MAX_IDS ? "replanned" : "prepared"
  ];
  const statement = variant(db);
  const [row] = await statement.execute({
    now: now.toISOString(),
    publicUrl,
    ids: arrayParameter(ids),
    ...(distances && { distances: arrayParameter(ids.map((id) => distances.get(id) ?? null)) }),
    ...(reader.kind === "owner" && { organisationId: reader.organisationId }),
  });
  return row?.json ?? "[]";
}
