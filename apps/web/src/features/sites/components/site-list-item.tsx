import { paths } from "@culture-patrimoine/contract/routes";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { Link } from "react-router";
import { OwnerActions } from "../../../components/owner-actions.tsx";
import { CARD_PICTURE_SIZES, hasShownPicture, Picture } from "../../../components/picture.tsx";
import { siteAnchorId } from "../utils/site-anchor.ts";
import { SiteQrCode } from "./site-qr-code.tsx";

interface SiteListItemProps {
  site: SiteResponse;
  canManage: boolean;
  onDelete: (site: SiteResponse) => void;
  deleting: boolean;
}

/**
 * One site: name (a link to its page), categorie, address and hours, its QR code, and the owner's
 * actions. Not a whole-card link: the card holds other controls (QR code, edit, delete).
 */
export function SiteListItem({ site, canManage, onDelete, deleting }: SiteListItemProps) {
  return (
    <article
      id={siteAnchorId(site.id)}
      className="fr-card fr-card--no-arrow cp-site"
      aria-labelledby={`${siteAnchorId(site.id)}-title`}
    >
      <div className="fr-card__body">
        <div className="fr-card__content">
          <h2 id={`${siteAnchorId(site.id)}-title`} className="fr-card__title">
            <Link to={paths.siteDetail.getHref(site.id)}>{site.name}</Link>
          </h2>
          <p className="fr-card__desc">{site.description}</p>
          <div className="fr-card__start">
            <ul className="fr-tags-group">
              <li>
                <p className="fr-tag fr-tag--sm">{site.categorie}</p>
              </li>
            </ul>
          </div>
          <div className="fr-card__end">
            {site.adresse && <p className="fr-card__detail fr-icon-map-pin-2-line">{site.adresse}</p>}
            {site.heure_ouverture && (
              <p className="fr-card__detail fr-icon-time-line">
                <span className="fr-sr-only">Horaires : </span>
                {site.heure_ouverture}
              </p>
            )}
          </div>
        </div>
        <div className="fr-card__footer">
          <SiteQrCode id={site.id} name={site.name} />
          {canManage && (
            <OwnerActions
              editHref={paths.siteEdit.getHref(site.id)}
              itemLabel={`le site ${site.name}`}
              onDelete={() => onDelete(site)}
              deleting={deleting}
            />
          )}
        </div>
      </div>
      {hasShownPicture(site.image) && (
        <div className="fr-card__header">
          <div className="fr-card__img">
            <Picture
              className="cp-card-picture"
              image={site.image}
              alt={site.image_alt}
              sizes={CARD_PICTURE_SIZES}
            />
          </div>
        </div>
      )}
    </article>
  );
}
