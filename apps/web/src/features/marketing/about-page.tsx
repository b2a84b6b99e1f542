import accessibilityUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/accessibility/accessibility.svg";
import innovationUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/digital/innovation.svg";
import bookUrl from "@codegouvfr/react-dsfr/dsfr/artwork/pictograms/leisure/book.svg";
import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { ministryContact } from "../../lib/brand.tsx";
import { Pictogram } from "./components/pictogram.tsx";
import { StatsFigures } from "./components/stats-figures.tsx";
import "./components/marketing.css";

interface Value {
  title: string;
  text: string;
  /** URL of a DSFR pictogram file. */
  picto: string;
}

const values: Value[] = [
  {
    title: "Accessibilité",
    text: "Chacun doit pouvoir trouver une sortie, lire un programme et s’inscrire, quel que soit son équipement ou son handicap. Les pages sont conçues avec le Système de design de l’État et vérifiées à chaque évolution.",
    picto: accessibilityUrl,
  },
  {
    title: "Innovation",
    text: "Des QR codes sur les sites, des parcours à suivre sur son téléphone, des billets vérifiables : le numérique au service de la visite, sans remplacer la rencontre avec les œuvres et les lieux.",
    picto: innovationUrl,
  },
  {
    title: "Transmission",
    text: "Raconter l’histoire d’un monument, d’un quartier ou d’un savoir-faire, et donner envie de la partager : le patrimoine vit quand il est transmis d’une génération à l’autre.",
    picto: bookUrl,
  },
];

/** /about (SPEC §2): mission, figures counted from the database, values and team. */
export function AboutPage() {
  return (
    <div className="fr-container fr-my-6w">
      <div className="fr-grid-row">
        <div className="fr-col-12 fr-col-lg-9">
          <h1>À propos de {SERVICE_NAME}</h1>
          <p className="fr-text--lead">
            {SERVICE_NAME} est un service du ministère de la Culture qui rassemble, en un seul endroit, les
            événements culturels, les lieux, les parcours et les sites patrimoniaux de toute la France.
          </p>
        </div>
      </div>

      <section className="fr-mt-4w" aria-labelledby="mission-title">
        <h2 id="mission-title">Notre mission</h2>
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-md-6">
            <p>
              Rendre la culture et le patrimoine accessibles à tous : permettre à chacun de découvrir ce qui
              se passe près de chez lui, un concert, une exposition, une visite guidée, une conférence, et de
              s’y inscrire en quelques instants.
            </p>
          </div>
          <div className="fr-col-12 fr-col-md-6">
            <p>
              Donner aux associations, aux lieux et aux institutions un outil simple pour publier leur
              programmation, présenter leurs lieux et créer des parcours de visite guidés par les QR codes
              installés sur les sites.
            </p>
          </div>
        </div>
      </section>

      <section className="fr-mt-6w" aria-labelledby="figures-title">
        <h2 id="figures-title">La plateforme en chiffres</h2>
        <p>Ces chiffres sont comptés en direct à partir des contenus publiés sur la plateforme.</p>
        <StatsFigures />
      </section>

      <section className="fr-mt-6w" aria-labelledby="values-title">
        <h2 id="values-title">Nos valeurs</h2>
        <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
          {values.map(({ title, text, picto }) => (
            <li key={title} className="fr-col-12 fr-col-md-4">
              <div className="cp-value">
                <Pictogram url={picto} size="64" />
                <h3 className="fr-h4 fr-mt-2w fr-mb-1w">{title}</h3>
                <p className="fr-mb-0">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="fr-mt-6w" aria-labelledby="team-title">
        <h2 id="team-title">L’équipe</h2>
        <div className="fr-grid-row">
          <div className="fr-col-12 fr-col-lg-9">
            <p>
              {SERVICE_NAME} est conçu et tenu à jour par une petite équipe du ministère de la Culture où se
              côtoient développeurs, designers et spécialistes du patrimoine et de la médiation culturelle.
              Elle travaille avec les organisateurs qui publient leur programmation et avec les visiteurs qui
              lui signalent ce qui peut être amélioré.
            </p>
            <p>
              Une idée, une erreur à signaler, un besoin d’accompagnement ? Écrivez-nous à{" "}
              <a href={`mailto:${ministryContact.email}`}>{ministryContact.email}</a>.
            </p>
            <ul className="fr-btns-group fr-btns-group--inline-md">
              <li>
                <Link className="fr-btn" to={paths.events.getHref()}>
                  Découvrir les événements
                </Link>
              </li>
              <li>
                <Link className="fr-btn fr-btn--secondary" to={paths.pricing.getHref()}>
                  Voir les formules
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </section>
    </div>
  );
}
