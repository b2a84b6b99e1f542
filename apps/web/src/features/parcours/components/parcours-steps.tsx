import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { decodeServices } from "@culture-patrimoine/contract/site-services";
import { Link } from "react-router";

/** The sites of a route, in the order of the visit, each with what a visitor needs on the spot. */
export function ParcoursSteps({ sites }: { sites: readonly SiteResponse[] }) {
  if (sites.length === 0) return <p>{parcoursMessages.noSites}</p>;
  return (
    <ol className="cp-steps">
      {sites.map((site, index) => {
        const services = decodeServices(site.services);
        return (
          <li key={site.id} className="cp-steps__item">
            <span className="cp-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="cp-steps__body">
              <h3 className="fr-h5 fr-mb-1w">
                <span className="fr-sr-only">Étape {index + 1} : </span>
                {site.name}
              </h3>
              <p className="fr-tag fr-tag--sm fr-mb-1w">{site.categorie}</p>
              <dl className="cp-steps__facts">
                {site.adresse && (
                  <div>
                    <dt>Adresse</dt>
                    <dd>{site.adresse}</dd>
                  </div>
                )}
                {site.heure_ouverture && (
                  <div>
                    <dt>Horaires</dt>
                    <dd>{site.heure_ouverture}</dd>
                  </div>
                )}
                {site.tarif && (
                  <div>
                    <dt>Tarif</dt>
                    <dd>{site.tarif}</dd>
                  </div>
                )}
              </dl>
              {services.length > 0 && (
                <ul className="fr-tags-group" aria-label={`Services de ${site.name}`}>
                  {services.map((service) => (
                    <li key={service}>
                      <p className="fr-tag fr-tag--sm fr-tag--blue-ecume">{service}</p>
                    </li>
                  ))}
                </ul>
              )}
              <Link
                className="fr-link fr-link--sm fr-icon-qr-code-line fr-link--icon-left"
                to={paths.siteDetail.getHref(site.id)}
              >
                Fiche et QR code<span className="fr-sr-only"> de {site.name}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
