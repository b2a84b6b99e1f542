/** The e-mails a member chooses to receive (settings), and the link at the foot of a reminder. */
export const emailPreferencesMessages = {
  sectionTitle: "Préférences d’e-mail",
  sectionIntro:
    "Les e-mails qui suivent une action de votre part (inscription, annulation, mot de passe) vous sont toujours envoyés.",
  optionalLegend: "E-mails facultatifs",
  reminders: "Recevoir un rappel avant chacune de mes séances",
  remindersHint: "Trois jours avant, quand l’annulation gratuite est encore possible, et la veille.",
  organiserDigest: "Recevoir chaque matin le récapitulatif des nouvelles inscriptions à mes événements",
  save: "Enregistrer mes préférences",
  saveSuccess: "Vos préférences d’e-mail ont été enregistrées.",
  saveFailed: "Erreur lors de l’enregistrement de vos préférences d’e-mail.",
  loading: "Chargement de vos préférences d’e-mail…",
  loadFailed: "Erreur lors du chargement de vos préférences d’e-mail.",
  remindersOffTitle: "Rappels de vos séances",
  remindersOffIntro:
    "Nous vous envoyons un e-mail avant chacune de vos séances\u00a0: trois jours avant, quand l’annulation gratuite est encore possible, et la veille.",
  remindersOff: "Ne plus recevoir de rappels",
  remindersOffAccount:
    "Vous ne recevrez plus de rappels pour vos inscriptions. Vous pouvez les réactiver dans vos paramètres.",
  remindersOffRegistration: "Vous ne recevrez plus de rappels pour cette inscription.",
  remindersOffDoneTitle: "C’est noté",
  remindersOffFailed: "Les rappels n’ont pas pu être désactivés",
  linkInvalidTitle: "Lien non valable",
  linkHelp: "Vous pouvez aussi choisir les e-mails que vous recevez dans les paramètres de votre compte.",
  openSettings: "Ouvrir mes paramètres",
} as const;
