import type {
  ModeratedKind,
  ModerationStatus,
  VerificationStatus,
} from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { formatSessionTimes } from "@culture-patrimoine/contract/french-dates";
import { formatPrice } from "@culture-patrimoine/contract/french-money";
import { moderationMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type {
  ModerationItem,
  ModerationItemDetail,
  ModerationQueueQuery,
} from "@culture-patrimoine/contract/schemas/moderation";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { NotFoundError } from "../../errors.ts";
import type { Page, Window } from "../../lib/list.ts";
import { pictureAddress } from "../../lib/picture-address.ts";
import { rowsOf } from "../../lib/rows.ts";

// The administrators' moderation queue (issue 29, decision 047): events, routes, sites and venues
// in one list, by state. One UNION ALL over the four tables, each arm filtered by state (the
// partial *_moderation_queue_idx indexes hold what is not published), joined to the owner.

/** The table, title column and page of each kind. */
const KIND_SOURCES: Record<ModeratedKind, { table: SQL; title: SQL; path: (id: number) => string }> = {
  event: { table: sql.raw("events"), title: sql.raw("title"), path: paths.eventDetail.getHref },
  parcours: { table: sql.raw("parcours"), title: sql.raw("title"), path: paths.parcoursDetail.getHref },
  site: { table: sql.raw("sites"), title: sql.raw("name"), path: paths.siteDetail.getHref },
  lieu: { table: sql.raw("lieux"), title: sql.raw("nom"), path: paths.lieuDetail.getHref },
};

export function tableOfKind(kind: ModeratedKind): SQL {
  return KIND_SOURCES[kind].table;
}

export function titleColumnOfKind(kind: ModeratedKind): SQL {
  return KIND_SOURCES[kind].title;
}

export const MODERATED_KIND_LIST = Object.keys(KIND_SOURCES) as ModeratedKind[];

function arm(kind: ModeratedKind, status: ModerationStatus): SQL {
  const { table, title } = KIND_SOURCES[kind];
  return sql`select ${kind}::text as kind, id, ${title} as title, moderation_status, moderation_reason,
    owner_suspended, created_at, updated_at, user_id from ${table} where moderation_status = ${status}`;
}

interface QueueRow {
  kind: ModeratedKind;
  id: number;
  title: string;
  moderation_status: ModerationStatus;
  moderation_reason: string | null;
  owner_suspended: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  owner_id: number;
  first_name: string;
  last_name: string;
  email: string;
  organization: string | null;
  verification_status: VerificationStatus | null;
  suspended: boolean;
  open_reports: number;
}

function queueSelect(filter: ModerationQueueQuery): SQL {
  const kinds = filter.kind ? [filter.kind] : MODERATED_KIND_LIST;
  const items = sql.join(
    kinds.map((kind) => arm(kind, filter.status)),
    sql` union all `,
  );
  const needle = filter.q?.toLowerCase();
  const search = needle
    ? sql`and (strpos(lower(items.title), ${needle}) > 0 or strpos(lower(coalesce(u.organization, '')), ${needle}) > 0
        or strpos(lower(u.first_name || ' ' || u.last_name), ${needle}) > 0 or strpos(lower(u.email), ${needle}) > 0)`
    : sql``;
  const reported = filter.reported ? sql`and open_reports.count > 0` : sql``;
  return sql`select items.kind, items.id, items.title, items.moderation_status, items.moderation_reason,
      items.owner_suspended, items.created_at, items.updated_at, u.id as owner_id, u.first_name, u.last_name,
      u.email, u.organization, u.verification_status, u.suspended_at is not null as suspended,
      open_reports.count as open_reports
    from (${items}) as items
    join users u on u.id = items.user_id
    cross join lateral (select count(*)::int as count from reports r
      where r.target_type = items.kind and r.target_id = items.id and r.resolved_at is null) as open_reports
    where true ${search} ${reported}`;
}

function toItem(row: QueueRow): ModerationItem {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    moderation_status: row.moderation_status,
    moderation_reason: row.moderation_reason,
    owner_suspended: row.owner_suspended,
    created_at: toParisIso(row.created_at),
    updated_at: toParisIso(row.updated_at),
    owner: {
      id: row.owner_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      organization: row.organization,
      verification_status: row.verification_status,
      suspended: row.suspended,
    },
    open_reports: Number(row.open_reports),
    path: KIND_SOURCES[row.kind].path(row.id),
  };
}

/**
 * A page of the queue. Waiting items come oldest first (first come, first served); any other
 * state newest first, as a history is read.
 */
export async function listModerationQueue(
  db: Database,
  filter: ModerationQueueQuery,
  window: Window,
): Promise<Page<ModerationItem>> {
  const select = queueSelect(filter);
  const order =
    filter.status === "pending" ? sql`updated_at asc, kind, id` : sql`updated_at desc, kind, id desc`;
  const [rows, counted] = await Promise.all([
    rowsOf<QueueRow>(db, sql`${select} order by ${order} limit ${window.limit} offset ${window.offset}`),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from (${select}) as matching`),
  ]);
  return { items: rows.map(toItem), total: Number(counted[0]?.total ?? 0), bounded: false };
}

interface ItemFacts {
  description: string | null;
  image: string | null;
  image_alt: string | null;
  facts: { label: string; value: string }[];
}

const m = moderationMessages.facts;

async function factsOf(db: Database, kind: ModeratedKind, id: number): Promise<ItemFacts> {
  const place = (nom: unknown, ville: unknown) => (nom ? `${nom}, ${ville}` : m.noPlace);
  if (kind === "event") {
    const [row] = await rowsOf<Record<string, string | number | null>>(
      db,
      sql`select e.description, e.image_url as image, e.image_alt, e.category, e.date_start, e.date_end,
        e.price_cents, l.nom, l.ville, (select count(*)::int from event_sessions s where s.event_id = e.id) as sessions
      from events e left join lieux l on l.id = e.lieu_id where e.id = ${id}`,
    );
    if (!row) throw new NotFoundError();
    return {
      description: row.description as string | null,
      image: row.image as string | null,
      image_alt: row.image_alt as string | null,
      facts: [
        { label: m.category, value: String(row.category) },
        {
          label: m.dates,
          value: formatSessionTimes(row.date_start as string, row.date_end as string | null),
        },
        { label: m.place, value: place(row.nom, row.ville) },
        {
          label: m.price,
          value: formatPrice(row.price_cents === null ? null : Number(row.price_cents) / 100),
        },
        { label: m.sessions, value: String(row.sessions) },
      ],
    };
  }
  if (kind === "parcours") {
    const [row] = await rowsOf<Record<string, string | number | null>>(
      db,
      sql`select p.description, p.image, p.image_alt, p.theme, p.difficulty, p.duration, l.nom, l.ville,
        (select count(*)::int from sites s where s.parcours_id = p.id) as steps
      from parcours p left join lieux l on l.id = p.lieu_id where p.id = ${id}`,
    );
    if (!row) throw new NotFoundError();
    return {
      description: row.description as string | null,
      image: row.image as string | null,
      image_alt: row.image_alt as string | null,
      facts: [
        { label: m.theme, value: String(row.theme) },
        { label: m.difficulty, value: String(row.difficulty) },
        { label: m.duration, value: m.minutes(Number(row.duration)) },
        { label: m.place, value: place(row.nom, row.ville) },
        { label: m.steps, value: String(row.steps) },
      ],
    };
  }
  if (kind === "site") {
    const [row] = await rowsOf<Record<string, string | number | null>>(
      db,
      sql`select s.description, s.image, s.image_alt, s.categorie, s.adresse, p.title as parcours
      from sites s left join parcours p on p.id = s.parcours_id where s.id = ${id}`,
    );
    if (!row) throw new NotFoundError();
    return {
      description: row.description as string | null,
      image: row.image as string | null,
      image_alt: row.image_alt as string | null,
      facts: [
        { label: m.category, value: String(row.categorie) },
        { label: m.address, value: (row.adresse as string | null) ?? m.none },
        { label: m.route, value: (row.parcours as string | null) ?? m.none },
      ],
    };
  }
  const [row] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`select description, image, image_alt, adresse, code_postal, ville, pays, site_web from lieux where id = ${id}`,
  );
  if (!row) throw new NotFoundError();
  return {
    description: row.description as string | null,
    image: row.image as string | null,
    image_alt: row.image_alt as string | null,
    facts: [
      {
        label: m.address,
        value: [row.adresse, [row.code_postal, row.ville].filter(Boolean).join(" "), row.pays]
          .filter(Boolean)
          .join(", "),
      },
      { label: m.website, value: (row.site_web as string | null) ?? m.none },
    ],
  };
}

/** One item of the queue with what it says, its open reports and its moderation history. */
export async function getModerationItem(
  db: Database,
  kind: ModeratedKind,
  id: number,
  publicUrl: string,
): Promise<ModerationItemDetail> {
  const [row] = await rowsOf<QueueRow>(db, sql`${queueSelectById(kind, id)}`);
  if (!row) throw new NotFoundError();
  const [facts, reportRows, historyRows] = await Promise.all([
    factsOf(db, kind, id),
    rowsOf<{ id: number; reason: string; message: string | null; created_at: string | Date }>(
      db,
      sql`select id, reason, message, created_at from reports
        where target_type = ${kind} and target_id = ${id} and resolved_at is null order by created_at desc, id desc`,
    ),
    rowsOf<{ created_at: string | Date; action: string; actor_email: string | null; reason: string | null }>(
      db,
      sql`select created_at, action, actor_email, reason from audit_log
        where target_type = ${kind} and target_id = ${id} order by created_at desc, id desc limit 50`,
    ),
  ]);
  return {
    ...toItem(row),
    description: facts.description,
    image_url: pictureAddress(facts.image, publicUrl),
    image_alt: facts.image_alt,
    facts: facts.facts,
    reports: reportRows.map((report) => ({ ...report, created_at: toParisIso(report.created_at) })),
    history: historyRows.map((entry) => ({ ...entry, created_at: toParisIso(entry.created_at) })),
  };
}

function queueSelectById(kind: ModeratedKind, id: number): SQL {
  const { table, title } = KIND_SOURCES[kind];
  return sql`select ${kind}::text as kind, items.id, items.${title} as title, items.moderation_status,
      items.moderation_reason, items.owner_suspended, items.created_at, items.updated_at, u.id as owner_id,
      u.first_name, u.last_name, u.email, u.organization, u.verification_status,
      u.suspended_at is not null as suspended,
      (select count(*)::int from reports r where r.target_type = ${kind} and r.target_id = items.id
        and r.resolved_at is null) as open_reports
    from ${table} as items join users u on u.id = items.user_id where items.id = ${id}`;
}
