/** The organiser's list of registrations of an event (/events/{id}/inscrits). */
export const attendeeMessages = {
  pageTitle: (title: string) => `Inscrits à «\u00a0${title}\u00a0»`,
  /** The page's title before the event is known, or when the list is refused. */
  plainTitle: "Inscrits",
  listTitle: "Inscriptions",
  loading: "Chargement des inscrits…",
  loadFailed: "Erreur lors du chargement des inscrits.",
  notFound: "Événement introuvable",
  notYoursTitle: "Cet événement n’est pas le vôtre",
  professionalOnlyTitle: "Réservé aux comptes professionnels",
  professionalOnly: "La liste des inscrits d’un événement est réservée à son organisateur.",
  sessionsTitle: "Séances",
  noSession: "Cet événement n’a aucune séance.",
  placesTaken: (taken: number, capacity: number | null) =>
    capacity === null
      ? `${taken}\u00a0place${taken > 1 ? "s" : ""} réservée${taken > 1 ? "s" : ""} (sans limite)`
      : `${taken}\u00a0/\u00a0${capacity}\u00a0places`,
  stateOpen: "Ouverte",
  stateFull: "Complet",
  stateCancelled: "Annulée",
  statePast: "Passée",
  waitlist: (people: number, places: number) =>
    `${people}\u00a0personne${people > 1 ? "s" : ""} (${places}\u00a0place${places > 1 ? "s" : ""}) en attente`,
  /** Not « Personne en attente », which reads as someone waiting. */
  noWaitlist: "Aucune personne en attente",
  checkedInPlaces: (places: number) =>
    places === 0
      ? "Aucune entrée enregistrée"
      : `${places}\u00a0entrée${places > 1 ? "s" : ""} enregistrée${places > 1 ? "s" : ""}`,
  sessionFilter: "Séance affichée",
  allSessions: "Toutes les séances",
  tableCaption: (count: number) => `Inscriptions (${count})`,
  tableScrollLabel: "Tableau des inscriptions, défilant horizontalement",
  emptyList: "Aucune inscription pour le moment.",
  emptySession: "Aucune inscription pour cette séance.",
  columnName: "Nom",
  columnEmail: "E-mail",
  columnPhone: "Téléphone",
  /** The table's column of both e-mail and phone, so that it fits a computer's width. */
  columnContact: "Contact",
  columnPlaces: "Places",
  columnRequests: "Demandes particulières",
  columnStatus: "Statut",
  columnEntry: "Entrée",
  columnSession: "Séance",
  columnActions: "Actions",
  statusConfirmed: "Confirmée",
  statusWaitlisted: (rank: number | null) =>
    rank === null ? "Liste d’attente" : `Liste d’attente (rang ${rank})`,
  statusCancelled: "Annulée",
  cancelledByOrganiser: "par l’organisateur",
  cancelledByParticipant: "par la personne inscrite",
  cancelledBySession: "séance annulée",
  cancelledByPayment: "paiement non reçu à temps",
  cancelledByPaymentRefused: "paiement en ligne refusé",
  statusAwaitingPayment: "En attente de paiement",
  /** `deadline`: "10 h 15" on its own day, else "le dimanche 4 mai à 10 h 15". */
  paymentDueBefore: (deadline: string) => `à régler en ligne avant ${deadline}`,
  checkedInAt: (time: string) => `Entrée à ${time}`,
  notCheckedIn: "Pas encore entré",
  exportCsv: "Exporter en CSV",
  exporting: "Export en cours…",
  exportFailed: "Impossible d’exporter les inscrits.",
  scanTickets: "Scanner les billets",
  eventPage: "Voir la page de l’événement",
  cancelRegistration: "Annuler l’inscription",
  cancelRegistrationConfirm: (name: string) =>
    `Annuler l’inscription de ${name}\u00a0? Ses places seront libérées pour la liste d’attente. Cette annulation est définitive.`,
  cancelRegistrationDone: (name: string) => `L’inscription de ${name} est annulée.`,
  cancelRegistrationFailed: "Impossible d’annuler l’inscription.",
  cancelSession: "Annuler la séance",
  cancelSessionConfirm: (date: string, people: number) =>
    `Annuler la séance du ${date}\u00a0? ${
      people === 0
        ? "Personne n’y est inscrit."
        : `Toutes les personnes inscrites (${people}), liste d’attente comprise, verront leur inscription annulée et seront prévenues par courriel, avec le retrait de la séance de leur agenda.`
    } Cette annulation est définitive.`,
  cancelSessionDone: (date: string) => `La séance du ${date} est annulée.`,
  cancelSessionFailed: "Impossible d’annuler la séance.",
  attendeesLink: "Inscrits",
} as const;
