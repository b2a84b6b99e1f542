import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { formatClock, formatMoment, parisDay } from "@culture-patrimoine/contract/french-dates";
import { ticketMessages } from "@culture-patrimoine/contract/messages";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";

type StatusFields = Pick<
  ParticipationResponse,
  "status" | "waitlist_position" | "promoted_at" | "payment_status"
>;
type Severity = "success" | "info" | "warning" | "error" | "new";

/**
 * Confirmed places held while the online payment is awaited (until payment_due_at): not a ticket
 * yet, the door refuses it (payment_pending).
 */
export function awaitsPayment(participation: Pick<ParticipationResponse, "status" | "payment_status">) {
  return participation.status === "confirmed" && participation.payment_status === "pending";
}

/** Places released because the online payment was refused or not made in time. */
export function releasedByPayment(participation: Pick<ParticipationResponse, "status" | "cancelled_by">) {
  return participation.status === "cancelled" && participation.cancelled_by === "payment";
}

/**
 * A payment deadline in French: "12 h 15" on the day of `now` (Paris), else "le samedi 21 mars à
 * 9 h 05"; null without one.
 */
export function paymentDeadlineText(iso: string | null, now: Date): string | null {
  if (iso === null) return null;
  const due = new Date(iso);
  return parisDay(due) === parisDay(now) ? (formatClock(due) ?? "") : `le ${formatMoment(due)}`;
}

/**
 * The badge's word: Confirmée, En attente de paiement, Liste d’attente (rang N), Annulée, or Place
 * obtenue once promoted.
 */
export function statusLabel(participation: StatusFields): string {
  switch (participation.status) {
    case "waitlisted":
      return ticketMessages.statusWaitlisted(participation.waitlist_position);
    case "cancelled":
      return ticketMessages.statusCancelled;
    default:
      if (awaitsPayment(participation)) return ticketMessages.statusAwaitingPayment;
      return participation.promoted_at ? ticketMessages.statusPromoted : ticketMessages.statusConfirmed;
  }
}

function severityOf(participation: StatusFields): Severity {
  if (participation.status === "waitlisted") return "info";
  if (participation.status === "cancelled") return "error";
  if (awaitsPayment(participation)) return "warning";
  return participation.promoted_at ? "new" : "success";
}

export function ParticipationStatusBadge({ participation }: { participation: StatusFields }) {
  return (
    <Badge as="span" small severity={severityOf(participation)} data-testid="participation-status">
      {statusLabel(participation)}
    </Badge>
  );
}

/** How the amount is (or is not) settled; "Payé" only once the payment is recorded as paid. */
export function paymentLabel(participation: Pick<ParticipationResponse, "payment_status">): string {
  switch (participation.payment_status) {
    case "paid":
      return ticketMessages.paymentPaid;
    case "on_site":
      return ticketMessages.paymentOnSite;
    case "pending":
      return ticketMessages.paymentPending;
    case "failed":
      return ticketMessages.paymentFailed;
    case "expired":
      return ticketMessages.paymentExpired;
    case "free":
      return ticketMessages.paymentFree;
    default:
      return participation.payment_status;
  }
}

/**
 * The sentence under the badge: waiting rank, promotion, the payment awaited and until when, or
 * when and by whom (or by which payment) it was cancelled.
 */
export function statusSentence(
  participation: Pick<
    ParticipationResponse,
    | "status"
    | "waitlist_position"
    | "promoted_at"
    | "cancelled_at"
    | "cancelled_by"
    | "payment_status"
    | "payment_due_at"
  >,
  now: Date = new Date(),
): string {
  if (releasedByPayment(participation)) {
    return ticketMessages.releasedByPayment(
      participation.payment_status,
      formatMoment(participation.cancelled_at),
    );
  }
  if (participation.status === "cancelled") {
    return ticketMessages.cancelledBy(participation.cancelled_by, formatMoment(participation.cancelled_at));
  }
  if (participation.status === "waitlisted") {
    const rank = participation.waitlist_position;
    return rank === null
      ? ticketMessages.waitlistText
      : `${ticketMessages.waitlistRank(rank)} ${ticketMessages.waitlistText}`;
  }
  if (awaitsPayment(participation)) {
    return ticketMessages.awaitingPaymentText(paymentDeadlineText(participation.payment_due_at, now));
  }
  return participation.promoted_at ? ticketMessages.promotedText : ticketMessages.confirmedText;
}
