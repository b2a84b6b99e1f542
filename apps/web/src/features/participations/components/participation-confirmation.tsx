import { Alert } from "@codegouvfr/react-dsfr/Alert";
import { participationMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { Link } from "react-router";
import { formatDay, formatEventDates, formatPrice } from "../../../components/event-format.ts";
import { QrCode } from "../../../components/qr-code.tsx";
import { paymentStatusLabel } from "../utils/payment-status.ts";
import "./participation-confirmation.css";

/** The order summary of one registration and its ticket, to show at the entrance. */
export function ParticipationConfirmation({ participation }: { participation: ParticipationResponse }) {
  const event = participation.Event;
  const places = participation.nombre_places;
  return (
    <>
      <Alert
        severity="success"
        as="h2"
        title={participationMessages.successTitle}
        description={participationMessages.successDescription(participation.prenom)}
        className="fr-mb-4w"
      />
      <div className="cp-confirmation">
        <section aria-labelledby="summary-title" className="cp-confirmation__summary">
          <h2 id="summary-title" className="fr-h4">
            Récapitulatif de la commande
          </h2>
          <dl className="cp-confirmation__list">
            <dt>Événement</dt>
            <dd>
              {event ? (
                <Link to={paths.eventDetail.getHref(event.id)}>{event.title}</Link>
              ) : (
                "Événement inconnu"
              )}
            </dd>
            <dt>Dates</dt>
            <dd>{formatEventDates(event?.date_start, event?.date_end)}</dd>
            <dt>Participant</dt>
            <dd>
              {participation.prenom} {participation.nom}
            </dd>
            <dt>Email</dt>
            <dd>{participation.email}</dd>
            <dt>Nombre de places</dt>
            <dd>
              {places} place{places > 1 ? "s" : ""}
            </dd>
            <dt>Montant payé</dt>
            <dd data-testid="amount-paid">{formatPrice(participation.montant_paye)}</dd>
            <dt>Statut du paiement</dt>
            <dd>{paymentStatusLabel(participation.payment_status)}</dd>
            <dt>Date de l'inscription</dt>
            <dd>{formatDay(participation.created_at)}</dd>
            <dt>Numéro d'inscription</dt>
            <dd>{participation.id}</dd>
          </dl>
          <p className="fr-mt-3w">
            <span className="fr-icon-information-line fr-icon--sm fr-mr-1w" aria-hidden="true" />
            {participationMessages.freeCancellation}
          </p>
        </section>
        <section aria-labelledby="ticket-title" className="cp-confirmation__ticket fr-p-3w">
          <h2 id="ticket-title" className="fr-h5">
            Votre billet
          </h2>
          <QrCode value={participation.ticket_code} label="QR code du billet d'entrée" size={200} />
          <p className="fr-text--sm fr-mt-2w fr-mb-1w">Présentez ce QR code à l'entrée.</p>
          <p className="fr-text--xs fr-mb-0 cp-confirmation__code">
            Code du billet : <span data-testid="ticket-code">{participation.ticket_code}</span>
          </p>
        </section>
      </div>
      <ul className="fr-btns-group fr-btns-group--inline-md fr-mt-4w">
        <li>
          <Link className="fr-btn" to={paths.dashboard.getHref()}>
            Mon tableau de bord
          </Link>
        </li>
        <li>
          <Link className="fr-btn fr-btn--secondary" to={paths.events.getHref()}>
            Voir d'autres événements
          </Link>
        </li>
      </ul>
    </>
  );
}
