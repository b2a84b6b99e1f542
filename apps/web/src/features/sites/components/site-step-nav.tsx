import { paths } from "@culture-patrimoine/contract/routes";
import type { SiteRouteStep } from "@culture-patrimoine/contract/schemas/site";
import { Link } from "react-router";

/**
 * « Étape 3 sur 7 » of a route, with the way back and the way on: a visitor who scanned the code on
 * the spot goes to the next site from here. A navigation landmark, named for what it is.
 */
export function SiteStepNav({ step }: { step: SiteRouteStep }) {
  return (
    <nav className="cp-site-steps fr-p-2w fr-mb-4w" aria-label="Étapes du parcours">
      <p className="fr-mb-1w">
        <strong data-testid="site-step">
          Étape {step.position} sur {step.total}
        </strong>{" "}
        du parcours <Link to={paths.parcoursDetail.getHref(step.parcours_id)}>{step.parcours_title}</Link>
      </p>
      <ul className="cp-site-steps__links">
        <li>
          {step.previous && (
            <Link
              className="fr-link fr-icon-arrow-left-line fr-link--icon-left"
              rel="prev"
              to={paths.siteDetail.getHref(step.previous.id)}
            >
              <span className="fr-sr-only">Étape précédente :</span> {step.previous.name}
            </Link>
          )}
        </li>
        <li>
          {step.next && (
            <Link
              className="fr-link fr-icon-arrow-right-line fr-link--icon-right"
              rel="next"
              to={paths.siteDetail.getHref(step.next.id)}
            >
              <span className="fr-sr-only">Étape suivante :</span> {step.next.name}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
