export const lieuMessages = {
  listLoading: "Chargement des lieux...",
  listLoadFailed: "Erreur lors du chargement des lieux.",
  listEmpty: "Aucun lieu pour le moment.",
  loadFailed: "Erreur lors de la récupération du lieu",
  saveFailed: "Erreur lors de l’enregistrement du lieu",
  updateSuccessTitle: "Lieu modifié",
  createSuccessTitle: "Lieu créé",
  deleteConfirm: "Êtes-vous sûr de vouloir supprimer ce lieu\u00a0?",
  deleteSuccess: "Lieu supprimé avec succès.",
  deleteFailed: "Erreur lors de la suppression du lieu.",
  noLieu: "Lieu non renseigné",
  notFound: "Lieu introuvable",
  loading: "Chargement du lieu...",
  notFoundHint: "Ce lieu n’existe pas ou a été supprimé par son organisateur.",
  upcomingTitle: "Événements à venir",
  upcomingEmpty: "Aucun événement à venir dans ce lieu pour le moment.",
  upcomingLoadFailed: "Erreur lors du chargement des événements de ce lieu.",
  parcoursTitle: "Parcours au départ de ce lieu",
  parcoursEmpty: "Aucun parcours ne part de ce lieu pour le moment.",
  parcoursLoadFailed: "Erreur lors du chargement des parcours de ce lieu.",
  professionalOnly: "La création de lieux est réservée aux comptes professionnels.",
  notYoursTitle: "Ce lieu n’est pas le vôtre",
  notYoursDescription: "Vous ne pouvez modifier que les lieux que vous avez créés.",
} as const;

/**
 * The venue field of the event, route and site forms, and the owner's deletion refusal: apart from
 * lieuMessages, which the home page and every event card load at once (decision 040's ceiling).
 */
export const lieuChoiceMessages = {
  // Any venue, found by name or city (issue 28).
  searchLabel: "Rechercher un lieu",
  searchHint: "Son nom ou sa ville, parmi tous les lieux enregistrés",
  searchMatches: (count: number) =>
    count === 0
      ? "Aucun lieu ne correspond à cette recherche."
      : `${count}\u00a0lieu${count > 1 ? "x correspondent" : " correspond"} à cette recherche.`,
  choicesLoading: "Chargement des lieux…",
  choicePlaceholder: "Choisir un lieu",
  newLieu: "Nouveau lieu",
  usedByOthers:
    "Ce lieu accueille des événements, parcours ou sites d’autres organisateurs\u00a0: il ne peut pas être supprimé tant qu’ils y sont rattachés.",
} as const;
