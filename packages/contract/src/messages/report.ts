import type { ModeratedKind, ReportReason } from "../constants.ts";

// « Signaler ce contenu » (issue 29 point 5): the visitor's report page and the API's answers. The
// link on public pages (report-link.ts) and the administration's page (report-admin.ts) have their
// own modules, so that neither brings these texts into the pages that show only them.

export const reportMessages = {
  pageTitle: "Signaler ce contenu",
  breadcrumb: "Signalement",
  intro:
    "Ce contenu vous semble contraire à la loi ou aux règles de la plateforme\u00a0? Dites-nous pourquoi\u00a0: un administrateur l’examinera. Votre adresse IP n’est pas conservée en clair.",
  itemLabel: {
    event: "Événement",
    parcours: "Parcours",
    site: "Site",
    lieu: "Lieu",
  } satisfies Record<ModeratedKind, string>,
  reasonLegend: "Motif du signalement",
  reasons: {
    spam: "Spam ou publicité",
    inappropriate: "Contenu choquant ou inapproprié",
    misleading: "Informations trompeuses ou erronées",
    illegal: "Contenu illégal",
    other: "Autre raison",
  } satisfies Record<ReportReason, string>,
  messageLabel: "Précisions",
  messageHint: (max: number) =>
    `Facultatif, sauf pour «\u00a0Autre raison\u00a0». ${max.toLocaleString("fr-FR")}\u00a0caractères au plus.`,
  submit: "Envoyer le signalement",
  sending: "Envoi en cours...",
  loading: "Chargement du contenu...",
  backToItem: "Revenir au contenu",
  successTitle: "Signalement envoyé",
  // Validation.
  kindInvalid: "Ce type de contenu ne peut pas être signalé.",
  reasonRequired: "Choisissez le motif du signalement.",
  messageRequired: "Précisez la raison de votre signalement.",
  messageTooLong: (max: number) =>
    `Les précisions comptent au plus ${max.toLocaleString("fr-FR")}\u00a0caractères.`,
  // API answers.
  received: "Merci, votre signalement a bien été reçu. Un administrateur l’examinera.",
  alreadyReceived: "Merci, votre signalement de ce contenu a déjà été reçu. Un administrateur l’examinera.",
  notFound: "Ce contenu n’existe pas ou n’est plus public.",
  notFoundHint: "Il a pu être retiré par son organisateur ou par l’administration de la plateforme.",
  loadFailed: "Ce contenu est momentanément indisponible. Réessayez dans quelques instants.",
  tooMany: "Vous avez envoyé beaucoup de signalements en peu de temps. Réessayez dans une heure.",
  failed: "Le signalement n’a pas pu être envoyé. Réessayez dans quelques instants.",
  // The administration's answers (validation of « Classer sans suite », a decision already taken).
  dismissReasonRequired: "Indiquez le motif du classement sans suite.",
  nothingOpen:
    "Ce contenu n’a aucun signalement à traiter\u00a0: un autre administrateur l’a peut-être déjà fait.",
} as const;
