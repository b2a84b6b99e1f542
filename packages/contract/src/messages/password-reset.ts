import { linkLifetime, retryIn } from "./wording.ts";

/** The password reset by e-mail (issue 11): asking for a link, then choosing a new password. */
export const passwordResetMessages = {
  requestIntro:
    "Indiquez l’adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  requestSubmit: "Recevoir un lien",
  requestSentTitle: "Consultez votre messagerie",
  requestSent: (email: string, minutes: number) =>
    `Si un compte existe pour l’adresse ${email}, un e-mail vient de lui être envoyé avec un lien valable ${linkLifetime(minutes)} pour choisir un nouveau mot de passe.`,
  requestSentSpam:
    "Rien reçu d’ici quelques minutes\u00a0? Regardez dans vos courriers indésirables, ou vérifiez l’adresse saisie.",
  requestAgain: "Saisir une autre adresse",
  tooManyRequests: (minutes?: number) => `Trop de demandes en peu de temps. ${retryIn(minutes)}`,
  requestFailed: "Votre demande n’a pas pu être envoyée",
  backToLogin: "Retour à la connexion",
  resetTitle: "Choisir un nouveau mot de passe",
  resetIntro: "Ce nouveau mot de passe remplacera l’ancien sur tous vos appareils.",
  resetSubmit: "Enregistrer le mot de passe",
  resetDoneTitle: "Votre mot de passe a été modifié",
  resetDone:
    "Par sécurité, toutes vos sessions ont été fermées, sur cet appareil comme sur les autres. Connectez-vous avec votre nouveau mot de passe.",
  resetFailed: "Votre mot de passe n’a pas pu être modifié",
  login: "Se connecter",
  linkIncompleteTitle: "Lien non reconnu",
  linkExpiredTitle: "Lien expiré ou déjà utilisé",
  linkHelp: (minutes: number) =>
    `Un lien de réinitialisation sert une seule fois, pendant ${linkLifetime(minutes)}.`,
  askNewLink: "Demander un nouveau lien",
} as const;
