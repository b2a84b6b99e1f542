import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { bookingMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { type ReactNode, useEffect } from "react";
import { Link, useParams } from "react-router";
import { TicketsLookupHint } from "../../components/booking/tickets-lookup-hint.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { documentTitle } from "../../lib/brand.tsx";
import { useTicket } from "./api/get-ticket.ts";
import { TicketDetails } from "./components/ticket-details.tsx";

const PAGE_TITLE = ticketMessages.ticketTitle;

/**
 * /billet/{code}: the ticket link. Whoever holds it reads the registration (no account), shows
 * its QR code at the door, pays it online when awaited, or cancels it.
 */
export function TicketPage({ now }: { now?: () => Date }) {
  const code = useParams().code ?? null;
  const ticket = useTicket(code);
  if (!code || (ticket.isError && isApiError(ticket.error) && ticket.error.status === 404)) {
    return (
      <Frame>
        <NotFoundTitle />
        <p className="fr-text--lg">{bookingMessages.ticketNotFound}</p>
        <TicketsLookupHint />
        <WayOn />
      </Frame>
    );
  }
  if (ticket.isError) {
    return (
      <Frame>
        <Alert severity="error" small description={ticketMessages.ticketLoadFailed} className="fr-mb-3w" />
        <WayOn />
      </Frame>
    );
  }
  if (!ticket.data) {
    return (
      <Frame>
        <p role="status" aria-busy="true">
          {ticketMessages.ticketLoading}
        </p>
      </Frame>
    );
  }
  return (
    <Frame>
      <TicketDetails participation={ticket.data} now={now} />
      <WayOn />
    </Frame>
  );
}

/** An unknown code's page is titled apart from a ticket's, as the server titles it (decision 053). */
function NotFoundTitle() {
  useEffect(() => {
    document.title = documentTitle(ticketMessages.ticketNotFoundTitle);
  }, []);
  return null;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    // A narrow top margin on a phone: the QR code is wanted above the fold at the door.
    <div className="fr-container fr-mt-2w fr-mb-6w fr-mt-md-6w">
      <h1>{PAGE_TITLE}</h1>
      {children}
    </div>
  );
}

function WayOn() {
  return (
    <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
      <li>
        <Link className="fr-btn fr-btn--secondary" to={paths.events.getHref()}>
          Voir les événements
        </Link>
      </li>
      <li>
        <Link className="fr-btn fr-btn--tertiary" to={paths.dashboard.getHref()}>
          Mon tableau de bord
        </Link>
      </li>
    </ul>
  );
}
