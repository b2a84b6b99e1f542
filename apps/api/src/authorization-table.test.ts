import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventSessions,
  events,
  invitations,
  lieux,
  locations,
  memberships,
  parcours,
  participations,
  programs,
  reports,
  sessions,
  sites,
  users,
} from "./db/schema.ts";
import { createSession } from "./lib/sessions.ts";
import {
  bearer,
  participantBody,
  type RegisteredUser,
  registerProfessionnel,
  registerUnverifiedProfessionnel,
  registerUser,
  TEST_PASSWORD,
  uniqueEmail,
} from "./test/accounts.ts";
import { administratorSession } from "./test/admin.ts";
import { createTestApp, type TestContext } from "./test/app.ts";
import { daysAhead, eventWithSessions, postEvent, registered, registration } from "./test/booking.ts";
import { programLine } from "./test/fixtures-events.ts";
import { multipart, parcoursFields, postParcours } from "./test/fixtures-parcours.ts";
import { invitationTokenFor, joinOrganisation, organisationIdOf } from "./test/organisations.ts";

// Who may do what, as a table (DESIGN.md §4, issues 29 and 30): every operation of the OpenAPI
// document × every kind of caller, the three roles of an organisation included. A row is an operation with a request whose path names real rows; a cell is
// the status that caller must get. The ids a cell uses are those of the owner's set, except in the
// suspended account's column, which uses the set that account owned before its suspension: its old
// token is refused everywhere, on its own content too, and its content is gone from public reads.
//
// Columns run left to right and the owner's last: a refused cell changes nothing (checked on the
// targeted table where a row says how), so only a cell that succeeds changes anything; a row whose
// success destroys or decides something targets a throwaway of its own (one per cell when several
// callers may succeed), so that no cell's success changes another cell's answer.

const ROLES = [
  "anonymous",
  "forged token",
  "participant",
  "other organiser",
  "administrator",
  "suspended account",
  // Members of the owner's organisation (issue 30, decision 049): the door only, then the content.
  "agent d'accueil",
  "éditeur",
  // The organisation's responsable, who created the table's items.
  "owner",
] as const;
type Role = (typeof ROLES)[number];

/** An exact status, or any of a few where the answer honestly depends on state the row doesn't fix. */
type Expected = number | readonly number[];

interface ResourceSet {
  user: RegisteredUser;
  organisationId: number;
  lieuId: number;
  eventId: number;
  sessionId: number;
  /** The event's body as sent, its session named by id (a PUT without it would replace a booked session). */
  eventPayload: object;
  participationId: number;
  ticketCode: string;
  programId: number;
  parcoursId: number;
  siteId: number;
  locationId: number;
}

interface Fixture {
  participant: RegisteredUser;
  owner: ResourceSet;
  other: RegisteredUser;
  suspended: ResourceSet;
  agent: RegisteredUser;
  editeur: RegisteredUser;
  /** The éditeur's own throwaways: like the owner, an éditeur's deletes succeed. */
  editeurThrowaway: Throwaway;
  admin: { token: string; user: { id: number } };
  forged: string;
  /** A second session per caller, for the logout row (a logout must not end the table's sessions). */
  logoutTokens: Record<Role, string | null>;
  /** One registration per caller, held by the participant, for the cancellation row. */
  cancellable: Record<Role, number>;
  throwaway: Throwaway & {
    invitationToRevoke: number;
    memberToChange: number;
    memberToRemove: number;
    invitationToken: string;
    pendingEventToApprove: number;
    pendingEventToRefuse: number;
    publishedEventToUnpublish: number;
    accountToSuspend: number;
    accountToReinstate: number;
    organiserToVerify: number;
    organiserToRefuse: number;
    reportedLieuId: number;
  };
}

/** What a successful delete or cancellation of the owner's organisation targets instead of the set. */
interface Throwaway {
  eventId: number;
  sessionEventId: number;
  sessionId: number;
  programId: number;
  lieuId: number;
  parcoursId: number;
  siteId: number;
}

interface Cell {
  role: Role;
  /** The caller's token (null: anonymous). */
  token: string | null;
  /** The resources this column's URLs name. */
  set: ResourceSet;
}

interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Overrides the column's token (logout's own session). */
  token?: string | null;
  /** The caller's network address, for the rows limited per address. */
  remoteAddress?: string;
}

interface Row {
  /** "METHOD /api/path/{param}", as the OpenAPI document names it. */
  op: string;
  call: (cell: Cell) => Call | Promise<Call>;
  expect: Record<Role, Expected>;
  /** What a refused cell must leave as it was (a count, the targeted row). */
  state?: (cell: Cell) => Promise<unknown>;
}

let ctx: TestContext;
let f: Fixture;

// --- Expectation profiles (each row may override cells) ------------------------------------------

const all = (status: Expected): Record<Role, Expected> =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, Expected>;

/** A public read: the token is not even read; the suspended account's content is hidden (404). */
const publicRead = (suspendedSet: Expected = 200) => ({ ...all(200), "suspended account": suspendedSet });

/** A route that reads the token when sent (optionalUser): a bad one is refused, none is anonymous. */
const optionalUser = (status: Expected) => ({
  ...all(status),
  "forged token": 401,
  "suspended account": 401,
});

/** Any signed-in account. */
const signedIn = (status: Expected) => ({
  ...all(status),
  anonymous: 401,
  "forged token": 401,
  "suspended account": 401,
});

/**
 * A member's act on the owner's content: the responsable's and the éditeur's; an agent d'accueil's
 * is refused (the door only). `other`: another organisation's responsable (creating their own).
 */
const organiserWrite = (owner: Expected, other: Expected = 403) => ({
  anonymous: 401,
  "forged token": 401,
  participant: 403,
  "other organiser": other,
  administrator: 403,
  "suspended account": 401,
  "agent d'accueil": 403,
  éditeur: owner,
  owner,
});

/** The door (attendee lists, check-in): every member of the owner's organisation. */
const doorAct = (owner: Expected) => ({ ...organiserWrite(owner), "agent d'accueil": owner });

/** The organisation's team: every member reads it, only a responsable changes it. */
const teamRead = (status: Expected) => ({
  ...signedIn(403),
  "agent d'accueil": status,
  éditeur: status,
  owner: status,
});
const teamWrite = (owner: Expected) => ({ ...signedIn(403), owner });

/** An act on the owner's own account (/api/users/{id}…). */
const ownAccount = (owner: Expected) => ({ ...signedIn(403), owner });

/** /api/admin/*. */
const adminOnly = (administrator: Expected) => ({
  ...signedIn(403),
  administrator,
});

/**
 * A preview of a public item (the table's items are public): the members of its organisation (any
 * role: reading is not editing) and administrators;
 * 403 for other accounts, whose edit form then says « not yours ». A hidden item answers them 404
 * instead, as an unknown id (modules/moderation visibility tests).
 */
const preview = { ...signedIn(403), "agent d'accueil": 200, éditeur: 200, owner: 200, administrator: 200 };

// --- Helpers --------------------------------------------------------------------------------------

async function countOf(table: PgTable): Promise<number> {
  const [row] = await ctx.database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/** The row a write targets, whole: a refused write must leave every column as it was. */
function rowOf(table: PgTable & { id: AnyPgColumn }, id: number) {
  return ctx.database.db.select().from(table).where(eq(table.id, id));
}

function lieuBody() {
  return { nom: "Théâtre antique", ville: "Orange", pays: "France" };
}

function eventBody(lieuId: number) {
  return eventWithSessions(lieuId, [{ starts_at: daysAhead(40, "10:00"), ends_at: daysAhead(40, "12:00") }]);
}

function siteBody(lieuId: number, parcoursId: number) {
  return {
    name: "Basilique de Fourvière",
    categorie: "Église",
    description: "Basilique du XIXe siècle qui domine la ville.",
    adresse: "8 place de Fourvière, 69005 Lyon",
    lieu_id: lieuId,
    parcours_id: parcoursId,
  };
}

const locationBody = {
  name: "Musée Fabre",
  description: "Musée des beaux-arts de Montpellier, de la Renaissance à nos jours.",
  address: "39 boulevard Bonne Nouvelle",
  city: "Montpellier",
  postalCode: "34000",
  category: "Musée",
};

const reason = { reason: "Contenu sans rapport avec la culture." };

async function created(call: Call, token: string): Promise<Record<string, unknown>> {
  const response = await ctx.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...bearer(token), ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as Record<string, unknown> }),
  });
  if (response.statusCode >= 300) {
    throw new Error(`${call.method} ${call.url}: ${response.statusCode} ${response.body}`);
  }
  return response.body ? response.json() : {};
}

async function idOf(call: Call, token: string): Promise<number> {
  return (await created(call, token)).id as number;
}

/** A venue, an event with a session and a registration, a programme line, a route, a site, a place. */
async function resourceSet(user: RegisteredUser, participant: RegisteredUser): Promise<ResourceSet> {
  const lieuId = await idOf({ method: "POST", url: "/api/lieux", payload: lieuBody() }, user.token);
  const body = eventBody(lieuId);
  const event = await postEvent(ctx.app, user.token, body);
  const participation = await registered(
    ctx.app,
    registration(event.id, { email: participant.user.email }),
    participant.token,
  );
  const programId = await idOf(
    { method: "POST", url: "/api/programs", payload: { ...programLine(), event_id: event.id } },
    user.token,
  );
  const parcoursId = (await postParcours(ctx.app, user.token, lieuId)).id as number;
  const siteId = await idOf(
    { method: "POST", url: "/api/sites", payload: siteBody(lieuId, parcoursId) },
    user.token,
  );
  const locationId = await idOf({ method: "POST", url: "/api/locations", payload: locationBody }, user.token);
  return {
    user,
    organisationId: await organisationIdOf(ctx.app, user.user.id),
    lieuId,
    eventId: event.id,
    sessionId: event.sessions[0]!.id,
    eventPayload: { ...body, sessions: [{ ...body.sessions[0], id: event.sessions[0]!.id }] },
    participationId: participation.id,
    ticketCode: participation.ticket_code,
    programId,
    parcoursId,
    siteId,
    locationId,
  };
}

beforeAll(async () => {
  ctx = await createTestApp({
    // Hundreds of calls from one address in a minute: the limits are tested in their own files.
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    REPORT_RATE_LIMIT_PER_HOUR: "100000",
    UPLOAD_RATE_LIMIT_PER_10_MINUTES: "100000",
    LOGIN_MAX_FAILURES_PER_EMAIL: "100000",
    LOGIN_MAX_FAILURES_PER_IP: "100000",
  });
  const { db } = ctx.database;
  const [participant, ownerUser, other, suspendedUser] = await Promise.all([
    registerUser(ctx.app),
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
    registerProfessionnel(ctx.app),
  ]);
  const admin = await administratorSession(db, ctx.config);
  const owner = await resourceSet(ownerUser, participant);
  const suspended = await resourceSet(suspendedUser, participant);
  const [agent, editeur, memberToChange, memberToRemove] = await Promise.all([
    registerUser(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  await joinOrganisation(ctx.app, ownerUser, agent, "accueil");
  await joinOrganisation(ctx.app, ownerUser, editeur, "editeur");
  await joinOrganisation(ctx.app, ownerUser, memberToChange, "editeur");
  await joinOrganisation(ctx.app, ownerUser, memberToRemove, "editeur");
  const invitationsUrl = `/api/organisations/${owner.organisationId}/invitations`;
  const invitationToRevoke = await idOf(
    { method: "POST", url: invitationsUrl, payload: { email: uniqueEmail("a-annuler"), role: "editeur" } },
    ownerUser.token,
  );
  // An invitation nobody of the table may accept: its address is no account's.
  const invitedNobody = uniqueEmail("personne");
  await created(
    { method: "POST", url: invitationsUrl, payload: { email: invitedNobody, role: "accueil" } },
    ownerUser.token,
  );
  const invitationToken = await invitationTokenFor(ctx.app, invitedNobody);

  const extraSession = async (userId: number) => (await createSession(db, userId, ctx.config.session)).token;
  const logoutTokens: Record<Role, string | null> = {
    anonymous: null,
    "forged token": null,
    participant: await extraSession(participant.user.id),
    "other organiser": await extraSession(other.user.id),
    administrator: await extraSession(admin.user.id),
    "suspended account": await extraSession(suspendedUser.user.id),
    "agent d'accueil": await extraSession(agent.user.id),
    éditeur: await extraSession(editeur.user.id),
    owner: await extraSession(ownerUser.user.id),
  };
  const cancellable = {} as Record<Role, number>;
  for (const role of ROLES) {
    const event = role === "suspended account" ? suspended.eventId : owner.eventId;
    cancellable[role] = (
      await registered(ctx.app, registration(event, { email: participant.user.email }), participant.token)
    ).id;
  }

  // Throwaways for the cells that succeed and would otherwise change another row's answer.
  const throwawaysOf = async (): Promise<Throwaway> => {
    const lieuId = await idOf({ method: "POST", url: "/api/lieux", payload: lieuBody() }, ownerUser.token);
    const event = await postEvent(ctx.app, ownerUser.token, eventBody(owner.lieuId));
    const sessionEvent = await postEvent(ctx.app, ownerUser.token, eventBody(owner.lieuId));
    const programId = await idOf(
      { method: "POST", url: "/api/programs", payload: { ...programLine(), event_id: owner.eventId } },
      ownerUser.token,
    );
    const parcoursId = (await postParcours(ctx.app, ownerUser.token, owner.lieuId)).id as number;
    const siteId = await idOf(
      { method: "POST", url: "/api/sites", payload: siteBody(owner.lieuId, owner.parcoursId) },
      ownerUser.token,
    );
    return {
      eventId: event.id,
      sessionEventId: sessionEvent.id,
      sessionId: sessionEvent.sessions[0]!.id,
      programId,
      lieuId,
      parcoursId,
      siteId,
    };
  };
  const editeurThrowaway = await throwawaysOf();
  const throwawayLieu = await idOf(
    { method: "POST", url: "/api/lieux", payload: lieuBody() },
    ownerUser.token,
  );
  const throwawayEvent = await postEvent(ctx.app, ownerUser.token, eventBody(owner.lieuId));
  const sessionEvent = await postEvent(ctx.app, ownerUser.token, eventBody(owner.lieuId));
  const throwawayProgram = await idOf(
    { method: "POST", url: "/api/programs", payload: { ...programLine(), event_id: owner.eventId } },
    ownerUser.token,
  );
  const throwawayParcours = (await postParcours(ctx.app, ownerUser.token, owner.lieuId)).id as number;
  const throwawaySite = await idOf(
    { method: "POST", url: "/api/sites", payload: siteBody(owner.lieuId, owner.parcoursId) },
    ownerUser.token,
  );
  const unverified = await registerUnverifiedProfessionnel(ctx.app);
  const unverifiedLieu = await idOf(
    { method: "POST", url: "/api/lieux", payload: lieuBody() },
    unverified.token,
  );
  const pendingToApprove = await postEvent(ctx.app, unverified.token, eventBody(unverifiedLieu));
  const pendingToRefuse = await postEvent(ctx.app, unverified.token, eventBody(unverifiedLieu));
  const toUnpublish = await postEvent(ctx.app, ownerUser.token, eventBody(owner.lieuId));
  const accountToSuspend = await registerUser(ctx.app);
  const accountToReinstate = await registerUser(ctx.app);
  const organiserToVerify = await registerUnverifiedProfessionnel(ctx.app);
  const organiserToRefuse = await registerUnverifiedProfessionnel(ctx.app);
  const reportedLieu = await idOf(
    { method: "POST", url: "/api/lieux", payload: lieuBody() },
    ownerUser.token,
  );
  for (const [target_type, target_id] of [
    ["event", owner.eventId],
    ["lieu", reportedLieu],
  ] as const) {
    await created(
      { method: "POST", url: "/api/reports", payload: { target_type, target_id, reason: "spam" } },
      participant.token,
    );
  }

  // The administrator suspends the second set's owner and an account to reinstate, as /admin would.
  for (const id of [suspendedUser.user.id, accountToReinstate.user.id]) {
    await created({ method: "POST", url: `/api/admin/users/${id}/suspend`, payload: reason }, admin.token);
  }

  f = {
    participant,
    owner,
    other,
    suspended,
    agent,
    editeur,
    editeurThrowaway,
    admin,
    forged: randomBytes(32).toString("base64url"),
    logoutTokens,
    cancellable,
    throwaway: {
      eventId: throwawayEvent.id,
      sessionEventId: sessionEvent.id,
      sessionId: sessionEvent.sessions[0]!.id,
      programId: throwawayProgram,
      lieuId: throwawayLieu,
      parcoursId: throwawayParcours,
      siteId: throwawaySite,
      invitationToRevoke,
      memberToChange: memberToChange.user.id,
      memberToRemove: memberToRemove.user.id,
      invitationToken,
      pendingEventToApprove: pendingToApprove.id,
      pendingEventToRefuse: pendingToRefuse.id,
      publishedEventToUnpublish: toUnpublish.id,
      accountToSuspend: accountToSuspend.user.id,
      accountToReinstate: accountToReinstate.user.id,
      organiserToVerify: organiserToVerify.user.id,
      organiserToRefuse: organiserToRefuse.user.id,
      reportedLieuId: reportedLieu,
    },
  };
});
afterAll(() => ctx.close());

function tokenOf(role: Role): string | null {
  switch (role) {
    case "anonymous":
      return null;
    case "forged token":
      return f.forged;
    case "participant":
      return f.participant.token;
    case "other organiser":
      return f.other.token;
    case "administrator":
      return f.admin.token;
    case "suspended account":
      return f.suspended.user.token;
    case "agent d'accueil":
      return f.agent.token;
    case "éditeur":
      return f.editeur.token;
    case "owner":
      return f.owner.user.token;
  }
}

function throwawayOf(role: Role): Throwaway {
  return role === "éditeur" ? f.editeurThrowaway : f.throwaway;
}

// --- The table --------------------------------------------------------------------------------------

const get =
  (url: (cell: Cell) => string) =>
  (cell: Cell): Call => ({ method: "GET", url: url(cell) });

const rows: Row[] = [
  { op: "GET /api/health", call: get(() => "/api/health"), expect: all(200) },
  {
    op: "POST /api/auth/register",
    call: () => ({ method: "POST", url: "/api/auth/register", payload: participantBody() }),
    // A sign-up reads no token: a bad one is ignored.
    expect: all(201),
    state: () => countOf(users),
  },
  {
    op: "POST /api/auth/login",
    // Every column signs in as the owner, but the suspended account's column signs in as itself:
    // its password is right and the login is refused all the same.
    call: ({ role, set }) => ({
      method: "POST",
      url: "/api/auth/login",
      payload: {
        email: (role === "suspended account" ? set : f.owner).user.user.email,
        password: TEST_PASSWORD,
      },
    }),
    expect: { ...all(200), "suspended account": 403 },
  },
  {
    op: "POST /api/auth/login/second-factor",
    call: () => ({
      method: "POST",
      url: "/api/auth/login/second-factor",
      payload: { challenge: "not-a-challenge", code: "123456" },
    }),
    expect: all(401),
  },
  {
    op: "POST /api/auth/logout",
    call: ({ role }) => ({
      method: "POST",
      url: "/api/auth/logout",
      token: f.logoutTokens[role] ?? tokenOf(role),
    }),
    expect: signedIn(204),
    state: () => countOf(sessions),
  },
  {
    op: "POST /api/auth/password-reset-request",
    call: () => ({
      method: "POST",
      url: "/api/auth/password-reset-request",
      payload: { email: f.participant.user.email },
    }),
    expect: all(202),
  },
  {
    op: "POST /api/auth/password-reset",
    call: () => ({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { token: "x".repeat(43), password: "Une-autre-phrase-2026" },
    }),
    expect: all(400),
  },
  {
    op: "GET /api/users/{id}",
    call: get(({ set }) => `/api/users/${set.user.user.id}`),
    expect: ownAccount(200),
  },
  {
    op: "PUT /api/users/{id}",
    call: ({ set }) => ({
      method: "PUT",
      url: `/api/users/${set.user.user.id}`,
      payload: { first_name: "Claude" },
    }),
    expect: ownAccount(200),
    state: ({ set }) => rowOf(users, set.user.user.id),
  },
  {
    op: "POST /api/users/email-change/confirm",
    call: () => ({
      method: "POST",
      url: "/api/users/email-change/confirm",
      payload: { token: "x".repeat(43) },
    }),
    expect: all(400),
  },
  {
    op: "POST /api/users/{id}/email-confirmation",
    call: ({ set }) => ({ method: "POST", url: `/api/users/${set.user.user.id}/email-confirmation` }),
    expect: ownAccount(202),
  },
  {
    op: "POST /api/users/email-confirmation/confirm",
    call: () => ({
      method: "POST",
      url: "/api/users/email-confirmation/confirm",
      payload: { token: "x".repeat(43) },
    }),
    expect: all(400),
  },
  {
    op: "GET /api/users/{id}/email-preferences",
    call: get(({ set }) => `/api/users/${set.user.user.id}/email-preferences`),
    expect: ownAccount(200),
  },
  {
    op: "PUT /api/users/{id}/email-preferences",
    call: ({ set }) => ({
      method: "PUT",
      url: `/api/users/${set.user.user.id}/email-preferences`,
      payload: { reminders: false, organiser_digest: false },
    }),
    expect: ownAccount(200),
    state: ({ set }) => rowOf(users, set.user.user.id),
  },
  {
    op: "GET /api/users/{id}/second-factor",
    call: get(({ set }) => `/api/users/${set.user.user.id}/second-factor`),
    expect: ownAccount(200),
  },
  {
    op: "POST /api/users/{id}/second-factor/enrolment",
    call: ({ set }) => ({ method: "POST", url: `/api/users/${set.user.user.id}/second-factor/enrolment` }),
    expect: ownAccount(200),
    state: ({ set }) => rowOf(users, set.user.user.id),
  },
  {
    op: "POST /api/users/{id}/second-factor/confirmation",
    // A wrong code: the owner's answer is the code's refusal, the others' their own.
    call: ({ set }) => ({
      method: "POST",
      url: `/api/users/${set.user.user.id}/second-factor/confirmation`,
      payload: { code: "000000" },
    }),
    expect: ownAccount(400),
    state: ({ set }) => rowOf(users, set.user.user.id),
  },
  {
    op: "POST /api/users/{id}/second-factor/recovery-codes",
    // Not enabled yet: the owner's answer is the conflict, the others' their own.
    call: ({ set }) => ({
      method: "POST",
      url: `/api/users/${set.user.user.id}/second-factor/recovery-codes`,
      payload: { code: "000000" },
    }),
    expect: ownAccount(409),
  },
  {
    op: "POST /api/users/{id}/second-factor/disable",
    call: ({ set }) => ({
      method: "POST",
      url: `/api/users/${set.user.user.id}/second-factor/disable`,
      payload: { password: TEST_PASSWORD, code: "000000" },
    }),
    expect: ownAccount(409),
    state: ({ set }) => rowOf(users, set.user.user.id),
  },
  { op: "GET /api/events", call: get(() => "/api/events"), expect: all(200) },
  {
    op: "POST /api/events",
    call: ({ set }) => ({ method: "POST", url: "/api/events", payload: eventBody(set.lieuId) }),
    // Any organiser may hold an event at any venue.
    expect: organiserWrite(201, 201),
    state: () => countOf(events),
  },
  { op: "GET /api/events/counts", call: get(() => "/api/events/counts"), expect: all(200) },
  { op: "GET /api/events/recent", call: get(() => "/api/events/recent"), expect: all(200) },
  {
    op: "GET /api/events/user/{userId}",
    call: get(({ set }) => `/api/events/user/${set.user.user.id}`),
    expect: ownAccount(200),
  },
  {
    op: "GET /api/events/{id}",
    call: get(({ set }) => `/api/events/${set.eventId}`),
    expect: publicRead(404),
  },
  {
    op: "PUT /api/events/{id}",
    call: ({ set }) => ({ method: "PUT", url: `/api/events/${set.eventId}`, payload: set.eventPayload }),
    expect: organiserWrite(200),
    state: ({ set }) => rowOf(events, set.eventId),
  },
  {
    op: "DELETE /api/events/{id}",
    call: ({ role, set }) => ({
      method: "DELETE",
      url: `/api/events/${role === "suspended account" ? set.eventId : throwawayOf(role).eventId}`,
    }),
    expect: organiserWrite(204),
    state: () => countOf(events),
  },
  {
    op: "GET /api/events/{id}/preview",
    call: get(({ set }) => `/api/events/${set.eventId}/preview`),
    expect: preview,
  },
  {
    op: "POST /api/events/{id}/change-preview",
    call: ({ set }) => ({
      method: "POST",
      url: `/api/events/${set.eventId}/change-preview`,
      payload: set.eventPayload,
    }),
    expect: organiserWrite(200),
  },
  {
    op: "GET /api/events/{id}/sessions",
    call: get(({ set }) => `/api/events/${set.eventId}/sessions`),
    expect: publicRead(404),
  },
  {
    op: "POST /api/events/{id}/sessions/{sessionId}/cancel",
    call: ({ role, set }) => {
      const [event, session] =
        role === "suspended account"
          ? [set.eventId, set.sessionId]
          : [throwawayOf(role).sessionEventId, throwawayOf(role).sessionId];
      return { method: "POST", url: `/api/events/${event}/sessions/${session}/cancel` };
    },
    expect: organiserWrite(200),
    state: ({ role, set }) =>
      rowOf(eventSessions, role === "suspended account" ? set.sessionId : throwawayOf(role).sessionId),
  },
  {
    op: "GET /api/events/{id}/attendees",
    call: get(({ set }) => `/api/events/${set.eventId}/attendees`),
    expect: doorAct(200),
  },
  {
    op: "GET /api/events/{id}/attendees.csv",
    call: get(({ set }) => `/api/events/${set.eventId}/attendees.csv`),
    expect: doorAct(200),
  },
  {
    op: "GET /api/events/{id}/statistics",
    call: get(({ set }) => `/api/events/${set.eventId}/statistics`),
    expect: organiserWrite(200),
  },
  {
    op: "GET /api/events/{id}/statistics.csv",
    call: get(({ set }) => `/api/events/${set.eventId}/statistics.csv`),
    expect: organiserWrite(200),
  },
  {
    op: "GET /api/statistics/season",
    call: get(() => "/api/statistics/season"),
    expect: organiserWrite(200, 200),
  },
  {
    op: "GET /api/statistics/season.csv",
    call: get(() => "/api/statistics/season.csv"),
    expect: organiserWrite(200, 200),
  },
  {
    op: "GET /api/events/{id}/calendar.ics",
    call: get(({ set }) => `/api/events/${set.eventId}/calendar.ics`),
    expect: publicRead(404),
  },
  {
    op: "POST /api/check-ins",
    call: ({ set }) => ({
      method: "POST",
      url: "/api/check-ins",
      payload: { ticket_code: set.ticketCode, event_id: set.eventId },
    }),
    expect: doorAct(200),
    state: ({ set }) => rowOf(participations, set.participationId),
  },
  {
    op: "POST /api/tickets/lookup",
    // Limited per network address and per typed address (a constant, not a setting): each cell
    // asks from its own address for its own address.
    call: ({ role }) => ({
      method: "POST",
      url: "/api/tickets/lookup",
      payload: { email: uniqueEmail("billets") },
      remoteAddress: `192.0.2.${ROLES.indexOf(role) + 1}`,
    }),
    expect: all(202),
  },
  {
    op: "GET /api/tickets/{code}",
    // The ticket's code is the holder's key: it reads whoever sends it.
    call: get(({ set }) => `/api/tickets/${set.ticketCode}`),
    expect: all(200),
  },
  {
    op: "POST /api/tickets/{code}/checkout",
    // A free event: nothing to pay, whoever asks.
    call: ({ set }) => ({ method: "POST", url: `/api/tickets/${set.ticketCode}/checkout` }),
    expect: all(409),
  },
  {
    op: "POST /api/tickets/{code}/simulated-payment",
    call: ({ set }) => ({
      method: "POST",
      url: `/api/tickets/${set.ticketCode}/simulated-payment`,
      payload: { outcome: "success" },
    }),
    expect: all(409),
  },
  { op: "GET /api/programs", call: get(() => "/api/programs"), expect: all(200) },
  {
    op: "POST /api/programs",
    call: ({ set }) => ({
      method: "POST",
      url: "/api/programs",
      payload: { ...programLine(), event_id: set.eventId },
    }),
    expect: organiserWrite(201),
    state: () => countOf(programs),
  },
  {
    op: "GET /api/programs/{programId}",
    call: get(({ set }) => `/api/programs/${set.programId}`),
    expect: publicRead(404),
  },
  {
    op: "GET /api/programs/preview",
    call: get(({ set }) => `/api/programs/preview?event_id=${set.eventId}`),
    expect: preview,
  },
  {
    op: "GET /api/programs/{programId}/preview",
    call: get(({ set }) => `/api/programs/${set.programId}/preview`),
    expect: preview,
  },
  {
    op: "PUT /api/programs/{programId}",
    call: ({ set }) => ({
      method: "PUT",
      url: `/api/programs/${set.programId}`,
      payload: { ...programLine({ title: "Ouverture des portes" }), event_id: set.eventId },
    }),
    expect: organiserWrite(200),
    state: ({ set }) => rowOf(programs, set.programId),
  },
  {
    op: "DELETE /api/programs/{programId}",
    call: ({ role, set }) => ({
      method: "DELETE",
      url: `/api/programs/${role === "suspended account" ? set.programId : throwawayOf(role).programId}`,
    }),
    expect: organiserWrite(204),
    state: () => countOf(programs),
  },
  {
    op: "POST /api/programs/batch",
    call: ({ set }) => ({
      method: "POST",
      url: "/api/programs/batch",
      payload: { event_id: set.eventId, lines: [programLine()] },
    }),
    expect: organiserWrite(201),
    state: () => countOf(programs),
  },
  { op: "GET /api/lieux", call: get(() => "/api/lieux"), expect: all(200) },
  { op: "GET /api/lieux/counts", call: get(() => "/api/lieux/counts"), expect: all(200) },
  {
    op: "POST /api/lieux",
    call: () => ({ method: "POST", url: "/api/lieux", payload: lieuBody() }),
    expect: organiserWrite(201, 201),
    state: () => countOf(lieux),
  },
  {
    op: "GET /api/lieux/user/{userId}",
    call: get(({ set }) => `/api/lieux/user/${set.user.user.id}`),
    expect: ownAccount(200),
  },
  { op: "GET /api/lieux/choices", call: get(() => "/api/lieux/choices"), expect: signedIn(200) },
  {
    op: "GET /api/lieux/{id}/preview",
    call: get(({ set }) => `/api/lieux/${set.lieuId}/preview`),
    expect: preview,
  },
  { op: "GET /api/lieux/{id}", call: get(({ set }) => `/api/lieux/${set.lieuId}`), expect: publicRead(404) },
  {
    op: "PUT /api/lieux/{id}",
    call: ({ set }) => ({ method: "PUT", url: `/api/lieux/${set.lieuId}`, payload: lieuBody() }),
    expect: organiserWrite(200),
    state: ({ set }) => rowOf(lieux, set.lieuId),
  },
  {
    op: "DELETE /api/lieux/{id}",
    call: ({ role, set }) => ({
      method: "DELETE",
      url: `/api/lieux/${role === "suspended account" ? set.lieuId : throwawayOf(role).lieuId}`,
    }),
    expect: organiserWrite(204),
    state: () => countOf(lieux),
  },
  { op: "GET /api/parcours", call: get(() => "/api/parcours"), expect: all(200) },
  { op: "GET /api/parcours/counts", call: get(() => "/api/parcours/counts"), expect: all(200) },
  {
    op: "GET /api/parcours/user/{userId}",
    call: get(({ set }) => `/api/parcours/user/${set.user.user.id}`),
    expect: ownAccount(200),
  },
  {
    op: "GET /api/parcours/{id}/preview",
    call: get(({ set }) => `/api/parcours/${set.parcoursId}/preview`),
    expect: preview,
  },
  {
    op: "GET /api/parcours/{id}",
    call: get(({ set }) => `/api/parcours/${set.parcoursId}`),
    expect: publicRead(404),
  },
  {
    op: "PUT /api/parcours/{id}",
    call: ({ set }) => ({
      method: "PUT",
      url: `/api/parcours/${set.parcoursId}`,
      payload: parcoursFields(set.lieuId),
    }),
    expect: organiserWrite(200),
    state: ({ set }) => rowOf(parcours, set.parcoursId),
  },
  {
    op: "DELETE /api/parcours/{id}",
    call: ({ role, set }) => ({
      method: "DELETE",
      url: `/api/parcours/${role === "suspended account" ? set.parcoursId : throwawayOf(role).parcoursId}`,
    }),
    expect: organiserWrite(204),
    state: () => countOf(parcours),
  },
  {
    op: "POST /api/parcours/create",
    call: async ({ set }) => {
      const { payload, headers } = await multipart(parcoursFields(set.lieuId));
      return { method: "POST", url: "/api/parcours/create", payload, headers };
    },
    // Any organiser may start a route from any venue.
    expect: organiserWrite(201, 201),
    state: () => countOf(parcours),
  },
  { op: "GET /api/sites", call: get(() => "/api/sites"), expect: all(200) },
  { op: "GET /api/sites/counts", call: get(() => "/api/sites/counts"), expect: all(200) },
  {
    op: "POST /api/sites",
    // A site is a step of the owner's route: only the route's owner adds one.
    call: ({ set }) => ({ method: "POST", url: "/api/sites", payload: siteBody(set.lieuId, set.parcoursId) }),
    expect: organiserWrite(201),
    state: () => countOf(sites),
  },
  {
    op: "GET /api/sites/user/{userId}",
    call: get(({ set }) => `/api/sites/user/${set.user.user.id}`),
    expect: ownAccount(200),
  },
  {
    op: "GET /api/sites/{id}/preview",
    call: get(({ set }) => `/api/sites/${set.siteId}/preview`),
    expect: preview,
  },
  { op: "GET /api/sites/{id}", call: get(({ set }) => `/api/sites/${set.siteId}`), expect: publicRead(404) },
  {
    op: "PUT /api/sites/{id}",
    call: ({ set }) => ({
      method: "PUT",
      url: `/api/sites/${set.siteId}`,
      payload: siteBody(set.lieuId, set.parcoursId),
    }),
    expect: organiserWrite(200),
    state: ({ set }) => rowOf(sites, set.siteId),
  },
  {
    op: "DELETE /api/sites/{id}",
    call: ({ role, set }) => ({
      method: "DELETE",
      url: `/api/sites/${role === "suspended account" ? set.siteId : throwawayOf(role).siteId}`,
    }),
    expect: organiserWrite(204),
    state: () => countOf(sites),
  },
  {
    op: "POST /api/participations",
    // Anyone registers, with or without an account.
    call: ({ set }) => ({
      method: "POST",
      url: "/api/participations",
      payload: registration(set.eventId, { email: uniqueEmail("inscription") }),
    }),
    expect: optionalUser(201),
    state: () => countOf(participations),
  },
  {
    op: "GET /api/participations",
    // Each account lists its own registrations.
    call: get(() => "/api/participations"),
    expect: signedIn(200),
  },
  {
    op: "POST /api/participations/{id}/cancel",
    // Held by the participant; the event's organisation may cancel it too (responsable, éditeur: not
    // the door); nobody else without the ticket's code. Each cell cancels a registration of its own.
    call: ({ role }) => ({
      method: "POST",
      url: `/api/participations/${f.cancellable[role]}/cancel`,
      payload: {},
    }),
    expect: { ...optionalUser(403), anonymous: 401, participant: 200, éditeur: 200, owner: 200 },
    state: ({ role }) => rowOf(participations, f.cancellable[role]),
  },
  {
    op: "GET /api/participations/{id}",
    call: get(({ set }) => `/api/participations/${set.participationId}`),
    expect: { ...optionalUser(403), anonymous: 401, participant: 200 },
  },
  { op: "GET /api/locations", call: get(() => "/api/locations"), expect: all(200) },
  {
    op: "POST /api/locations",
    call: () => ({ method: "POST", url: "/api/locations", payload: locationBody }),
    expect: organiserWrite(201, 201),
    state: () => countOf(locations),
  },
  {
    op: "GET /api/locations/{id}",
    // Places are not moderated (MODERATED_KINDS): a suspended owner's place stays readable.
    call: get(({ set }) => `/api/locations/${set.locationId}`),
    expect: all(200),
  },
  { op: "GET /api/organisations", call: get(() => "/api/organisations"), expect: signedIn(200) },
  {
    op: "POST /api/organisations/{id}/switch",
    // To the organisation the members' sessions already act for: nothing changes for other rows.
    call: ({ set }) => ({ method: "POST", url: `/api/organisations/${set.organisationId}/switch` }),
    expect: teamRead(200),
    state: () => countOf(sessions),
  },
  {
    op: "GET /api/organisations/{id}/members",
    call: get(({ set }) => `/api/organisations/${set.organisationId}/members`),
    expect: teamRead(200),
  },
  {
    op: "POST /api/organisations/{id}/invitations",
    call: ({ set }) => ({
      method: "POST",
      url: `/api/organisations/${set.organisationId}/invitations`,
      payload: { email: uniqueEmail("invitation"), role: "editeur" },
    }),
    expect: teamWrite(201),
    state: () => countOf(invitations),
  },
  {
    op: "DELETE /api/organisations/{id}/invitations/{invitationId}",
    call: ({ set }) => ({
      method: "DELETE",
      url: `/api/organisations/${set.organisationId}/invitations/${f.throwaway.invitationToRevoke}`,
    }),
    expect: teamWrite(204),
    state: () => rowOf(invitations, f.throwaway.invitationToRevoke),
  },
  {
    op: "PATCH /api/organisations/{id}/members/{userId}",
    call: ({ set }) => ({
      method: "PATCH",
      url: `/api/organisations/${set.organisationId}/members/${f.throwaway.memberToChange}`,
      payload: { role: "accueil" },
    }),
    expect: teamWrite(200),
    state: () => countOf(memberships),
  },
  {
    op: "DELETE /api/organisations/{id}/members/{userId}",
    call: ({ set }) => ({
      method: "DELETE",
      url: `/api/organisations/${set.organisationId}/members/${f.throwaway.memberToRemove}`,
    }),
    expect: teamWrite(204),
    state: () => countOf(memberships),
  },
  {
    op: "GET /api/invitations/{token}",
    // Read by its link, with or without an account: the token is not read.
    call: get(() => `/api/invitations/${f.throwaway.invitationToken}`),
    expect: all(200),
  },
  {
    op: "POST /api/invitations/{token}/accept",
    // Sent to an address no caller holds: every account is the wrong one.
    call: () => ({ method: "POST", url: `/api/invitations/${f.throwaway.invitationToken}/accept` }),
    expect: signedIn(403),
    state: () => countOf(memberships),
  },
  { op: "GET /api/stats", call: get(() => "/api/stats"), expect: all(200) },
  { op: "GET /api/dashboard", call: get(() => "/api/dashboard"), expect: signedIn(200) },
  {
    op: "POST /api/mail/reminders-off",
    call: () => ({ method: "POST", url: "/api/mail/reminders-off", payload: { token: "x".repeat(43) } }),
    expect: all(400),
  },
  {
    op: "POST /api/mail/reminders-off/{token}",
    call: () => ({ method: "POST", url: `/api/mail/reminders-off/${"x".repeat(43)}` }),
    expect: all(400),
  },
  { op: "GET /api/open-data", call: get(() => "/api/open-data"), expect: all(200) },
  ...["events", "sessions", "programs", "lieux", "locations", "parcours", "sites"].map(
    (name): Row => ({
      op: `GET /api/open-data/${name}.csv`,
      call: get(() => `/api/open-data/${name}.csv`),
      expect: all(200),
    }),
  ),
  { op: "GET /api/map/points", call: get(() => "/api/map/points"), expect: all(200) },
  { op: "GET /api/map/config", call: get(() => "/api/map/config"), expect: all(200) },
  // Public: finds only public content, the same answer whoever asks (issue 32).
  { op: "GET /api/search", call: get(() => "/api/search?q=concert"), expect: all(200) },
  {
    op: "GET /api/map/geocode",
    // Any organiser; without a geocoder (GEOCODER_URL unset) the search answers 404 « not enabled ».
    call: get(() => "/api/map/geocode?q=Orange"),
    expect: organiserWrite(404, 404),
  },
  { op: "GET /api/admin/moderation", call: get(() => "/api/admin/moderation"), expect: adminOnly(200) },
  {
    op: "GET /api/admin/moderation/{kind}/{id}",
    call: get(({ set }) => `/api/admin/moderation/event/${set.eventId}`),
    expect: adminOnly(200),
  },
  {
    op: "POST /api/admin/moderation/{kind}/{id}/approve",
    call: () => ({
      method: "POST",
      url: `/api/admin/moderation/event/${f.throwaway.pendingEventToApprove}/approve`,
      payload: {},
    }),
    expect: adminOnly(200),
    state: () => rowOf(events, f.throwaway.pendingEventToApprove),
  },
  {
    op: "POST /api/admin/moderation/{kind}/{id}/refuse",
    call: () => ({
      method: "POST",
      url: `/api/admin/moderation/event/${f.throwaway.pendingEventToRefuse}/refuse`,
      payload: reason,
    }),
    expect: adminOnly(200),
    state: () => rowOf(events, f.throwaway.pendingEventToRefuse),
  },
  {
    op: "POST /api/admin/moderation/{kind}/{id}/unpublish",
    call: () => ({
      method: "POST",
      url: `/api/admin/moderation/event/${f.throwaway.publishedEventToUnpublish}/unpublish`,
      payload: reason,
    }),
    expect: adminOnly(200),
    state: () => rowOf(events, f.throwaway.publishedEventToUnpublish),
  },
  { op: "GET /api/admin/users", call: get(() => "/api/admin/users"), expect: adminOnly(200) },
  {
    op: "POST /api/admin/users/{id}/suspend",
    call: () => ({
      method: "POST",
      url: `/api/admin/users/${f.throwaway.accountToSuspend}/suspend`,
      payload: reason,
    }),
    expect: adminOnly(204),
    state: () => rowOf(users, f.throwaway.accountToSuspend),
  },
  {
    op: "POST /api/admin/users/{id}/reinstate",
    call: () => ({
      method: "POST",
      url: `/api/admin/users/${f.throwaway.accountToReinstate}/reinstate`,
      payload: {},
    }),
    expect: adminOnly(204),
    state: () => rowOf(users, f.throwaway.accountToReinstate),
  },
  { op: "GET /api/admin/audit-log", call: get(() => "/api/admin/audit-log"), expect: adminOnly(200) },
  { op: "GET /api/admin/figures", call: get(() => "/api/admin/figures"), expect: adminOnly(200) },
  { op: "GET /api/admin/audit-log.csv", call: get(() => "/api/admin/audit-log.csv"), expect: adminOnly(200) },
  {
    op: "POST /api/reports",
    // Anyone reports a public item; the suspended account's column reports its own (hidden) route.
    call: ({ set }) => ({
      method: "POST",
      url: "/api/reports",
      payload: { target_type: "parcours", target_id: set.parcoursId, reason: "spam" },
    }),
    expect: optionalUser(202),
  },
  { op: "GET /api/admin/reports", call: get(() => "/api/admin/reports"), expect: adminOnly(200) },
  {
    op: "GET /api/admin/reports/{kind}/{id}",
    call: get(({ set }) => `/api/admin/reports/event/${set.eventId}`),
    expect: adminOnly(200),
  },
  {
    op: "POST /api/admin/reports/{kind}/{id}/resolve",
    call: () => ({
      method: "POST",
      url: `/api/admin/reports/lieu/${f.throwaway.reportedLieuId}/resolve`,
      payload: { reason: "Signalement sans fondement." },
    }),
    expect: adminOnly(200),
    state: () =>
      ctx.database.db.select().from(reports).where(eq(reports.target_id, f.throwaway.reportedLieuId)),
  },
  { op: "GET /api/admin/organisers", call: get(() => "/api/admin/organisers"), expect: adminOnly(200) },
  {
    op: "GET /api/admin/organisers/{id}",
    call: get(({ set }) => `/api/admin/organisers/${set.user.user.id}`),
    expect: adminOnly(200),
  },
  {
    op: "POST /api/admin/organisers/{id}/identity-check",
    // Without SIRENE_API_URL (the tests' default), the administrator's request is a 409 « not enabled ».
    call: ({ set }) => ({ method: "POST", url: `/api/admin/organisers/${set.user.user.id}/identity-check` }),
    expect: adminOnly(409),
    state: ({ set }) => rowOf(users, set.user.user.id),
  },
  {
    op: "POST /api/admin/organisers/{id}/verify",
    call: () => ({
      method: "POST",
      url: `/api/admin/organisers/${f.throwaway.organiserToVerify}/verify`,
      payload: {},
    }),
    expect: adminOnly(200),
    state: () => rowOf(users, f.throwaway.organiserToVerify),
  },
  {
    op: "POST /api/admin/organisers/{id}/refuse",
    call: () => ({
      method: "POST",
      url: `/api/admin/organisers/${f.throwaway.organiserToRefuse}/refuse`,
      payload: reason,
    }),
    expect: adminOnly(200),
    state: () => rowOf(users, f.throwaway.organiserToRefuse),
  },
];

const REFUSALS = new Set([401, 403, 404]);

const label = (expected: Expected) =>
  typeof expected === "number" ? String(expected) : expected.join(" or ");

describe("authorization table", () => {
  it("has a row for every operation of the OpenAPI document, and none for an operation it lacks", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/api/"))
      .flatMap(([path, byMethod]) =>
        Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(rows.map((row) => row.op).sort()).toEqual(operations.sort());
  });

  describe.each(rows.map((row) => ({ ...row, name: row.op })))("$name", (row) => {
    it.each(ROLES.map((role) => ({ role, name: `${row.op} × ${role} → ${label(row.expect[role])}` })))(
      "$name",
      async ({ role }) => {
        const cell: Cell = {
          role,
          token: tokenOf(role),
          set: role === "suspended account" ? f.suspended : f.owner,
        };
        const call = await row.call(cell);
        const expected = row.expect[role];
        const refused = [expected].flat().every((status) => REFUSALS.has(status));
        const before = refused && row.state ? await row.state(cell) : undefined;
        const token = call.token === undefined ? cell.token : call.token;
        const response = await ctx.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...(token ? bearer(token) : {}), ...call.headers },
          ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
          ...(call.payload === undefined ? {} : { payload: call.payload as Record<string, unknown> }),
        });
        const got = `${response.statusCode} ${response.body.slice(0, 200)}`;
        expect([expected].flat(), got).toContain(response.statusCode);
        // A refusal is said in the one error format, in French (DESIGN.md §4).
        if (response.statusCode >= 400) {
          expect(response.json(), got).toMatchObject({ error: expect.any(String), code: expect.any(String) });
        }
        if (refused && row.state) expect(await row.state(cell)).toEqual(before);
      },
    );
  });
});
