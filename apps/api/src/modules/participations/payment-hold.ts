import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { participations } from "../../db/schema.ts";
import { type AppDeps, nowOf } from "../../deps.ts";
import { retryingTransaction } from "../../lib/transactions.ts";
import { lockEventThenSession, releasePlaces } from "../booking/sessions.ts";
import { enqueueMail } from "../mail/outbox.ts";

// An online registration holds its places while its payment is awaited, until `payment_due_at`
// (PAYMENT_HOLD_MINUTES after it got them). A refusal from the provider releases them at once
// (failed); a deadline that passes releases them too (expired): the registration is cancelled by
// "payment" and its places go to the waiting list, as a cancellation gives them
// (docs/decisions/020-payment-modes.md, addendum).
//
// Lapsed holds are released by a round that every API process runs each minute (the mail worker's
// schedule), and also by any read of one lapsed registration (its ticket, the door, its payment's
// outcome, its organiser's list): releasing on read rather than computing an "expired" answer
// keeps one truth, so that the waiting list is served at once and the places, counts and mails
// agree with what the reader was told. A hold released after its deadline is dated at its deadline.

export interface HoldRound {
  db: Database;
  now: Date;
  /** PAYMENT_HOLD_MINUTES: the hold a promoted waiting entry gets when places are released. */
  holdMinutes: number;
}

/** What releasing needs of the app's dependencies. */
export type HoldDeps = Pick<AppDeps, "db" | "now"> & { config: Pick<Config, "paymentHoldMinutes"> };

export function holdRoundOf(deps: HoldDeps): HoldRound {
  return { db: deps.db, now: nowOf(deps), holdMinutes: deps.config.paymentHoldMinutes };
}

type HoldFields = Pick<typeof participations.$inferSelect, "status" | "payment_status" | "payment_due_at">;

/** Still holding places at `now` though its payment deadline has passed (not released yet). */
export function isLapsed(row: HoldFields, now: Date): boolean {
  return (
    row.status === "confirmed" &&
    row.payment_status === "pending" &&
    row.payment_due_at !== null &&
    row.payment_due_at.getTime() <= now.getTime()
  );
}

/** The provider refused the payment (failed), or the deadline passed without it (expired). */
export type HoldRelease = "failed" | "expired";

/** Confirmed and awaiting its payment: the predicate of the partial index on payment_due_at. */
const holdingForPayment = sql`${participations.status} = 'confirmed' and ${participations.payment_status} = 'pending'`;

/**
 * Releases the places of one registration awaiting its online payment, in one transaction with the
 * lock order of every booking change (event, session, registration): the registration is cancelled
 * by "payment" through a conditional UPDATE, its places go back to the session and the waiting list
 * is served in order (releasePlaces), and a `payment_released` mail is written. A refusal releases
 * only before the deadline, an expiry only after it. Answers false when there was nothing to
 * release (paid, released by another process meanwhile, or not in that state): two processes
 * releasing the same registration release it once.
 */
export async function releaseHold(
  round: HoldRound,
  participationId: number,
  why: HoldRelease,
): Promise<boolean> {
  const { now } = round;
  return retryingTransaction(() =>
    round.db.transaction(async (tx) => {
      const [target] = await tx
        .select({ event_id: participations.event_id, session_id: participations.session_id })
        .from(participations)
        .where(eq(participations.id, participationId));
      if (!target) return false;
      const session = await lockEventThenSession(tx, target.event_id, target.session_id);
      const due = participations.payment_due_at;
      const [released] = await tx
        .update(participations)
        .set({
          status: "cancelled",
          cancelled_by: "payment",
          payment_status: why,
          // Expired as of its deadline: what a read said in between stays true.
          cancelled_at: why === "expired" ? sql`${due}` : now,
          updated_at: sql`now()`,
        })
        .where(
          and(
            eq(participations.id, participationId),
            holdingForPayment,
            why === "expired" ? lte(due, now) : or(isNull(due), gt(due, now)),
          ),
        )
        .returning({
          id: participations.id,
          email: participations.email,
          places: participations.nombre_places,
        });
      if (!released) return false;
      await enqueueMail(tx, {
        kind: "payment_released",
        recipient: released.email,
        participationId: released.id,
        payload: { why },
      });
      await releasePlaces(tx, session, released.places, now, round.holdMinutes);
      return true;
    }),
  );
}

const ROUND_BATCH = 100;

/**
 * The expiry round: releases every hold whose deadline has passed at `round.now` (within `scope`
 * when given: one event's, one person's), one transaction each. Any number of processes may run it
 * at once: each release is conditional (releaseHold). Answers how many this call released.
 */
export async function releaseLapsedHolds(round: HoldRound, scope?: SQL): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await round.db
      .select({ id: participations.id })
      .from(participations)
      .where(and(holdingForPayment, lte(participations.payment_due_at, round.now), scope))
      .orderBy(asc(participations.payment_due_at), asc(participations.id))
      .limit(ROUND_BATCH);
    let releasedNow = 0;
    for (const { id } of due) if (await releaseHold(round, id, "expired")) releasedNow += 1;
    released += releasedNow;
    // A short batch was the last; a batch that another process released entirely ends it too.
    if (due.length < ROUND_BATCH || releasedNow === 0) return released;
  }
}
