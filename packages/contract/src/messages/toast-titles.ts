export const toastTitles = {
  success: "Succès",
  error: "Erreur",
} as const;
