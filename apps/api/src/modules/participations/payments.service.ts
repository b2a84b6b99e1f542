import { bookingMessages } from "@culture-patrimoine/contract/messages";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { and, eq, ne, sql } from "drizzle-orm";
import { events, participations } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { ConflictError, NotFoundError } from "../../errors.ts";
import type { PaymentProvider } from "../../lib/payments/payment-provider.ts";
import { simulatedProvider } from "../../lib/payments/simulated-provider.ts";
import { sameText } from "../../lib/ticket-code.ts";
import { getTicket } from "./participations.service.ts";

export interface CheckoutAnswer {
  provider: PaymentProvider["name"];
  demonstration: boolean;
  checkout_url: string;
}

/** The configured provider: the simulated one is the only implementation (decision 020). */
export function paymentProviderOf(_deps: Pick<AppDeps, "config">): PaymentProvider {
  return simulatedProvider;
}

async function pendingRegistration(deps: Pick<AppDeps, "db">, code: string) {
  const [row] = await deps.db
    .select({
      ticket_code: participations.ticket_code,
      status: participations.status,
      payment_status: participations.payment_status,
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
  if (row.payment_status !== "pending" || row.status === "cancelled") {
    throw new ConflictError("CONFLICT", bookingMessages.paymentNotPending);
  }
  return row;
}

/** POST /api/tickets/{code}/checkout: where the holder of a pending online registration pays. */
export async function startCheckout(
  deps: Pick<AppDeps, "db" | "config">,
  code: string,
): Promise<CheckoutAnswer> {
  const registration = await pendingRegistration(deps, code);
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
 * update (a second success changes nothing); a refusal leaves it pending.
 */
export async function completeSimulatedPayment(
  deps: Pick<AppDeps, "db" | "config">,
  code: string,
  outcome: "success" | "failure",
): Promise<ParticipationResponse> {
  await pendingRegistration(deps, code);
  if (outcome === "success") {
    await deps.db
      .update(participations)
      .set({ payment_status: "paid", updated_at: sql`now()` })
      .where(
        and(
          eq(participations.ticket_code, code),
          eq(participations.payment_status, "pending"),
          ne(participations.status, "cancelled"),
        ),
      );
  }
  return getTicket(deps.db, code);
}
