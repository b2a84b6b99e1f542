/** An event's sessions: the organiser's form (list, generators, payment) and what visitors read. */
export const sessionMessages = {
  sectionLegend: "Séances",
  sectionHint:
    "Une séance par date et horaire. Laissez «\u00a0Places\u00a0» vide pour un nombre de places illimité.",
  sessionLegend: (rank: number) => `Séance ${rank}`,
  startHint: "Date et heure, heure de Paris",
  endHint: "Date et heure, heure de Paris",
  capacityHint: "Vide\u00a0: illimité",
  add: "Ajouter une séance",
  remove: (rank: number) => `Retirer la séance ${rank}`,
  placesTaken: (taken: number) =>
    `${taken}\u00a0place${taken > 1 ? "s" : ""} réservée${taken > 1 ? "s" : ""}`,
  removeWithRegistrations:
    "Une séance qui a des inscriptions ne peut pas être retirée\u00a0: annulez-la depuis la liste des inscrits.",
  weeklyTitle: "Ajouter une séance chaque semaine",
  weeklyHint: "Par exemple chaque samedi à 14\u00a0h du 7 mars au 25 avril.",
  weekdaysLegend: "Jours de la semaine",
  timeLabel: "Heure de début",
  firstDayLabel: "Premier jour",
  lastDayLabel: "Dernier jour",
  slotsTitle: "Ajouter plusieurs horaires sur une journée",
  slotsHint:
    "Par exemple pour les Journées du patrimoine\u00a0: une visite à 10\u00a0h, 11\u00a0h, 14\u00a0h…",
  dayLabel: "Jour",
  timesLabel: "Horaires de début",
  timesHint: "Séparés par des virgules ou un par ligne, par exemple 10:00, 11:00, 14\u00a0h\u00a030",
  durationLabel: "Durée de chaque séance",
  durationHint: "En minutes, par exemple 45 ou 90",
  capacityLabel: "Places par séance",
  generate: "Ajouter ces séances",
  generated: (count: number) =>
    count === 0
      ? "Aucune nouvelle séance\u00a0: ces horaires sont déjà dans la liste."
      : `${count}\u00a0séance${count > 1 ? "s" : ""} ajoutée${count > 1 ? "s" : ""} à la liste.`,
  noneInPeriod: "Aucun de ces jours ne tombe dans la période choisie.",
  weekdaysRequired: "Cochez au moins un jour de la semaine.",
  dateRequired: "Choisissez une date.",
  timeRequired: "Indiquez une heure, par exemple 14:00.",
  timesRequired: "Indiquez au moins un horaire, par exemple 10:00.",
  timesInvalid: (times: string) =>
    `Horaires non compris\u00a0: ${times}. Écrivez-les comme 10:00 ou 14\u00a0h\u00a030.`,
  durationInvalid: "La durée est un nombre entier de minutes, de 1 à 1440.",
  lastDayBeforeFirst: "Le dernier jour ne peut pas précéder le premier.",
  tooMany: (total: number, max: number) =>
    `Cela ferait ${total}\u00a0séances\u00a0: un événement en compte ${max} au plus.`,
  paymentLegend: "Paiement",
  paymentFree: "Entrée gratuite\u00a0: aucun paiement.",
  paymentOnSite: "Paiement sur place",
  paymentOnSiteHint: "Les inscrits règlent à l’entrée.",
  paymentOnline: "Paiement en ligne (démonstration)",
  paymentOnlineHint:
    "Les inscrits paient à l’inscription, par un prestataire simulé\u00a0: aucune somme n’est débitée.",
  // What visitors read about a session.
  listTitle: "Séances",
  placesLeft: (left: number) => `Plus que ${left}\u00a0place${left > 1 ? "s" : ""}`,
  full: "Complet — liste d’attente ouverte",
  fullShort: "Complet",
  cancelled: "Annulée",
  past: "Passée",
  noUpcoming: "Aucune séance à venir.",
  pastSessions: (count: number) => `Séances passées (${count})`,
  register: "S’inscrire",
  joinWaitlist: "Liste d’attente",
  chooseSession: "Choisir une séance",
  nextSession: "Prochaine séance",
  sessionsSpan: (count: number, first: string, last: string) =>
    `${count}\u00a0séances, du ${first} au ${last}`,
  places: "Places",
} as const;
