export const accountMessages = {
  loading: "Chargement...",
  loadFailed: "Erreur lors du chargement de votre compte.",
  notYoursTitle: "Ces paramètres ne sont pas les vôtres",
  notYoursDescription: "Vous ne pouvez consulter et modifier que votre propre compte.",
  retryLater: "Veuillez réessayer dans quelques instants.",
  saveSuccess: "Vos informations ont été enregistrées.",
  saveFailed: "Erreur lors de l’enregistrement de vos informations.",
  passwordChanged: "Votre mot de passe a été modifié. Vos autres sessions ont été fermées.",
} as const;
