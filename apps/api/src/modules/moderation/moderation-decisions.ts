import type { ModeratedKind, ModerationStatus } from "@culture-patrimoine/contract/constants";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { MailKind } from "../../db/schema.ts";
import { AlreadyDecidedError, NotFoundError } from "../../errors.ts";
import { rowsOf } from "../../lib/rows.ts";
import { recordAudit } from "../admin/audit-log.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { resolveOpenReports } from "../reports/reports.service.ts";
import { tableOfKind, titleColumnOfKind } from "./moderation-queue.ts";

// An administrator's decision on an event, route, site or venue (issue 29, decision 047): one
// transaction locks the item, checks that the decision applies to its current state (a second
// administrator deciding at the same time gets 409), changes the state, records the act in the
// audit log and writes the owner's e-mail to the outbox.

export type ModerationDecision = "approve" | "refuse" | "unpublish";

const DECISIONS: Record<
  ModerationDecision,
  { from: readonly ModerationStatus[]; to: ModerationStatus; action: string; mail: MailKind | null }
> = {
  // An administrator may change their mind about refused or unpublished content.
  approve: { from: ["pending", "refused", "unpublished"], to: "published", action: "approved", mail: null },
  refuse: { from: ["pending"], to: "refused", action: "refused", mail: "content_refused" },
  unpublish: { from: ["published"], to: "unpublished", action: "unpublished", mail: "content_unpublished" },
};

export interface Administrator {
  id: number;
  email: string;
}

/** The acting administrator as the audit log names them (the session carries only the id). */
export async function administratorOf(db: Database, id: number): Promise<Administrator> {
  const [row] = await rowsOf<Administrator>(db, sql`select id, email from users where id = ${id}`);
  if (!row) throw new NotFoundError();
  return row;
}

export async function decideOnContent(
  db: Database,
  admin: Administrator,
  target: { kind: ModeratedKind; id: number },
  decision: ModerationDecision,
  reason: string | undefined,
): Promise<{ moderation_status: ModerationStatus }> {
  const rule = DECISIONS[decision];
  const table = tableOfKind(target.kind);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [item] = await rowsOf<{
      moderation_status: ModerationStatus;
      title: string;
      user_id: number;
      email: string;
    }>(
      tx,
      sql`select item.moderation_status, item.${titleColumnOfKind(target.kind)} as title, item.user_id, u.email
        from ${table} item join users u on u.id = item.user_id where item.id = ${target.id} for update of item`,
    );
    if (!item) throw new NotFoundError();
    if (!rule.from.includes(item.moderation_status)) throw new AlreadyDecidedError();
    // updated_at moves: the sitemap's dates and open data's versions read it (a change the public sees).
    await tx.execute(
      sql`update ${table} set moderation_status = ${rule.to}, moderation_reason = ${decision === "approve" ? null : (reason ?? null)},
          updated_at = now()
        where id = ${target.id}`,
    );
    const resolvedReports =
      decision === "unpublish" ? await resolveOpenReports(tx, target, "unpublished", admin.id) : 0;
    await recordAudit(tx, {
      actor: admin,
      action: `${target.kind}_${rule.action}`,
      target: { type: target.kind, id: target.id },
      reason: reason ?? null,
      before: { moderation_status: item.moderation_status, title: item.title },
      after: { moderation_status: rule.to },
    });
    // Resolving reports is an act of its own in the log (« resolving one is recorded »), even when
    // it comes with the unpublication that answers them.
    if (resolvedReports > 0) {
      await recordAudit(tx, {
        actor: admin,
        action: "reports_resolved",
        target: { type: target.kind, id: target.id },
        reason: reason ?? null,
        before: { open_reports: resolvedReports },
        after: { open_reports: 0, resolution: "unpublished" },
      });
    }
    if (rule.mail) {
      await enqueueMail(tx, {
        kind: rule.mail,
        recipient: item.email,
        userId: item.user_id,
        payload: { kind: target.kind, id: target.id, title: item.title, reason: reason ?? "" },
      });
    }
    return { moderation_status: rule.to };
  });
}
