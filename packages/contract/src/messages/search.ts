/** The search across kinds (issue 32): GET /api/search and the /recherche page. */
export const searchMessages = {
  queryRequired: "Saisissez un ou plusieurs mots à rechercher",
  limitInvalid: "Le paramètre limit doit être un nombre entier de 1 à 20",
  // The header's search box.
  boxLabel: "Rechercher",
  boxPlaceholder: "Rechercher un événement, un lieu…",
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
  /** « 12 », or « 100+ » when the count stopped at its bound (never past LIST_COUNT_BOUND + 1). */
  count: (total: number, bounded: boolean) => `${total}${bounded ? "+" : ""}`,
  groups: {
    events: {
      title: "Événements",
      seeAll: (count: string) => `Voir les ${count} événements`,
      seeOne: "Voir l’événement dans la liste",
      browse: "Tous les événements",
    },
    lieux: {
      title: "Lieux",
      seeAll: (count: string) => `Voir les ${count} lieux`,
      seeOne: "Voir le lieu dans la liste",
      browse: "Tous les lieux",
    },
    parcours: {
      title: "Parcours",
      seeAll: (count: string) => `Voir les ${count} parcours`,
      seeOne: "Voir le parcours dans la liste",
      browse: "Tous les parcours",
    },
    sites: {
      title: "Sites",
      seeAll: (count: string) => `Voir les ${count} sites`,
      seeOne: "Voir le site dans la liste",
      browse: "Tous les sites",
    },
  },
} as const;
