import { Badge } from "@codegouvfr/react-dsfr/Badge";
import { Card } from "@codegouvfr/react-dsfr/Card";
import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ParcoursResponse } from "@culture-patrimoine/contract/schemas/parcours";
import {
  difficultyLabel,
  difficultySeverity,
  formatCount,
  formatDuration,
  parcoursImageUrl,
  parcoursStepCount,
} from "./parcours-facts.ts";
import { CARD_PICTURE_SIZES, hasShownPicture, Picture } from "./picture.tsx";
import type { PlanSite } from "./route-plan.ts";
import "./route-plan.css";

// Loaded after the page: the home page's first load stays within its budget (decision 030); its
// box (route-plan.css) holds the place meanwhile, so nothing moves when it comes.
const RoutePlan = lazy(() => import("./route-plan.tsx").then((module) => ({ default: module.RoutePlan })));

import "./parcours-card.css";
import { lazy, Suspense } from "react";

interface ParcoursCardProps {
  /** With its `Sites` when the list has them (GET /api/parcours answers them): its plan is drawn from them. */
  parcours: ParcoursResponse & { Sites?: readonly PlanSite[] };
  headingLevel?: "h2" | "h3";
  /** False for the first cards of a list, which show before any scrolling (decision 037). */
  lazyPicture?: boolean;
}

/** A route in a list: the whole card links to its page (/parcours/{id}). */
export function ParcoursCard({ parcours, headingLevel = "h3", lazyPicture = true }: ParcoursCardProps) {
  // A route's column holds the bare file name (SPEC §7), served under /uploads.
  const image = parcoursImageUrl(parcours.image);
  const place = parcours.Lieu ? `${parcours.Lieu.nom}, ${parcours.Lieu.ville}` : lieuMessages.noLieu;

  return (
    <Card
      className="cp-parcours-card"
      title={parcours.title}
      titleAs={headingLevel}
      linkProps={{ to: paths.parcoursDetail.getHref(parcours.id) }}
      enlargeLink
      imageComponent={
        hasShownPicture(image) ? (
          <Picture
            className="cp-card-picture"
            image={image}
            alt={parcours.image_alt}
            sizes={CARD_PICTURE_SIZES}
            lazy={lazyPicture}
          />
        ) : (
          // A route without a picture: its own plan (its steps, in order) decorates; the card's
          // figures say the count.
          <Suspense fallback={<div className="cp-route-plan cp-card-picture" />}>
            <RoutePlan className="cp-card-picture" sites={parcours.Sites ?? parcoursStepCount(parcours)} />
          </Suspense>
        )
      }
      badge={
        <Badge severity={difficultySeverity(parcours.difficulty)} small>
          <span className="fr-sr-only">Difficulté : </span>
          {difficultyLabel(parcours.difficulty)}
        </Badge>
      }
      start={
        <ul className="fr-tags-group">
          <li>
            <p className="fr-tag fr-tag--sm">{parcours.theme}</p>
          </li>
        </ul>
      }
      desc={parcours.description}
      detail={
        <>
          <span className="fr-icon-map-pin-2-line fr-icon--sm" aria-hidden="true" /> {place}
        </>
      }
      end={
        <ul className="cp-facts">
          <Fact icon="fr-icon-time-line" label="Durée :" text={formatDuration(parcours.duration)} />
          <Fact
            icon="fr-icon-map-pin-user-line"
            text={formatCount(parcoursStepCount(parcours), "étape", "étapes")}
          />
        </ul>
      }
    />
  );
}

interface FactProps {
  icon: "fr-icon-time-line" | "fr-icon-map-pin-user-line";
  /** Read by screen readers only, where the icon alone says what the figure is. */
  label?: string;
  text: string;
}

function Fact({ icon, label, text }: FactProps) {
  return (
    <li>
      <span className={`${icon} fr-icon--sm`} aria-hidden="true" />
      {label && <span className="fr-sr-only">{label}</span>} {text}
    </li>
  );
}
