import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { paths } from "@culture-patrimoine/contract/routes";
import { Link } from "react-router";
import { ministryContact } from "../../../lib/brand.tsx";
import { LegalPage, type LegalSection } from "../components/legal-page.tsx";

/** Date of the first version of these terms; change it with the text. */
const TERMS_UPDATED_ON = "2026-11-29";

const sections: LegalSection[] = [
  {
    id: "objet",
    title: "Objet",
    content: (
      <>
        <p>
          Les présentes conditions générales d’utilisation fixent les règles d’usage de {SERVICE_NAME},
          service en ligne du ministère de la Culture qui fait connaître les événements culturels, les lieux,
          les parcours et les sites patrimoniaux, et permet de s’inscrire aux événements.
        </p>
        <p>
          Créer un compte suppose de les avoir lues et acceptées. Les consulter sans compte vaut acceptation
          pour la seule consultation du site.
        </p>
      </>
    ),
  },
  {
    id: "acces",
    title: "Accès au service",
    content: (
      <>
        <p>
          La consultation du site est libre et gratuite. L’inscription à un événement gratuit l’est aussi ; le
          prix d’un événement payant est fixé par son organisateur et affiché avant toute inscription.
        </p>
        <p>
          Le ministère de la Culture s’efforce de garder le service disponible, sans pouvoir le garantir : il
          peut l’interrompre pour le maintenir, le faire évoluer ou le protéger, sans que cela ouvre droit à
          une indemnité.
        </p>
      </>
    ),
  },
  {
    id: "compte",
    title: "Votre compte",
    content: (
      <>
        <p>
          Le compte est personnel. Vous donnez des informations exactes et les tenez à jour, vous choisissez
          un mot de passe solide et le gardez pour vous. Tout ce qui est fait avec votre compte est réputé
          fait par vous : si vous pensez qu’un tiers l’utilise, changez votre mot de passe sans attendre et
          prévenez-nous.
        </p>
        <p>
          Vous pouvez modifier vos informations à tout moment depuis votre profil, et demander la suppression
          de votre compte comme le décrit la page{" "}
          <Link to={`${paths.privacy.getHref()}#droits`}>Données personnelles</Link>.
        </p>
      </>
    ),
  },
  {
    id: "organisateurs",
    title: "Engagements des organisateurs",
    content: (
      <>
        <p>Un organisateur qui publie un événement, un lieu, un parcours ou un site s’engage à ce que :</p>
        <ul>
          <li>ses informations soient exactes et à jour (dates, horaires, adresse, prix, accessibilité) ;</li>
          <li>
            il ait le droit de publier ses textes et ses images, et décrive ces images pour qui ne les voit
            pas ;
          </li>
          <li>
            il honore les inscriptions qu’il accepte, prévienne les inscrits de tout changement ou annulation,
            et rembourse les places payées d’un événement annulé ;
          </li>
          <li>il n’utilise les coordonnées des inscrits que pour l’organisation de l’événement.</li>
        </ul>
        <p>
          Il répond seul du contenu qu’il publie et des événements qu’il organise. Les membres d’une
          organisation agissent pour elle, dans le rôle qui leur est donné.
        </p>
      </>
    ),
  },
  {
    id: "moderation",
    title: "Modération",
    content: (
      <>
        <p>
          Chaque contenu public porte un lien « Signaler ce contenu ». Les administrateurs du service
          examinent les signalements et peuvent, sans préavis, masquer un contenu contraire à la loi, trompeur
          ou sans rapport avec la culture et le patrimoine, ou suspendre le compte qui l’a publié. L’auteur
          est informé de la décision et de son motif, et peut la contester en écrivant à{" "}
          <a href={`mailto:${ministryContact.email}`}>{ministryContact.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: "responsabilite",
    title: "Responsabilité",
    content: (
      <p>
        Le ministère de la Culture met le service à disposition et veille à son bon fonctionnement ; il ne
        répond pas du contenu publié par les organisateurs ni du déroulement de leurs événements, qui relèvent
        de chaque organisateur. Il ne répond pas non plus des dommages nés d’un usage du service contraire aux
        présentes conditions.
      </p>
    ),
  },
  {
    id: "donnees-personnelles",
    title: "Données personnelles",
    content: (
      <p>
        Les données que vous confiez au service sont traitées comme le décrit la page{" "}
        <Link to={paths.privacy.getHref()}>Données personnelles</Link>, qui dit aussi comment exercer vos
        droits. Ce que le site garde dans votre navigateur est décrit sur la page{" "}
        <Link to={paths.cookies.getHref()}>Gestion des cookies</Link>.
      </p>
    ),
  },
  {
    id: "evolution-droit",
    title: "Évolution des conditions et droit applicable",
    content: (
      <>
        <p>
          Ces conditions peuvent évoluer ; la date de leur dernière mise à jour figure en haut de cette page.
          Un changement important est signalé aux titulaires d’un compte avant de s’appliquer.
        </p>
        <p>
          Elles sont soumises au droit français. En cas de litige, une solution amiable est recherchée
          d’abord ; à défaut, les juridictions françaises sont seules compétentes.
        </p>
      </>
    ),
  },
];

/** /conditions-generales-d-utilisation (issue 33): what the sign-up form asks to accept. */
export function TermsPage() {
  return (
    <LegalPage title="Conditions générales d’utilisation" updatedOn={TERMS_UPDATED_ON} sections={sections} />
  );
}
