// Business constants of the platform (SPEC §9). Both the API and the web app read them from here.

/**
 * Every role an account may have. An `administrateur` verifies organisers and moderates (issue 29):
 * no sign-up can give it (SIGN_UP_ROLES), only the command documented in the README.
 */
export const ROLES = ["participant", "professionnel", "administrateur"] as const;
export type Role = (typeof ROLES)[number];
/** The roles a sign-up may ask for. */
export const SIGN_UP_ROLES = ["participant", "professionnel"] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

// SPEC §3 lists four event categories but the list filter also offers "Visite", and guided tours are
// part of the product: the closed set is the filter's five (docs/decisions/003-event-categories.md).
export const EVENT_CATEGORIES = ["Musique", "Exposition", "Visite", "Spectacle", "Conférence"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const PROGRAM_CATEGORIES = ["Atelier", "Action", "Pause", "Repas", "Autre"] as const;
export type ProgramCategory = (typeof PROGRAM_CATEGORIES)[number];

export const SITE_CATEGORIES = [
  "Musée",
  "Monument",
  "Église",
  "Château",
  "Parc",
  "Galerie",
  "Théâtre",
  "Centre culturel",
  "Site archéologique",
  "Autre",
] as const;
export type SiteCategory = (typeof SITE_CATEGORIES)[number];

export const SITE_SERVICES = [
  "Accessible aux personnes handicapées",
  "Visites guidées disponibles",
  "Audioguide disponible",
  "Parking disponible",
] as const;

/**
 * The four families of disability of the "Tourisme & Handicap" label (issue 14): a venue or an
 * event says which it welcomes, with free text for the details.
 */
export const ACCESSIBILITY_FAMILIES = ["moteur", "visuel", "auditif", "mental"] as const;
export type AccessibilityFamily = (typeof ACCESSIBILITY_FAMILIES)[number];

// SPEC names facile and modéré and colours "all others" red; difficile is the third level we offer.
export const PARCOURS_DIFFICULTIES = ["facile", "modéré", "difficile"] as const;
export type ParcoursDifficulty = (typeof PARCOURS_DIFFICULTIES)[number];

export type DifficultyColor = "green" | "orange" | "red";
export function difficultyColor(difficulty: string): DifficultyColor {
  if (difficulty === "facile") return "green";
  if (difficulty === "modéré") return "orange";
  return "red";
}

export const PLACES_MIN = 1;
export const PLACES_MAX = 4;
export const FREE_CANCELLATION_HOURS = 48;

/** How an event's price is paid (docs/decisions/020-payment-modes.md). */
export const PAYMENT_MODES = ["free", "on_site", "online"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/**
 * Where a registration's payment stands. `paid` is set only by the payment provider; `on_site` is
 * due at the venue; `pending` awaits the online payment and holds the places until its deadline;
 * `failed` (the provider refused it) and `expired` (the deadline passed) released them.
 */
export const PAYMENT_STATUSES = ["free", "on_site", "pending", "paid", "failed", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A registration holds places (confirmed), waits for them (waitlisted), or is cancelled. */
export const PARTICIPATION_STATUSES = ["confirmed", "waitlisted", "cancelled"] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];
/**
 * Who cancelled a registration: its holder, the organiser, the organiser by cancelling the session,
 * or the payment (refused, or not made before its deadline).
 */
export const CANCELLED_BY = ["participant", "organiser", "session", "payment"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** Sessions an event may have, and places a session may offer. */
export const SESSIONS_MAX = 200;
export const SESSION_CAPACITY_MAX = 100_000;
/**
 * The door (POST /api/check-ins, /scan): a session is under way from this long before its start
 * (the doors open) until its end; one without an end is taken to last SESSION_ASSUMED_HOURS.
 */
export const DOOR_OPENS_MINUTES_BEFORE = 60;
export const SESSION_ASSUMED_HOURS = 4;
/** "Plus que 3 places": below this many places left, the event page says how many. */
export const FEW_PLACES_LEFT = 10;
/** How long an Idempotency-Key of a registration is remembered. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export const NAME_MIN = 2;
export const ADDRESS_MIN = 5;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const ORGANIZATION_MIN = 2;
export const DESCRIPTION_MIN = 10;
export const SIRET_LENGTH = 14;
export const LOGIN_PASSWORD_MIN = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const DEFAULT_COUNTRY = "France";
export const DEFAULT_PARCOURS_PARTICIPANTS = 0;
export const DEFAULT_PARCOURS_RATING = 4.5;

export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

export const STORAGE_KEYS = { token: "token", user: "user" } as const;

/** Largest page a client may ask for with `limit`. */
export const LIST_MAX_LIMIT = 200;
/**
 * A list asked for without `limit` answers complete up to this many rows (SPEC's client never
 * pages); past it, a `Link: <…>; rel="next"` header gives the rest (docs/decisions/017-complete-lists.md).
 */
export const LIST_UNPAGED_CAP = 1000;
export const LINK_HEADER = "Link";
export const RECENT_EVENTS_LIMIT = 10;
export const TOTAL_COUNT_HEADER = "X-Total-Count";
/**
 * Counting a list's filter stops past this many rows (or past the requested page, when deeper):
 * a list with more sends the rows counted, this bound + 1, in X-Total-Count with
 * TOTAL_COUNT_BOUNDED_HEADER "true" (« plus de 1 000 »), so that a page costs about the same at
 * 1 000 or 100 000 events (docs/decisions/029-counting-and-paging-at-scale.md).
 */
export const LIST_COUNT_BOUND = 100;
/** Sent as "true" beside X-Total-Count when that total is a lower bound (only then). */
export const TOTAL_COUNT_BOUNDED_HEADER = "X-Total-Count-Bounded";
/**
 * A search whose words found nothing and whose typo was corrected (« conert » → « concert »,
 * docs/decisions/050-french-full-text-search.md): the list answers the corrected search and this
 * header holds it, percent-encoded (UTF-8), for « Résultats pour concert ».
 */
export const SEARCH_CORRECTED_HEADER = "X-Search-Corrected";

/** Longest free text accepted anywhere (descriptions); titles and names are shorter. */
export const TEXT_MAX = 5000;
export const SHORT_TEXT_MAX = 200;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const TRIAL_DAYS = 14;

/** Wall-clock times typed in the forms are French times, whatever the visitor's own time zone. */
export const PARIS_TIME_ZONE = "Europe/Paris";

/** The service's name in titles, link previews and e-mails (the brand block is in the web's lib/brand.tsx). */
export const SERVICE_NAME = "Culture & Patrimoine";
/** Where people write to the service (the legal pages, the accessibility statement, decisions to contest). */
export const SERVICE_CONTACT_EMAIL = "contact@culture-patrimoine.fr";

/** Event prices and location entry prices are euros from 0 (free) to this ceiling. */
export const PRICE_MAX = 100_000;
/** Programme lines saved in one request (all or nothing). */
export const PROGRAM_BATCH_MAX = 50;
/** Route duration in minutes; the ceiling (about a week) catches typing errors. */
export const PARCOURS_DURATION_MIN = 1;
export const PARCOURS_DURATION_MAX = 10_000;
export const SITE_SERVICES_MAX = 20;
export const SITE_SERVICE_MAX_LENGTH = 100;
/** Longest search text of the event list. */
export const SEARCH_MAX = 200;
/** The kinds GET /api/search looks through, in the order /recherche shows them (issue 32). */
export const SEARCH_KINDS = ["events", "lieux", "parcours", "sites"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface Plan {
  id: "visiteur" | "organisateur" | "institution";
  name: string;
  monthlyPriceEuros: number;
  description: string;
  features: readonly string[];
  mostPopular: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: "visiteur",
    name: "Visiteur",
    monthlyPriceEuros: 0,
    description: "Pour découvrir les événements, les parcours et les sites près de chez vous.",
    features: [
      "Accès à tous les événements publics",
      "Inscription aux événements",
      "Parcours culturels et QR codes des sites",
    ],
    mostPopular: false,
  },
  {
    id: "organisateur",
    name: "Organisateur",
    monthlyPriceEuros: 29,
    description: "Pour les associations et les lieux qui publient leur programmation.",
    features: [
      "Publication illimitée d’événements et de programmes",
      "Création de lieux, de parcours et de sites",
      "Suivi des inscriptions en temps réel",
    ],
    mostPopular: true,
  },
  {
    id: "institution",
    name: "Institution",
    monthlyPriceEuros: 99,
    description: "Pour les musées, les collectivités et les réseaux d’établissements.",
    features: [
      "Tout le plan Organisateur",
      "Plusieurs comptes pour une même structure",
      "Accompagnement dédié",
    ],
    mostPopular: false,
  },
];

export const FEATURES_IN_ALL_PLANS = [
  "Interface adaptée à tous les écrans",
  "Génération automatique des QR codes",
  "Cartes interactives",
  "Notifications en temps réel",
  "Sécurité renforcée des données",
  "Mises à jour automatiques",
  "Sauvegarde dans le cloud",
  "Conformité au RGPD",
] as const;

/** A password reset link works once, for this long (issue 11). */
export const PASSWORD_RESET_VALID_MINUTES = 60;
/** Reset e-mails sent to one account per hour, whatever the number of requests. */
export const PASSWORD_RESET_MAX_PER_HOUR = 3;
/** The link that confirms a new e-mail address works for this long (docs/decisions/025). */
export const EMAIL_CHANGE_VALID_HOURS = 24;
/** Confirmation links sent for one account per hour: nobody can use an account to flood an inbox. */
export const EMAIL_CHANGE_MAX_PER_HOUR = 3;
/**
 * The link that confirms an account's own address (sent at sign-up, then on request) works this
 * long; it is signed like a new address's link (docs/decisions/025), for another purpose.
 */
export const EMAIL_CONFIRMATION_VALID_DAYS = 7;
/** Confirmation links sent for one account per hour, the sign-up's included. */
export const EMAIL_CONFIRMATION_MAX_PER_HOUR = 3;
/**
 * « Retrouver mes billets » (issue 28): requests per typed address and per hour, and per network
 * address and per hour (the second stops a script from trying many addresses).
 */
export const TICKETS_LOOKUP_MAX_PER_ADDRESS_PER_HOUR = 3;
export const TICKETS_LOOKUP_MAX_PER_IP_PER_HOUR = 20;
/** Upcoming registrations listed in one lookup e-mail, soonest first. */
export const TICKETS_LOOKUP_MAX_LISTED = 50;
/**
 * The cancellation reminder goes this long before the free-cancellation deadline (which is
 * FREE_CANCELLATION_HOURS before the session), so that a visitor who cannot come still has a day
 * to free the place for the waiting list (docs/decisions/021-mail-outbox.md).
 */
export const CANCELLATION_REMINDER_HOURS_BEFORE_DEADLINE = 24;
/** The eve reminder and the organisers' digest go out at these Paris hours. */
export const EVE_REMINDER_PARIS_HOUR = 18;
export const ORGANISER_DIGEST_PARIS_HOUR = 8;

/** The date choices of the events list: today, this week-end, this week (Monday to Sunday), this month. */
export const EVENT_WHEN_CHOICES = ["today", "weekend", "week", "month"] as const;
export type EventWhen = (typeof EVENT_WHEN_CHOICES)[number];

/** A département code: 01–95 (with 2A and 2B for Corsica), 971–976 overseas. */
export const DEPARTEMENT_PATTERN = /^(0[1-9]|1\d|2[1-9]|[3-8]\d|9[0-5]|2A|2B|97[1-6])$/;

/**
 * The position after which a keyset-paged list continues: the start date (UTC, to the
 * microsecond) and id of the last row of the previous page, as the `Link: rel="next"` header of
 * the events lists gives it (`2026-05-01T08:00:00.000000Z_42`). Clients follow the link; they need
 * not build one. A search's cursor starts with its row's rank (`1.`: every word in the title,
 * `2.`: in the title and venue, `3.`: elsewhere), since such a list shows title matches first
 * (decisions 033 and 050). A `2.` cursor written before 050 reads as the venue rank: its next page
 * may repeat or skip a few rows, once.
 */
export const LIST_CURSOR_PATTERN = /^(?:([123])\.)?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,10})$/;

/**
 * What a browser keeps of the logged-in user (the header's name, the guards' role): never phone,
 * address or SIRET. The session schema picks the same fields.
 */
export const SESSION_USER_FIELDS = ["id", "first_name", "last_name", "email", "role"] as const;

/**
 * Where an organiser's identity stands (issue 29): a new organiser is `pending` (« à vérifier »)
 * until an administrator verifies or refuses it (decision 047).
 */
export const VERIFICATION_STATUSES = ["pending", "verified", "refused"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * A member's role in an organisation (issue 30, decision 049): `responsable` (everything, members
 * included), `editeur` (the content), `accueil` (the door: ticket checks and attendee lists only).
 */
export const ORGANISATION_ROLES = ["responsable", "editeur", "accueil"] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** How long an invitation to join an organisation stays valid (issue 30). */
export const INVITATION_VALIDITY_DAYS = 7;

/**
 * Where an event, route, site or venue stands in moderation (issue 29, decision 047): only
 * `published` content whose owner is not suspended is public.
 */
export const MODERATION_STATUSES = ["pending", "published", "refused", "unpublished"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/**
 * Which content waits for an administrator (the `MODERATION_POLICY` setting): `unverified` (the
 * default: a verified organiser publishes at once), `all`, or `none`.
 */
export const MODERATION_POLICIES = ["unverified", "all", "none"] as const;
export type ModerationPolicy = (typeof MODERATION_POLICIES)[number];

/** The kinds of public content that are moderated and may be reported. */
export const MODERATED_KINDS = ["event", "parcours", "site", "lieu"] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/** The reasons a visitor picks when reporting content (« Signaler ce contenu »). */
export const REPORT_REASONS = ["spam", "inappropriate", "misleading", "illegal", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** An association's number in the RNA (répertoire national des associations): W and 9 digits. */
export const RNA_PATTERN = /^W\d{9}$/;
