import { Card } from "@codegouvfr/react-dsfr/Card";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { OwnerActions } from "../../../components/owner-actions.tsx";
import { CARD_PICTURE_SIZES, hasShownPicture, Picture } from "../../../components/picture.tsx";
import { newWindowTitle } from "../../../lib/new-window.ts";

interface LieuListItemProps {
  lieu: LieuResponse;
  canManage: boolean;
  onDelete: (lieu: LieuResponse) => void;
  deleting: boolean;
}

/** One venue: nom (a link to its page), ville, pays, description and its website. */
export function LieuListItem({ lieu, canManage, onDelete, deleting }: LieuListItemProps) {
  const common = {
    title: lieu.nom,
    titleAs: "h2" as const,
    // The name leads to the venue's page; not the whole card, which holds the owner's buttons.
    linkProps: { to: paths.lieuDetail.getHref(lieu.id) },
    size: "small" as const,
    desc: lieu.description ?? undefined,
    start: (
      <p className="fr-card__detail fr-icon-map-pin-2-line">
        {lieu.ville}, {lieu.pays}
      </p>
    ),
    end: lieu.site_web ? (
      <p className="fr-card__detail">
        <a
          className="fr-link fr-link--sm"
          href={lieu.site_web}
          target="_blank"
          rel="noopener noreferrer"
          title={newWindowTitle(`Site web de ${lieu.nom}`)}
        >
          Site web
        </a>
      </p>
    ) : undefined,
    footer: canManage ? (
      <OwnerActions
        editHref={paths.lieuEdit.getHref(lieu.id)}
        itemLabel={`le lieu ${lieu.nom}`}
        onDelete={() => onDelete(lieu)}
        deleting={deleting}
      />
    ) : undefined,
  };
  // Only a picture of our own origin can show under the CSP; otherwise the card has none.
  return hasShownPicture(lieu.image) ? (
    <Card
      {...common}
      imageComponent={
        <Picture
          className="cp-card-picture"
          image={lieu.image}
          alt={lieu.image_alt}
          sizes={CARD_PICTURE_SIZES}
        />
      }
    />
  ) : (
    <Card {...common} />
  );
}
