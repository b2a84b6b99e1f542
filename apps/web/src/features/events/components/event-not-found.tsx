import { eventMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

/** An address whose event does not exist (never did, or was deleted). */
export function EventNotFound() {
  return (
    <div className="fr-container fr-my-6w">
      <h1>{eventMessages.notFound}</h1>
      <p>Cet événement n’existe pas ou a été supprimé par son organisateur.</p>
      <Link className="fr-link fr-icon-arrow-left-line fr-link--icon-left" to={paths.events.getHref()}>
        Voir tous les événements
      </Link>
    </div>
  );
}
