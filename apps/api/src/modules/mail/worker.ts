import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { MailConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { releaseLapsedHolds } from "../participations/payment-hold.ts";
import { composeMail, type OutboxRow } from "./compose.ts";
import { renderHtml, renderText } from "./layout.ts";
import { scheduleDueMail } from "./schedule.ts";
import { isPermanentRefusal, type MailTransport } from "./transport.ts";

// The mail worker of an API process (docs/decisions/021-mail-outbox.md). Each round claims due
// messages with FOR UPDATE SKIP LOCKED and a lease (locked_until), so that two processes never
// claim the same row; sends them one by one; then marks each sent, or due again later with a
// growing delay. A process killed mid-round leaves its claimed rows to be claimed again when
// their lease ends; rows it never claimed are sent by whoever runs next, after a restart included.

export interface MailWorkerDeps {
  db: Database;
  mail: MailConfig;
  publicUrl: string;
  appSecret: string;
  transport: MailTransport;
  /** The clock of the reminders and digests (tests move it); the real time when absent. */
  now?: () => Date;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

const BATCH = 20;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** 1st retry after the base delay, then × 4 each time (30 s, 2 min, 8 min, 32 min…), at most 6 h. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 4 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** Claims up to `limit` due messages for this worker until its lease ends; counts the attempt. */
export async function claimDueMail(db: Database, leaseMs: number, limit = BATCH): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sent_at),
        isNull(mailOutbox.dropped_at),
        lte(mailOutbox.send_after, sql`now()`),
        or(isNull(mailOutbox.locked_until), lte(mailOutbox.locked_until, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.send_after), asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      locked_until: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Renews the lease of a claimed row right before its sending, unless another worker claimed it
 * since (its attempts changed: each claim counts one) or it was sent or dropped. A batch is sent one
 * message after the other under the lease taken at its claim, so its last rows may be reached after
 * that lease ended and another worker claimed them: sending them too would send them twice.
 */
async function renewLease(db: Database, row: OutboxRow, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ locked_until: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(
      and(
        eq(mailOutbox.id, row.id),
        eq(mailOutbox.attempts, row.attempts),
        isNull(mailOutbox.sent_at),
        isNull(mailOutbox.dropped_at),
      ),
    )
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
}

/**
 * Gives back the claimed rows a stopping worker will not send: their claim is undone (lease and the
 * attempt it counted), unless another worker claimed them since, so that a deploy neither delays
 * them by a lease nor brings them closer to being dropped.
 */
async function releaseClaims(db: Database, rows: OutboxRow[]) {
  for (const row of rows) {
    await db
      .update(mailOutbox)
      .set({ locked_until: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), isNull(mailOutbox.sent_at)),
      );
  }
}

function markSent(db: Database, row: OutboxRow) {
  return db
    .update(mailOutbox)
    .set({
      sent_at: sql`now()`,
      locked_until: null,
      last_error: null,
      // A link's token (reset, new address) must not outlive its message in the database.
      ...(row.kind === "password_reset" && { payload: {} }),
      ...(row.kind === "email_change_requested" && { payload: sql`${mailOutbox.payload} - 'token'` }),
    })
    .where(eq(mailOutbox.id, row.id));
}

function markDropped(db: Database, row: OutboxRow, reason: string) {
  return db
    .update(mailOutbox)
    .set({ dropped_at: sql`now()`, locked_until: null, last_error: reason.slice(0, 1000) })
    .where(eq(mailOutbox.id, row.id));
}

function markForRetry(db: Database, row: OutboxRow, delayMs: number, reason: string) {
  return db
    .update(mailOutbox)
    .set({
      send_after: sql`now() + ${`${delayMs} milliseconds`}::interval`,
      locked_until: null,
      last_error: reason.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, row.id));
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  dropped: number;
}

/** Sends one claimed message and records the outcome. */
async function deliver(deps: MailWorkerDeps, row: OutboxRow, report: DeliveryReport): Promise<void> {
  // Taken over by another worker once this batch's lease ended: that worker sends it.
  if (!(await renewLease(deps.db, row, deps.mail.leaseMs))) return;
  const now = deps.now?.() ?? new Date();
  let composed: Awaited<ReturnType<typeof composeMail>>;
  try {
    composed = await composeMail(
      { db: deps.db, publicUrl: deps.publicUrl, appSecret: deps.appSecret, now, mailFrom: deps.mail.from },
      row,
    );
  } catch (error) {
    deps.log.error({ err: error, mailId: row.id, kind: row.kind }, "mail could not be composed");
    await markForRetry(deps.db, row, retryDelayMs(row.attempts, deps.mail.retryBaseMs), String(error));
    report.retried += 1;
    return;
  }
  if (!composed) {
    await markDropped(deps.db, row, "no longer applies");
    report.dropped += 1;
    return;
  }
  try {
    await deps.transport.send({
      from: deps.mail.from,
      to: row.recipient,
      subject: composed.content.subject,
      text: renderText(composed.content),
      html: renderHtml(composed.content),
      attachments: composed.attachments,
      messageId: row.message_id,
      headers: composed.headers,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (isPermanentRefusal(error) || row.attempts >= deps.mail.maxAttempts) {
      deps.log.error({ mailId: row.id, kind: row.kind, attempts: row.attempts, reason }, "mail given up");
      await markDropped(deps.db, row, reason);
      report.dropped += 1;
    } else {
      deps.log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, reason },
        "mail refused; will retry",
      );
      await markForRetry(deps.db, row, retryDelayMs(row.attempts, deps.mail.retryBaseMs), reason);
      report.retried += 1;
    }
    return;
  }
  await markSent(deps.db, row);
  report.sent += 1;
}

/**
 * Sends every due message, batch after batch, until none is left to claim, or until `stopping`
 * says the process is shutting down: then the message under way is finished and no other is begun.
 * Under traffic the outbox is never empty, and a stop waited for it until the grace period ended
 * and the database was closed under a message sent but not yet marked (sent again after its lease).
 * The rows of the batch left unsent are given back at once (releaseClaims) for another worker.
 */
export async function deliverDueMail(
  deps: MailWorkerDeps,
  stopping: () => boolean = () => false,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, dropped: 0 };
  for (;;) {
    const rows = await claimDueMail(deps.db, deps.mail.leaseMs);
    for (const [index, row] of rows.entries()) {
      if (stopping()) {
        await releaseClaims(deps.db, rows.slice(index));
        return report;
      }
      await deliver(deps, row, report);
    }
    if (rows.length < BATCH || stopping()) return report;
  }
}

/**
 * Reminders and digests are looked for at most this often (they are due to the minute at best), and
 * online payments' holds past their deadline released.
 */
const SCHEDULE_EVERY_MS = 60_000;

/**
 * Runs rounds every `mail.pollMs` until stopped: release the unpaid holds past their deadline and
 * schedule what has fallen due (each minute), then send — the release mails and the waiting list's
 * « place obtenue » included. Every process runs it; each release is conditional
 * (participations/payment-hold.ts). Stopping waits for the round under way, so that a graceful
 * shutdown does not cut a message in two.
 */
export function startMailWorker(deps: MailWorkerDeps & { paymentHoldMinutes: number }): {
  stop(): Promise<void>;
} {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> = Promise.resolve();
  let lastSchedule = 0;

  const runRound = async () => {
    try {
      const now = deps.now?.() ?? new Date();
      if (Date.now() - lastSchedule >= SCHEDULE_EVERY_MS) {
        lastSchedule = Date.now();
        // Apart: a failed release must not hold back the reminders, nor the other way round.
        await releaseLapsedHolds({ db: deps.db, now, holdMinutes: deps.paymentHoldMinutes }).catch(
          (error: unknown) => deps.log.warn({ err: error }, "unpaid holds could not be released"),
        );
        await scheduleDueMail(deps.db, now);
      }
      await deliverDueMail(deps, () => stopped);
    } catch (error) {
      // The database may be away for a moment; the next round tries again.
      deps.log.warn({ err: error }, "mail round failed");
    }
  };
  const loop = () => {
    if (stopped) return;
    round = runRound().finally(() => {
      if (!stopped) {
        timer = setTimeout(loop, deps.mail.pollMs);
        timer.unref();
      }
    });
  };
  loop();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await round;
    },
  };
}
