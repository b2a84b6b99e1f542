/**
 * The one table of query keys of the web app. Every key starts with its family (`["lieux"]`), so
 * invalidating the family reaches every query of that resource, whichever screen made it; no query
 * writes a key of its own. A list key holds its parameters, so each page of a list is cached apart.
 */

/** The keys every browsable resource has: the family, a page of its list, one of its items. */
function family<const F extends string>(name: F) {
  return {
    all: [name] as const,
    list: <P extends object>(params: P) => [name, "list", params] as const,
    detail: (id: number) => [name, "detail", id] as const,
  };
}

/**
 * An organisation's own items of a family (dashboard lists, the choices of a form), keyed by the
 * organisation the session acts for (issue 30): after a switch, another organisation's cached list
 * is never shown.
 */
function ownedBy<const F extends string>(name: F) {
  return (organisationId: number) => [name, "owned-by", organisationId] as const;
}

/**
 * An item whatever its moderation state, as its owner or an administrator reads it (GET
 * /api/{family}/{id}/preview, issue 29): apart from the public detail, whose answer is another.
 */
function preview<const F extends string>(name: F) {
  return (id: number) => [name, "preview", id] as const;
}

/**
 * How many items each choice of a list's filters gives (GET /api/{family}/counts, issue 32): under
 * the family, so any change to it refreshes the counts too.
 */
function counts<const F extends string>(name: F) {
  return <P extends object>(params: P) => [name, "counts", params] as const;
}

export const queryKeys = {
  events: {
    ...family("events"),
    ownedBy: ownedBy("events"),
    recent: (excludeUserId: number) => ["events", "recent", { exclude_user_id: excludeUserId }] as const,
    /** How many events each choice of the list's filters gives (GET /api/events/counts). */
    counts: <P extends object>(params: P) => ["events", "counts", params] as const,
    /**
     * An event whatever its moderation state, as its owner or an administrator reads it (GET
     * /api/events/{id}/preview, issue 29): apart from the public detail, whose answer is another.
     */
    preview: (id: number) => ["events", "preview", id] as const,
  },
  programs: {
    ...family("programs"),
    /** One line whatever its event's moderation state (GET /api/programs/{id}/preview, issue 29). */
    preview: preview("programs"),
    /** A page of an event's lines whatever its state (GET /api/programs/preview, issue 29). */
    previewList: <P extends object>(params: P) => ["programs", "preview-list", params] as const,
  },
  lieux: {
    ...family("lieux"),
    ownedBy: ownedBy("lieux"),
    preview: preview("lieux"),
    /** What the venue field offers (GET /api/lieux/choices): the public venues and the reader's own. */
    choices: ["lieux", "choices"] as const,
    counts: counts("lieux"),
  },
  parcours: {
    ...family("parcours"),
    ownedBy: ownedBy("parcours"),
    preview: preview("parcours"),
    counts: counts("parcours"),
  },
  sites: {
    ...family("sites"),
    ownedBy: ownedBy("sites"),
    preview: preview("sites"),
    counts: counts("sites"),
  },
  /** SPEC's "cultural places": written by their form, read by no screen yet. */
  locations: { all: ["locations"] as const },
  participations: {
    all: ["participations"] as const,
    detail: (id: number) => ["participations", "detail", id] as const,
    ofUser: (userId: number) => ["participations", "of-user", userId] as const,
    /** A ticket read by its code (GET /api/tickets/{code}): the same registration, by its link. */
    ticket: (code: string) => ["participations", "ticket", code] as const,
  },
  /** A QR code drawn as an SVG data URL: a query, so the server draws it into the page (decision 053). */
  qrCodes: {
    all: ["qrCodes"] as const,
    of: (value: string) => ["qrCodes", value] as const,
  },
  /**
   * The registration form sent without JavaScript (decision 053): the key the page's plain form
   * sends as Idempotency-Key, and the server's answer to a refused form (values and errors).
   */
  registrationForms: {
    all: ["registrationForms"] as const,
    key: (eventId: number) => ["registrationForms", "key", eventId] as const,
    attempt: (eventId: number) => ["registrationForms", "attempt", eventId] as const,
  },
  /** An event's registrations as its organiser sees them (GET /api/events/{id}/attendees). */
  attendees: {
    all: ["attendees"] as const,
    ofEvent: (eventId: number) => ["attendees", "of-event", eventId] as const,
  },
  dashboard: {
    all: ["dashboard"] as const,
    /** The counters are the acting organisation's (issue 30): keyed by it too (null: acts for none). */
    of: (userId: number, organisationId: number | null) => ["dashboard", userId, organisationId] as const,
  },
  stats: { all: ["stats"] as const },
  /** The map's points (GET /api/map/points) and its configuration (GET /api/map/config). */
  map: {
    all: ["map"] as const,
    points: ["map", "points"] as const,
    config: ["map", "config"] as const,
  },
  /**
   * The administrators' audit log, a page per filter (GET /api/admin/audit-log). Written only by
   * administrators' acts, none of which this app sends yet: no change invalidates it.
   */
  auditLog: {
    all: ["auditLog"] as const,
    list: <P extends object>(params: P) => ["auditLog", "list", params] as const,
  },
  /**
   * The platform's figures for administrators (GET /api/admin/figures), counted when asked. Many
   * acts move them (sign-ups, registrations, moderation): the page reads them afresh on each visit
   * (staleTime 0) rather than every mutation invalidating them.
   */
  adminFigures: { all: ["adminFigures"] as const },
  /**
   * Reported content (issue 29): the title of an item a visitor reports (read from its public page's
   * endpoint, kept apart from that page's own query, whose answer is whole), and the
   * administrators' list of reported items and an item's reports.
   */
  reports: {
    all: ["reports"] as const,
    target: (kind: string, id: number) => ["reports", "target", kind, id] as const,
    list: <P extends object>(params: P) => ["reports", "list", params] as const,
    ofItem: (kind: string, id: number) => ["reports", "of-item", kind, id] as const,
  },
  /**
   * The moderation queue (GET /api/admin/moderation) and an item's preview, and the accounts an
   * administrator may suspend (GET /api/admin/users), issue 29.
   */
  moderation: {
    all: ["moderation"] as const,
    list: <P extends object>(params: P) => ["moderation", "list", params] as const,
    item: (kind: string, id: number) => ["moderation", "item", kind, id] as const,
  },
  adminAccounts: {
    all: ["adminAccounts"] as const,
    list: <P extends object>(params: P) => ["adminAccounts", "list", params] as const,
  },
  /**
   * Organisers as administrators verify them (issue 29): the list per filter (GET
   * /api/admin/organisers) and one organiser's file (GET /api/admin/organisers/{id}).
   */
  organisers: {
    all: ["organisers"] as const,
    list: <P extends object>(params: P) => ["organisers", "list", params] as const,
    detail: (id: number) => ["organisers", "detail", id] as const,
  },
  /**
   * Organisations (issue 30): the caller's organisations and the one their session acts for (GET
   * /api/organisations), an organisation's team (GET /api/organisations/{id}/members), an
   * invitation read by its link, and statistics.
   */
  organisations: {
    all: ["organisations"] as const,
    mine: ["organisations", "mine"] as const,
    members: (id: number) => ["organisations", "members", id] as const,
    invitation: (token: string) => ["organisations", "invitation", token] as const,
  },
  statistics: {
    all: ["statistics"] as const,
    season: <P extends object>(params: P) => ["statistics", "season", params] as const,
    event: (id: number) => ["statistics", "event", id] as const,
  },
  /**
   * One search across kinds (GET /api/search, issue 32): it shows events, venues, routes and sites,
   * so a change to any of them makes it stale (invalidation.ts).
   */
  search: {
    all: ["search"] as const,
    results: <P extends object>(params: P) => ["search", "results", params] as const,
  },
  /** The open data catalogue (GET /api/open-data): files, row counts, last changes. */
  openData: { all: ["openData"] as const },
  users: {
    all: ["users"] as const,
    detail: (id: number) => ["users", "detail", id] as const,
    /** The e-mails a member chooses to receive (GET /api/users/{id}/email-preferences). */
    emailPreferences: (id: number) => ["users", "email-preferences", id] as const,
    /** One's own second factor (GET /api/users/{id}/second-factor). */
    secondFactor: (id: number) => ["users", "second-factor", id] as const,
  },
};

export type QueryFamily = keyof typeof queryKeys;
