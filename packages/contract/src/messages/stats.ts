export const statsMessages = {
  loading: "Chargement des chiffres...",
  loadFailed: "Les chiffres de la plateforme sont momentanément indisponibles.",
} as const;
