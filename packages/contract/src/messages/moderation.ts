import type { ModerationStatus, VerificationStatus } from "../constants.ts";

// Moderation as its owner and the public see it (issue 29, decision 047): the state of an event,
// route, site or venue, and the notice its owner reads on its page.

export const moderationMessages = {
  status: {
    pending: "En attente de validation",
    published: "Publié",
    refused: "Refusé",
    unpublished: "Dépublié",
  } satisfies Record<ModerationStatus, string>,
  /** The notice above content its owner (or an administrator) sees while the public does not. */
  noticeTitle: {
    pending: "En attente de validation",
    published: "Publié",
    refused: "Refusé par l’administration",
    unpublished: "Dépublié par l’administration",
  } satisfies Record<ModerationStatus, string>,
  noticeText: {
    pending:
      "Ce contenu n’est pas encore visible du public\u00a0: un administrateur de la plateforme doit le valider. Vous pouvez encore le modifier.",
    published: "Ce contenu est visible du public.",
    refused:
      "Ce contenu n’est pas visible du public. Modifiez-le selon le motif ci-dessous\u00a0: il sera de nouveau soumis à validation.",
    unpublished:
      "Ce contenu n’est plus visible du public. Modifiez-le selon le motif ci-dessous\u00a0: il sera de nouveau soumis à validation.",
  } satisfies Record<ModerationStatus, string>,
  suspendedOwner: "Le compte de son organisateur est suspendu\u00a0: ce contenu n’est pas visible du public.",
  reasonLabel: "Motif\u00a0:",
  reasonRequired: "Indiquez le motif de votre décision : la personne concernée le recevra par e-mail.",
  reasonTooShort: "Le motif doit faire au moins 3 caractères.",
  reasonTooLong: "Le motif ne peut pas dépasser 1 000 caractères.",
  kindInvalid: "Type de contenu inconnu.",
  administratorNotSuspendable:
    "Un compte administrateur ne peut pas être suspendu depuis l’administration : la décision se prend hors de la plateforme, par ceux qui gèrent ses serveurs.",
  statusInvalid: "État de modération inconnu.",
  /** The labelled lines of the administrators' preview of any kind of content. */
  facts: {
    category: "Catégorie",
    dates: "Dates",
    place: "Lieu",
    price: "Tarif",
    sessions: "Séances",
    theme: "Thème",
    difficulty: "Difficulté",
    duration: "Durée",
    minutes: (minutes: number) => `${minutes} min`,
    steps: "Étapes",
    address: "Adresse",
    route: "Parcours",
    website: "Site web",
    noPlace: "Lieu non renseigné",
    none: "Non renseigné",
  },
  verification: {
    pending: "À vérifier",
    verified: "Vérifié",
    refused: "Refusé",
  } satisfies Record<VerificationStatus, string>,
};
