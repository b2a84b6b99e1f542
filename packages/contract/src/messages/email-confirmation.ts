/**
 * Confirming an account's own address (issue 28): the link sent at sign-up and on request, the
 * account pages' notice, and the link's page. A confirmed address brings the registrations made
 * without an account under it into the account.
 */
export const emailConfirmationMessages = {
  notConfirmedTitle: "Adresse e-mail à confirmer",
  notConfirmed: (email: string) =>
    `Confirmez l’adresse ${email} avec le lien que nous vous avons envoyé. Une fois confirmée, les inscriptions faites sans compte avec cette adresse apparaîtront aussi dans votre tableau de bord.`,
  resend: "Renvoyer le lien de confirmation",
  resending: "Envoi en cours…",
  resent: (email: string, days: number) =>
    `Un nouveau lien de confirmation a été envoyé à ${email}. Il est valable ${days}\u00a0jours.`,
  resendFailed: "Le lien n’a pas pu être envoyé",
  confirmedTitle: "Adresse e-mail confirmée",
  confirmed: (email: string) =>
    `L’adresse ${email} est confirmée\u00a0: les inscriptions faites sans compte avec cette adresse apparaissent dans votre tableau de bord.`,
  /** The API's refusals. */
  alreadyConfirmed: "Votre adresse e-mail est déjà confirmée.",
  tooMany: "Trop de liens de confirmation envoyés pour ce compte\u00a0: réessayez dans une heure.",
  linkInvalid:
    "Ce lien de confirmation n’est plus valable\u00a0: il a expiré, ou le compte a changé depuis (adresse ou mot de passe). Demandez-en un nouveau depuis les paramètres de votre compte.",
  /** The link's page. */
  pageTitle: "Confirmer mon adresse e-mail",
  intro: (email: string) => `Confirmez que l’adresse ${email} est bien celle de votre compte.`,
  confirm: "Confirmer mon adresse",
  doneTitle: "Votre adresse e-mail est confirmée",
  done: (email: string) =>
    `L’adresse ${email} est confirmée. Les inscriptions faites sans compte avec cette adresse apparaissent désormais dans votre tableau de bord.`,
  failed: "L’adresse n’a pas pu être confirmée",
  linkInvalidTitle: "Lien non valable",
  linkHelp: "Vous pouvez demander un nouveau lien depuis les paramètres de votre compte.",
  openDashboard: "Ouvrir mon tableau de bord",
  openSettings: "Ouvrir mes paramètres",
  logIn: "Se connecter",
} as const;
