// The administration (issue 29): /admin, its 403 page, the audit log and the admin:create command.

export const adminMessages = {
  title: "Administration",
  homeIntro: "Les outils des administrateurs de la plateforme.",
  forbiddenTitle: "Accès réservé aux administrateurs",
  forbiddenText:
    "Cette page est réservée aux administrateurs de la plateforme. Votre compte n’y a pas accès (erreur 403).",
  forbiddenBack: "Retour au tableau de bord",
  forbiddenHome: "Retour à l’accueil",
  menuLabel: "Menu de l’administration",
  auditLogTitle: "Journal des actions",
  auditLogDescription: "Chaque acte d’un administrateur, qui l’a fait, quand, pourquoi, avant et après.",
  auditLogLoading: "Chargement du journal...",
  auditLogLoadFailed: "Le journal des actions est momentanément indisponible.",
  auditLogEmpty: "Aucune action ne correspond à ces critères.",
  auditLogCaption: "Actions enregistrées, les plus récentes d’abord",
  auditLogCount: (total: number) =>
    total > 1 ? `${total.toLocaleString("fr-FR")} actions` : `${total} action`,
  filtersLegend: "Filtrer le journal",
  filterAction: "Action",
  filterActionAll: "Toutes les actions",
  filterActor: "Auteur (adresse e-mail contient)",
  filterTargetType: "Type d’objet",
  filterTargetId: "Numéro de l’objet",
  filterFrom: "Du",
  filterTo: "Au",
  filterReason: "Motif contient",
  filterSubmit: "Filtrer",
  filterReset: "Effacer les filtres",
  exportCsv: "Exporter en CSV",
  columnDate: "Date",
  columnActor: "Auteur",
  columnAction: "Action",
  columnTarget: "Objet",
  columnReason: "Motif",
  columnChanges: "Avant → après",
  commandLine: "Ligne de commande",
  none: "—",
  /** What a record's target_type names, as the journal shows it (« compte n° 12 »). */
  targetLabels: {
    user: "compte",
    event: "événement",
    parcours: "parcours",
    site: "site",
    lieu: "lieu",
  } as Record<string, string>,
  actionLabels: {
    administrator_created: "Administrateur créé",
    second_factor_reset: "Double authentification réinitialisée",
    organiser_verified: "Organisateur vérifié",
    organiser_refused: "Organisateur refusé",
    organiser_identity_checked: "SIRET consulté dans Sirene",
    reports_dismissed: "Signalements classés sans suite",
    event_approved: "Événement validé",
    event_refused: "Événement refusé",
    event_unpublished: "Événement dépublié",
    parcours_approved: "Parcours validé",
    parcours_refused: "Parcours refusé",
    parcours_unpublished: "Parcours dépublié",
    site_approved: "Site validé",
    site_refused: "Site refusé",
    site_unpublished: "Site dépublié",
    lieu_approved: "Lieu validé",
    lieu_refused: "Lieu refusé",
    lieu_unpublished: "Lieu dépublié",
    account_suspended: "Compte suspendu",
    account_reinstated: "Compte rétabli",
    reports_resolved: "Signalements résolus par la dépublication",
  } as Record<string, string>,
  // /admin/chiffres: the platform's figures (issue 29 point 7)
  figuresTitle: "Chiffres de la plateforme",
  figuresDescription: "Organisateurs, contenus et inscriptions, comptés au moment où la page se charge.",
  figuresLoading: "Chargement des chiffres...",
  figuresLoadFailed: "Les chiffres de la plateforme sont momentanément indisponibles.",
  figuresOrganisersTitle: "Organisateurs",
  figuresOrganisersCaption: "Comptes organisateurs par état de vérification",
  figuresSuspendedOrganisers: "Dont suspendus",
  figuresSuspendedAccounts: (count: number) =>
    `Comptes suspendus, tous rôles confondus\u00a0: ${count.toLocaleString("fr-FR")}.`,
  figuresContentTitle: "Contenus",
  figuresContentCaption: "Contenus par type et par état de modération",
  figuresOwnerSuspended: "Masqués (compte suspendu)",
  figuresKinds: {
    event: "Événements",
    parcours: "Parcours",
    site: "Sites",
    lieu: "Lieux",
  } as Record<string, string>,
  columnState: "État",
  columnCount: "Nombre",
  columnKind: "Type de contenu",
  columnTotal: "Total",
  figuresRegistrationsTitle: "Inscriptions par semaine",
  figuresChartName: (weeks: number) =>
    `Graphique en barres des inscriptions par semaine, ${weeks} dernières semaines`,
  figuresShowData: "Voir les données du graphique",
  figuresWeeksCaption: (weeks: number) =>
    `Inscriptions et places réservées par semaine, ${weeks} dernières semaines (annulations exclues)`,
  columnWeek: "Semaine",
  columnRegistrations: "Inscriptions",
  columnPlaces: "Places",
  /** « semaine du 2 novembre » (the Monday that starts it). */
  figuresWeek: (day: string) => `semaine du ${day}`,
  figuresRegistrations: (count: number) =>
    `${count.toLocaleString("fr-FR")}\u00a0inscription${count > 1 ? "s" : ""}`,
  /**
   * The sentence before the chart (the DSFR's rule for accessible charts: say what it shows), its
   * figures already in French: « 42 inscriptions », « 310 », « 2 novembre », « 57 inscriptions ».
   */
  figuresSummary: (summary: {
    weeks: number;
    current: string;
    total: string;
    busiest?: { day: string; registrations: string } | null;
  }) =>
    // No busiest week when nobody registered (the message tests also call it with bare samples).
    !summary.busiest
      ? `Inscriptions par semaine sur les ${summary.weeks} dernières semaines\u00a0: aucune inscription.`
      : `Inscriptions par semaine sur les ${summary.weeks} dernières semaines\u00a0: ${summary.current} cette semaine, ${summary.total} au total\u00a0; la semaine la plus chargée est celle du ${summary.busiest.day} (${summary.busiest.registrations}).`,
  // npm run admin:create
  cliUsage:
    "Usage\u00a0: npm run admin:create -- --email <adresse> --prenom <prénom> --nom <nom>\n  Le mot de passe est lu dans ADMIN_PASSWORD, sinon demandé au clavier (sans écho).",
  cliMissingOption: (option: string) => `Option manquante\u00a0: --${option}`,
  cliUnknownOption: (option: string) => `Option inconnue\u00a0: ${option}`,
  cliPasswordPrompt: "Mot de passe de l’administrateur (il ne s’affiche pas)\u00a0: ",
  cliPasswordConfirm: "Confirmez le mot de passe\u00a0: ",
  cliPasswordMismatch: "Les deux mots de passe ne correspondent pas. Aucun compte n’a été créé.",
  cliNoPassword:
    "Aucun mot de passe\u00a0: donnez-le dans ADMIN_PASSWORD, ou lancez la commande dans un terminal pour le saisir.",
  cliInvalid: (details: string) => `Données refusées, aucun compte n’a été créé\u00a0:\n${details}`,
  cliEmailTaken: (email: string) =>
    `Un compte existe déjà avec l’adresse ${email}. Aucun compte n’a été créé.`,
  cliCreated: (email: string) => `Administrateur créé\u00a0: ${email}`,
  cliOtpauth:
    "Double authentification (TOTP)\u00a0: ajoutez ce compte à votre application d’authentification avec cette adresse\u00a0:",
  cliRecoveryCodes:
    "Codes de secours, à usage unique (ils ne seront plus affichés\u00a0: gardez-les en lieu sûr)\u00a0:",
} as const;
