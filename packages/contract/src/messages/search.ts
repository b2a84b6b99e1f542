/** The search across kinds (issue 32): GET /api/search and the /recherche page. */
export const searchMessages = {
  queryRequired: "Saisissez un ou plusieurs mots à rechercher",
  limitInvalid: "Le paramètre limit doit être un nombre entier de 1 à 20",
  // The /recherche page.
  pageTitle: (q: string) => `Recherche\u00a0: ${q}`,
  heading: "Recherche",
  lead: "Événements à venir, lieux, parcours et sites patrimoniaux.",
  formLabel: "Mots recherchés",
  formHint: "Par exemple «\u00a0concert\u00a0», «\u00a0orgues Lyon\u00a0» ou «\u00a0château\u00a0».",
  submit: "Rechercher",
  loading: "Recherche en cours…",
  loadFailed: "La recherche n’a pas abouti",
  noQuery:
    "Saisissez un ou plusieurs mots pour chercher parmi les événements, les lieux, les parcours et les sites.",
  resultsFor: (q: string) => `Résultats pour «\u00a0${q}\u00a0»`,
  corrected: (original: string, corrected: string) =>
    `Aucun résultat pour «\u00a0${original}\u00a0». Résultats pour «\u00a0${corrected}\u00a0»\u00a0:`,
  nothingFound: (q: string) => `Aucun résultat pour «\u00a0${q}\u00a0».`,
  nothingFoundHelp:
    "Vérifiez l’orthographe, essayez un mot plus général («\u00a0musée\u00a0» plutôt que «\u00a0musée des beaux-arts\u00a0») ou moins de mots. Vous pouvez aussi parcourir les listes\u00a0:",
  groupEmpty: "Aucun résultat dans cette catégorie.",
  /** A group's heading: « Événements (12) », « Événements (100+) » when the count stopped at its bound. */
  groupHeading: (title: string, total: number, bounded: boolean) =>
    `${title} (${bounded ? `${total - 1}+` : total})`,
  /** How many a « Voir les … » link announces: « 12 », « plus de 100 » past the bound. */
  seeAllCount: (total: number, bounded: boolean) => (bounded ? `plus de ${total - 1}` : String(total)),
  groups: {
    events: {
      title: "Événements",
      seeAll: (count: string) => `Voir les ${count} événements`,
      browse: "Tous les événements",
    },
    lieux: {
      title: "Lieux",
      seeAll: (count: string) => `Voir les ${count} lieux`,
      browse: "Tous les lieux",
    },
    parcours: {
      title: "Parcours",
      seeAll: (count: string) => `Voir les ${count} parcours`,
      browse: "Tous les parcours",
    },
    sites: {
      title: "Sites",
      seeAll: (count: string) => `Voir les ${count} sites`,
      browse: "Tous les sites",
    },
  },
} as const;
