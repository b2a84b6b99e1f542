import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { ministryContact } from "../../../lib/brand.tsx";
import { LegalPage, type LegalSection } from "../components/legal-page.tsx";
import { formatLegalDate } from "../utils/legal-date.ts";
import { LEGAL_TEXTS_UPDATED_ON } from "./updated-on.ts";

const sections: LegalSection[] = [
  {
    id: "etat-conformite",
    title: "État de conformité",
    content: (
      <>
        <p>
          <strong>
            {SERVICE_NAME} est non conforme avec le référentiel général d’amélioration de l’accessibilité
            (RGAA), version 4.1
          </strong>
          , car le site n’a pas encore fait l’objet d’un audit de conformité.
        </p>
        <p>
          En attendant cet audit, chaque page est contrôlée à chaque évolution du site par un outil de test
          automatique (axe, règles WCAG 2.1 niveaux A et AA), et les parcours principaux (consulter les
          événements, s’inscrire, publier un événement) sont conçus pour être utilisables au clavier seul. Ces
          contrôles ne remplacent pas un audit : ils ne permettent pas de déclarer un taux de conformité.
        </p>
      </>
    ),
  },
  {
    id: "contenus-non-accessibles",
    title: "Contenus non accessibles",
    content: (
      <>
        <p>
          Les contenus non accessibles n’ont pas encore été évalués : ils seront identifiés et listés ici à
          l’issue du premier audit, avec les corrections prévues.
        </p>
        <p>
          Les textes et les images publiés par les organisateurs (descriptions d’événements, photographies)
          relèvent de leur responsabilité ; l’équipe du site les invite à fournir des textes alternatifs et
          des descriptions claires.
        </p>
      </>
    ),
  },
  {
    id: "etablissement",
    title: "Établissement de cette déclaration",
    content: (
      <>
        <p>
          Cette déclaration a été établie le{" "}
          <time dateTime={LEGAL_TEXTS_UPDATED_ON}>{formatLegalDate(LEGAL_TEXTS_UPDATED_ON)}</time>.
        </p>
        <h3 className="fr-h6">Technologies utilisées pour la réalisation du site</h3>
        <ul>
          <li>HTML5</li>
          <li>CSS, avec le Système de design de l’État (DSFR)</li>
          <li>JavaScript (React)</li>
          <li>WAI-ARIA</li>
        </ul>
        <h3 className="fr-h6">Outils utilisés pour les contrôles automatiques</h3>
        <ul>
          <li>axe-core, dans le navigateur Chromium</li>
        </ul>
      </>
    ),
  },
  {
    id: "retour-information",
    title: "Retour d’information et contact",
    content: (
      <>
        <p>
          Si vous n’arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter le responsable
          du site pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre
          forme :
        </p>
        <ul>
          <li>
            par courriel : <a href={`mailto:${ministryContact.email}`}>{ministryContact.email}</a>, en
            indiquant « Accessibilité » en objet ;
          </li>
          <li>
            par courrier : ministère de la Culture, {SERVICE_NAME}, {ministryContact.street},{" "}
            {ministryContact.city} ;
          </li>
          <li>par téléphone : {ministryContact.phone} (standard du ministère).</li>
        </ul>
      </>
    ),
  },
  {
    id: "voies-recours",
    title: "Voies de recours",
    content: (
      <>
        <p>
          Cette procédure est à utiliser dans le cas suivant : vous avez signalé au responsable du site un
          défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un des services du site, et vous
          n’avez pas obtenu de réponse satisfaisante.
        </p>
        <p>Vous pouvez :</p>
        <ul>
          <li>
            écrire un message au Défenseur des droits, avec le{" "}
            <a href="https://formulaire.defenseurdesdroits.fr/">
              formulaire en ligne du Défenseur des droits
            </a>
            {"\u00a0;"}
          </li>
          <li>
            contacter{" "}
            <a href="https://www.defenseurdesdroits.fr/carte-des-delegues">
              le délégué du Défenseur des droits dans votre région
            </a>
            {"\u00a0;"}
          </li>
          <li>
            envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre
            réponse 71120, 75342 Paris CEDEX 07.
          </li>
        </ul>
      </>
    ),
  },
];

/** /accessibilite (DESIGN.md §5): the RGAA 4.1 accessibility statement, "non conforme" until audited. */
export function AccessibilityPage() {
  return (
    <LegalPage
      title="Déclaration d’accessibilité"
      updatedOn={LEGAL_TEXTS_UPDATED_ON}
      intro={
        <>
          <p>
            Le ministère de la Culture s’engage à rendre ses sites internet, intranet, extranet et ses
            progiciels accessibles, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005.
          </p>
          <p>Cette déclaration d’accessibilité s’applique au site {SERVICE_NAME}.</p>
        </>
      }
      sections={sections}
    />
  );
}
