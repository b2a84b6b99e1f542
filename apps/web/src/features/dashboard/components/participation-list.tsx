import { eventMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ParticipationResponse } from "@culture-patrimoine/contract/schemas/participation";
import { Link } from "react-router";
import { formatEventDates, formatPrice } from "../../../components/event-format.ts";
import { formatPlaces } from "../utils/format.ts";

/** "Mes Participations": each registration with its event, dates, places, amount and ticket. */
export function ParticipationList({ participations }: { participations: ParticipationResponse[] }) {
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
              <p className="fr-text--sm">{formatEventDates(event?.date_start, event?.date_end)}</p>
              <p className="fr-text--sm">
                {formatPlaces(participation.nombre_places)} · {formatPrice(participation.montant_paye)}
              </p>
            </div>
            <Link
              className="fr-btn fr-btn--secondary fr-btn--sm fr-btn--icon-left fr-icon-eye-line"
              to={paths.paymentConfirmationDetail.getHref(participation.id)}
            >
              Voir la confirmation <span className="fr-sr-only">: {title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
