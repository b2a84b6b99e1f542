export const notFoundMessages = {
  title: "Oops! Page not found",
  backHome: "Retour à l’accueil",
} as const;
