import type { ModeratedKind, ReportReason } from "../constants.ts";

// « Signaler ce contenu » (issue 29 point 5): the visitor's report page, the API's answers, and the
// administration's page of reported content.

export const reportMessages = {
  link: "Signaler ce contenu",
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
  // The administration's page.
  adminTitle: "Signalements",
  adminDescription: "Les contenus signalés par les visiteurs, les plus signalés d’abord.",
  adminLoading: "Chargement des signalements...",
  adminLoadFailed: "Les signalements sont momentanément indisponibles.",
  adminEmpty: "Aucun contenu signalé ne correspond à ces critères.",
  adminCaption: "Contenus signalés, les plus signalés d’abord",
  adminCount: (total: number) =>
    total > 1 ? `${total.toLocaleString("fr-FR")} contenus signalés` : `${total} contenu signalé`,
  filtersLegend: "Filtrer les signalements",
  filterStatus: "État",
  statusLabels: { open: "À traiter", resolved: "Traités" } as Record<"open" | "resolved", string>,
  filterKind: "Type de contenu",
  filterKindAll: "Tous les types",
  filterSubmit: "Filtrer",
  columnItem: "Contenu",
  columnOwner: "Organisateur",
  columnState: "État",
  columnCount: "Signalements",
  columnReasons: "Motifs",
  columnDates: "Premier et dernier",
  reportCount: (count: number) => (count > 1 ? `${count} signalements` : `${count} signalement`),
  reasonCount: (label: string, count: number) => `${label}\u00a0: ${count}`,
  preview: "Aperçu de modération",
  details: "Voir les signalements",
  untitled: "Sans titre",
  noOwner: "Compte supprimé",
  // An item's reports.
  detailTitle: (title: string) => `Signalements de «\u00a0${title}\u00a0»`,
  detailCaption: "Signalements reçus, les plus récents d’abord",
  detailEmpty: "Ce contenu n’a reçu aucun signalement.",
  columnDate: "Date",
  columnReason: "Motif",
  columnMessage: "Précisions",
  columnReporter: "Auteur",
  columnResolution: "Suite donnée",
  anonymous: "anonyme",
  reporterAccount: (id: number) => `compte n°\u00a0${id}`,
  resolutions: { kept: "Classé sans suite", unpublished: "Contenu dépublié" } as Record<string, string>,
  open: "À traiter",
  none: "—",
  dismissTitle: "Classer sans suite",
  dismissIntro:
    "Le contenu reste publié et tous ses signalements ouverts sont marqués comme traités. Ce classement est inscrit au journal des actions.",
  dismissReasonLabel: "Motif du classement",
  dismissReasonRequired: "Indiquez le motif du classement sans suite.",
  dismissSubmit: "Classer sans suite",
  dismissed: (count: number) =>
    count > 1 ? `${count} signalements classés sans suite.` : "Signalement classé sans suite.",
  nothingOpen:
    "Ce contenu n’a aucun signalement à traiter\u00a0: un autre administrateur l’a peut-être déjà fait.",
  backToList: "Retour aux signalements",
} as const;
