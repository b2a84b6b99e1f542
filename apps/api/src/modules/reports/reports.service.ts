import type { ModeratedKind } from "@culture-patrimoine/contract/constants";
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { reports } from "../../db/schema.ts";

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
