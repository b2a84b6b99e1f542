import { moderationMessages } from "@culture-patrimoine/contract/messages";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { AlreadyDecidedError, ConflictError, NotFoundError } from "../../errors.ts";
import { rowsOf } from "../../lib/rows.ts";
import { recordAudit } from "../admin/audit-log.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { Administrator } from "./moderation-decisions.ts";
import { MODERATED_KIND_LIST, tableOfKind } from "./moderation-queue.ts";

// Suspending an account (issue 29, decision 047): in one transaction its sessions are revoked, its
// content leaves everything public (owner_suspended, which is_public reads), the act is recorded
// and the holder is told why. Its logins are refused from then on (auth.service). Reinstating undoes
// the first two; content keeps the moderation state it had.

async function setOwnerSuspended(tx: Database, userId: number, suspended: boolean): Promise<number> {
  let hidden = 0;
  for (const kind of MODERATED_KIND_LIST) {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`update ${tableOfKind(kind)} set owner_suspended = ${suspended}, updated_at = now()
        where user_id = ${userId} and owner_suspended <> ${suspended} returning id`,
    );
    hidden += rows.length;
  }
  return hidden;
}

interface AccountRow {
  id: number;
  email: string;
  role: string;
  suspended_at: Date | string | null;
}

async function lockAccount(tx: Database, userId: number): Promise<AccountRow> {
  const [account] = await rowsOf<AccountRow>(
    tx,
    sql`select id, email, role, suspended_at from users where id = ${userId} for update`,
  );
  if (!account) throw new NotFoundError();
  return account;
}

export async function suspendAccount(
  db: Database,
  admin: Administrator,
  userId: number,
  reason: string,
): Promise<void> {
  // Administrators are removed from the command line, where the act is deliberate; one administrator
  // suspending another (or themself) through the web would lock the service out of its own hands.
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const account = await lockAccount(tx, userId);
    if (account.role === "administrateur")
      throw new ConflictError("CONFLICT", moderationMessages.administratorNotSuspendable);
    if (account.suspended_at !== null) throw new AlreadyDecidedError();
    await tx.execute(
      sql`update users set suspended_at = now(), suspension_reason = ${reason} where id = ${userId}`,
    );
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    const hidden = await setOwnerSuspended(tx, userId, true);
    await recordAudit(tx, {
      actor: admin,
      action: "account_suspended",
      target: { type: "user", id: userId },
      reason,
      before: { suspended: false },
      after: { suspended: true, content_hidden: hidden },
    });
    await enqueueMail(tx, {
      kind: "account_suspended",
      recipient: account.email,
      userId,
      payload: { reason },
    });
  });
}

export async function reinstateAccount(
  db: Database,
  admin: Administrator,
  userId: number,
  reason: string | undefined,
): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const account = await lockAccount(tx, userId);
    if (account.suspended_at === null) throw new AlreadyDecidedError();
    await tx.execute(
      sql`update users set suspended_at = null, suspension_reason = null where id = ${userId}`,
    );
    const shown = await setOwnerSuspended(tx, userId, false);
    await recordAudit(tx, {
      actor: admin,
      action: "account_reinstated",
      target: { type: "user", id: userId },
      reason: reason ?? null,
      before: { suspended: true },
      after: { suspended: false, content_restored: shown },
    });
  });
}
