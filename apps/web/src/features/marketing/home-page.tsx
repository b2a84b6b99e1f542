import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { useSession } from "../../lib/session.ts";
import "./home-page.css";

// The sections the footer's anchors (#events, #parcours, #lieux, #about) lead to.
const sections = [
  {
    id: "events",
    title: "Événements",
    text: "Concerts, expositions, visites, spectacles et conférences : trouvez une sortie près de chez vous et inscrivez-vous en ligne.",
    href: paths.events.getHref(),
    cta: "Voir les événements",
  },
  {
    id: "parcours",
    title: "Parcours",
    text: "Suivez des parcours thématiques d'un site à l'autre, guidés par les QR codes installés sur place.",
    href: paths.parcours.getHref(),
    cta: "Voir les parcours",
  },
  {
    id: "lieux",
    title: "Lieux",
    text: "Musées, théâtres, églises, châteaux : découvrez les lieux qui accueillent la vie culturelle de votre région.",
    href: paths.lieux.getHref(),
    cta: "Voir les lieux",
  },
  {
    id: "about",
    title: "À propos",
    text: "Une initiative du ministère de la Culture pour rendre le patrimoine et la programmation culturelle accessibles à tous.",
    href: paths.about.getHref(),
    cta: "En savoir plus",
  },
];

/** /, first version: the hero and the four sections; tiles, lists and figures come with its own issue. */
export function HomePage() {
  const session = useSession();
  return (
    <>
      <div className="cp-hero">
        <div className="fr-container fr-py-8w">
          <h1 className="fr-display--sm">Culture & Patrimoine</h1>
          <p className="fr-text--lead">
            Découvrez les événements culturels, les parcours et les sites patrimoniaux partout en France.
          </p>
          {session ? (
            <Link className="fr-btn fr-btn--lg" to={paths.dashboard.getHref()}>
              Accéder à mon tableau de bord
            </Link>
          ) : (
            <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--lg">
              <li>
                <Link className="fr-btn" to={`${paths.auth.getHref()}?tab=inscription`}>
                  Créer un compte
                </Link>
              </li>
              <li>
                <Link className="fr-btn fr-btn--secondary" to={paths.auth.getHref()}>
                  Se connecter
                </Link>
              </li>
            </ul>
          )}
        </div>
      </div>
      <div className="fr-container fr-my-7w">
        <div className="fr-grid-row fr-grid-row--gutters">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="fr-col-12 fr-col-md-6 fr-mb-3w"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className="fr-h4">
                {section.title}
              </h2>
              <p>{section.text}</p>
              <Link className="fr-link fr-icon-arrow-right-line fr-link--icon-right" to={section.href}>
                {section.cta}
              </Link>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
