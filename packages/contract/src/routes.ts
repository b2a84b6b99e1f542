import type { ModeratedKind } from "./constants.ts";

// The web app's pages (SPEC §2 route table, plus the legal pages of DESIGN.md §5). The web router
// is built from these patterns and the API's SPA fallback answers 200 only for a path that matches
// one of them (404 otherwise), so both sides agree on which pages exist.

type Id = number | string;

export const paths = {
  home: { pattern: "/", getHref: () => "/" },
  events: { pattern: "/events", getHref: () => "/events" },
  eventDetail: { pattern: "/events/:id", getHref: (id: Id) => `/events/${id}` },
  eventRegister: { pattern: "/events/:id/register", getHref: (id: Id) => `/events/${id}/register` },
  eventCreate: { pattern: "/create-event", getHref: () => "/create-event" },
  eventEdit: { pattern: "/events/edit/:id", getHref: (id: Id) => `/events/edit/${id}` },
  eventAttendees: { pattern: "/events/:id/inscrits", getHref: (id: Id) => `/events/${id}/inscrits` },
  ticket: { pattern: "/billet/:code", getHref: (code: string) => `/billet/${encodeURIComponent(code)}` },
  paymentSimulation: {
    pattern: "/paiement-simulation/:code",
    getHref: (code: string) => `/paiement-simulation/${encodeURIComponent(code)}`,
  },
  /** The door scanner; `event` preselects the event being checked. */
  scan: { pattern: "/scan", getHref: (query: { event?: Id } = {}) => withQuery("/scan", query) },
  paymentConfirmation: { pattern: "/payment-confirmation", getHref: () => "/payment-confirmation" },
  paymentConfirmationDetail: {
    pattern: "/payment-confirmation/:id",
    getHref: (id: Id) => `/payment-confirmation/${id}`,
  },
  programs: { pattern: "/programs", getHref: () => "/programs" },
  programCreate: { pattern: "/create-program", getHref: () => "/create-program" },
  programCreateForEvent: {
    pattern: "/create-program/:eventId",
    getHref: (eventId: Id) => `/create-program/${eventId}`,
  },
  programCreateForEventAlt: {
    pattern: "/create-program/event/:eventId",
    getHref: (eventId: Id) => `/create-program/event/${eventId}`,
  },
  programEdit: {
    pattern: "/create-program/edit/:programId",
    getHref: (id: Id) => `/create-program/edit/${id}`,
  },
  lieux: { pattern: "/lieux", getHref: () => "/lieux" },
  /** A venue's own page: its address, upcoming events and routes (issue 14). */
  lieuDetail: { pattern: "/lieux/:id", getHref: (id: Id) => `/lieux/${id}` },
  lieuCreate: { pattern: "/create-lieu", getHref: () => "/create-lieu" },
  lieuEdit: { pattern: "/create-lieu/:id", getHref: (id: Id) => `/create-lieu/${id}` },
  locationCreate: { pattern: "/create-location", getHref: () => "/create-location" },
  parcours: { pattern: "/parcours", getHref: () => "/parcours" },
  parcoursDetail: { pattern: "/parcours/:id", getHref: (id: Id) => `/parcours/${id}` },
  parcoursCreate: {
    pattern: "/create-parcours",
    getHref: (query: { id?: Id; lieu_id?: Id } = {}) => withQuery("/create-parcours", query),
  },
  sites: { pattern: "/sites", getHref: () => "/sites" },
  /** A heritage site's own page, which its QR code opens (issue 14). */
  siteDetail: { pattern: "/sites/:id", getHref: (id: Id) => `/sites/${id}` },
  siteCreate: {
    pattern: "/create-site",
    getHref: (query: { parcours_id?: Id } = {}) => withQuery("/create-site", query),
  },
  siteEdit: { pattern: "/create-site/:id", getHref: (id: Id) => `/create-site/${id}` },
  /** One search across events, venues, routes and sites (issue 32): /recherche?q=… */
  search: {
    pattern: "/recherche",
    getHref: (q?: string) => withQuery("/recherche", { q: q === "" ? undefined : q }),
  },
  /** Events, venues and sites on a map, with the same places in a list (issue 14, decision 034). */
  map: { pattern: "/carte", getHref: () => "/carte" },
  pricing: { pattern: "/pricing", getHref: () => "/pricing" },
  about: { pattern: "/about", getHref: () => "/about" },
  dashboard: { pattern: "/dashboard", getHref: () => "/dashboard" },
  /** Issue 30: the organisation's team (members, roles, invitations), an invitation's link, statistics. */
  organisation: { pattern: "/organisation", getHref: () => "/organisation" },
  invitation: {
    pattern: "/invitation/:token",
    getHref: (token: string) => `/invitation/${encodeURIComponent(token)}`,
  },
  seasonStatistics: { pattern: "/statistiques", getHref: () => "/statistiques" },
  eventStatistics: {
    pattern: "/events/:id/statistiques",
    getHref: (id: Id) => `/events/${id}/statistiques`,
  },
  /** The administration's home (issue 29): administrators only, a 403 page for other members. */
  admin: { pattern: "/admin", getHref: () => "/admin" },
  /** The audit log, its filters in the address (?action=…&page=2). */
  adminAuditLog: { pattern: "/admin/journal", getHref: () => "/admin/journal" },
  /** Organisers to verify (issue 29), their state and search in the address (?status=pending&q=…). */
  adminOrganisers: { pattern: "/admin/organisateurs", getHref: () => "/admin/organisateurs" },
  adminOrganiser: {
    pattern: "/admin/organisateurs/:id",
    getHref: (id: Id) => `/admin/organisateurs/${id}`,
  },
  /** The platform's figures: organisers, content, registrations per week (chart and table). */
  adminFigures: { pattern: "/admin/chiffres", getHref: () => "/admin/chiffres" },
  /** The moderation queue, its filters in the address (?status=published&kind=lieu&q=…). */
  adminModeration: { pattern: "/admin/moderation", getHref: () => "/admin/moderation" },
  /** One item of the queue: its preview and the administrator's decisions. */
  adminModerationItem: {
    pattern: "/admin/moderation/:kind/:id",
    getHref: (kind: ModeratedKind, id: Id) => `/admin/moderation/${kind}/${id}`,
  },
  /** Accounts, to suspend or reinstate (?q=…&suspended=true). */
  adminAccounts: { pattern: "/admin/comptes", getHref: () => "/admin/comptes" },
  auth: { pattern: "/auth", getHref: () => "/auth" },
  forgottenPassword: { pattern: "/mot-de-passe-oublie", getHref: () => "/mot-de-passe-oublie" },
  /** The link of the reset e-mail; its token is in the fragment, which never reaches a server log. */
  resetPassword: {
    pattern: "/reinitialiser-mot-de-passe",
    getHref: (token?: string) =>
      token
        ? `/reinitialiser-mot-de-passe#jeton=${encodeURIComponent(token)}`
        : "/reinitialiser-mot-de-passe",
  },
  /** The link at the foot of a reminder; its token is in the fragment too. */
  remindersOff: {
    pattern: "/rappels/desactiver",
    getHref: (token?: string) =>
      token ? `/rappels/desactiver#jeton=${encodeURIComponent(token)}` : "/rappels/desactiver",
  },
  /** The link sent to a new e-mail address to confirm it; its token is in the fragment too. */
  confirmEmail: {
    pattern: "/confirmer-adresse",
    getHref: (token?: string) =>
      token ? `/confirmer-adresse#jeton=${encodeURIComponent(token)}` : "/confirmer-adresse",
  },
  /** The link that confirms an account's own address (issue 28); its token is in the fragment too. */
  confirmAccountEmail: {
    pattern: "/confirmer-mon-adresse",
    getHref: (token?: string) =>
      token ? `/confirmer-mon-adresse#jeton=${encodeURIComponent(token)}` : "/confirmer-mon-adresse",
  },
  /** « Retrouver mes billets »: the list of one's upcoming tickets, sent to the address typed. */
  ticketsLookup: { pattern: "/billets/retrouver", getHref: () => "/billets/retrouver" },
  profile: { pattern: "/profile", getHref: () => "/profile" },
  settings: { pattern: "/settings/:id", getHref: (id: Id) => `/settings/${id}` },
  legalNotice: { pattern: "/mentions-legales", getHref: () => "/mentions-legales" },
  privacy: { pattern: "/confidentialite", getHref: () => "/confidentialite" },
  /** The terms of use the sign-up form asks to accept (issue 33). */
  terms: {
    pattern: "/conditions-generales-d-utilisation",
    getHref: () => "/conditions-generales-d-utilisation",
  },
  cookies: { pattern: "/cookies", getHref: () => "/cookies" },
  accessibility: { pattern: "/accessibilite", getHref: () => "/accessibilite" },
  /** The platform's public facts as CSV files under the Licence Ouverte (docs/decisions/023). */
  openData: { pattern: "/donnees-ouvertes", getHref: () => "/donnees-ouvertes" },
  /** « Signaler ce contenu »: a visitor reports a public event, route, site or venue (issue 29). */
  report: {
    pattern: "/signaler/:kind/:id",
    getHref: (kind: ModeratedKind, id: Id) => `/signaler/${kind}/${id}`,
  },
  /** The administration's reported content, its filters in the address (?status=resolved&kind=lieu). */
  adminReports: { pattern: "/admin/signalements", getHref: () => "/admin/signalements" },
  /** One item's reports, and « Classer sans suite ». */
  adminItemReports: {
    pattern: "/admin/signalements/:kind/:id",
    getHref: (kind: ModeratedKind, id: Id) => `/admin/signalements/${kind}/${id}`,
  },
} as const;

export type PageName = keyof typeof paths;

function withQuery(path: string, query: Record<string, Id | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const patternRegexes = Object.values(paths).map(
  ({ pattern }) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`),
);

/** True when a pathname (without query) is one of the app's pages. */
export function isAppPath(pathname: string): boolean {
  return patternRegexes.some((regex) => regex.test(pathname));
}

/** The API address of an event's calendar file, or of one of its sessions. */
export function eventCalendarPath(eventId: number, sessionId?: number): string {
  return `/api/events/${eventId}/calendar.ics${sessionId === undefined ? "" : `?session=${sessionId}`}`;
}

/** The registration form for one session of an event: /events/{id}/register?seance={sessionId}. */
export function sessionRegisterPath(eventId: number, sessionId: number): string {
  return `${paths.eventRegister.getHref(eventId)}?seance=${sessionId}`;
}

/** Where the API serves stored pictures, on the same origin as the pages (DESIGN.md §5). */
export const UPLOADS_PREFIX = "/uploads/";

/** The address of a stored picture from its file name. */
export function uploadUrl(fileName: string): string {
  return `${UPLOADS_PREFIX}${encodeURIComponent(fileName)}`;
}

/** The id in a page address (/events/12), or null when it is not one (/events/abc, /events/0). */
export function parsePathId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
