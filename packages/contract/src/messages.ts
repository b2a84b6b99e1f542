import { FREE_CANCELLATION_HOURS } from "./constants.ts";

// Every French text a user may read as a message: validation (SPEC §5), toasts and alerts (SPEC §8),
// loading, empty and error states (SPEC §2), and the API's error messages. Texts quoted by SPEC are
// kept to the letter; the others follow the same tone.
//
// French typography: a no-break space U+00A0, written `\u00a0` so that it shows in review, goes before
// « : ; ? ! » and between a number and its unit (« 48\u00a0h », « 5\u00a0Mo »), so that a line never
// breaks there. U+00A0 everywhere (no narrow U+202F); messages.test.ts guards the rule.

export const validationMessages = {
  emailInvalid: "Email invalide",
  loginPasswordTooShort: "Le mot de passe doit contenir au moins 6 caractères",
  nameTooShort: "Le nom doit contenir au moins 2 caractères",
  phoneInvalid: "Numéro de téléphone invalide",
  addressTooShort: "Adresse trop courte",
  passwordTooShort: "Le mot de passe doit contenir au moins 8 caractères",
  passwordTooLong: "Le mot de passe doit contenir au plus 128 caractères",
  passwordTooCommon: "Ce mot de passe est trop courant\u00a0: choisissez-en un plus difficile à deviner.",
  passwordPersonal:
    "Ce mot de passe reprend votre nom ou votre adresse e-mail\u00a0: choisissez-en un plus difficile à deviner.",
  confirmPasswordRequired: "Veuillez confirmer le mot de passe",
  passwordsMismatch: "Les mots de passe ne correspondent pas.",
  userTypeInvalid: "Choisissez un type de compte\u00a0: participant ou professionnel",
  termsRequired: "Vous devez accepter les conditions",
  organizationRequired: "Nom de l'organisation requis",
  siretLength: "Le SIRET doit contenir 14 chiffres",
  siretInvalid: "Ce numéro SIRET n'existe pas\u00a0: vérifiez les 14 chiffres",
  descriptionTooShort: "Description trop courte",
  currentPasswordRequired: "Saisissez votre mot de passe actuel pour le changer",
  currentPasswordWrong: "Le mot de passe actuel est incorrect",
  programEventRequired: "Veuillez sélectionner un événement.",
  programLineIncomplete:
    "Tous les champs requis doivent être remplis (Date, Heure de début, Heure de fin, Titre).",
  programEndBeforeStart: "L'heure de fin doit être après l'heure de début.",
  required: "Ce champ est obligatoire",
  tooLong: "Ce texte est trop long",
  invalidDate: "Date invalide",
  invalidTime: "Heure invalide (format HH:MM)",
  invalidUrl: "Adresse web invalide",
  invalidNumber: "Nombre invalide",
  categoryInvalid: "Catégorie inconnue",
  eventTitleRequired: "Le titre est obligatoire",
  eventCategoryRequired: "La catégorie est obligatoire",
  eventDateStartRequired: "La date de début est obligatoire",
  eventLieuRequired: "Le lieu est obligatoire",
  eventEndBeforeStart: "La date de fin ne peut pas précéder la date de début",
  priceNegative: "Le prix ne peut pas être négatif",
  siteRouteRequired: "Le parcours est obligatoire",
  siteNameRequired: "Le nom est obligatoire",
  siteCategoryRequired: "La catégorie est obligatoire",
  siteDescriptionRequired: "La description est obligatoire",
  parcoursTitleRequired: "Le titre est obligatoire",
  parcoursDescriptionRequired: "La description est obligatoire",
  parcoursThemeRequired: "Le thème est obligatoire",
  parcoursDifficultyRequired: "La difficulté est obligatoire",
  parcoursDurationInvalid: "La durée doit être un nombre de minutes",
  parcoursLieuRequired: "Le lieu est obligatoire",
  imageNotAnImage: "Le fichier doit être une image (JPEG, PNG ou WebP)",
  imageTooLarge: "L'image ne doit pas dépasser 5\u00a0Mo",
  imageTooBig:
    "L’image est trop grande une fois décompressée\u00a0: réduisez ses dimensions avant de l’envoyer",
  imageServerBusy: "Le serveur traite déjà beaucoup d’images\u00a0: réessayez dans quelques instants",
  imageStorageFull:
    "L’image n’a pas pu être enregistrée\u00a0: l’espace de stockage du serveur est plein. Réessayez plus tard",
  imageStorageUnavailable:
    "L’image n’a pas pu être enregistrée\u00a0: le stockage du serveur est indisponible. Réessayez plus tard",
  imageAltRequired:
    "Décrivez l’image en quelques mots (texte alternatif), pour les personnes qui ne la voient pas",
  jsonFieldInvalid: "Ce champ du formulaire est illisible (JSON attendu)",
  imageFormsRateLimited:
    "Trop de formulaires avec image envoyés en peu de temps\u00a0: réessayez dans quelques minutes",
  imageUrlNotOwn:
    "Cette image n’est pas celle de cette fiche\u00a0: envoyez un fichier, ou une adresse http(s)",
  locationNameRequired: "Le nom est obligatoire",
  locationCategoryRequired: "La catégorie est obligatoire",
  locationDescriptionRequired: "La description est obligatoire",
  locationAddressRequired: "L'adresse est obligatoire",
  locationCityRequired: "La ville est obligatoire",
  locationPostalCodeRequired: "Le code postal est obligatoire",
  locationCountryRequired: "Le pays est obligatoire",
  placesRange: "Choisissez entre 1 et 4 places",
  participantFirstNameRequired: "Le prénom est obligatoire",
  participantLastNameRequired: "Le nom est obligatoire",
  participantPhoneRequired: "Le téléphone est obligatoire",
  participantMotivationRequired: "La motivation est obligatoire",
  cardNameRequired: "Le nom sur la carte est obligatoire",
  cardNumberInvalid: "Numéro de carte invalide",
  cardExpiryInvalid: "Date d'expiration invalide (MM/AA)",
  cardExpired: "Cette carte est expirée",
  cardCvvInvalid: "Cryptogramme invalide (3 ou 4 chiffres)",
  cardDataRefused: "Les données de carte bancaire ne doivent jamais être envoyées au serveur.",
  priceTooHigh: "Le prix ne peut pas dépasser 100 000\u00a0€",
  priceInvalid: "Le prix doit être un montant en euros, avec au plus 2 décimales",
  lieuNameRequired: "Le nom du lieu est obligatoire",
  lieuCityRequired: "La ville est obligatoire",
  programLinesRequired: "Ajoutez au moins une ligne au programme.",
  programTooManyLines: "Un programme ne peut pas compter plus de 50 lignes à la fois.",
  parcoursDifficultyInvalid: "Difficulté inconnue\u00a0: choisissez facile, modéré ou difficile",
  servicesInvalid: "La liste des services est invalide",
  servicesTooMany: "Vous ne pouvez pas indiquer plus de 20 services",
  participationEventRequired: "L'événement est obligatoire",
  postalCodeInvalid: "Le code postal doit contenir 5 chiffres",
  latitudeInvalid: "La latitude doit être un nombre de -90 à 90 (par exemple 45,7640)",
  longitudeInvalid: "La longitude doit être un nombre de -180 à 180 (par exemple 4,8357)",
  coordinatesPair: "Indiquez la latitude et la longitude, ou aucune des deux",
  booleanInvalid: "Valeur invalide\u00a0: oui ou non attendu",
  mailLinkInvalid: "Ce lien est incomplet\u00a0: ouvrez-le tel qu’il figure dans l’e-mail reçu.",
  idInvalid: "Identifiant invalide",
  listLimitInvalid: "Le paramètre limit doit être un nombre entier de 1 à 200",
  listOffsetInvalid: "Le paramètre offset doit être un nombre entier positif ou nul",
  listCursorInvalid:
    "Le paramètre after doit être la valeur donnée par le lien de la page suivante (en-tête Link)",
  searchInvalid: "La recherche doit être un texte d'au plus 200 caractères",
  sessionStartRequired: "Le début de la séance est obligatoire",
  sessionEndBeforeStart: "La fin de la séance doit être après son début",
  sessionCapacityInvalid:
    "Le nombre de places doit être un nombre entier de 1 à 100\u00a0000 (vide\u00a0: illimité)",
  sessionsTooMany: "Un événement ne peut pas compter plus de 200 séances.",
  sessionsRequired: "Ajoutez au moins une séance.",
  sessionDuplicate: "Deux séances ont le même identifiant.",
  paymentModeInvalid: "Mode de paiement inconnu\u00a0: gratuit, sur place ou en ligne",
  paymentModeFreeWithPrice: "Un événement payant se règle sur place ou en ligne.",
  paymentModePaidWithoutPrice: "Indiquez un prix pour un paiement sur place ou en ligne.",
  idempotencyKeyInvalid: "L’en-tête Idempotency-Key doit compter de 8 à 200 caractères imprimables.",
  ticketCodeRequired: "Le code du billet est obligatoire",
  paymentOutcomeInvalid: "Issue de paiement inconnue\u00a0: success ou failure",
} as const;

export const authMessages = {
  loginFailedTitle: "Erreur de connexion",
  loginFailedDescription: "Identifiants invalides",
  registerFailedTitle: "Erreur d'inscription",
  registerFailedDefault: "Erreur lors de l'inscription",
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

/** « 8\u00a0secondes » under a minute, else whole minutes rounded up: « 15\u00a0minutes ». */
function loginWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole}\u00a0seconde${whole > 1 ? "s" : ""}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes}\u00a0minute${minutes > 1 ? "s" : ""}`;
}

export const accountMessages = {
  loading: "Chargement...",
  loadFailed: "Erreur lors du chargement de votre compte.",
  notYoursTitle: "Ces paramètres ne sont pas les vôtres",
  notYoursDescription: "Vous ne pouvez consulter et modifier que votre propre compte.",
  retryLater: "Veuillez réessayer dans quelques instants.",
  saveSuccess: "Vos informations ont été enregistrées.",
  saveFailed: "Erreur lors de l'enregistrement de vos informations.",
  passwordChanged: "Votre mot de passe a été modifié. Vos autres sessions ont été fermées.",
} as const;

/** Changing one's e-mail address: the settings and profile forms, and the link's page (decision 025). */
export const emailChangeMessages = {
  currentPasswordLabel: "Mot de passe actuel",
  currentPasswordHint:
    "Facultatif. Avec votre mot de passe, la nouvelle adresse est enregistrée tout de suite. Sans lui, nous lui envoyons un lien de confirmation.",
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

export const programMessages = {
  listLoading: "Chargement des programmes...",
  listLoadFailed: "Erreur lors du chargement des programmes.",
  listEmpty: "Aucun programme pour le moment.",
  notFound: "Programme introuvable",
  eventsLoadFailed: "Erreur lors du chargement des événements",
  programLoadFailed: "Erreur lors de la récupération du programme",
  saveFailedDefault: "Erreur serveur",
  updateSuccess: "Le programme a été modifié avec succès.",
  createSuccess: "Tous les programmes ont été enregistrés.",
  deleteConfirm: "Êtes-vous sûr de vouloir supprimer ce programme\u00a0?",
  deleteSuccess: "Programme supprimé avec succès.",
  deleteFailed: "Erreur lors de la suppression du programme.",
  notYoursTitle: "Ce programme n'est pas le vôtre",
  notYoursDescription: "Vous ne pouvez ajouter ou modifier des programmes que pour vos propres événements.",
  noOwnEvents: "Vous n'avez pas encore créé d'événement\u00a0: créez-en un pour lui ajouter un programme.",
  professionalOnly: "L'ajout de programmes est réservé aux comptes professionnels.",
} as const;

export const siteMessages = {
  listLoading: "Chargement des sites...",
  listLoadFailed: "Erreur lors du chargement des sites.",
  listEmpty: "Aucun site pour le moment.",
  parcoursEmpty: "Ce parcours n'a pas encore de site.",
  loadFailed: "Erreur lors de la récupération du site",
  notFound: "Site introuvable",
  loading: "Chargement du site...",
  notFoundHint: "Ce site n’existe pas ou a été supprimé par son organisateur.",
  professionalOnly: "La création de sites est réservée aux comptes professionnels.",
  notYoursTitle: "Ce site n'est pas le vôtre",
  notYoursDescription: "Vous ne pouvez modifier que les sites que vous avez créés.",
  noOwnParcours: "Vous n'avez pas encore de parcours\u00a0: créez-en un pour y ajouter des sites.",
  parcoursLoadFailed: "Erreur lors du chargement de vos parcours.",
  parcoursNotYours: "Ce parcours ne fait pas partie des vôtres\u00a0: le site ne pourra pas y être ajouté.",
  saveFailed: "Erreur lors de la sauvegarde du site",
  updateSuccessTitle: "Site modifié",
  createSuccessTitle: "Site créé",
  deleteConfirm: "Êtes-vous sûr de vouloir supprimer ce site\u00a0?",
  deleteSuccess: "Site supprimé avec succès.",
  deleteFailed: "Erreur lors de la suppression du site.",
} as const;

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

export const lieuMessages = {
  listLoading: "Chargement des lieux...",
  listLoadFailed: "Erreur lors du chargement des lieux.",
  listEmpty: "Aucun lieu pour le moment.",
  loadFailed: "Erreur lors de la récupération du lieu",
  saveFailed: "Erreur lors de l'enregistrement du lieu",
  updateSuccessTitle: "Lieu modifié",
  createSuccessTitle: "Lieu créé",
  deleteConfirm: "Êtes-vous sûr de vouloir supprimer ce lieu\u00a0?",
  deleteSuccess: "Lieu supprimé avec succès.",
  deleteFailed: "Erreur lors de la suppression du lieu.",
  noLieu: "Lieu non renseigné",
  notFound: "Lieu introuvable",
  loading: "Chargement du lieu...",
  notFoundHint: "Ce lieu n’existe pas ou a été supprimé par son organisateur.",
  upcomingTitle: "Événements à venir",
  upcomingEmpty: "Aucun événement à venir dans ce lieu pour le moment.",
  upcomingLoadFailed: "Erreur lors du chargement des événements de ce lieu.",
  parcoursTitle: "Parcours au départ de ce lieu",
  parcoursEmpty: "Aucun parcours ne part de ce lieu pour le moment.",
  parcoursLoadFailed: "Erreur lors du chargement des parcours de ce lieu.",
  professionalOnly: "La création de lieux est réservée aux comptes professionnels.",
  notYoursTitle: "Ce lieu n'est pas le vôtre",
  notYoursDescription: "Vous ne pouvez modifier que les lieux que vous avez créés.",
} as const;

export const eventMessages = {
  loadFailed: "Erreur lors du chargement de l'événement",
  networkError: "Erreur réseau\u00a0!",
  notFound: "Événement introuvable",
  hasRegistrations:
    "Impossible de supprimer cet événement\u00a0: des participants y sont inscrits. Contactez-les avant de l'annuler.",
  emptySearch: "Aucun événement trouvé pour votre recherche.",
  free: "Gratuit",
  unknownEvent: "Événement inconnu",
  datesUnavailable: "Dates non disponibles",
  listLoading: "Chargement des événements...",
  listLoadFailed: "Erreur lors du chargement des événements.",
  loading: "Chargement de l'événement...",
  createSuccess: "Événement créé avec succès.",
  updateSuccess: "Événement modifié avec succès.",
  saveFailed: "Erreur lors de l'enregistrement de l'événement.",
  addProgramPrompt: "Ajoutez maintenant son programme\u00a0: ateliers, visites, pauses, repas…",
  deleteConfirm: "Êtes-vous sûr de vouloir supprimer cet événement\u00a0?",
  deleteSuccess: "Événement supprimé avec succès.",
  deleteFailed: "Erreur lors de la suppression de l'événement.",
  notYoursTitle: "Cet événement n'est pas le vôtre",
  notYoursDescription: "Vous ne pouvez modifier que les événements que vous avez créés.",
  professionalOnly: "La création d'événements est réservée aux comptes professionnels.",
  noOwnLieu: "Vous n'avez pas encore de lieu\u00a0: créez-en un pour y organiser votre événement.",
  lieuxLoadFailed: "Erreur lors du chargement de vos lieux.",
} as const;

export const parcoursMessages = {
  loading: "Chargement en cours...",
  notFound: "Parcours introuvable",
  empty: "Aucun parcours disponible pour le moment.",
  listLoadFailed: "Erreur lors du chargement des parcours.",
  noSites: "Ce parcours ne compte pas encore d'étape.",
  deleteConfirm: "Êtes-vous sûr de vouloir supprimer ce parcours\u00a0?",
  deleteSuccess: "Parcours supprimé avec succès.",
  deleteFailed: "Erreur lors de la suppression du parcours.",
  updateSuccess: "Parcours modifié avec succès.",
  createSuccess: "Parcours créé avec succès.",
  submitFailed: "Erreur lors de la soumission du formulaire.",
  professionalOnly: "La création de parcours est réservée aux comptes professionnels.",
  notYoursTitle: "Ce parcours n'est pas le vôtre",
  notYoursDescription: "Vous ne pouvez modifier que les parcours que vous avez créés.",
  loadFailed: "Erreur lors de la récupération du parcours",
  formsRateLimited: "Trop de parcours envoyés en peu de temps\u00a0: réessayez dans quelques minutes.",
  noOwnLieu: "Vous n'avez pas encore de lieu\u00a0: créez-en un pour y rattacher votre parcours.",
  lieuxLoadFailed: "Erreur lors du chargement de vos lieux.",
  uploading: "Envoi du parcours et de son image",
} as const;

export const participationMessages = {
  successTitle: "Inscription réussie",
  successDescription: (firstName: string) => `Merci ${firstName}, votre inscription est confirmée.`,
  paymentFailed: "Impossible de finaliser le paiement.",
  emptyList: "Vous n'avez pas encore participé à des événements.",
  freeCancellation: `Annulation gratuite jusqu'à ${FREE_CANCELLATION_HOURS}\u00a0h avant l'événement.`,
  notFound: "Inscription introuvable",
  eventOver: "Cet événement est terminé\u00a0: les inscriptions sont closes.",
  loading: "Chargement de votre inscription...",
  loadFailed: "Erreur lors du chargement de votre inscription.",
  notYours:
    "Cette inscription ne peut être consultée que par la personne inscrite\u00a0: connectez-vous avec le compte utilisé pour l'inscription, ou ouvrez cette page dans le navigateur où vous vous êtes inscrit.",
  noRecentRegistration: "Aucune inscription récente dans ce navigateur.",
} as const;

/** Sessions, places, waiting list, cancellation, attendees and check-in (docs/decisions/019). */
export const bookingMessages = {
  sessionNotFound: "Séance introuvable pour cet événement.",
  sessionRequired: "Choisissez une séance\u00a0: cet événement en propose plusieurs.",
  sessionPast: "Cette séance a déjà commencé\u00a0: les inscriptions sont closes.",
  sessionCancelled: "Cette séance est annulée.",
  sessionFull: (placesLeft: number) =>
    placesLeft === 0
      ? "Cette séance est complète. Vous pouvez rejoindre sa liste d’attente."
      : `Il ne reste que ${placesLeft}\u00a0place${placesLeft > 1 ? "s" : ""} pour cette séance. Réduisez le nombre de places ou rejoignez la liste d’attente.`,
  sessionHasRegistrations:
    "Cette séance a des inscriptions\u00a0: elle ne peut pas être supprimée, seulement annulée.",
  capacityBelowTaken: (taken: number) =>
    `La capacité ne peut pas être inférieure aux ${taken}\u00a0places déjà réservées.`,
  sessionAlreadyCancelled: "Cette séance est déjà annulée.",
  alreadyCancelled: "Cette inscription est déjà annulée.",
  cancellationClosed: (hours: number) =>
    `L’annulation en ligne n’est plus possible à moins de ${hours}\u00a0h du début de la séance. Contactez l’organisateur.`,
  cancellationNotAllowed: "Seule la personne inscrite ou l’organisateur peut annuler cette inscription.",
  idempotencyKeyReused:
    "Cette clé d’idempotence a déjà servi pour une autre inscription\u00a0: générez-en une nouvelle.",
  eventHasSessionRegistrations:
    "Impossible de supprimer cet événement\u00a0: des participants y sont inscrits. Annulez ses séances pour prévenir les inscrits.",
  notOwnEvent: "Seul l’organisateur de cet événement peut consulter ses inscrits et contrôler ses billets.",
  ticketNotFound: "Billet introuvable\u00a0: vérifiez le lien ou le code.",
  paymentNotOnline: "Cette inscription ne se règle pas en ligne.",
  paymentNotPending: "Cette inscription n’attend pas de paiement.",
  simulatedProvider:
    "Paiement simulé — démonstration\u00a0: aucune somme n’est débitée, aucune donnée de carte n’est transmise.",
} as const;

/** What the scanner answers for a ticket code (POST /api/check-ins). */
export const checkInMessages = {
  checked_in: "Billet valide\u00a0: entrée enregistrée.",
  already_checked_in: "Billet déjà scanné.",
  cancelled: "Inscription annulée\u00a0: ce billet n’est plus valable.",
  waitlisted: "Inscription en liste d’attente\u00a0: pas de place attribuée.",
  other_event: "Ce billet est celui d’un autre événement.",
  unknown: "Code inconnu ou falsifié\u00a0: ce billet n’est pas valable.",
  session_cancelled: "Séance annulée\u00a0: ce billet n’est plus valable.",
} as const;

/** The participant's side of booking: registration, ticket page, cancellation, simulated payment. */
export const ticketMessages = {
  sessionLabel: "Séance",
  sessionHint: "Les séances complètes proposent une liste d’attente.",
  sessionPlaceholder: "Choisissez une séance",
  sessionPlacesLeft: (left: number | null) =>
    left === null
      ? "places disponibles"
      : left === 0
        ? "complet, liste d’attente"
        : `${left}\u00a0place${left > 1 ? "s" : ""} restante${left > 1 ? "s" : ""}`,
  noUpcomingSession: "Aucune séance à venir pour cet événement\u00a0: les inscriptions sont closes.",
  joinWaitlist: "Rejoindre la liste d’attente",
  fewerPlaces: "Choisir moins de places",
  onSitePayment: (amount: string) => `Paiement sur place\u00a0: ${amount} à régler à l’entrée`,
  onlinePaymentNext: "Le paiement en ligne se fait à l’étape suivante, sur une page de démonstration.",
  submitFree: "Confirmer mon inscription",
  submitOnline: "M’inscrire et payer en ligne (démonstration)",
  submitWaitlist: "Rejoindre la liste d’attente",
  sending: "Envoi en cours…",
  registeredConfirmed: (firstName: string) => `Merci ${firstName}, votre inscription est confirmée.`,
  registeredWaitlisted: (firstName: string) =>
    `Merci ${firstName}, vous êtes inscrit sur la liste d’attente. Vous serez confirmé dès qu’une place se libère.`,
  registeredPending: (firstName: string) =>
    `Merci ${firstName}, votre inscription attend son paiement en ligne.`,
  keepLink: "Gardez ce lien\u00a0: c’est votre billet.",
  openTicket: "Ouvrir mon billet",
  ticketTitle: "Votre billet",
  ticketEntryTitle: "À présenter à l’entrée",
  ticketLoading: "Chargement du billet…",
  ticketLoadFailed: "Erreur lors du chargement du billet.",
  statusConfirmed: "Confirmée",
  statusWaitlisted: (rank: number | null) =>
    rank === null ? "Liste d’attente" : `Liste d’attente (rang ${rank})`,
  statusCancelled: "Annulée",
  statusPromoted: "Place obtenue",
  confirmedText: "Votre inscription est confirmée.",
  waitlistRank: (rank: number) => `Vous êtes ${rank === 1 ? "1er" : `${rank}e`} sur la liste d’attente.`,
  waitlistText: "Vous serez confirmé automatiquement si une place se libère.",
  promotedText: "Une place s’est libérée\u00a0: votre inscription est confirmée.",
  cancelledBy: (by: "participant" | "organiser" | "session" | null, when: string) =>
    by === "organiser"
      ? `Inscription annulée par l’organisateur le ${when}.`
      : by === "session"
        ? `Séance annulée par l’organisateur le ${when}.`
        : `Inscription annulée le ${when}.`,
  paymentFree: "Gratuit",
  paymentOnSite: "À régler sur place",
  paymentPaid: "Payé en ligne (simulation)",
  paymentPending: "Paiement en attente",
  payOnline: "Payer en ligne (démonstration)",
  ticketQrLabel: "QR code du billet d’entrée",
  ticketQrHint: "Présentez ce QR code à l’entrée.",
  ticketWaitlistedHint:
    "Ce billet ne donne pas encore accès à la séance\u00a0: son QR code s’affichera ici dès qu’une place vous sera attribuée.",
  typedCode: "Code à donner à l’entrée si le QR code ne peut pas être lu\u00a0:",
  cancelOpen: "Annuler mon inscription",
  cancelUntil: (deadline: string) => `Annulation gratuite jusqu’au ${deadline}.`,
  cancelQuestion: "Annuler votre inscription\u00a0?",
  cancelConsequence: "Vos places seront libérées pour d’autres visiteurs. Cette annulation est définitive.",
  cancelConfirm: "Oui, annuler mon inscription",
  cancelKeep: "Non, garder mon inscription",
  cancelling: "Annulation en cours…",
  cancelDone: "Votre inscription est annulée.",
  cancelFailed: "Impossible d’annuler l’inscription.",
  simulationLabel: "Démonstration",
  simulationTitle: "Paiement en ligne",
  simulationAmount: "Montant à payer",
  simulateSuccess: "Simuler un paiement accepté",
  simulateFailure: "Simuler un refus",
  simulationPaid: "Paiement accepté (simulation).",
  simulationRefused: "Paiement refusé (simulation)\u00a0: votre inscription attend toujours son paiement.",
  simulationFailed: "Impossible d’enregistrer le paiement simulé.",
  simulationNothingToPay: "Cette inscription n’attend pas de paiement en ligne.",
  backToTicket: "Retour au billet",
} as const;

/** The organiser's list of registrations of an event (/events/{id}/inscrits). */
export const attendeeMessages = {
  pageTitle: (title: string) => `Inscrits à «\u00a0${title}\u00a0»`,
  /** The page's title before the event is known, or when the list is refused. */
  plainTitle: "Inscrits",
  listTitle: "Inscriptions",
  loading: "Chargement des inscrits…",
  loadFailed: "Erreur lors du chargement des inscrits.",
  notFound: "Événement introuvable",
  notYoursTitle: "Cet événement n’est pas le vôtre",
  professionalOnlyTitle: "Réservé aux comptes professionnels",
  professionalOnly: "La liste des inscrits d’un événement est réservée à son organisateur.",
  sessionsTitle: "Séances",
  noSession: "Cet événement n’a aucune séance.",
  placesTaken: (taken: number, capacity: number | null) =>
    capacity === null
      ? `${taken}\u00a0place${taken > 1 ? "s" : ""} réservée${taken > 1 ? "s" : ""} (sans limite)`
      : `${taken}\u00a0/\u00a0${capacity}\u00a0places`,
  stateOpen: "Ouverte",
  stateFull: "Complet",
  stateCancelled: "Annulée",
  statePast: "Passée",
  waitlist: (people: number, places: number) =>
    `${people}\u00a0personne${people > 1 ? "s" : ""} (${places}\u00a0place${places > 1 ? "s" : ""}) en attente`,
  noWaitlist: "Personne en attente",
  checkedInPlaces: (places: number) =>
    places === 0
      ? "Aucune entrée enregistrée"
      : `${places}\u00a0entrée${places > 1 ? "s" : ""} enregistrée${places > 1 ? "s" : ""}`,
  sessionFilter: "Séance affichée",
  allSessions: "Toutes les séances",
  tableCaption: (count: number) => `Inscriptions (${count})`,
  tableScrollLabel: "Tableau des inscriptions, défilant horizontalement",
  emptyList: "Aucune inscription pour le moment.",
  emptySession: "Aucune inscription pour cette séance.",
  columnName: "Nom",
  columnEmail: "E-mail",
  columnPhone: "Téléphone",
  columnPlaces: "Places",
  columnRequests: "Demandes particulières",
  columnStatus: "Statut",
  columnEntry: "Entrée",
  columnSession: "Séance",
  columnActions: "Actions",
  statusConfirmed: "Confirmée",
  statusWaitlisted: (rank: number | null) =>
    rank === null ? "Liste d’attente" : `Liste d’attente (rang ${rank})`,
  statusCancelled: "Annulée",
  cancelledByOrganiser: "par l’organisateur",
  cancelledByParticipant: "par la personne inscrite",
  cancelledBySession: "séance annulée",
  checkedInAt: (time: string) => `Entrée à ${time}`,
  notCheckedIn: "Pas encore entré",
  exportCsv: "Exporter en CSV",
  exporting: "Export en cours…",
  exportFailed: "Impossible d’exporter les inscrits.",
  scanTickets: "Scanner les billets",
  eventPage: "Voir la page de l’événement",
  cancelRegistration: "Annuler l’inscription",
  cancelRegistrationConfirm: (name: string) =>
    `Annuler l’inscription de ${name}\u00a0? Ses places seront libérées pour la liste d’attente. Cette annulation est définitive.`,
  cancelRegistrationDone: (name: string) => `L’inscription de ${name} est annulée.`,
  cancelRegistrationFailed: "Impossible d’annuler l’inscription.",
  cancelSession: "Annuler la séance",
  cancelSessionConfirm: (date: string, people: number) =>
    `Annuler la séance du ${date}\u00a0? ${
      people === 0
        ? "Personne n’y est inscrit."
        : `Toutes les personnes inscrites (${people}), liste d’attente comprise, verront leur inscription annulée.`
    } Cette annulation est définitive.`,
  cancelSessionDone: (date: string) => `La séance du ${date} est annulée.`,
  cancelSessionFailed: "Impossible d’annuler la séance.",
  attendeesLink: "Inscrits",
} as const;

/** The door scanner (/scan): the event checked, the camera or the typed code, the answer. */
export const scanMessages = {
  pageTitle: "Contrôle des billets",
  intro: "Scannez le QR code du billet avec la caméra, ou saisissez le code écrit dessous.",
  professionalOnly: "Le contrôle des billets est réservé aux organisateurs.",
  eventLabel: "Événement contrôlé",
  eventPlaceholder: "Choisissez un événement",
  eventsLoading: "Chargement de vos événements…",
  eventsLoadFailed: "Erreur lors du chargement de vos événements.",
  noOwnEvents: "Vous n’avez pas encore créé d’événement.",
  chooseEventFirst: "Choisissez d’abord l’événement dont vous contrôlez les billets.",
  cameraTitle: "Caméra",
  cameraStart: "Activer la caméra",
  cameraStop: "Arrêter la caméra",
  cameraStarting: "Ouverture de la caméra…",
  cameraHint: "Placez le QR code du billet dans le cadre\u00a0: il est lu tout seul.",
  cameraVideoLabel: "Image de la caméra",
  cameraUnsupported:
    "Cet appareil ou ce navigateur ne donne pas accès à la caméra\u00a0: saisissez le code du billet.",
  cameraDenied:
    "Accès à la caméra refusé\u00a0: autorisez-le dans les réglages du navigateur, ou saisissez le code du billet.",
  cameraFailed: "La caméra n’a pas pu être ouverte\u00a0: saisissez le code du billet.",
  codeTitle: "Saisie du code",
  codeLabel: "Code du billet",
  codeHint: "Le code est écrit sous le QR code du billet. L’adresse du billet est acceptée aussi.",
  verify: "Vérifier",
  verifying: "Vérification…",
  resultTitle: "Résultat",
  waiting: "Aucun billet contrôlé pour le moment.",
  resultCheckedIn: "Entrée enregistrée",
  resultAlreadyCheckedIn: (time: string | null) =>
    time === null ? "Billet déjà scanné" : `Billet déjà scanné à ${time}`,
  resultRefused: "Entrée refusée",
  resultFailed: "Vérification impossible",
  places: (count: number) => `${count}\u00a0place${count > 1 ? "s" : ""}`,
  session: (date: string) => `Séance du ${date}`,
  attendeesLink: "Voir les inscrits",
} as const;

export const locationMessages = {
  createFailedDefault: "Erreur lors de la création du lieu",
  createSuccess: "Lieu ajouté avec succès",
  notFound: "Lieu culturel introuvable",
  professionalOnly: "L'ajout de lieux culturels est réservé aux comptes professionnels.",
  submitHint: "Renseignez le nom, l'adresse et la ville pour pouvoir ajouter ce lieu.",
} as const;

export const dashboardMessages = {
  loading: "Chargement...",
  loadFailed: "Erreur lors du chargement de votre tableau de bord.",
  participationsLoadFailed: "Erreur lors du chargement de vos participations.",
  noOwnEvents: "Vous n'avez pas encore créé d'événement.",
  noOwnLieux: "Vous n'avez pas encore créé de lieu.",
  noOwnParcours: "Vous n'avez pas encore créé de parcours.",
  noOwnSites: "Vous n'avez pas encore créé de site.",
  noRecentEvents: "Aucun événement récent publié par d'autres organisateurs.",
  siretMissingTitle: "Complétez votre SIRET",
  siretMissingDescription:
    "Votre compte professionnel n'a pas encore de numéro SIRET. Vous pouvez déjà publier\u00a0: renseignez-le dans vos paramètres pour que le public sache quelle structure organise vos événements.",
  siretMissingLink: "Renseigner mon SIRET",
} as const;

/** The summary a form shows above its fields once a send was refused. */
export const formMessages = {
  errorSummaryTitle: (count: number) => `Le formulaire contient ${count} erreur${count > 1 ? "s" : ""}`,
  errorSummaryHint: "Chaque lien mène au champ à corriger.",
} as const;

export const toastTitles = {
  success: "Succès",
  error: "Erreur",
} as const;

export const notFoundMessages = {
  title: "Oops! Page not found",
  backHome: "Retour à l'accueil",
} as const;

export const homeMessages = {
  noUpcomingEvents: "Aucun événement à venir pour le moment.",
  parcoursLoadFailed: "Erreur lors du chargement des parcours.",
} as const;

export const statsMessages = {
  loading: "Chargement des chiffres...",
  loadFailed: "Les chiffres de la plateforme sont momentanément indisponibles.",
} as const;

/** Messages of the API's error body (DESIGN.md §4), one per stable error code. */
export const apiErrorMessages = {
  VALIDATION_ERROR: "Les données envoyées sont invalides.",
  INVALID_CHARACTER: "Le texte contient un caractère non autorisé.",
  INVALID_JSON: "Le corps de la requête n'est pas un JSON valide.",
  UNAUTHORIZED: "Authentification requise.",
  INVALID_TOKEN: "Session invalide ou expirée. Veuillez vous reconnecter.",
  INVALID_CREDENTIALS: "Identifiants invalides",
  FORBIDDEN: "Vous n'avez pas le droit d'effectuer cette action.",
  NOT_FOUND: "Ressource introuvable.",
  ROUTE_NOT_FOUND: "Cette adresse de l'API n'existe pas.",
  METHOD_NOT_ALLOWED:
    "Cette adresse de l'API n'accepte pas cette méthode\u00a0: l'en-tête Allow indique celles qu'elle accepte.",
  EMAIL_TAKEN: "Un compte existe déjà avec cette adresse e-mail.",
  CONFLICT: "Cette action entre en conflit avec des données existantes.",
  SESSION_FULL: "Cette séance est complète.",
  IDEMPOTENCY_KEY_REUSED: "Cette clé d’idempotence a déjà servi pour une autre requête.",
  PAYLOAD_TOO_LARGE: "La requête est trop volumineuse.",
  UNSUPPORTED_MEDIA_TYPE: "Type de contenu non pris en charge.",
  TOO_MANY_REQUESTS: "Trop de requêtes. Veuillez réessayer plus tard.",
  TOO_MANY_LOGIN_ATTEMPTS: "Trop de tentatives de connexion. Veuillez réessayer plus tard.",
  INTERNAL_ERROR: "Une erreur interne est survenue. Veuillez réessayer plus tard.",
  SERVICE_UNAVAILABLE: "Le service est momentanément indisponible.",
  DATABASE_UNAVAILABLE:
    "Le service est momentanément indisponible\u00a0: sa base de données ne répond pas. Réessayez dans quelques instants.",
  MALFORMED_REQUEST: "La requête est mal formée\u00a0: le serveur ne peut pas la lire.",
  REQUEST_TIMEOUT: "La requête a mis trop de temps à arriver. Veuillez réessayer.",
  HEADERS_TOO_LARGE: "Les en-têtes de la requête sont trop volumineux.",
  INSUFFICIENT_STORAGE: "L’espace de stockage du serveur est plein. Réessayez plus tard.",
  STORAGE_UNAVAILABLE: "Le stockage des fichiers du serveur est indisponible. Réessayez plus tard.",
  NETWORK_ERROR: "Impossible de joindre le serveur. Vérifiez votre connexion.",
} as const;

export type ApiErrorCode = keyof typeof apiErrorMessages;

/**
 * The code an error answer gets from its HTTP status when nothing more precise names it (a
 * framework error on the API, a proxy page or an empty body seen by the web's client).
 */
export const apiErrorCodeByStatus: Readonly<Record<number, ApiErrorCode>> = {
  400: "VALIDATION_ERROR",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  408: "REQUEST_TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  431: "HEADERS_TOO_LARGE",
  502: "SERVICE_UNAVAILABLE",
  503: "SERVICE_UNAVAILABLE",
  504: "SERVICE_UNAVAILABLE",
  507: "INSUFFICIENT_STORAGE",
};

/** An event's sessions: the organiser's form (list, generators, payment) and what visitors read. */
export const sessionMessages = {
  sectionLegend: "Séances",
  sectionHint:
    "Une séance par date et horaire. Laissez «\u00a0Places\u00a0» vide pour un nombre de places illimité.",
  sessionLegend: (rank: number) => `Séance ${rank}`,
  startHint: "Date et heure, heure de Paris",
  endHint: "Facultatif. Date et heure, heure de Paris",
  capacityHint: "Facultatif. Vide\u00a0: illimité",
  add: "Ajouter une séance",
  remove: (rank: number) => `Retirer la séance ${rank}`,
  placesTaken: (taken: number) =>
    `${taken}\u00a0place${taken > 1 ? "s" : ""} réservée${taken > 1 ? "s" : ""}`,
  removeWithRegistrations:
    "Une séance qui a des inscriptions ne peut pas être retirée\u00a0: annulez-la depuis la liste des inscrits.",
  weeklyTitle: "Ajouter une séance chaque semaine",
  weeklyHint: "Par exemple chaque samedi à 14\u00a0h du 7 mars au 25 avril.",
  weekdaysLegend: "Jours de la semaine",
  timeLabel: "Heure de début",
  firstDayLabel: "Premier jour",
  lastDayLabel: "Dernier jour",
  slotsTitle: "Ajouter plusieurs horaires sur une journée",
  slotsHint:
    "Par exemple pour les Journées du patrimoine\u00a0: une visite à 10\u00a0h, 11\u00a0h, 14\u00a0h…",
  dayLabel: "Jour",
  timesLabel: "Horaires de début",
  timesHint: "Séparés par des virgules ou un par ligne, par exemple 10:00, 11:00, 14\u00a0h\u00a030",
  durationLabel: "Durée de chaque séance",
  durationHint: "Facultatif. En minutes, par exemple 45 ou 90",
  capacityLabel: "Places par séance",
  generate: "Ajouter ces séances",
  generated: (count: number) =>
    count === 0
      ? "Aucune nouvelle séance\u00a0: ces horaires sont déjà dans la liste."
      : `${count}\u00a0séance${count > 1 ? "s" : ""} ajoutée${count > 1 ? "s" : ""} à la liste.`,
  noneInPeriod: "Aucun de ces jours ne tombe dans la période choisie.",
  weekdaysRequired: "Cochez au moins un jour de la semaine.",
  dateRequired: "Choisissez une date.",
  timeRequired: "Indiquez une heure, par exemple 14:00.",
  timesRequired: "Indiquez au moins un horaire, par exemple 10:00.",
  timesInvalid: (times: string) =>
    `Horaires non compris\u00a0: ${times}. Écrivez-les comme 10:00 ou 14\u00a0h\u00a030.`,
  durationInvalid: "La durée est un nombre entier de minutes, de 1 à 1440.",
  lastDayBeforeFirst: "Le dernier jour ne peut pas précéder le premier.",
  tooMany: (total: number, max: number) =>
    `Cela ferait ${total}\u00a0séances\u00a0: un événement en compte ${max} au plus.`,
  paymentLegend: "Paiement",
  paymentFree: "Entrée gratuite\u00a0: aucun paiement.",
  paymentOnSite: "Paiement sur place",
  paymentOnSiteHint: "Les inscrits règlent à l’entrée.",
  paymentOnline: "Paiement en ligne (démonstration)",
  paymentOnlineHint:
    "Les inscrits paient à l’inscription, par un prestataire simulé\u00a0: aucune somme n’est débitée.",
  // What visitors read about a session.
  listTitle: "Séances",
  placesLeft: (left: number) => `Plus que ${left}\u00a0place${left > 1 ? "s" : ""}`,
  full: "Complet — liste d’attente ouverte",
  fullShort: "Complet",
  cancelled: "Annulée",
  past: "Passée",
  noUpcoming: "Aucune séance à venir.",
  pastSessions: (count: number) => `Séances passées (${count})`,
  register: "S’inscrire",
  joinWaitlist: "Liste d’attente",
  chooseSession: "Choisir une séance",
  nextSession: "Prochaine séance",
  sessionsSpan: (count: number, first: string, last: string) =>
    `${count}\u00a0séances, du ${first} au ${last}`,
  places: "Places",
} as const;

/** « une heure », « 2\u00a0heures », « 30\u00a0minutes »: how long an e-mail link works. */
function linkLifetime(minutes: number): string {
  if (minutes === 60) return "une heure";
  if (minutes % 60 === 0) return `${minutes / 60}\u00a0heures`;
  return `${minutes}\u00a0minute${minutes > 1 ? "s" : ""}`;
}

/** Waiting after too many requests, from the answer's Retry-After when it gave one. */
function retryIn(minutes: number | undefined): string {
  return minutes === undefined || !(minutes > 0)
    ? "Réessayez un peu plus tard."
    : `Réessayez dans ${minutes}\u00a0minute${minutes > 1 ? "s" : ""}.`;
}

/** The password reset by e-mail (issue 11): asking for a link, then choosing a new password. */
export const passwordResetMessages = {
  requestIntro:
    "Indiquez l’adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  requestSubmit: "Recevoir un lien",
  requestSentTitle: "Consultez votre messagerie",
  requestSent: (email: string, minutes: number) =>
    `Si un compte existe pour l’adresse ${email}, un e-mail vient de lui être envoyé avec un lien valable ${linkLifetime(minutes)} pour choisir un nouveau mot de passe.`,
  requestSentSpam:
    "Rien reçu d’ici quelques minutes\u00a0? Regardez dans vos courriers indésirables, ou vérifiez l’adresse saisie.",
  requestAgain: "Saisir une autre adresse",
  tooManyRequests: (minutes?: number) => `Trop de demandes en peu de temps. ${retryIn(minutes)}`,
  requestFailed: "Votre demande n’a pas pu être envoyée",
  backToLogin: "Retour à la connexion",
  resetTitle: "Choisir un nouveau mot de passe",
  resetIntro: "Ce nouveau mot de passe remplacera l’ancien sur tous vos appareils.",
  resetSubmit: "Enregistrer le mot de passe",
  resetDoneTitle: "Votre mot de passe a été modifié",
  resetDone:
    "Par sécurité, toutes vos sessions ont été fermées, sur cet appareil comme sur les autres. Connectez-vous avec votre nouveau mot de passe.",
  resetFailed: "Votre mot de passe n’a pas pu être modifié",
  login: "Se connecter",
  linkIncompleteTitle: "Lien non reconnu",
  linkExpiredTitle: "Lien expiré ou déjà utilisé",
  linkHelp: (minutes: number) =>
    `Un lien de réinitialisation sert une seule fois, pendant ${linkLifetime(minutes)}.`,
  askNewLink: "Demander un nouveau lien",
} as const;

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

/** Search, filters and distance sort of the events list; accessibility (issue 14, decision 033). */
export const eventFilterMessages = {
  whenInvalid: "Période inconnue\u00a0: aujourd’hui, ce week-end, cette semaine ou ce mois-ci",
  dateInvalid: "La date doit être un jour du calendrier au format AAAA-MM-JJ",
  rangeReversed: "La date de fin doit être le même jour que la date de début ou après",
  villeInvalid: "La ville doit être un texte d’au plus 100 caractères",
  departementInvalid: "Département inconnu\u00a0: 01 à 95 (2A et 2B pour la Corse) ou 971 à 976",
  accessibilityInvalid: "Accessibilité inconnue\u00a0: moteur, visuel, auditif ou mental",
  sortInvalid: "Tri inconnu\u00a0: date ou distance",
  latitudeInvalid: "La latitude doit être un nombre de -90 à 90",
  longitudeInvalid: "La longitude doit être un nombre de -180 à 180",
  positionRequired: "Le tri par distance demande une position\u00a0: latitude (lat) et longitude (lon)",
  positionIncomplete: "Une position demande la latitude (lat) et la longitude (lon)",
  accessibilityDetailsTooLong: "Les précisions d’accessibilité doivent faire au plus 2\u00a0000 caractères",
  // The events list's filters (apps/web/src/features/events).
  filtersTitle: "Filtrer les événements",
  filtersLoading: "Chargement des filtres…",
  whenLegend: "Quand\u00a0?",
  whenAny: "Toutes les dates",
  whenToday: "Aujourd’hui",
  whenWeekend: "Ce week-end",
  whenWeek: "Cette semaine",
  whenMonth: "Ce mois-ci",
  rangeFrom: "Du",
  rangeTo: "Au",
  placeLabel: "Ville ou département",
  placeAny: "Partout",
  placeCities: "Villes",
  placeDepartements: "Départements",
  freeOnly: "Gratuit uniquement",
  accessibleLegend: "Accessible aux personnes en situation de handicap",
  categoryLabel: "Catégorie",
  clearFilters: "Effacer les filtres",
  sortLegend: "Trier par",
  sortDate: "Date",
  nearMe: "Près de moi",
  locating: "Recherche de votre position…",
  geolocationDenied:
    "Votre navigateur n’a pas donné votre position\u00a0: autorisez la localisation pour ce site dans ses réglages, puis choisissez à nouveau «\u00a0Près de moi\u00a0». Les événements restent triés par date.",
  geolocationUnavailable:
    "Votre position n’a pas pu être déterminée. Réessayez dans un instant\u00a0; les événements restent triés par date.",
  geolocationUnsupported:
    "Ce navigateur ne sait pas donner votre position\u00a0: les événements restent triés par date.",
  sortedByDistance: "Triés du plus proche au plus lointain de votre position",
  noCoordinates: "Distance inconnue",
} as const;

/** The four families of the "Tourisme & Handicap" label, as a visitor reads them. */
export const accessibilityMessages = {
  familyLabels: {
    moteur: "Handicap moteur",
    visuel: "Handicap visuel",
    auditif: "Handicap auditif",
    mental: "Handicap mental",
  },
  title: "Accessibilité",
  legend: "Accessible aux personnes en situation de handicap",
  hint: "Les quatre familles du label «\u00a0Tourisme & Handicap\u00a0»\u00a0: cochez celles que vous accueillez.",
  detailsLabel: "Précisions sur l’accessibilité",
  detailsHint: "Rampe, boucle magnétique, visite en langue des signes, documents en facile à lire…",
  none: "Aucune information d’accessibilité",
  compactLabel: "Accessible\u00a0:",
} as const;

/** The map (/carte), the coordinates of venues and sites, the address service (decision 034). */
export const mapMessages = {
  pageTitle: "Carte des événements, lieux et sites",
  intro:
    "Les événements à venir, les lieux et les sites patrimoniaux qui ont une position. Chacun figure aussi dans la liste sous la carte.",
  loading: "Chargement de la carte…",
  loadFailed: "Erreur lors du chargement des points de la carte.",
  tilesUnavailable:
    "Le fond de carte n’a pas pu être chargé\u00a0: les points sont placés sur un contour simplifié de la France. La liste ci-dessous donne chaque lieu.",
  tilesOff:
    "Fond de carte désactivé sur ce serveur\u00a0: les points sont placés sur un contour simplifié de la France.",
  mapLabel: "Carte interactive (la liste qui suit donne les mêmes lieux)",
  listTitle: "Liste des lieux de la carte",
  skipToList: "Passer la carte et aller à la liste",
  kindsLegend: "Afficher",
  kindEvent: "Événements",
  kindLieu: "Lieux",
  kindSite: "Sites",
  kindEventOne: "Événement",
  kindLieuOne: "Lieu",
  kindSiteOne: "Site",
  empty: "Aucun lieu à afficher avec ces choix.",
  truncated: "Certains points ne sont pas affichés\u00a0: la carte en montre au plus 500 de chaque sorte.",
  underWay: "En cours",
  noCity: "Ville non renseignée",
  count: (n: number) => (n > 1 ? `${n} lieux affichés` : `${n} lieu affiché`),
  bboxInvalid: "Le paramètre bbox doit donner ouest,sud,est,nord en degrés (par exemple -5.2,41.3,9.6,51.1)",
  // The coordinates section of the venue and site forms.
  positionLegend: "Position sur la carte",
  positionHint:
    "Facultatif\u00a0: la position place ce lieu sur la carte. Saisissez-la, cliquez sur la carte ou déplacez le repère.",
  latitudeLabel: "Latitude",
  latitudeHint: "Par exemple\u00a0: 45,7640 (de -90 à 90)",
  longitudeLabel: "Longitude",
  longitudeHint: "Par exemple\u00a0: 4,8357 (de -180 à 180)",
  showPicker: "Choisir sur la carte",
  hidePicker: "Masquer la carte",
  pickerLabel: "Carte\u00a0: cliquez pour placer le repère, ou faites-le glisser",
  pickerTilesUnavailable:
    "Le fond de carte n’a pas pu être chargé\u00a0: le repère se place sur un contour simplifié de la France. Vous pouvez aussi saisir la latitude et la longitude.",
  clearPosition: "Effacer la position",
  useAddress: "Utiliser l’adresse",
  geocodeSearching: "Recherche de l’adresse…",
  geocodeNoResult: "Aucune position trouvée pour cette adresse.",
  geocodeFound: (label: string) => `Position trouvée\u00a0: ${label}`,
  geocodeNeedsAddress: "Saisissez d’abord l’adresse, le code postal ou la ville.",
  geocodeQueryInvalid: "L’adresse cherchée doit faire de 3 à 200 caractères",
  geocodeOff: "La recherche d’adresse n’est pas activée sur ce serveur",
  geocodeUnavailable:
    "Le service d’adresses ne répond pas\u00a0: saisissez la position ou placez-la sur la carte",
  addressLabel: "Adresse",
  addressHint: "Numéro et rue, par exemple\u00a0: 20 place des Terreaux",
  postcodeLabel: "Code postal",
  postcodeHint: "5 chiffres, par exemple\u00a0: 69001",
} as const;
