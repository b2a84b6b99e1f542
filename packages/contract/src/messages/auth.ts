import { loginWait } from "./wording.ts";

export const authMessages = {
  loginFailedTitle: "Erreur de connexion",
  loginFailedDescription: "Identifiants invalides",
  registerFailedTitle: "Erreur d’inscription",
  registerFailedDefault: "Erreur lors de l’inscription",
  registerSuccessTitle: "Inscription réussie",
  registerSuccessDescription: (name: string) => `Bienvenue ${name}\u00a0! Votre compte a été créé.`,
  loginSuccessTitle: "Connexion réussie",
  loginSuccessDescription: (name: string) => `Bonjour ${name}\u00a0!`,
  logoutSuccess: "Vous êtes déconnecté.",
  sessionExpired: "Votre session a expiré. Veuillez vous reconnecter.",
  loginRequired: "Veuillez vous connecter pour accéder à cette page.",
  userNotLoggedIn: "Utilisateur non connecté. Veuillez vous connecter.",
  forgottenPasswordTitle: "Mot de passe oublié\u00a0?",
  /** A login refused for a while (docs/decisions/024): how long, and the owner's way in at once. */
  tooManyAttempts: (seconds: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${loginWait(seconds)}, ou choisissez un nouveau mot de passe avec le lien «\u00a0Mot de passe oublié\u00a0?\u00a0» pour vous connecter sans attendre.`,
} as const;
