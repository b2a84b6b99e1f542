import type { VerificationStatus } from "../constants.ts";

// Administrators verifying organisers (issue 29): /admin/organisateurs, its API's refusals, and the
// notice an organiser reads on the dashboard while not verified.

export const organiserAdminMessages = {
  listTitle: "Organisateurs",
  listDescription:
    "Les structures inscrites comme organisatrices\u00a0: vérifiez leur SIRET ou leur numéro RNA, puis validez-les ou refusez-les.",
  menuLabel: "Organisateurs",
  loading: "Chargement des organisateurs...",
  loadFailed: "La liste des organisateurs est momentanément indisponible.",
  detailLoadFailed: "Le dossier de cet organisateur est momentanément indisponible.",
  empty: "Aucun organisateur ne correspond à ces critères.",
  caption: "Organisateurs, les plus anciennes demandes d’abord",
  count: (total: number) =>
    total > 1 ? `${total.toLocaleString("fr-FR")} organisateurs` : `${total} organisateur`,
  filtersLegend: "Filtrer les organisateurs",
  filterStatus: "État",
  filterStatusAll: "Tous les états",
  filterSearch: "Rechercher (structure, nom, e-mail, SIRET, RNA)",
  filterSubmit: "Filtrer",
  filterReset: "Effacer les filtres",
  columnStructure: "Structure",
  columnPerson: "Personne",
  columnIdentifier: "SIRET / RNA",
  columnSirene: "Sirene",
  columnDate: "Inscription",
  columnStatus: "État",
  none: "—",
  noStructure: "Structure non renseignée",
  siret: (siret: string) => `SIRET ${siret}`,
  rna: (rna: string) => `RNA ${rna}`,
  noIdentifier: "Ni SIRET ni RNA",
  status: {
    pending: "À vérifier",
    verified: "Vérifié",
    refused: "Refusé",
  } satisfies Record<VerificationStatus, string>,
  sirene: {
    active: "Établissement actif",
    closed: "Établissement fermé",
    not_found: "SIRET inconnu de Sirene",
    unavailable: "Sirene n’a pas répondu",
  } as Record<string, string>,
  sireneNever: "Non vérifié",
  sireneOff:
    "La vérification dans Sirene n’est pas activée sur ce serveur (réglage SIRENE_API_URL)\u00a0: contrôlez le SIRET sur annuaire-entreprises.data.gouv.fr.",
  sireneRnaOnly:
    "Un numéro RNA ne se vérifie pas dans Sirene, qui ne connaît que les SIRET\u00a0: contrôlez l’association dans le répertoire national des associations (Journal officiel, data.gouv.fr).",
  sireneName: "Nom connu de Sirene",
  sireneCity: "Commune",
  sireneCheckedAt: (when: string) => `Vérifié dans Sirene le ${when}`,
  // The file.
  back: "Retour à la liste des organisateurs",
  detailTitle: (name: string) => `Organisateur\u00a0: ${name}`,
  identityTitle: "Identité",
  structure: "Structure",
  person: "Personne",
  email: "Adresse e-mail",
  phone: "Téléphone",
  city: "Ville",
  description: "Présentation",
  signedUpAt: "Inscription",
  verifiedAt: "Vérifié le",
  verificationReason: "Motif de la dernière décision",
  suspended: "Compte suspendu",
  contentTitle: "Contenus",
  contentCaption: "Contenus de l’organisateur par état de modération",
  contentKind: "Type",
  contentKinds: { event: "Événements", parcours: "Parcours", site: "Sites", lieu: "Lieux" },
  sireneTitle: "Vérification Sirene",
  sireneCheck: "Vérifier dans Sirene",
  sireneChecked: "Résultat de Sirene enregistré.",
  decisionTitle: "Décision",
  verify: "Valider",
  refuse: "Refuser",
  verifyReasonLabel: "Motif (facultatif)",
  refuseReasonLabel: "Motif du refus",
  reasonHint: "L’organisateur le reçoit par e-mail.",
  verified: "Organisateur validé\u00a0: il en est informé par e-mail.",
  refused: "Organisateur refusé\u00a0: il en est informé par e-mail avec le motif.",
  decisionFailed: "La décision n’a pas pu être enregistrée.",
  // Field and API messages.
  reasonRequired: "Indiquez un motif d’au moins 3 caractères\u00a0: l’organisateur le recevra.",
  reasonTooLong: "Le motif doit contenir au plus 1000 caractères",
  alreadyVerified: "Cet organisateur est déjà vérifié.",
  alreadyRefused: "Cet organisateur est déjà refusé.",
  sireneNotConfigured:
    "La vérification dans Sirene n’est pas activée sur ce serveur (réglage SIRENE_API_URL).",
  sireneNeedsSiret: "Cet organisateur n’a pas de SIRET\u00a0: un numéro RNA ne se vérifie pas dans Sirene.",
} as const;

/** The organiser's own side: the SIRET or RNA fields of the sign-up and the settings, the dashboard's notice. */
export const organiserIdentityMessages = {
  siretLabel: "SIRET",
  siretHint: "14 chiffres. Une association sans SIRET donne son numéro RNA à la place.",
  rnaLabel: "Numéro RNA (associations)",
  rnaHint: "W suivi de 9 chiffres, par exemple W751234567",
  verificationPendingTitle: "Votre structure est en cours de vérification",
  verificationPendingText:
    "Vos contenus seront publiés après validation par l’administration de la plateforme. Vous pouvez déjà les préparer\u00a0: ils restent visibles de vous seul en attendant.",
  verificationRefusedTitle: "Votre structure n’a pas pu être vérifiée",
  verificationRefusedText:
    "Tant qu’elle ne l’est pas, vos contenus ne sont pas publiés. Complétez ou corrigez le SIRET de votre structure, ou pour une association son numéro RNA, dans vos paramètres, et tenez compte du motif ci-dessous.",
  verificationReason: "Motif de l’administration\u00a0:",
  verificationLink: "Compléter mes paramètres",
} as const;
