import { SERVICE_NAME, STORAGE_KEYS } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";

import { LegalPage, type LegalSection } from "../components/legal-page.tsx";
import "../components/marketing.css";
import { LEGAL_TEXTS_UPDATED_ON } from "./updated-on.ts";

interface StoredItem {
  key: string;
  kind: "Stockage local" | "Stockage de session";
  purpose: string;
  lifetime: string;
}

const storedItems: StoredItem[] = [
  {
    key: STORAGE_KEYS.token,
    kind: "Stockage local",
    purpose: "Jeton de votre session : il prouve au serveur que vous êtes connecté.",
    lifetime:
      "Jusqu’à la déconnexion ; le serveur le refuse après 3 jours sans utilisation ou 30 jours au plus.",
  },
  {
    key: STORAGE_KEYS.user,
    kind: "Stockage local",
    purpose:
      "Votre identifiant, vos prénom et nom, votre adresse e-mail et votre type de compte, pour afficher le menu de votre compte sans interroger le serveur.",
    lifetime: "Jusqu’à la déconnexion.",
  },
  {
    key: "scheme",
    kind: "Stockage local",
    purpose: "Thème d’affichage (clair ou sombre) appliqué par le Système de design de l’État.",
    lifetime: "Jusqu’à ce que vous effaciez les données du site.",
  },
  {
    key: "scheme-website-config-default",
    kind: "Stockage local",
    purpose: "Thème prévu par le site, pour savoir si le thème enregistré doit être remis à jour.",
    lifetime: "Jusqu’à ce que vous effaciez les données du site.",
  },
  {
    key: "react-router-scroll-positions",
    kind: "Stockage de session",
    purpose:
      "Position de défilement des pages visitées, pour vous ramener au même endroit quand vous revenez en arrière.",
    lifetime: "Effacé à la fermeture de l’onglet.",
  },
];

/** One block per stored key: readable on a phone, where a four-column table is not. */
function StoredItems() {
  return (
    <ul className="fr-grid-row fr-grid-row--gutters cp-plain-list">
      {storedItems.map((item) => (
        <li key={item.key} className="fr-col-12 fr-col-md-6">
          <div className="cp-stored-item">
            <h3 className="fr-h6 fr-mb-1w">
              <code>{item.key}</code>
            </h3>
            <dl className="cp-stored-item__facts">
              <dt>Type</dt>
              <dd>{item.kind}</dd>
              <dt>À quoi il sert</dt>
              <dd>{item.purpose}</dd>
              <dt>Durée</dt>
              <dd>{item.lifetime}</dd>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

const sections: LegalSection[] = [
  {
    id: "aucun-traceur",
    title: "Aucun cookie de suivi",
    content: (
      <>
        <p>
          {SERVICE_NAME} ne dépose aucun cookie : ni mesure d’audience, ni publicité, ni bouton de réseau
          social qui vous suivrait d’un site à l’autre. C’est pourquoi aucun bandeau ne vous demande votre
          consentement.
        </p>
        <p>
          Les boutons de réseaux sociaux en bas de page ne chargent rien depuis ces réseaux : tant que vous ne
          les utilisez pas, ces derniers ne savent pas que vous visitez ce site.
        </p>
      </>
    ),
  },
  {
    id: "stockage-local",
    title: "Ce qui est enregistré dans votre navigateur",
    content: (
      <>
        <p>
          Pour fonctionner, le site enregistre quelques informations dans le stockage de votre navigateur.
          Elles ne quittent votre appareil que pour être envoyées à ce site (le jeton de session), jamais à un
          tiers.
        </p>
        <StoredItems />
        <p>
          Les clés <code>{STORAGE_KEYS.token}</code> et <code>{STORAGE_KEYS.user}</code> ne sont créées que
          lorsque vous vous connectez ou créez un compte.
        </p>
      </>
    ),
  },
  {
    id: "base-legale",
    title: "Pourquoi aucun consentement n’est demandé",
    content: (
      <p>
        Ces informations sont strictement nécessaires au service que vous demandez (rester connecté, afficher
        correctement les pages). L’article 82 de la loi « Informatique et Libertés » les dispense de
        consentement, comme le rappellent les lignes directrices de la CNIL sur les cookies et autres
        traceurs.
      </p>
    ),
  },
  {
    id: "effacer",
    title: "Comment les effacer",
    content: (
      <>
        <ul>
          <li>
            Le bouton « Déconnexion » du menu de votre compte efface le jeton de session et les informations
            de votre compte, et ferme la session sur le serveur.
          </li>
          <li>
            Vous pouvez aussi effacer toutes les données de ce site depuis les réglages de votre navigateur :
            rubrique « Confidentialité » ou « Cookies et données de site », puis « Effacer les données » pour
            ce site. Vous serez alors déconnecté.
          </li>
          <li>La navigation privée efface tout à la fermeture de la fenêtre.</li>
        </ul>
        <p>
          Pour en savoir plus sur vos données personnelles, consultez la page{" "}
          <Link to={paths.privacy.getHref()}>Données personnelles</Link>.
        </p>
      </>
    ),
  },
];

/** /cookies (DESIGN.md §5): no tracker; what the browser keeps, why, and how to clear it. */
export function CookiesPage() {
  return (
    <LegalPage
      title="Gestion des cookies"
      updatedOn={LEGAL_TEXTS_UPDATED_ON}
      intro={
        <p className="fr-text--lead">
          Cette page décrit ce que {SERVICE_NAME} enregistre dans votre navigateur et comment l’effacer.
        </p>
      }
      sections={sections}
    />
  );
}
