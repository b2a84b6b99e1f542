/** Changing one's e-mail address: the settings and profile forms, and the link's page (decision 025). */
export const emailChangeMessages = {
  currentPasswordLabel: "Mot de passe actuel",
  currentPasswordHint:
    "Avec votre mot de passe, la nouvelle adresse est enregistrée tout de suite. Sans lui, nous lui envoyons un lien de confirmation.",
  pendingTitle: "Confirmez votre nouvelle adresse",
  pending: (email: string, hours: number) =>
    `Un lien de confirmation a été envoyé à ${email}. Votre adresse changera quand vous l’aurez ouvert (il est valable ${hours}\u00a0heures)\u00a0; d’ici là, les messages du compte continuent d’arriver à l’adresse actuelle.`,
  changed: "Votre adresse e-mail a été modifiée. Vos autres sessions ont été fermées.",
  pageTitle: "Nouvelle adresse e-mail",
  intro: (email: string) => `Confirmez que votre compte utilisera désormais l’adresse ${email}.`,
  confirm: "Confirmer ma nouvelle adresse",
  doneTitle: "Votre adresse e-mail est modifiée",
  done: (email: string) =>
    `Votre compte utilise désormais l’adresse ${email}. Les autres sessions ouvertes sur votre compte ont été fermées.`,
  failed: "La nouvelle adresse n’a pas pu être enregistrée",
  linkInvalidTitle: "Lien non valable",
  linkHelp: "Vous pouvez refaire la demande depuis les paramètres de votre compte.",
  openSettings: "Ouvrir mes paramètres",
  logIn: "Se connecter",
} as const;
