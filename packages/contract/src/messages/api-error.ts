/** Messages of the API's error body (DESIGN.md §4), one per stable error code. */
export const apiErrorMessages = {
  VALIDATION_ERROR: "Les données envoyées sont invalides.",
  INVALID_CHARACTER: "Le texte contient un caractère non autorisé.",
  INVALID_JSON: "Le corps de la requête n’est pas un JSON valide.",
  UNAUTHORIZED: "Authentification requise.",
  INVALID_TOKEN: "Session invalide ou expirée. Veuillez vous reconnecter.",
  INVALID_CREDENTIALS: "Identifiants invalides",
  FORBIDDEN: "Vous n’avez pas le droit d’effectuer cette action.",
  NOT_FOUND: "Ressource introuvable.",
  ROUTE_NOT_FOUND: "Cette adresse de l’API n’existe pas.",
  METHOD_NOT_ALLOWED:
    "Cette adresse de l’API n’accepte pas cette méthode\u00a0: l’en-tête Allow indique celles qu’elle accepte.",
  EMAIL_TAKEN: "Un compte existe déjà avec cette adresse e-mail.",
  CONFLICT: "Cette action entre en conflit avec des données existantes.",
  SESSION_FULL: "Cette séance est complète.",
  IDEMPOTENCY_KEY_REUSED: "Cette clé d’idempotence a déjà servi pour une autre requête.",
  PAYLOAD_TOO_LARGE: "La requête est trop volumineuse.",
  UNSUPPORTED_MEDIA_TYPE: "Type de contenu non pris en charge.",
  TOO_MANY_REQUESTS: "Trop de requêtes. Veuillez réessayer plus tard.",
  TOO_MANY_LOGIN_ATTEMPTS: "Trop de tentatives de connexion. Veuillez réessayer plus tard.",
  SECOND_FACTOR_REQUIRED:
    "Saisissez le code de votre application d’authentification pour terminer la connexion.",
  SECOND_FACTOR_SETUP_REQUIRED:
    "Un compte administrateur ne peut se connecter qu’avec une double authentification. Demandez à un autre administrateur de la configurer pour votre compte.",
  ACCOUNT_SUSPENDED:
    "Ce compte est suspendu par l’administration de la plateforme : il ne peut plus se connecter. Pour contester cette décision, répondez à l’e-mail qui vous l’a annoncée.",
  ALREADY_DECIDED:
    "Cette décision ne s’applique plus à l’état actuel : un autre administrateur a peut-être déjà agi. Rechargez la page.",
  // Organisations (issue 30).
  ALREADY_MEMBER: "Cette personne est déjà membre de l’organisation.",
  LAST_RESPONSABLE:
    "L’organisation doit garder au moins un responsable\u00a0: nommez d’abord un autre responsable.",
  INVITATION_INVALID:
    "Ce lien d’invitation n’est pas valable\u00a0: il a expiré, a déjà servi ou a été annulé. Demandez une nouvelle invitation.",
  INVITATION_OTHER_EMAIL:
    "Cette invitation a été envoyée à une autre adresse e-mail\u00a0: connectez-vous avec le compte de cette adresse pour l’accepter.",
  INVALID_SECOND_FACTOR_CODE: "Code invalide ou déjà utilisé.",
  INVALID_SECOND_FACTOR_CHALLENGE:
    "Votre connexion a expiré ou n’est plus valable\u00a0: saisissez de nouveau votre mot de passe.",
  INTERNAL_ERROR: "Une erreur interne est survenue. Veuillez réessayer plus tard.",
  SERVICE_UNAVAILABLE: "Le service est momentanément indisponible.",
  DATABASE_UNAVAILABLE:
    "Le service est momentanément indisponible\u00a0: sa base de données ne répond pas. Réessayez dans quelques instants.",
  SERVER_BUSY: "Le service reçoit trop de demandes en ce moment. Réessayez dans quelques secondes.",
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
