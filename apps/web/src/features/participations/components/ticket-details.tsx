import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { Button } from "@codegouvfr/react-dsfr/Button";
import { formatSessionTimes } from "@culture-patrimoine/contract/french-dates";
import {
  bookingMessages,
  eventMessages,
  shareMessages,
  ticketMessages,
} from "@culture-patrimoine/contract/messages";
import { eventCalendarPath, paths } from "@culture-patrimoine/contract/routes";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCancelParticipation } from "../../../api/cancel-participation.ts";
import { AddToCalendar } from "../../../components/add-to-calendar.tsx";
import { CancelRegistration } from "../../../components/booking/cancel-registration.tsx";
import {
  awaitsPayment,
  ParticipationStatusBadge,
  paymentDeadlineText,
  paymentLabel,
  releasedByPayment,
  statusSentence,
} from "../../../components/booking/participation-status.tsx";
import { formatDay, formatPrice } from "../../../components/event-format.ts";
import { errorMessage } from "../../../lib/api-error.ts";
import { publicOrigin } from "../../../lib/public-url.ts";
import { useStartCheckout } from "../api/online-payment.ts";
import "./participation-confirmation.css";
import { TicketQrCode } from "./ticket-qr-code.tsx";

/**
 * The ticket's absolute address: what its QR code holds and what the door scanner reads. The public
 * address (decision 035): the same on the server's render and in the browser, and what another
 * device can open.
 */
export function ticketUrl(code: string, origin = publicOrigin()): string {
  return `${origin}${paths.ticket.getHref(code)}`;
}

interface TicketDetailsProps {
  participation: ParticipationResponse;
  /** Tests fix the clock the cancellation deadline is compared with. */
  now?: () => Date;
}

/**
 * One registration as its holder sees it: event, venue, session, places, status, amount and how
 * it is paid, the QR code and typed code for the door, online payment while it is awaited, and
 * the cancellation. The ticket page and the confirmation page show it alike. While its payment is
 * awaited it is no ticket (no QR code: the door refuses it); released by its payment, it offers to
 * register again.
 */
export function TicketDetails({ participation, now }: TicketDetailsProps) {
  const event = participation.Event;
  const places = participation.nombre_places;
  const cancelled = participation.status === "cancelled";
  const cancel = useCancelParticipation();
  const awaitingPayment = awaitsPayment(participation);
  const released = releasedByPayment(participation);
  const at = now?.() ?? new Date();

  return (
    // The door's part comes first: on a phone it is what is needed at once (issue 33); on a wide
    // screen the stylesheet puts it in the right-hand column.
    <div className="cp-confirmation">
      <section aria-labelledby="ticket-title" className="cp-confirmation__ticket fr-p-3w">
        <h2 id="ticket-title" className="fr-h5">
          {ticketMessages.ticketEntryTitle}
        </h2>
        {participation.status === "waitlisted" && (
          <p className="fr-text--sm fr-mb-1w">{ticketMessages.ticketWaitlistedHint}</p>
        )}
        {awaitingPayment && (
          <p className="fr-text--sm fr-mb-1w">{ticketMessages.ticketAwaitingPaymentHint}</p>
        )}
        {released && <p className="fr-text--sm fr-mb-1w">{ticketMessages.ticketReleasedHint}</p>}
        {participation.status === "confirmed" && !awaitingPayment && (
          <>
            <TicketQrCode
              value={ticketUrl(participation.ticket_code)}
              label={ticketMessages.ticketQrLabel}
              size={200}
            />
            <p className="fr-text--sm fr-mt-1w fr-mb-1w">{ticketMessages.ticketQrHint}</p>
          </>
        )}
        <p className="fr-text--xs fr-mb-0 cp-confirmation__code">
          {ticketMessages.typedCode}{" "}
          <strong className="cp-confirmation__typed" data-testid="ticket-code">
            {participation.ticket_code}
          </strong>
        </p>
      </section>
      <section aria-labelledby="summary-title" className="cp-confirmation__summary">
        <h2 id="summary-title" className="fr-h4 fr-mb-1w">
          {event ? (
            <Link to={paths.eventDetail.getHref(event.id)}>{event.title}</Link>
          ) : (
            eventMessages.unknownEvent
          )}
        </h2>
        {/* When and how many right after the title, then the status: on a phone they follow the QR
            code at once, as the door reads them. */}
        <dl className="cp-confirmation__list">
          <dt>Séance</dt>
          <dd data-testid="ticket-session">
            {formatSessionTimes(participation.session.starts_at, participation.session.ends_at)}
          </dd>
          <dt>Nombre de places</dt>
          <dd>
            {places} place{places > 1 ? "s" : ""}
          </dd>
          <dt>Lieu</dt>
          <dd>
            {event?.lieu ? (
              <Link to={paths.lieuDetail.getHref(event.lieu.id)}>
                {event.lieu.nom}, {event.lieu.ville}
              </Link>
            ) : (
              "Lieu non précisé"
            )}
          </dd>
          <dt>Participant</dt>
          <dd>
            {participation.prenom} {participation.nom}
          </dd>
          <dt>Montant</dt>
          <dd data-testid="ticket-amount">{formatPrice(participation.montant_paye)}</dd>
          <dt>Paiement</dt>
          <dd data-testid="ticket-payment">{paymentLabel(participation)}</dd>
          <dt>Inscription du</dt>
          <dd>{formatDay(participation.created_at)}</dd>
          <dt>Numéro d’inscription</dt>
          <dd>{participation.id}</dd>
        </dl>
        <div className="fr-mt-3w" data-testid="ticket-status">
          <ParticipationStatusBadge participation={participation} />
          <p className="fr-mt-1w fr-mb-0">{statusSentence(participation, at)}</p>
        </div>
        {!cancelled && !awaitingPayment && (
          <p className="fr-mt-2w fr-mb-0">
            <AddToCalendar
              href={eventCalendarPath(participation.event_id, participation.session_id)}
              label={shareMessages.addSessionToCalendar}
            />
          </p>
        )}
        {awaitingPayment && (
          <PayOnline
            code={participation.ticket_code}
            deadline={paymentDeadlineText(participation.payment_due_at, at)}
          />
        )}
        {released && (
          <p className="fr-mt-3w fr-mb-0">
            <Link className="fr-btn" to={paths.eventRegister.getHref(participation.event_id)}>
              {ticketMessages.registerAgain}
            </Link>
          </p>
        )}
        <div className="fr-mt-3w">
          <CancelRegistration
            participation={participation}
            now={now}
            onCancel={() =>
              cancel.mutateAsync({ id: participation.id, ticketCode: participation.ticket_code })
            }
          />
        </div>
      </section>
    </div>
  );
}

/** "À régler avant 12 h 15", then "Payer en ligne (démonstration)": the provider's checkout address, then there. */
function PayOnline({ code, deadline }: { code: string; deadline: string | null }) {
  const checkout = useStartCheckout();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const pay = async () => {
    setFailure(null);
    try {
      const { checkout_url } = await checkout.mutateAsync(code);
      if (checkout_url.startsWith("/")) navigate(checkout_url);
      else window.location.assign(checkout_url);
    } catch (error) {
      setFailure(errorMessage(error, bookingMessages.paymentNotPending));
    }
  };
  return (
    <div className="fr-mt-3w">
      {deadline !== null && (
        <p className="fr-text--bold fr-mb-1w" data-testid="payment-deadline">
          {ticketMessages.paymentDue(deadline)}
        </p>
      )}
      <p className="fr-text--sm fr-mb-1w">{bookingMessages.simulatedProvider}</p>
      {failure && <Alert severity="error" small description={failure} className="fr-mb-2w" role="alert" />}
      <Button iconId="fr-icon-bank-card-line" disabled={checkout.isPending} onClick={() => void pay()}>
        {ticketMessages.payOnline}
      </Button>
    </div>
  );
}
