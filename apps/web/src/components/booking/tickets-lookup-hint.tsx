import { ticketsLookupMessages as m } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

interface TicketsLookupHintProps {
  /** What the visitor is asked first: « Billet perdu ? » by default. */
  lead?: string;
  className?: string;
}

/**
 * « Billet perdu ? Retrouver mes billets »: the way to « Retrouver mes billets » from the places a
 * visitor who lost a ticket's e-mail looks (login, confirmation, dashboard, a ticket not found).
 */
export function TicketsLookupHint({ lead = m.lostTicket, className }: TicketsLookupHintProps) {
  return (
    <p className={className}>
      {lead} <Link to={paths.ticketsLookup.getHref()}>{m.link}</Link>
    </p>
  );
}
