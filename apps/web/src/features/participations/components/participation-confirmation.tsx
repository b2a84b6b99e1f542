import { Alert } from "@codegouvfr/react-dsfr/Alert";
import {
  participationMessages,
  ticketMessages,
  ticketsLookupMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { Link } from "react-router";
import { TicketsLookupHint } from "../../../components/booking/tickets-lookup-hint.tsx";
import { TicketDetails, ticketUrl } from "./ticket-details.tsx";

function outcome(participation: ParticipationResponse): string {
  if (participation.status === "waitlisted") return ticketMessages.registeredWaitlisted(participation.prenom);
  if (participation.payment_status === "pending")
    return ticketMessages.registeredPending(participation.prenom);
  return ticketMessages.registeredConfirmed(participation.prenom);
}

/**
 * Right after registering: what happened, the ticket link to keep (it opens the ticket from any
 * browser, unlike this page), then the ticket itself.
 */
export function ParticipationConfirmation({ participation }: { participation: ParticipationResponse }) {
  const href = paths.ticket.getHref(participation.ticket_code);
  return (
    <>
      {participation.status !== "cancelled" && (
        <Alert
          severity={participation.status === "waitlisted" ? "info" : "success"}
          as="h2"
          title={participationMessages.successTitle}
          description={outcome(participation)}
          className="fr-mb-4w"
        />
      )}
      <div className="cp-ticket-link fr-p-3w fr-mb-4w">
        <p className="fr-text--lg fr-text--bold fr-mb-1w">{ticketMessages.keepLink}</p>
        <p className="fr-mb-2w">
          <Link to={href} data-testid="ticket-link">
            {ticketUrl(participation.ticket_code)}
          </Link>
        </p>
        <Link className="fr-btn fr-btn--icon-left fr-icon-qr-code-line" to={href}>
          {ticketMessages.openTicket}
        </Link>
        <TicketsLookupHint lead={ticketsLookupMessages.ifLost} className="fr-text--sm fr-mt-2w fr-mb-0" />
      </div>
      <TicketDetails participation={participation} />
      <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
        <li>
          <Link className="fr-btn fr-btn--secondary" to={paths.dashboard.getHref()}>
            Mon tableau de bord
          </Link>
        </li>
        <li>
          <Link className="fr-btn fr-btn--tertiary" to={paths.events.getHref()}>
            Voir d’autres événements
          </Link>
        </li>
      </ul>
    </>
  );
}
