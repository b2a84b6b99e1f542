import { formatSessionStart } from "@culture-patrimoine/contract/french-dates";
import { eventMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { Link } from "react-router";
import { useCancelParticipation } from "../../../api/cancel-participation.ts";
import { CancelRegistration } from "../../../components/booking/cancel-registration.tsx";
import { ParticipationStatusBadge, paymentLabel } from "../../../components/booking/participation-status.tsx";
import { formatPrice } from "../../../components/event-format.ts";
import { formatPlaces } from "../utils/format.ts";

interface ParticipationListProps {
  participations: ParticipationResponse[];
  /** Tests fix the clock the cancellation deadline is compared with. */
  now?: () => Date;
}

/**
 * "Mes Participations": each registration with its event, session, status, places, amount and
 * how it is paid, its ticket, and its cancellation (the same rules as on the ticket page).
 */
export function ParticipationList({ participations, now }: ParticipationListProps) {
  const cancel = useCancelParticipation();
  return (
    <ul className="cp-dashboard-list">
      {participations.map((participation) => {
        const event = participation.Event;
        const title = event?.title ?? eventMessages.unknownEvent;
        return (
          <li key={participation.id}>
            <div className="cp-dashboard-list__text">
              <h3 className="fr-h6">
                {event ? <Link to={paths.eventDetail.getHref(event.id)}>{title}</Link> : title}
              </h3>
              <p className="fr-text--sm">
                <span className="fr-sr-only">Séance : </span>
                {formatSessionStart(participation.session.starts_at)}
              </p>
              <p className="fr-mb-1w">
                <ParticipationStatusBadge participation={participation} />
              </p>
              <p className="fr-text--sm">
                {formatPlaces(participation.nombre_places)} · {formatPrice(participation.montant_paye)}
                {/* A free registration is already said "Gratuit" by its amount. */}
                {participation.payment_status !== "free" && ` · ${paymentLabel(participation)}`}
              </p>
            </div>
            <div className="cp-dashboard-list__actions">
              <Link
                className="fr-btn fr-btn--secondary fr-btn--sm fr-btn--icon-left fr-icon-qr-code-line fr-mb-1w"
                to={paths.ticket.getHref(participation.ticket_code)}
              >
                Voir le billet <span className="fr-sr-only">: {title}</span>
              </Link>
              <CancelRegistration
                participation={participation}
                context={title}
                now={now}
                onCancel={() =>
                  cancel.mutateAsync({ id: participation.id, ticketCode: participation.ticket_code })
                }
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
