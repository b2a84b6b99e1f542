import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { ministryContact } from "../../../lib/brand.tsx";
import { LegalPage, type LegalSection } from "../components/legal-page.tsx";
import { LEGAL_TEXTS_UPDATED_ON } from "./updated-on.ts";

const sections: LegalSection[] = [
  {
    id: "editeur",
    title: "Éditeur",
    content: (
      <>
        <p>Le site {SERVICE_NAME} est édité par le ministère de la Culture :</p>
        <address className="fr-mb-3w">
          {ministryContact.name}
          <br />
          {ministryContact.street}
          <br />
          {ministryContact.city}
          <br />
          Standard : {ministryContact.phone}
          <br />
          Courriel : <a href={`mailto:${ministryContact.email}`}>{ministryContact.email}</a>
        </address>
      </>
    ),
  },
  {
    id: "directeur-publication",
    title: "Directeur de la publication",
    content: <p>Le directeur de la publication est le secrétaire général du ministère de la Culture.</p>,
  },
  {
    id: "hebergement",
    title: "Hébergement",
    content: (
      <>
        <p>
          Le site et ses données sont hébergés en France, sur l’infrastructure informatique exploitée pour le
          compte du ministère de la Culture.
        </p>
        <p>
          Pour toute question relative à l’hébergement, écrivez à l’adresse de l’éditeur indiquée ci-dessus.
        </p>
      </>
    ),
  },
  {
    id: "propriete-intellectuelle",
    title: "Propriété intellectuelle et réutilisation",
    content: (
      <>
        <p>
          Sauf mention contraire, les textes et les données publiés par le ministère de la Culture sur ce site
          sont placés sous la{" "}
          <a href="https://www.etalab.gouv.fr/licence-ouverte-open-licence/">
            Licence Ouverte / Open Licence version 2.0 (Etalab)
          </a>
          . Vous pouvez les reproduire, les adapter et les diffuser librement, y compris à des fins
          commerciales, à condition de mentionner leur source (« {SERVICE_NAME}, ministère de la Culture ») et
          la date de leur dernière mise à jour.
        </p>
        <p>
          Cette licence ne s’applique pas aux contenus publiés par les organisateurs (textes, photographies,
          images de parcours et de sites), qui restent la propriété de leurs auteurs : leur réutilisation
          demande l’accord de ces derniers.
        </p>
        <p>
          Le nom et le logo de la République française (« Marianne ») ainsi que la police Marianne sont
          réservés aux services de l’État et ne peuvent pas être réutilisés. Le site utilise le Système de
          design de l’État (DSFR).
        </p>
      </>
    ),
  },
  {
    id: "contenus-organisateurs",
    title: "Contenus publiés par les organisateurs",
    content: (
      <p>
        Les événements, programmes, lieux, parcours et sites sont publiés sous la responsabilité des
        organisateurs qui les ont créés. Si vous constatez une information erronée ou un contenu qui n’a pas
        sa place sur ce site, signalez-le à{" "}
        <a href={`mailto:${ministryContact.email}`}>{ministryContact.email}</a> : il sera vérifié et, si
        besoin, corrigé ou retiré.
      </p>
    ),
  },
  {
    id: "liens",
    title: "Liens vers d’autres sites",
    content: (
      <p>
        Tout site public ou privé peut, sans autorisation préalable, faire un lien vers les pages de{" "}
        {SERVICE_NAME}. Les liens de ce site vers d’autres sites, notamment ceux des organisateurs, ne
        sauraient engager la responsabilité du ministère de la Culture quant à leur contenu.
      </p>
    ),
  },
  {
    id: "donnees-accessibilite",
    title: "Données personnelles et accessibilité",
    content: (
      <p>
        La manière dont nous traitons vos données est décrite sur la page{" "}
        <Link to={paths.privacy.getHref()}>Données personnelles</Link>, les informations enregistrées dans
        votre navigateur sur la page <Link to={paths.cookies.getHref()}>Gestion des cookies</Link>, et le
        niveau d’accessibilité du site dans la{" "}
        <Link to={paths.accessibility.getHref()}>déclaration d’accessibilité</Link>.
      </p>
    ),
  },
];

/** /mentions-legales (DESIGN.md §5): publisher, publication director, host, licence. */
export function LegalNoticePage() {
  return <LegalPage title="Mentions légales" updatedOn={LEGAL_TEXTS_UPDATED_ON} sections={sections} />;
}
