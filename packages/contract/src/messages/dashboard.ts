export const dashboardMessages = {
  loading: "Chargement...",
  loadFailed: "Erreur lors du chargement de votre tableau de bord.",
  participationsLoadFailed: "Erreur lors du chargement de vos participations.",
  noOwnEvents: "Vous n’avez pas encore créé d’événement.",
  noOwnLieux: "Vous n’avez pas encore créé de lieu.",
  noOwnParcours: "Vous n’avez pas encore créé de parcours.",
  noOwnSites: "Vous n’avez pas encore créé de site.",
  noRecentEvents: "Aucun événement récent publié par d’autres organisateurs.",
  siretMissingTitle: "Complétez votre SIRET",
  siretMissingDescription:
    "Votre compte professionnel n’a pas encore de numéro SIRET. Vous pouvez déjà publier\u00a0: renseignez-le dans vos paramètres pour que le public sache quelle structure organise vos événements.",
  siretMissingLink: "Renseigner mon SIRET",
} as const;
