import { bookingMessages } from "@culture-patrimoine/contract/messages";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { events, participations } from "../../db/schema.ts";
import { type AppDeps, nowOf } from "../../deps.ts";
import { ConflictError, NotFoundError } from "../../errors.ts";
import type { PaymentProvider } from "../../lib/payments/payment-provider.ts";
import { simulatedProvider } from "../../lib/payments/simulated-provider.ts";
import { sameText } from "../../lib/ticket-code.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getTicket } from "./participations.service.ts";
import { holdRoundOf, isLapsed, releaseHold } from "./payment-hold.ts";

export interface CheckoutAnswer {
  provider: PaymentProvider["name"];
  demonstration: boolean;
  checkout_url: string;
}

/** The configured provider: the simulated one is the only implementation (decision 020). */
export function paymentProviderOf(_deps: Pick<AppDeps, "config">): PaymentProvider {
  return simulatedProvider;
}

type PaymentDeps = Pick<AppDeps, "db" | "config" | "now">;

/** The online registration of a ticket code, with what its payment needs; 404 / 409 otherwise. */
async function onlineRegistration(deps: Pick<AppDeps, "db">, code: string) {
  const [row] = await deps.db
    .select({
      id: participations.id,
      ticket_code: participations.ticket_code,
      status: participations.status,
      payment_status: participations.payment_status,
      payment_due_at: participations.payment_due_at,
      amount_cents: participations.montant_paye_cents,
      places: participations.nombre_places,
      payment_mode: events.payment_mode,
      title: events.title,
    })
    .from(participations)
    .innerJoin(events, eq(events.id, participations.event_id))
    .where(eq(participations.ticket_code, code));
  if (!row || !sameText(row.ticket_code, code)) throw new NotFoundError(bookingMessages.ticketNotFound);
  if (row.payment_mode !== "online") throw new ConflictError("CONFLICT", bookingMessages.paymentNotOnline);
  return row;
}

/** Why a registration cannot be paid: its deadline passed (its places are gone), or nothing is due. */
function notPayable(paymentStatus: string): ConflictError {
  return new ConflictError(
    "CONFLICT",
    paymentStatus === "expired" ? bookingMessages.paymentExpired : bookingMessages.paymentNotPending,
  );
}

/**
 * A registration that may be paid now: confirmed (a waiting entry has no places to pay for yet),
 * awaiting its payment, before its deadline. One found past its deadline is released here
 * (payment-hold.ts) and refused as expired.
 */
async function payableRegistration(deps: PaymentDeps, code: string) {
  const row = await onlineRegistration(deps, code);
  const round = holdRoundOf(deps);
  if (isLapsed(row, round.now)) {
    await releaseHold(round, row.id, "expired");
    throw notPayable("expired");
  }
  if (row.payment_status !== "pending" || row.status !== "confirmed") throw notPayable(row.payment_status);
  return row;
}

/** POST /api/tickets/{code}/checkout: where the holder of a pending online registration pays. */
export async function startCheckout(deps: PaymentDeps, code: string): Promise<CheckoutAnswer> {
  const registration = await payableRegistration(deps, code);
  const provider = paymentProviderOf(deps);
  const { checkoutUrl } = await provider.startCheckout({
    ticketCode: registration.ticket_code,
    amountCents: registration.amount_cents,
    description: `${registration.title} — ${registration.places}\u00a0place${registration.places > 1 ? "s" : ""}`,
  });
  return { provider: provider.name, demonstration: provider.isDemonstration, checkout_url: checkoutUrl };
}

/**
 * POST /api/tickets/{code}/simulated-payment: the simulated provider's outcome (what a real
 * provider's signed webhook would say). Success marks the registration paid by a conditional
 * update, only while it is confirmed, pending and before its deadline (a second success, or one
 * after the deadline, changes nothing and answers 409), and writes the ticket's mail. A refusal
 * releases its places at once to the waiting list (releaseHold).
 */
export async function completeSimulatedPayment(
  deps: PaymentDeps,
  code: string,
  outcome: "success" | "failure",
): Promise<ParticipationResponse> {
  const registration = await payableRegistration(deps, code);
  const now = nowOf(deps);
  const done =
    outcome === "success"
      ? await deps.db.transaction(async (tx) => {
          const due = participations.payment_due_at;
          const [paid] = await tx
            .update(participations)
            .set({ payment_status: "paid", updated_at: sql`now()` })
            .where(
              and(
                eq(participations.id, registration.id),
                eq(participations.status, "confirmed"),
                eq(participations.payment_status, "pending"),
                or(isNull(due), gt(due, now)),
              ),
            )
            .returning({ id: participations.id, email: participations.email });
          // The ticket itself (QR code, calendar file) goes out now: the confirmation said to pay.
          if (paid) {
            await enqueueMail(tx, {
              kind: "registration_confirmed",
              recipient: paid.email,
              participationId: paid.id,
              payload: { paid: true },
            });
          }
          return paid !== undefined;
        })
      : await releaseHold(holdRoundOf(deps), registration.id, "failed");
  if (!done) {
    // Changed between our read and the update (paid, refused or released by another request).
    const current = await onlineRegistration(deps, code);
    throw notPayable(isLapsed(current, now) ? "expired" : current.payment_status);
  }
  return getTicket(deps, code);
}
