import { createHmac } from "node:crypto";
import type { ModeratedKind, ModerationStatus, ReportReason } from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { reportMessages } from "@culture-patrimoine/contract/messages";
import type {
  ItemReports,
  ReportBody,
  ReportedItem,
  ReportedItemsFilter,
} from "@culture-patrimoine/contract/schemas/reports";
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, lieux, parcours, reports, sites, users } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { ConflictError, NotFoundError } from "../../errors.ts";
import type { Page, Window } from "../../lib/list.ts";
import { recordAudit } from "../admin/audit-log.ts";

// Visitors' reports of public content (issue 29, « Signaler ce contenu »): stored per item, resolved
// by an administrator who keeps the item (« classé sans suite ») or unpublishes it.

/** The key of an item in the maps this module answers: `${kind}:${id}`. */
export function targetKey(target: { kind: ModeratedKind; id: number }): string {
  return `${target.kind}:${target.id}`;
}

function openReportsOf(target: { kind: ModeratedKind; id: number }): SQL | undefined {
  return and(
    eq(reports.target_type, target.kind),
    eq(reports.target_id, target.id),
    isNull(reports.resolved_at),
  );
}

/**
 * Resolves every open report of an item, in the caller's transaction (the administrator's decision
 * and its audit record are written there too). Answers how many reports were resolved.
 */
export async function resolveOpenReports(
  tx: Database,
  target: { kind: ModeratedKind; id: number },
  resolution: "kept" | "unpublished",
  adminId: number,
): Promise<number> {
  const resolved = await tx
    .update(reports)
    .set({ resolved_at: sql`now()`, resolved_by: adminId, resolution })
    .where(openReportsOf(target))
    .returning({ id: reports.id });
  return resolved.length;
}

/** Open reports per item (the moderation queue shows them), keyed `${kind}:${id}`; items without any are absent. */
export async function openReportCounts(
  db: Database,
  targets: { kind: ModeratedKind; id: number }[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (targets.length === 0) return counts;
  const idsByKind = new Map<ModeratedKind, number[]>();
  for (const { kind, id } of targets) idsByKind.set(kind, [...(idsByKind.get(kind) ?? []), id]);
  const rows = await db
    .select({ kind: reports.target_type, id: reports.target_id, count: sql<number>`count(*)::int` })
    .from(reports)
    .where(
      and(
        isNull(reports.resolved_at),
        or(
          ...[...idsByKind].map(([kind, ids]) =>
            and(eq(reports.target_type, kind), inArray(reports.target_id, ids)),
          ),
        ),
      ),
    )
    .groupBy(reports.target_type, reports.target_id);
  for (const row of rows) counts.set(targetKey(row), Number(row.count));
  return counts;
}

/**
 * The key a report keeps of its sender's address: an HMAC with the app's secret, so that one
 * address can be recognised (one open report per item, the hourly limit) without the address
 * itself ever being stored, nor found again by hashing every possible address.
 */
export function reporterKey(appSecret: string, ip: string): string {
  return createHmac("sha256", appSecret).update(`report-address:${ip}`).digest("base64url");
}

/** An item's public columns, whatever its kind: the title is `nom` for a venue, `name` for a site. */
function itemTable(kind: ModeratedKind) {
  switch (kind) {
    case "event":
      return { table: events, title: events.title };
    case "parcours":
      return { table: parcours, title: parcours.title };
    case "site":
      return { table: sites, title: sites.name };
    case "lieu":
      return { table: lieux, title: lieux.nom };
  }
}

const ownerName = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

async function findItem(db: Database, target: { kind: ModeratedKind; id: number }) {
  const { table, title } = itemTable(target.kind);
  const [row] = await db
    .select({
      title,
      is_public: table.is_public,
      moderation_status: table.moderation_status,
      owner_id: users.id,
      owner_name: ownerName,
      owner_organization: users.organization,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.user_id))
    .where(eq(table.id, target.id));
  if (!row) return undefined;
  return {
    title: row.title,
    is_public: row.is_public,
    moderation_status: row.moderation_status,
    owner:
      row.owner_id === null
        ? null
        : { id: row.owner_id, name: row.owner_name, organization: row.owner_organization },
  };
}

/**
 * A visitor's report. Only what the public can see may be reported (anything else is 404, as for
 * a public read). A second open report of the same item from the same address adds nothing, and
 * its sender reads the same kind of answer: nobody learns whether others reported it.
 */
export async function createReport(
  deps: Pick<AppDeps, "db" | "appSecret">,
  body: ReportBody,
  sender: { ip: string; userId: number | null },
): Promise<{ message: string }> {
  const target = { kind: body.target_type, id: body.target_id };
  const item = await findItem(deps.db, target);
  if (!item?.is_public) throw new NotFoundError(reportMessages.notFound);
  // The partial unique index (one open report per address and item) decides, also between
  // processes and concurrent requests: a conflict inserts nothing.
  const inserted = await deps.db
    .insert(reports)
    .values({
      target_type: target.kind,
      target_id: target.id,
      reason: body.reason,
      message: body.message ?? null,
      reporter_key: reporterKey(deps.appSecret, sender.ip),
      reporter_id: sender.userId,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return { message: inserted.length > 0 ? reportMessages.received : reportMessages.alreadyReceived };
}

type ItemRow = {
  kind: ModeratedKind;
  id: number;
  title: string;
  moderation_status: ModerationStatus;
  owner_id: number | null;
  owner_name: string | null;
  owner_organization: string | null;
  report_count: number;
  open_count: number;
  reasons: Partial<Record<ReportReason, number>>;
  first_at: Date | string;
  last_at: Date | string;
  total: number;
};

/** Every moderated item with the columns the administration's list shows. */
const allItems = sql`(
  select 'event' as kind, id, title, user_id, moderation_status from events
  union all select 'parcours', id, title, user_id, moderation_status from parcours
  union all select 'site', id, name, user_id, moderation_status from sites
  union all select 'lieu', id, nom, user_id, moderation_status from lieux
)`;

/**
 * GET /api/admin/reports: reported items, most reported first (then the most recently reported),
 * counting the reports of the chosen status. An item deleted since it was reported has nothing
 * left to moderate and is not listed.
 */
export async function listReportedItems(
  db: Database,
  filter: ReportedItemsFilter,
  window: Window,
): Promise<Page<ReportedItem>> {
  const counted =
    filter.status === "open" ? sql`reports.resolved_at is null` : sql`reports.resolved_at is not null`;
  const kind = filter.kind ? sql`and reports.target_type = ${filter.kind}` : sql``;
  // Both drivers answer { rows }; the shared Database type leaves the result untyped.
  const result = (await db.execute(sql`
    with grouped as (
      select target_type, target_id, count(*)::int as report_count,
        min(created_at) as first_at, max(created_at) as last_at
      from reports
      where ${counted} ${kind}
      group by target_type, target_id
    ),
    by_reason as (
      select target_type, target_id, json_object_agg(reason, n) as reasons
      from (
        select target_type, target_id, reason, count(*)::int as n
        from reports where ${counted} ${kind}
        group by target_type, target_id, reason
      ) as per_reason
      group by target_type, target_id
    ),
    listed as (
      select grouped.*, items.title, items.moderation_status, items.user_id
      from grouped
      join ${allItems} as items on items.kind = grouped.target_type and items.id = grouped.target_id
    )
    select listed.target_type as kind, listed.target_id as id, listed.title, listed.moderation_status,
      listed.report_count, listed.first_at, listed.last_at, by_reason.reasons,
      (select count(*)::int from reports as open_reports
        where open_reports.target_type = listed.target_type and open_reports.target_id = listed.target_id
          and open_reports.resolved_at is null) as open_count,
      users.id as owner_id, trim(users.first_name || ' ' || users.last_name) as owner_name,
      users.organization as owner_organization,
      (select count(*)::int from listed) as total
    from listed
    join by_reason using (target_type, target_id)
    left join users on users.id = listed.user_id
    order by listed.report_count desc, listed.last_at desc, listed.target_type, listed.target_id
    limit ${window.limit} offset ${window.offset}
  `)) as unknown as { rows: ItemRow[] };
  const rows = result.rows;
  // Past the last page there is no row to carry the total: count again, which stays cheap here.
  const total = rows[0]?.total ?? (window.offset > 0 ? await countReportedItems(db, filter) : 0);
  return {
    items: rows.map((row) => ({
      target_type: row.kind,
      target_id: Number(row.id),
      title: row.title,
      owner:
        row.owner_id === null
          ? null
          : { id: Number(row.owner_id), name: row.owner_name ?? "", organization: row.owner_organization },
      moderation_status: row.moderation_status,
      report_count: Number(row.report_count),
      open_count: Number(row.open_count),
      reasons: row.reasons,
      first_at: toParisIso(row.first_at),
      last_at: toParisIso(row.last_at),
    })),
    total: Number(total),
  };
}

async function countReportedItems(db: Database, filter: ReportedItemsFilter): Promise<number> {
  const page = await listReportedItems(db, filter, { limit: 1, offset: 0 });
  return page.total;
}

/** GET /api/admin/reports/{kind}/{id}: the item (404 when it does not exist) and all its reports, newest first. */
export async function itemReports(
  db: Database,
  target: { kind: ModeratedKind; id: number },
): Promise<ItemReports> {
  const item = await findItem(db, target);
  if (!item) throw new NotFoundError();
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.target_type, target.kind), eq(reports.target_id, target.id)))
    .orderBy(desc(reports.created_at), desc(reports.id));
  return {
    target_type: target.kind,
    target_id: target.id,
    title: item.title,
    owner: item.owner,
    moderation_status: item.moderation_status,
    reports: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      message: row.message,
      created_at: toParisIso(row.created_at),
      reporter_id: row.reporter_id,
      resolved_at: row.resolved_at ? toParisIso(row.resolved_at) : null,
      resolved_by: row.resolved_by,
      resolution: row.resolution === "kept" || row.resolution === "unpublished" ? row.resolution : null,
    })),
  };
}

/**
 * « Classé sans suite »: the item stays as it is, its open reports are resolved as "kept", and the
 * act is written to the audit log in the same transaction. 409 when nothing was open (another
 * administrator already decided), so that no empty act is logged.
 */
export async function dismissReports(
  db: Database,
  target: { kind: ModeratedKind; id: number },
  adminId: number,
  reason: string,
): Promise<{ resolved: number }> {
  if (!(await findItem(db, target))) throw new NotFoundError();
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const resolved = await resolveOpenReports(tx, target, "kept", adminId);
    if (resolved === 0) throw new ConflictError("CONFLICT", reportMessages.nothingOpen);
    const [actor] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, adminId));
    await recordAudit(tx, {
      actor: actor ?? null,
      action: "reports_dismissed",
      target: { type: target.kind, id: target.id },
      reason,
      before: { open_reports: resolved },
      after: { open_reports: 0 },
    });
    return { resolved };
  });
}
