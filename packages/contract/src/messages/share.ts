/** « Ajouter à mon agenda » and « Partager » (issue 14). */
export const shareMessages = {
  addToCalendar: "Ajouter à mon agenda",
  addSessionToCalendar: "Ajouter cette séance à mon agenda",
  calendarFileHint: "Fichier .ics pour Agenda, Google Agenda, Outlook…",
  share: "Partager",
  shareByEmail: "Envoyer par e-mail",
  copied: "Lien copié",
  copiedDescription: "Le lien de la page est dans votre presse-papiers\u00a0: collez-le où vous voulez.",
  copyFailed: "Le lien n’a pas pu être copié\u00a0: sélectionnez-le dans la barre d’adresse.",
  emailBody: (title: string, url: string) => `Je vous propose\u00a0: ${title}\n${url}`,
} as const;
