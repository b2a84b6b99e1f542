/** Search, filters and distance sort of the events list; accessibility (issue 14, decision 033). */
export const eventFilterMessages = {
  whenInvalid: "Période inconnue\u00a0: aujourd’hui, ce week-end, cette semaine ou ce mois-ci",
  dateInvalid: "La date doit être un jour du calendrier au format AAAA-MM-JJ",
  rangeReversed: "La date de fin doit être le même jour que la date de début ou après",
  villeInvalid: "La ville doit être un texte d’au plus 100 caractères",
  departementInvalid: "Département inconnu\u00a0: 01 à 95 (2A et 2B pour la Corse) ou 971 à 976",
  accessibilityInvalid: "Accessibilité inconnue\u00a0: moteur, visuel, auditif ou mental",
  sortInvalid: "Tri inconnu\u00a0: date ou distance",
  latitudeInvalid: "La latitude doit être un nombre de -90 à 90",
  longitudeInvalid: "La longitude doit être un nombre de -180 à 180",
  positionRequired: "Le tri par distance demande une position\u00a0: latitude (lat) et longitude (lon)",
  positionIncomplete: "Une position demande la latitude (lat) et la longitude (lon)",
  accessibilityDetailsTooLong: "Les précisions d’accessibilité doivent faire au plus 2\u00a0000 caractères",
  // The events list's filters (apps/web/src/features/events).
  filtersTitle: "Filtrer les événements",
  filtersLoading: "Chargement des filtres…",
  whenLegend: "Quand\u00a0?",
  whenAny: "Toutes les dates",
  whenToday: "Aujourd’hui",
  whenWeekend: "Ce week-end",
  whenWeek: "Cette semaine",
  whenMonth: "Ce mois-ci",
  rangeFrom: "Du",
  rangeTo: "Au",
  freeOnly: "Gratuit uniquement",
  categoryLabel: "Catégorie",
  sortLegend: "Trier par",
  sortDate: "Date",
  nearMe: "Près de moi",
  locating: "Recherche de votre position…",
  geolocationDenied:
    "Votre navigateur n’a pas donné votre position\u00a0: autorisez la localisation pour ce site dans ses réglages, puis choisissez à nouveau «\u00a0Près de moi\u00a0». Les événements restent triés par date.",
  geolocationUnavailable:
    "Votre position n’a pas pu être déterminée. Réessayez dans un instant\u00a0; les événements restent triés par date.",
  geolocationUnsupported:
    "Ce navigateur ne sait pas donner votre position\u00a0: les événements restent triés par date.",
  sortedByDistance: "Triés du plus proche au plus lointain de votre position",
  noCoordinates: "Distance inconnue",
  /** The words found nothing, a typo was corrected (docs/decisions/050-french-full-text-search.md). */
  searchCorrected: (typed: string, corrected: string) =>
    `Aucun résultat pour «\u00a0${typed}\u00a0». Résultats pour «\u00a0${corrected}\u00a0»\u00a0:`,
} as const;
