import { parisLocalToIso, toParisIso } from "@culture-patrimoine/contract/dates";
import type { AuditLogEntry, AuditLogFilter } from "@culture-patrimoine/contract/schemas/admin";
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { toCsv } from "../../lib/csv.ts";
import { countAll, type Page, pageOf, type Window } from "../../lib/list.ts";

// Reading the audit log (issue 29): administrators search it in /admin and export it as CSV.

/** `needle` inside `column`, case ignored: strpos rather than LIKE, so "%" and "_" are plain text. */
function contains(column: SQL | typeof auditLog.actor_email, needle: string): SQL {
  return sql`strpos(lower(${column}), lower(${needle})) > 0`;
}

/** The instant a Paris day starts; `to` is included, so it stops where the next day starts. */
function parisDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return new Date(parisLocalToIso(start.toISOString().slice(0, 10)) ?? Number.NaN);
}

function whereOf(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actor ? contains(auditLog.actor_email, filter.actor) : undefined,
    filter.target_type ? eq(auditLog.target_type, filter.target_type) : undefined,
    filter.target_id !== undefined ? eq(auditLog.target_id, filter.target_id) : undefined,
    filter.from ? gte(auditLog.created_at, parisDayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.created_at, parisDayStart(filter.to, 1)) : undefined,
    filter.q ? contains(sql`${auditLog.reason}`, filter.q) : undefined,
  );
}

type AuditRow = typeof auditLog.$inferSelect;

function toEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    created_at: toParisIso(row.created_at),
    actor: row.actor_email === null ? null : { id: row.actor_id, email: row.actor_email },
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

const newestFirst = [desc(auditLog.created_at), desc(auditLog.id)];

/** A page of the log, newest first, with the exact total of the filter. */
export function listAuditLog(
  db: Database,
  filter: AuditLogFilter,
  window: Window,
): Promise<Page<AuditLogEntry>> {
  const where = whereOf(filter);
  const rows = db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
  const matching = db.select({ one: sql`1` }).from(auditLog).where(where);
  return pageOf(rows, countAll(db, matching), toEntry);
}

export const AUDIT_LOG_CSV_HEADER = [
  "Date",
  "Auteur",
  "Action",
  "Type d’objet",
  "Numéro de l’objet",
  "Motif",
  "Avant",
  "Après",
] as const;

function json(value: Record<string, unknown> | null): string | null {
  return value === null ? null : JSON.stringify(value);
}

/**
 * The whole filtered log as CSV (UTF-8 with BOM, ";"), newest first. The command line, which has no
 * account, is an empty author.
 */
export async function auditLogCsv(
  db: Database,
  filter: AuditLogFilter,
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(...newestFirst);
  const lines = rows
    .map(toEntry)
    .map((entry) => [
      entry.created_at,
      entry.actor?.email ?? null,
      entry.action,
      entry.target_type,
      entry.target_id,
      entry.reason,
      json(entry.before),
      json(entry.after),
    ]);
  const day = toParisIso(now).slice(0, 10);
  return { fileName: `journal-des-actions-${day}.csv`, csv: toCsv(AUDIT_LOG_CSV_HEADER, lines) };
}
