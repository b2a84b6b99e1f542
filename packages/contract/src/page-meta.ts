import type { PageName } from "./routes.ts";

// What search engines and link previews read about each public page: the API writes it into the
// HTML it sends (crawlers run no JavaScript), the web app sets it again when the visitor navigates.
// The web app's route table takes its titles from here. Pages absent from here are kept out of search
// engines (robots.txt): forms, account, tickets, links sent by e-mail. Event and route pages take
// their own title and description from their data (docs/decisions/031).

export interface PageMeta {
  title: string;
  description: string;
}

export const publicPageMeta = {
  home: {
    title: "Accueil",
    description:
      "Découvrez et organisez les événements culturels, lieux, parcours et sites patrimoniaux partout en France.",
  },
  events: {
    title: "Événements",
    description:
      "Concerts, expositions, visites, spectacles\u00a0: les événements culturels à venir partout en France, avec inscription en ligne.",
  },
  programs: {
    title: "Programmes",
    description:
      "Le programme détaillé des événements culturels\u00a0: chaque séance, jour par jour et heure par heure.",
  },
  lieux: {
    title: "Lieux",
    description:
      "Les lieux culturels qui accueillent les événements\u00a0: musées, églises, théâtres, salles et jardins.",
  },
  parcours: {
    title: "Parcours",
    description:
      "Des parcours de découverte du patrimoine, d’un site à l’autre\u00a0: leurs étapes, leur durée et leur difficulté.",
  },
  sites: {
    title: "Sites",
    description:
      "Les sites patrimoniaux à visiter\u00a0: monuments, musées et jardins, avec leurs horaires, tarifs et accès.",
  },
  map: {
    title: "Carte",
    description:
      "Les événements à venir, les lieux culturels et les sites patrimoniaux sur une carte de France, et dans une liste.",
  },
  pricing: {
    title: "Tarifs",
    description: "Les formules de Culture & Patrimoine pour les organisateurs d’événements culturels.",
  },
  about: {
    title: "À propos",
    description:
      "Culture & Patrimoine\u00a0: ce que la plateforme propose aux visiteurs et aux organisateurs, et ses chiffres.",
  },
  auth: {
    title: "Connexion",
    description:
      "Connectez-vous ou créez votre compte pour vous inscrire aux événements et organiser les vôtres.",
  },
  legalNotice: {
    title: "Mentions légales",
    description:
      "Les mentions légales de Culture & Patrimoine\u00a0: éditeur, hébergeur et propriété intellectuelle.",
  },
  privacy: {
    title: "Données personnelles",
    description:
      "Quelles données personnelles Culture & Patrimoine traite, pourquoi, combien de temps, et vos droits.",
  },
  terms: {
    title: "Conditions générales d’utilisation",
    description:
      "Les règles d’usage de Culture & Patrimoine\u00a0: accès, compte, engagements des organisateurs, modération, responsabilité.",
  },
  cookies: {
    title: "Gestion des cookies",
    description: "Ce que Culture & Patrimoine garde dans votre navigateur, pourquoi et combien de temps.",
  },
  accessibility: {
    title: "Accessibilité",
    description: "La déclaration d’accessibilité de Culture & Patrimoine et comment signaler une difficulté.",
  },
  openData: {
    title: "Données ouvertes",
    description:
      "Les données publiques de Culture & Patrimoine en CSV sous Licence Ouverte\u00a0: événements, lieux, parcours et sites.",
  },
} as const satisfies Partial<Record<PageName, PageMeta>>;

export type PublicPageName = keyof typeof publicPageMeta;

/** Pages about one item: public, described by their item, and listed in the sitemap one by one. */
export const itemPages = [
  "eventDetail",
  "parcoursDetail",
  "lieuDetail",
  "siteDetail",
] as const satisfies readonly PageName[];

/** True for the pages that search engines may read (the others are listed in robots.txt). */
export function isIndexablePage(name: PageName): boolean {
  return name in publicPageMeta || (itemPages as readonly string[]).includes(name);
}

/** The tab of /auth that registers (/auth?tab=inscription), titled apart from the login tab. */
export const AUTH_REGISTER_TAB = "inscription";
export const AUTH_REGISTER_TITLE = "Inscription";

/**
 * A list's page 2 and beyond is titled « Événements — page 2 »: every address of a list has its own
 * title (issue 33), for the tabs, the history and the screen readers that announce it.
 */
export function titleWithPage(title: string, search: string): string {
  const page = Number(new URLSearchParams(search).get("page"));
  return Number.isInteger(page) && page >= 2 ? `${title} — page ${page}` : title;
}

/** The title of a public page at one address (its query: the page of a list, the tab of /auth). */
export function publicPageTitle(name: PublicPageName, search: string): string {
  const registering = name === "auth" && new URLSearchParams(search).get("tab") === AUTH_REGISTER_TAB;
  return titleWithPage(registering ? AUTH_REGISTER_TITLE : publicPageMeta[name].title, search);
}
