/** A list's search and filters (events, venues, sites, routes; issues 14 and 32). */
export const filterPanelMessages = {
  searchLabel: "Rechercher",
  searchSubmit: "Rechercher",
  applyFilters: "Appliquer les filtres",
  placeLabel: "Ville ou département",
  placeAny: "Partout",
  placeCities: "Villes",
  placeDepartements: "Départements",
  accessibleLegend: "Accessible aux personnes en situation de handicap",
  categoryLabel: "Catégorie",
  categoryAny: "Toutes",
  themeLabel: "Thème",
  themeAny: "Tous les thèmes",
  difficultyLegend: "Difficulté",
  difficultyAny: "Toutes",
  difficultyLabels: { facile: "Facile", modéré: "Modéré", difficile: "Difficile" },
  clearFilters: "Effacer les filtres",
  clearAll: "Effacer la recherche et les filtres",
  /** « Filtrer les lieux (2 actifs) ». */
  withActive: (title: string, active: number) =>
    active === 0 ? title : `${title} (${active}\u00a0actif${active > 1 ? "s" : ""})`,
} as const;

/** The venues, sites and routes lists' own words (issue 32). */
export const listFilterMessages = {
  lieux: {
    searchLabel: "Rechercher un lieu",
    searchHint:
      "Tous les mots, dans le nom, la ville, l’adresse ou la description, par exemple\u00a0: musée Lyon",
    filtersTitle: "Filtrer les lieux",
    found: (count: number) =>
      count === 1 ? "1\u00a0lieu trouvé" : `${count.toLocaleString("fr-FR")}\u00a0lieux trouvés`,
    noMatch: "Aucun lieu ne correspond à votre recherche.",
  },
  sites: {
    searchLabel: "Rechercher un site",
    searchHint:
      "Tous les mots, dans le nom, l’adresse, la période, le style ou la description, par exemple\u00a0: abbaye roman",
    filtersTitle: "Filtrer les sites",
    found: (count: number) =>
      count === 1 ? "1\u00a0site trouvé" : `${count.toLocaleString("fr-FR")}\u00a0sites trouvés`,
    noMatch: "Aucun site ne correspond à votre recherche.",
  },
  parcours: {
    searchLabel: "Rechercher un parcours",
    searchHint:
      "Tous les mots, dans le titre, le thème ou la description, par exemple\u00a0: vitraux gothique",
    filtersTitle: "Filtrer les parcours",
    found: (count: number) =>
      count === 1 ? "1\u00a0parcours trouvé" : `${count.toLocaleString("fr-FR")}\u00a0parcours trouvés`,
    noMatch: "Aucun parcours ne correspond à votre recherche.",
  },
} as const;
