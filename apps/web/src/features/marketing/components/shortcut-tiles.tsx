import CalendarPicto from "@codegouvfr/react-dsfr/picto/Calendar";
import CompassPicto from "@codegouvfr/react-dsfr/picto/Compass";
import DocumentAddPicto from "@codegouvfr/react-dsfr/picto/DocumentAdd";
import FlowListPicto from "@codegouvfr/react-dsfr/picto/FlowList";
import MapPicto from "@codegouvfr/react-dsfr/picto/Map";
import MapPinPicto from "@codegouvfr/react-dsfr/picto/MapPin";
import MoneyPicto from "@codegouvfr/react-dsfr/picto/Money";
import { Tile } from "@codegouvfr/react-dsfr/Tile";
import { paths } from "@culture-patrimoine/contract/routes";
import type { ReactNode } from "react";

interface Shortcut {
  title: string;
  desc: string;
  href: string;
  picto: ReactNode;
}

const forEveryone: Shortcut[] = [
  {
    title: "Événements",
    desc: "Concerts, expositions, visites, spectacles et conférences près de chez vous.",
    href: paths.events.getHref(),
    picto: <CalendarPicto />,
  },
  {
    title: "Parcours",
    desc: "Des visites thématiques d'un site à l'autre, guidées par les QR codes.",
    href: paths.parcours.getHref(),
    picto: <MapPicto />,
  },
  {
    title: "Tarifs",
    desc: "Gratuit pour les visiteurs ; des formules pour les organisateurs.",
    href: paths.pricing.getHref(),
    picto: <MoneyPicto />,
  },
];

// These pages ask anonymous visitors to log in first (DESIGN.md §5), and are for organisers.
const forOrganisers: Shortcut[] = [
  {
    title: "Créer un événement",
    desc: "Publiez une date, un lieu et un tarif.",
    href: paths.eventCreate.getHref(),
    picto: <DocumentAddPicto />,
  },
  {
    title: "Créer un parcours",
    desc: "Reliez des sites en une visite guidée.",
    href: paths.parcoursCreate.getHref(),
    picto: <CompassPicto />,
  },
  {
    title: "Créer un lieu",
    desc: "Présentez une salle, un musée ou un espace.",
    href: paths.lieuCreate.getHref(),
    picto: <MapPinPicto />,
  },
  {
    title: "Créer un programme",
    desc: "Détaillez le déroulé d'un événement, heure par heure.",
    href: paths.programCreate.getHref(),
    picto: <FlowListPicto />,
  },
];

function ShortcutList({ shortcuts, detail }: { shortcuts: Shortcut[]; detail?: string }) {
  return (
    <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
      {shortcuts.map((shortcut) => (
        <li key={shortcut.href} className="fr-col-12 fr-col-md-6 fr-col-lg-3">
          <Tile
            title={shortcut.title}
            titleAs="h4"
            desc={shortcut.desc}
            detail={detail}
            linkProps={{ to: shortcut.href }}
            pictogram={shortcut.picto}
            small
            // Side by side on phones (seven tiles would make a long column), stacked from tablets on.
            orientation="horizontal"
            className="fr-tile--vertical@md"
          />
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2's shortcut tiles, split between what anyone can do and what organisers can do. */
export function ShortcutTiles() {
  return (
    <section className="fr-container fr-my-6w" aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">Que souhaitez-vous faire ?</h2>
      <h3 className="fr-h5">Découvrir</h3>
      <ShortcutList shortcuts={forEveryone} />
      <h3 className="fr-h5 fr-mt-4w">Organiser</h3>
      <p>Ces espaces sont réservés aux organisateurs : connectez-vous avec un compte professionnel.</p>
      <ShortcutList shortcuts={forOrganisers} detail="Compte professionnel" />
    </section>
  );
}
