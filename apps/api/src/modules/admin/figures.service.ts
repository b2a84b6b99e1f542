import { MODERATED_KINDS, type ModeratedKind, PARIS_TIME_ZONE } from "@culture-patrimoine/contract/constants";
import {
  type ContentFigures,
  FIGURES_WEEKS,
  type PlatformFigures,
  type WeekFigures,
} from "@culture-patrimoine/contract/schemas/admin";
import { count, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, lieux, parcours, sites, users } from "../../db/schema.ts";

// The platform's figures for administrators (issue 29 point 7). Every figure is counted by
// PostgreSQL (count … group by); JavaScript only places the grouped rows in the answer's shape.

const contentTables = { event: events, parcours, site: sites, lieu: lieux } satisfies Record<
  ModeratedKind,
  unknown
>;

async function organiserFigures(db: Database): Promise<PlatformFigures["organisers"]> {
  const rows = await db
    .select({
      status: users.verification_status,
      accounts: count(),
      suspended: count(users.suspended_at),
    })
    .from(users)
    .where(eq(users.role, "professionnel"))
    .groupBy(users.verification_status);
  const figures = { pending: 0, verified: 0, refused: 0, suspended: 0 };
  for (const row of rows) {
    if (row.status) figures[row.status] = row.accounts;
    figures.suspended += row.suspended;
  }
  return figures;
}

async function suspendedAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ accounts: count() }).from(users).where(isNotNull(users.suspended_at));
  return row?.accounts ?? 0;
}

async function contentFigures(db: Database, kind: ModeratedKind): Promise<ContentFigures> {
  const table = contentTables[kind];
  const rows = await db
    .select({
      status: table.moderation_status,
      items: count(),
      ownerSuspended: sql<number>`(count(*) filter (where ${table.owner_suspended}))::int`,
    })
    .from(table)
    .groupBy(table.moderation_status);
  const figures = { kind, pending: 0, published: 0, refused: 0, unpublished: 0, owner_suspended: 0 };
  for (const row of rows) {
    figures[row.status] = row.items;
    figures.owner_suspended += Number(row.ownerSuspended);
  }
  return figures;
}

/**
 * Registrations and their places per week, Monday to Monday in Paris (the week of a registration
 * made on Sunday at 23:30 in Paris is that Sunday's, whatever UTC says), the last FIGURES_WEEKS
 * weeks up to the one holding `now`. The weeks come from generate_series, so a week without any
 * registration is a row of zeros; the bounds are Paris midnights turned back into instants, which
 * keeps a week that crosses a change of time 167 or 169 hours long.
 */
async function registrationsPerWeek(db: Database, now: Date): Promise<WeekFigures[]> {
  type Row = { week_start: string; registrations: number; places: number };
  const zone = PARIS_TIME_ZONE;
  const thisWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone})`;
  // Both drivers answer { rows }; the shared Database type leaves the result untyped.
  const result = (await db.execute(sql`
    with weeks as (
      select generate_series(${thisWeek} - ${`${FIGURES_WEEKS - 1} weeks`}::interval, ${thisWeek}, '1 week') as start
    )
    select
      to_char(weeks.start, 'YYYY-MM-DD') as week_start,
      count(participations.id)::int as registrations,
      coalesce(sum(participations.nombre_places), 0)::int as places
    from weeks
    left join participations
      on participations.status <> 'cancelled'
      and participations.created_at >= (weeks.start at time zone ${zone})
      and participations.created_at < ((weeks.start + '1 week'::interval) at time zone ${zone})
    group by weeks.start
    order by weeks.start
  `)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    week_start: row.week_start,
    registrations: Number(row.registrations),
    places: Number(row.places),
  }));
}

/** The figures of GET /api/admin/figures, counted now (`now`: the end of the last week). */
export async function platformFigures(db: Database, now: Date): Promise<PlatformFigures> {
  const [organisers, suspended, content, weeks] = await Promise.all([
    organiserFigures(db),
    suspendedAccounts(db),
    Promise.all(MODERATED_KINDS.map((kind) => contentFigures(db, kind))),
    registrationsPerWeek(db, now),
  ]);
  return { organisers, suspended_accounts: suspended, content, registrations_per_week: weeks };
}
