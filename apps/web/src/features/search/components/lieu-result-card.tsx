import { Card } from "@codegouvfr/react-dsfr/Card";
import { paths } from "@culture-patrimoine/contract/routes";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import { CARD_PICTURE_SIZES, hasShownPicture, Picture } from "../../../components/picture.tsx";

/**
 * A venue found by a search: the /lieux list's card (features/lieux, lieu-list-item.tsx) without the
 * owner's buttons, so the whole card links to the venue's page.
 */
export function LieuResultCard({ lieu }: { lieu: LieuResponse }) {
  const common = {
    title: lieu.nom,
    titleAs: "h3" as const,
    linkProps: { to: paths.lieuDetail.getHref(lieu.id) },
    enlargeLink: true as const,
    size: "small" as const,
    desc: lieu.description ?? undefined,
    start: (
      <p className="fr-card__detail fr-icon-map-pin-2-line">
        {lieu.ville}, {lieu.pays}
      </p>
    ),
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
