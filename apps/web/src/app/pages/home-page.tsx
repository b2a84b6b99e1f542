import { Alert } from "@codegouvfr/react-dsfr/Alert";
import {
  eventMessages,
  homeMessages,
  lieuMessages,
  parcoursMessages,
} from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { EventCard } from "../../components/event-card.tsx";
import { ParcoursCard } from "../../components/parcours-card.tsx";
import { useEvents } from "../../features/events/api/get-events.ts";
import { useLieux } from "../../features/lieux/api/get-lieux.ts";
import { CardSkeletons } from "../../features/marketing/components/card-skeletons.tsx";
import { HomeHero } from "../../features/marketing/components/home-hero.tsx";
import { HomeSection } from "../../features/marketing/components/home-section.tsx";
import { QrExplainer } from "../../features/marketing/components/qr-explainer.tsx";
import { ShortcutTiles } from "../../features/marketing/components/shortcut-tiles.tsx";
import { StatsFigures } from "../../features/marketing/components/stats-figures.tsx";
import { useParcoursList } from "../../features/parcours/api/get-parcours-list.ts";

const UPCOMING_COUNT = 6;
const PARCOURS_COUNT = 3;
const LIEUX_COUNT = 4;

const threeColumns = "fr-col-12 fr-col-md-6 fr-col-lg-4";
const fourColumns = "fr-col-12 fr-col-sm-6 fr-col-lg-3";

function UpcomingEvents() {
  const events = useEvents({ upcoming: true, limit: UPCOMING_COUNT });
  if (events.isPending) {
    return (
      <CardSkeletons
        count={UPCOMING_COUNT}
        colClassName={threeColumns}
        variant="event"
        label={eventMessages.listLoading}
      />
    );
  }
  if (events.isError) return <Alert severity="error" small description={eventMessages.listLoadFailed} />;
  const upcoming = events.data.items;
  if (upcoming.length === 0) return <p>{homeMessages.noUpcomingEvents}</p>;
  return (
    <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
      {upcoming.map((event) => (
        <li key={event.id} className={threeColumns}>
          <EventCard event={event} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

function LatestParcours() {
  const parcours = useParcoursList({ limit: PARCOURS_COUNT });
  if (parcours.isPending) {
    return (
      <CardSkeletons
        count={PARCOURS_COUNT}
        colClassName={threeColumns}
        variant="parcours"
        label={parcoursMessages.loading}
      />
    );
  }
  if (parcours.isError) return <Alert severity="error" small description={homeMessages.parcoursLoadFailed} />;
  if (parcours.data.items.length === 0) return <p>{parcoursMessages.empty}</p>;
  return (
    <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
      {parcours.data.items.map((item) => (
        <li key={item.id} className={threeColumns}>
          <ParcoursCard parcours={item} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

function SomeLieux() {
  const lieux = useLieux({ limit: LIEUX_COUNT });
  if (lieux.isPending) {
    return (
      <CardSkeletons
        count={LIEUX_COUNT}
        colClassName={fourColumns}
        variant="lieu"
        label={lieuMessages.listLoading}
      />
    );
  }
  if (lieux.isError) return <Alert severity="error" small description={lieuMessages.listLoadFailed} />;
  if (lieux.data.items.length === 0) return <p>{lieuMessages.listEmpty}</p>;
  return (
    <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
      {lieux.data.items.map((lieu) => (
        <li key={lieu.id} className={fourColumns}>
          <div className="cp-lieu">
            <h3 className="fr-h6 fr-mb-1w">{lieu.nom}</h3>
            <p className="fr-text--sm fr-mb-0">
              <span className="fr-icon-map-pin-2-line fr-icon--sm fr-mr-1v" aria-hidden="true" />
              {lieu.ville}, {lieu.pays}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** / (SPEC §2): hero, shortcuts, upcoming events, routes, venues, QR codes, figures, about. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <ShortcutTiles />
      <HomeSection
        id="events"
        title="Prochains événements"
        intro="Les prochaines dates publiées par les organisateurs, partout en France."
        more={{ href: paths.events.getHref(), label: "Tous les événements" }}
        tinted
      >
        <UpcomingEvents />
      </HomeSection>
      <HomeSection
        id="parcours"
        title="Parcours à découvrir"
        intro="Des visites thématiques d’un site à l’autre, à suivre à votre rythme."
        more={{ href: paths.parcours.getHref(), label: "Tous les parcours" }}
      >
        <LatestParcours />
      </HomeSection>
      <HomeSection
        id="lieux"
        title="Des lieux de culture"
        intro="Musées, théâtres, églises, châteaux : les lieux qui accueillent la vie culturelle."
        more={{ href: paths.lieux.getHref(), label: "Tous les lieux" }}
        tinted
      >
        <SomeLieux />
      </HomeSection>
      <QrExplainer />
      <HomeSection
        id="chiffres"
        title="Culture & Patrimoine en chiffres"
        intro="Comptés en direct à partir des contenus publiés sur la plateforme."
        tinted
      >
        <StatsFigures />
      </HomeSection>
      <HomeSection id="about" title="À propos">
        <div className="fr-grid-row">
          <div className="fr-col-12 fr-col-lg-8">
            <p>
              Culture & Patrimoine est un service du ministère de la Culture. Il rassemble la programmation
              culturelle, les lieux, les parcours et les sites patrimoniaux de toute la France, pour que
              chacun trouve une sortie près de chez lui et que les organisateurs publient la leur simplement.
            </p>
            <Link className="fr-btn fr-btn--secondary" to={paths.about.getHref()}>
              En savoir plus sur notre mission
            </Link>
          </div>
        </div>
      </HomeSection>
    </>
  );
}
