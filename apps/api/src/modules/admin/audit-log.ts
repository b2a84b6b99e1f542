import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

// The audit log of administrators' acts (issue 29): one row per act, written in the transaction of
// the act itself, so that an act and its record exist together or not at all. The table refuses
// UPDATE, DELETE and TRUNCATE (migration 0012): a record, once written, stays.

export interface AuditEntry {
  /** Who acted: an account, or null for the command line. */
  actor: { id: number; email: string } | null;
  /** A stable code in English: "administrator_created", "second_factor_reset"… */
  action: string;
  target: { type: string; id: number | null };
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor_id: entry.actor?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    action: entry.action,
    target_type: entry.target.type,
    target_id: entry.target.id,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
