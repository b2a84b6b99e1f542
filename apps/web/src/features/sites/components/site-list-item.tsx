import { paths } from "@culture-patrimoine/contract/routes";
import type { SiteResponse } from "@culture-patrimoine/contract/schemas/site";
import { OwnerActions } from "../../../components/owner-actions.tsx";
import { siteAnchorId } from "../utils/site-anchor.ts";
import { SiteQrCode } from "./site-qr-code.tsx";

interface SiteListItemProps {
  site: SiteResponse;
  /** The site the address points at (#site-{id}, what its QR code opens): highlighted. */
  targeted: boolean;
  canManage: boolean;
  onDelete: (site: SiteResponse) => void;
  deleting: boolean;
}

/** One site: name, categorie, address and hours, its QR code, and the owner's actions. */
export function SiteListItem({ site, targeted, canManage, onDelete, deleting }: SiteListItemProps) {
  return (
    <article
      id={siteAnchorId(site.id)}
      // Focused when targeted, so a screen reader starts reading at the scanned site.
      tabIndex={targeted ? -1 : undefined}
      className={`fr-card fr-card--no-arrow cp-site${targeted ? " cp-site--target" : ""}`}
      aria-labelledby={`${siteAnchorId(site.id)}-title`}
    >
      <div className="fr-card__body">
        <div className="fr-card__content">
          <h2 id={`${siteAnchorId(site.id)}-title`} className="fr-card__title">
            {site.name}
          </h2>
          {targeted && <p className="fr-badge fr-badge--info fr-badge--sm fr-mt-1w">Site sélectionné</p>}
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
                <span className="fr-sr-only">Horaires : </span>
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
    </article>
  );
}
