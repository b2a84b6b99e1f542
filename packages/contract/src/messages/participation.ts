import { FREE_CANCELLATION_HOURS } from "../constants.ts";

export const participationMessages = {
  successTitle: "Inscription réussie",
  successDescription: (firstName: string) => `Merci ${firstName}, votre inscription est confirmée.`,
  paymentFailed: "Impossible de finaliser le paiement.",
  emptyList: "Vous n’avez pas encore participé à des événements.",
  freeCancellation: `Annulation gratuite jusqu’à ${FREE_CANCELLATION_HOURS}\u00a0h avant l’événement.`,
  notFound: "Inscription introuvable",
  eventOver: "Cet événement est terminé\u00a0: les inscriptions sont closes.",
  loading: "Chargement de votre inscription...",
  loadFailed: "Erreur lors du chargement de votre inscription.",
  notYours:
    "Cette inscription ne peut être consultée que par la personne inscrite\u00a0: connectez-vous avec le compte utilisé pour l’inscription, ou ouvrez cette page dans le navigateur où vous vous êtes inscrit.",
  noRecentRegistration: "Aucune inscription récente dans ce navigateur.",
} as const;
