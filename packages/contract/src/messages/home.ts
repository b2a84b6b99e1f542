export const homeMessages = {
  noUpcomingEvents: "Aucun événement à venir pour le moment.",
  parcoursLoadFailed: "Erreur lors du chargement des parcours.",
} as const;
