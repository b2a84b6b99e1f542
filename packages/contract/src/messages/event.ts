export const eventMessages = {
  loadFailed: "Erreur lors du chargement de l’événement",
  networkError: "Erreur réseau\u00a0!",
  notFound: "Événement introuvable",
  hasRegistrations:
    "Impossible de supprimer cet événement\u00a0: des participants y sont inscrits. Contactez-les avant de l’annuler.",
  emptySearch: "Aucun événement trouvé pour votre recherche.",
  free: "Gratuit",
  unknownEvent: "Événement inconnu",
  datesUnavailable: "Dates non disponibles",
  listLoading: "Chargement des événements...",
  listLoadFailed: "Erreur lors du chargement des événements.",
  loading: "Chargement de l’événement...",
  createSuccess: "Événement créé avec succès.",
  updateSuccess: "Événement modifié avec succès.",
  saveFailed: "Erreur lors de l’enregistrement de l’événement.",
  addProgramPrompt: "Ajoutez maintenant son programme\u00a0: ateliers, visites, pauses, repas…",
  deleteConfirm: "Êtes-vous sûr de vouloir supprimer cet événement\u00a0?",
  deleteSuccess: "Événement supprimé avec succès.",
  deleteFailed: "Erreur lors de la suppression de l’événement.",
  notYoursTitle: "Cet événement n’est pas le vôtre",
  notYoursDescription: "Vous ne pouvez modifier que les événements que vous avez créés.",
  professionalOnly: "La création d’événements est réservée aux comptes professionnels.",
  noLieuYet: "Aucun lieu n’est encore enregistré\u00a0: créez-en un pour y organiser votre événement.",
  lieuxLoadFailed: "Erreur lors du chargement des lieux.",
  // Before saving a change that people must hear of (issue 28): a session moved, another venue.
  changeNoticeTitle: "Prévenir les personnes inscrites",
  changeNotice: (people: number) =>
    people > 1
      ? `${people}\u00a0personnes inscrites ou en liste d’attente seront prévenues par courriel.`
      : `${people}\u00a0personne inscrite ou en liste d’attente sera prévenue par courriel.`,
  changeNoticeWhy:
    "Vous déplacez une séance ou changez de lieu\u00a0: chaque personne reçoit les nouvelles informations et la mise à jour de son agenda.",
  changeNoticeConfirm: "Enregistrer et prévenir",
  changeNoticeBack: "Revenir au formulaire",
} as const;
