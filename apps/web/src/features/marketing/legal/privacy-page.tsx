import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { ministryContact } from "../../../lib/brand.tsx";
import { LegalPage, type LegalSection } from "../components/legal-page.tsx";
import { LEGAL_TEXTS_UPDATED_ON } from "./updated-on.ts";

const sections: LegalSection[] = [
  {
    id: "responsable",
    title: "Responsable du traitement",
    content: (
      <p>
        Le responsable du traitement des données personnelles collectées sur {SERVICE_NAME} est le ministère
        de la Culture, {ministryContact.street}, {ministryContact.city}.
      </p>
    ),
  },
  {
    id: "donnees",
    title: "Données collectées",
    content: (
      <>
        <p>Nous ne collectons que les données nécessaires au service :</p>
        <ul>
          <li>
            <strong>Votre compte</strong> : prénom, nom, adresse e-mail, téléphone, adresse postale, type de
            compte (participant ou professionnel) et, pour un compte professionnel, le nom de l’organisation,
            son numéro SIRET et sa description. Votre mot de passe n’est jamais conservé tel quel : seule une
            empreinte chiffrée (argon2id) est enregistrée.
          </li>
          <li>
            <strong>Vos inscriptions aux événements</strong> : nom, prénom, adresse e-mail, téléphone, nombre
            de places, demandes particulières et motivation que vous indiquez, montant à régler et code du
            billet. Une inscription peut être faite sans compte.
          </li>
          <li>
            <strong>Les contenus des organisateurs</strong> : événements, programmes, lieux, parcours, sites
            et images qu’ils publient, rattachés à leur compte.
          </li>
          <li>
            <strong>Les données de connexion</strong> : une session est ouverte à chaque connexion ; elle
            expire après 3 jours sans utilisation et au plus tard après 30 jours, et elle est fermée dès que
            vous vous déconnectez. Pour protéger les comptes, les tentatives de connexion échouées (adresse
            e-mail saisie et adresse IP) sont gardées 15 minutes.
          </li>
        </ul>
        <div className="fr-highlight fr-my-3w">
          <p>
            Vos données de carte bancaire (nom sur la carte, numéro, date d’expiration, cryptogramme) sont
            vérifiées dans votre navigateur uniquement : elles ne sont jamais envoyées à nos serveurs ni
            conservées.
          </p>
        </div>
      </>
    ),
  },
  {
    id: "finalites",
    title: "Finalités et base légale",
    content: (
      <>
        <p>Ces données servent à :</p>
        <ul>
          <li>créer et gérer votre compte et vous permettre de vous connecter ;</li>
          <li>enregistrer vos inscriptions aux événements et établir vos billets ;</li>
          <li>permettre aux organisateurs de publier et de gérer leur programmation ;</li>
          <li>assurer la sécurité du service et prévenir les abus.</li>
        </ul>
        <p>
          Ces traitements sont nécessaires à l’exécution d’une mission d’intérêt public dont est investi le
          ministère de la Culture : favoriser l’accès de tous à la culture et au patrimoine (article 6,
          paragraphe 1, point e du règlement général sur la protection des données, RGPD). Vos données ne sont
          ni vendues, ni utilisées à des fins publicitaires, ni soumises à une décision entièrement
          automatisée.
        </p>
      </>
    ),
  },
  {
    id: "conservation",
    title: "Durée de conservation",
    content: (
      <ul>
        <li>
          <strong>Compte</strong> : tant que votre compte existe. Vous pouvez en demander la suppression à
          tout moment (voir « Vos droits ») ; vos inscriptions passées sont alors détachées de votre compte.
        </li>
        <li>
          <strong>Inscriptions</strong> : le temps nécessaire à l’organisation de l’événement et au traitement
          d’éventuelles réclamations.
        </li>
        <li>
          <strong>Sessions de connexion</strong> : 3 jours sans utilisation, 30 jours au plus.
        </li>
        <li>
          <strong>Tentatives de connexion échouées</strong> : 15 minutes.
        </li>
      </ul>
    ),
  },
  {
    id: "destinataires",
    title: "Destinataires",
    content: (
      <>
        <p>
          Vos données sont accessibles aux seuls agents du ministère de la Culture habilités à administrer le
          service, dans la limite de leurs attributions. Elles ne sont transmises à aucun tiers, sauf
          obligation légale.
        </p>
        <p>
          Les organisateurs voient le nombre de places réservées à leurs événements ; ils n’ont pas accès à
          vos coordonnées par ce site.
        </p>
      </>
    ),
  },
  {
    id: "droits",
    title: "Vos droits",
    content: (
      <>
        <p>
          Conformément aux articles 15 à 22 du RGPD et à la loi n° 78-17 du 6 janvier 1978 relative à
          l’informatique, aux fichiers et aux libertés, vous disposez des droits suivants :
        </p>
        <ul>
          <li>droit d’accès à vos données (article 15) ;</li>
          <li>droit de rectification (article 16) ;</li>
          <li>droit à l’effacement, dans les conditions prévues par l’article 17 ;</li>
          <li>droit à la limitation du traitement (article 18) ;</li>
          <li>droit d’opposition, pour des raisons tenant à votre situation particulière (article 21) ;</li>
          <li>
            droit de ne pas faire l’objet d’une décision fondée exclusivement sur un traitement automatisé
            (article 22) : aucune décision de ce type n’est prise sur ce site.
          </li>
        </ul>
        <p>
          Le droit à la portabilité (article 20) ne s’applique pas aux traitements fondés sur une mission
          d’intérêt public ; vous pouvez toutefois obtenir une copie de vos données en exerçant votre droit
          d’accès. Vous pouvez aussi définir des directives relatives au sort de vos données après votre
          décès.
        </p>
        <p>
          Une fois connecté, vous consultez et corrigez vous-même les informations de votre compte dans
          « Paramètres », depuis le menu de votre compte en haut de page ou depuis votre{" "}
          <Link to={paths.dashboard.getHref()}>tableau de bord</Link>.
        </p>
      </>
    ),
  },
  {
    id: "contact-dpd",
    title: "Délégué à la protection des données",
    content: (
      <>
        <p>
          Pour exercer vos droits ou pour toute question sur le traitement de vos données, contactez le
          délégué à la protection des données du ministère de la Culture :
        </p>
        <ul>
          <li>
            par courriel : <a href={`mailto:${ministryContact.email}`}>{ministryContact.email}</a>, en
            indiquant « Données personnelles » en objet ;
          </li>
          <li>
            par courrier : Délégué à la protection des données, ministère de la Culture,{" "}
            {ministryContact.street}, {ministryContact.city}.
          </li>
        </ul>
        <p>
          Une réponse vous est apportée dans un délai d’un mois, qui peut être prolongé de deux mois compte
          tenu de la complexité ou du nombre des demandes (article 12 du RGPD). Un justificatif d’identité
          peut vous être demandé en cas de doute raisonnable.
        </p>
      </>
    ),
  },
  {
    id: "reclamation",
    title: "Réclamation auprès de la CNIL",
    content: (
      <p>
        Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez
        adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), en ligne
        sur <a href="https://www.cnil.fr/fr/plaintes">cnil.fr/fr/plaintes</a> ou par courrier : CNIL, 3 place
        de Fontenoy, TSA 80715, 75334 Paris Cedex 07.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <p>
        Ce site ne dépose aucun cookie de mesure d’audience ou de publicité. Ce qu’il enregistre dans votre
        navigateur est détaillé sur la page <Link to={paths.cookies.getHref()}>Gestion des cookies</Link>.
      </p>
    ),
  },
];

/** /confidentialite (DESIGN.md §5): personal data, purposes, retention, rights, DPO, CNIL. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Données personnelles"
      updatedOn={LEGAL_TEXTS_UPDATED_ON}
      intro={
        <p className="fr-text--lead">
          Cette page explique quelles données personnelles {SERVICE_NAME} collecte, pourquoi, combien de temps
          elles sont conservées et comment exercer vos droits.
        </p>
      }
      sections={sections}
    />
  );
}
