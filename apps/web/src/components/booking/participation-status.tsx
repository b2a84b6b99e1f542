import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { formatMoment } from "@culture-patrimoine/contract/french-dates";
import { ticketMessages } from "@culture-patrimoine/contract/messages";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";

type StatusFields = Pick<ParticipationResponse, "status" | "waitlist_position" | "promoted_at">;
type Severity = "success" | "info" | "error" | "new";

/** The badge's word: Confirmée, Liste d’attente (rang N), Annulée, or Place obtenue once promoted. */
export function statusLabel(participation: StatusFields): string {
  switch (participation.status) {
    case "waitlisted":
      return ticketMessages.statusWaitlisted(participation.waitlist_position);
    case "cancelled":
      return ticketMessages.statusCancelled;
    default:
      return participation.promoted_at ? ticketMessages.statusPromoted : ticketMessages.statusConfirmed;
  }
}

function severityOf(participation: StatusFields): Severity {
  if (participation.status === "waitlisted") return "info";
  if (participation.status === "cancelled") return "error";
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
    case "free":
      return ticketMessages.paymentFree;
    default:
      return participation.payment_status;
  }
}

/** The sentence under the badge: waiting rank, promotion, or when and by whom it was cancelled. */
export function statusSentence(
  participation: Pick<
    ParticipationResponse,
    "status" | "waitlist_position" | "promoted_at" | "cancelled_at" | "cancelled_by"
  >,
): string {
  if (participation.status === "cancelled") {
    return ticketMessages.cancelledBy(participation.cancelled_by, formatMoment(participation.cancelled_at));
  }
  if (participation.status === "waitlisted") {
    const rank = participation.waitlist_position;
    return rank === null
      ? ticketMessages.waitlistText
      : `${ticketMessages.waitlistRank(rank)} ${ticketMessages.waitlistText}`;
  }
  return participation.promoted_at ? ticketMessages.promotedText : ticketMessages.confirmedText;
}
