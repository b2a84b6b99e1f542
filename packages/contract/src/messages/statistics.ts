// An organisation's statistics (issue 30 point 3): the season page, an event's page, their CSV files
// and the API's refusals of a window.

// U+00A0 between thousands too (Intl writes U+202F; messages.test.ts keeps to U+00A0).
const fr = (value: number) => value.toLocaleString("fr-FR").replaceAll("\u202f", "\u00a0");
const plural = (count: number, one: string, many: string) => `${fr(count)}\u00a0${count > 1 ? many : one}`;

export const statisticsMessages = {
  rangeReversed: "La date de fin doit être le même jour que la date de début ou après.",
  rangeTooLong: (days: number) => `La période ne peut pas dépasser ${days}\u00a0jours.`,
  eventNotYours: "Cet événement appartient à une autre organisation.",

  // Pages
  seasonTitle: "Statistiques de la saison",
  seasonDescription:
    "Inscriptions, remplissage des séances, entrées et absences des événements de votre organisation, comptés au moment où la page se charge.",
  eventTitle: (title: string) => `Statistiques\u00a0: ${title}`,
  eventPlainTitle: "Statistiques d’un événement",
  loading: "Chargement des statistiques...",
  loadFailed: "Les statistiques sont momentanément indisponibles.",
  notFound: "Cet événement n’existe pas ou plus.",
  forbiddenTitle: "Statistiques réservées",
  forbidden:
    "Les statistiques sont réservées aux responsables et aux éditeurs de l’organisation qui organise l’événement.",
  emptySeason: "Aucune séance de vos événements n’a lieu pendant cette période.",
  emptyEvent: "Cet événement n’a aucune séance.",

  // Links
  seasonLink: "Statistiques de la saison",
  eventLink: "Statistiques",
  eventLinkOf: (title: string) => `Statistiques de l’événement ${title}`,
  backToSeason: "Statistiques de la saison",
  attendeesLink: "Inscrits",

  // Filter
  filterLegend: "Période",
  filterFrom: "Du",
  filterTo: "Au",
  filterHint: (days: number) => `${days}\u00a0jours au plus.`,
  filterSubmit: "Afficher",
  filterReset: "Période par défaut",
  periodSentence: (from: string, to: string) => `Période du ${from} au ${to}.`,

  // CSV
  exportCsv: "Télécharger en CSV",
  exporting: "Téléchargement...",
  exportFailed: "Le téléchargement n’a pas abouti",

  // Totals
  totalsTitle: "En résumé",
  totalsCaption: "Chiffres de la période",

  // Registrations per day
  daysTitle: "Inscriptions par jour",
  daysChartName: (days: number) => `Graphique en colonnes des inscriptions par jour, ${days}\u00a0jours`,
  daysCaption: "Inscriptions, places et annulations par jour (heure de Paris)",
  /** The sentence before the chart; `busiest` names the busiest day (« 22 novembre ») when anyone registered. */
  daysSummary: (days: number, total = 0, busiest?: { day: string; count: number }) =>
    busiest === undefined
      ? `Inscriptions par jour sur ${plural(days, "jour", "jours")}\u00a0: aucune inscription.`
      : `Inscriptions par jour sur ${plural(days, "jour", "jours")}\u00a0: ${plural(total, "inscription", "inscriptions")} au total\u00a0; le jour le plus chargé est le ${busiest.day} (${plural(busiest.count, "inscription", "inscriptions")}).`,

  // Fill rate per session
  fillTitle: "Remplissage des séances",
  fillChartName: "Graphique en barres du taux de remplissage par séance",
  /** `average`: the places taken over the places offered by the limited sessions, « 67\u00a0% ». */
  fillSummary: (sessions: number, limited?: number, average?: string) =>
    !limited
      ? `Taux de remplissage de ${plural(sessions, "séance", "séances")}\u00a0: aucune n’a de jauge limitée.`
      : `Taux de remplissage de ${plural(sessions, "séance", "séances")}\u00a0: ${average ?? ""} des places des ${plural(limited, "séance", "séances")} à jauge limitée sont prises.`,
  unlimited: "sans limite",
  fillCaption: "Jauge, places réservées et taux de remplissage",

  // Check-ins and no-shows
  doorTitle: "Entrées et absences",
  doorChartName: "Graphique en barres empilées des entrées et des absences par séance",
  doorSummary: (checkedIn: number, noShows = 0) =>
    checkedIn + noShows === 0
      ? "Entrées et absences des séances terminées ou en cours\u00a0: aucune pour l’instant."
      : `Entrées et absences\u00a0: ${plural(checkedIn, "place entrée", "places entrées")} (barres pleines), ${plural(noShows, "place absente", "places absentes")} (barres hachurées) aux séances terminées.`,
  doorBar: (checkedIn: number, noShows = 0) =>
    `${plural(checkedIn, "entrée", "entrées")}, ${plural(noShows, "absent", "absents")}`,
  doorCaption: "Entrées, absences, liste d’attente et annulations, en places",
  legendCheckedIn: "Barre pleine\u00a0: places entrées",
  legendNoShows: "Barre hachurée\u00a0: places absentes",

  showData: "Voir les données du graphique",

  // Tables and CSV headers
  eventsTitle: "Événements",
  eventsCaption: "Événements de la période et leurs places",
  sessionsCaption: "Séances et leurs places",
  parcoursTitle: "Parcours",
  parcoursCaption: "Parcours de l’organisation et leurs participants",
  parcoursEmpty: "Votre organisation n’a aucun parcours.",
  lieuxTitle: "Lieux",
  lieuxCaption: "Lieux de l’organisation et leurs événements sur la période",
  lieuxEmpty: "Votre organisation n’a aucun lieu.",
  columns: {
    day: "Jour",
    registrations: "Inscriptions",
    places: "Places",
    cancellations: "Annulations",
    event: "Événement",
    firstSession: "Première séance",
    session: "Séance",
    sessions: "Séances",
    events: "Événements",
    capacity: "Jauge",
    placesTaken: "Places réservées",
    fillRate: "Remplissage",
    checkedIn: "Entrées (places)",
    noShows: "Absents (places)",
    waitlisted: "Liste d’attente (places)",
    cancelled: "Annulées (places)",
    sessionCancelled: "Séance annulée",
    parcours: "Parcours",
    participants: "Participants",
    lieu: "Lieu",
    ville: "Ville",
    total: "Total",
    yes: "Oui",
    no: "Non",
  },
  csvSection: {
    days: "Inscriptions par jour",
    events: "Événements",
    sessions: "Séances",
    parcours: "Parcours",
    lieux: "Lieux",
  },
} as const;
