import locationFranceUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/map/location-france.svg";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { useSession } from "../../../lib/session.ts";
import { Pictogram } from "./pictogram.tsx";

/** The home page's opening band: the service, its promise and the way in (sign up or dashboard). */
export function HomeHero() {
  const session = useSession();
  return (
    <div className="cp-hero">
      <div className="fr-container fr-py-6w fr-py-md-8w">
        <div className="fr-grid-row fr-grid-row--middle fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-md-8">
            <h1 className="fr-display--sm">Culture & Patrimoine</h1>
            <p className="fr-text--lead">
              Découvrez les événements culturels, les parcours et les sites patrimoniaux partout en France, et
              inscrivez-vous en quelques instants.
            </p>
            {session ? (
              <Link className="fr-btn fr-btn--lg" to={paths.dashboard.getHref()}>
                Accéder à mon tableau de bord
              </Link>
            ) : (
              <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--lg">
                <li>
                  <Link className="fr-btn" to={`${paths.auth.getHref()}?tab=inscription`}>
                    Créer un compte
                  </Link>
                </li>
                <li>
                  <Link className="fr-btn fr-btn--secondary" to={paths.auth.getHref()}>
                    Se connecter
                  </Link>
                </li>
              </ul>
            )}
          </div>
          <div className="fr-col-md-4 fr-hidden fr-unhidden-md cp-hero__picto">
            <Pictogram url={locationFranceUrl} size="192" />
          </div>
        </div>
      </div>
    </div>
  );
}
