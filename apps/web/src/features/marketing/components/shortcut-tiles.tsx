import calendarUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/digital/calendar.svg";
import documentAddUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/document/document-add.svg";
import moneyUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/institutions/money.svg";
import compassUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/map/compass.svg";
import mapUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/map/map.svg";
import mapPinUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/map/map-pin.svg";
import flowListUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/system/flow-list.svg";
import { Tile } from "@codegouvfr/react-dsfr/Tile";
import { paths } from "@culture-patrimoine/contract/routes";

interface Shortcut {
  title: string;
  desc: string;
  href: string;
  /** URL of a DSFR pictogram file. */
  picto: string;
}

const forEveryone: Shortcut[] = [
  {
    title: "Événements",
    desc: "Concerts, expositions, visites, spectacles et conférences près de chez vous.",
    href: paths.events.getHref(),
    picto: calendarUrl,
  },
  {
    title: "Parcours",
    desc: "Des visites thématiques d’un site à l’autre, guidées par les QR codes.",
    href: paths.parcours.getHref(),
    picto: mapUrl,
  },
  {
    title: "Tarifs",
    desc: "Gratuit pour les visiteurs ; des formules pour les organisateurs.",
    href: paths.pricing.getHref(),
    picto: moneyUrl,
  },
];

// These pages ask anonymous visitors to log in first (DESIGN.md §5), and are for organisers.
const forOrganisers: Shortcut[] = [
  {
    title: "Créer un événement",
    desc: "Publiez une date, un lieu et un tarif.",
    href: paths.eventCreate.getHref(),
    picto: documentAddUrl,
  },
  {
    title: "Créer un parcours",
    desc: "Reliez des sites en une visite guidée.",
    href: paths.parcoursCreate.getHref(),
    picto: compassUrl,
  },
  {
    title: "Créer un lieu",
    desc: "Présentez une salle, un musée ou un espace.",
    href: paths.lieuCreate.getHref(),
    picto: mapPinUrl,
  },
  {
    title: "Créer un programme",
    desc: "Détaillez le déroulé d’un événement, heure par heure.",
    href: paths.programCreate.getHref(),
    picto: flowListUrl,
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
            imageUrl={shortcut.picto}
            imageSvg
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
