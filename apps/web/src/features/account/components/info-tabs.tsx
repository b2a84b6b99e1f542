import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

// The Événements and Paiement tabs have no content of their own in SPEC; they say plainly where
// the information lives instead of showing empty placeholders.

export function EventsTab() {
  return (
    <>
      <h2 className="fr-h4">Mes événements</h2>
      <p>
        Vos inscriptions aux événements, et pour un compte professionnel les événements que vous organisez,
        apparaissent dans votre tableau de bord.
      </p>
      <Link className="fr-link fr-icon-arrow-right-line fr-link--icon-right" to={paths.dashboard.getHref()}>
        Aller au tableau de bord
      </Link>
    </>
  );
}

export function PaymentTab() {
  return (
    <>
      <h2 className="fr-h4">Paiement</h2>
      <p>
        Aucun moyen de paiement n’est enregistré sur votre compte : les informations de carte saisies lors
        d’une inscription servent au paiement et ne sont jamais conservées.
      </p>
      <p>Le récapitulatif de vos inscriptions et de leurs montants se trouve dans votre tableau de bord.</p>
      <Link className="fr-link fr-icon-arrow-right-line fr-link--icon-right" to={paths.dashboard.getHref()}>
        Aller au tableau de bord
      </Link>
    </>
  );
}
