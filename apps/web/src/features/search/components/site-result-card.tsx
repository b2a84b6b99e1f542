import { Card } from "@codegouvfr/react-dsfr/Card";
import { paths } from "@culture-patrimoine/contract/routes";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { CARD_PICTURE_SIZES, hasShownPicture, Picture } from "../../../components/picture.tsx";

/**
 * A heritage site found by a search: the /sites list's card (features/sites, site-list-item.tsx),
 * category, address and hours, without its QR code and the owner's buttons, so the whole card links
 * to the site's page.
 */
export function SiteResultCard({ site }: { site: SiteResponse }) {
  const common = {
    title: site.name,
    titleAs: "h3" as const,
    linkProps: { to: paths.siteDetail.getHref(site.id) },
    enlargeLink: true as const,
    size: "small" as const,
    desc: site.description,
    start: (
      <ul className="fr-tags-group">
        <li>
          <p className="fr-tag fr-tag--sm">{site.categorie}</p>
        </li>
      </ul>
    ),
    end: (
      <>
        {site.adresse && <p className="fr-card__detail fr-icon-map-pin-2-line">{site.adresse}</p>}
        {site.heure_ouverture && (
          <p className="fr-card__detail fr-icon-time-line">
            <span className="fr-sr-only">{"Horaires\u00a0: "}</span>
            {site.heure_ouverture}
          </p>
        )}
      </>
    ),
  };
  return hasShownPicture(site.image) ? (
    <Card
      {...common}
      imageComponent={
        <Picture
          className="cp-card-picture"
          image={site.image}
          alt={site.image_alt}
          sizes={CARD_PICTURE_SIZES}
        />
      }
    />
  ) : (
    <Card {...common} />
  );
}
