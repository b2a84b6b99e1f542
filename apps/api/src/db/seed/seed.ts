import { randomBytes } from "node:crypto";
import { isoToParisLocal, parisLocalToIso } from "@culture-patrimoine/contract/dates";
import { uploadUrl } from "@culture-patrimoine/contract/routes";
import { count, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type FileStore, localFileStore } from "../../lib/file-store.ts";
import { recordAudit } from "../../modules/admin/audit-log.ts";
import { hashPassword } from "../../modules/auth/password.ts";
import { enableWithSecret } from "../../modules/auth/second-factor.ts";
import { foundOrganisation } from "../../modules/organisations/founding.ts";
import type { Database } from "../client.ts";
import {
  eventSessions,
  events,
  lieux,
  locations,
  parcours,
  participations,
  programs,
  sites,
  users,
} from "../schema.ts";
import {
  ANONYMOUS_REGISTRANTS,
  DEMO_ACCESSIBILITY,
  DEMO_EVENTS,
  DEMO_LIEUX,
  DEMO_LOCATIONS,
  DEMO_PARCOURS,
  DEMO_PARTICIPANT_REGISTRATIONS,
  DEMO_USERS,
  type DemoMoment,
  type DemoUser,
  MOTIVATIONS,
  PLACES_CYCLE,
  REGISTRATIONS_PER_DEMO_PROFESSIONNEL_EVENT,
  REGISTRATIONS_PER_EVENT,
  SPECIAL_REQUESTS,
} from "./demo-content.ts";
import {
  DEMO_PICTURE_ALTS,
  type DemoPictureKind,
  eventPictureKind,
  lieuPictureKind,
  prepareDemoPictures,
  sitePictureKind,
} from "./demo-pictures.ts";

export const DEMO_ACCOUNTS = {
  participant: { email: "participant@demo.culture-patrimoine.fr", password: "Visite-Demo-2026" },
  professionnel: { email: "organisateur@demo.culture-patrimoine.fr", password: "Programme-Demo-2026" },
} as const;

/**
 * The demo administrator (issue 29): its second factor is enabled with this fixed TOTP secret
 * (base32), published in the README so that a tester can add it to an authenticator app. A demo
 * only: `npm run admin:create` gives a real administrator a secret of its own. Apart from
 * DEMO_ACCOUNTS, whose accounts log in with a password alone.
 */
export const DEMO_ADMINISTRATOR = {
  email: "administrateur@demo.culture-patrimoine.fr",
  password: "Admin-Demo-2026",
  totpSecret: "CULTUREPATRIMOINEDEMOADMINISTRAT",
} as const;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface PasswordHashes {
  participant: string;
  professionnel: string;
  /** One hash for every other account: nobody knows its password, and argon2 is slow. */
  shared: string;
}

// Two servers starting on one empty PostgreSQL database must not both seed it.
const SEED_LOCK_KEY = 4_207_311;

export interface SeedOptions {
  /** Where the demo pictures are stored (the server's file store); without it, no pictures. */
  files?: FileStore;
  /** A local folder for them instead (tests): the same as `files: localFileStore(uploadsDir)`. */
  uploadsDir?: string;
  log?: FastifyBaseLogger;
  /** The app's secret, which encrypts second factors: without it, no demo administrator. */
  appSecret?: string;
}

/** Fills an empty database with the demo data, all or nothing; false when there are users already. */
export async function seedDemoDataIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (!(await hasNoUsers(db))) return false;
  const [hashes, pictures] = await Promise.all([hashDemoPasswords(), demoPictures(options)]);
  try {
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await hasNoUsers(tx))) return false;
      await insertDemoData(tx, hashes, new Date(), pictures?.byItem ?? null);
      if (options.appSecret) await insertDemoAdministrator(tx as unknown as Database, options.appSecret);
      return true;
    });
    // Unused pictures go: all of them when another server seeded first.
    await pictures?.store.finish(!seeded);
    return seeded;
  } catch (error) {
    await pictures?.store.finish(true);
    throw error;
  }
}

/** The demo administrator, its second factor enabled with the published secret. */
async function insertDemoAdministrator(tx: Database, appSecret: string): Promise<void> {
  const [admin] = await tx
    .insert(users)
    .values({
      first_name: "Alix",
      last_name: "Administratrice",
      email: DEMO_ADMINISTRATOR.email,
      password_hash: await hashPassword(DEMO_ADMINISTRATOR.password),
      phone: "0100000000",
      role: "administrateur",
      email_confirmed_at: new Date(),
    })
    .returning({ id: users.id });
  if (!admin) throw new Error("insert returned no row");
  await enableWithSecret(tx, appSecret, admin.id, DEMO_ADMINISTRATOR.totpSecret);
  // Recorded as npm run admin:create records a creation: the demo's audit log starts with it.
  await recordAudit(tx, {
    actor: null,
    action: "administrator_created",
    target: { type: "user", id: admin.id },
    after: { email: DEMO_ADMINISTRATOR.email, role: "administrateur", second_factor: "enabled" },
  });
}

/** A demo item's picture: its own file name (the same files as others of its kind) and alt text. */
interface DemoPicture {
  file: string;
  alt: string;
}

/**
 * Every venue, event and site of the demo gets a picture of its kind (demo-pictures.ts),
 * converted by the upload pipeline before the transaction (files are not part of it).
 */
async function demoPictures({ files, uploadsDir, log }: SeedOptions) {
  const target = files ?? (uploadsDir ? localFileStore(uploadsDir) : null);
  if (!target) return null;
  const store = await prepareDemoPictures(target, log ?? silentLog);
  const byItem = new Map<object, DemoPicture>();
  const give = async (item: object, kind: DemoPictureKind) => {
    byItem.set(item, { file: await store.copyOf(kind), alt: DEMO_PICTURE_ALTS[kind] });
  };
  const lieuKinds = new Map(DEMO_LIEUX.map((lieu) => [lieu.key, lieuPictureKind(lieu)]));
  for (const lieu of DEMO_LIEUX) await give(lieu, lieuKinds.get(lieu.key) ?? "facade");
  for (const event of DEMO_EVENTS) {
    await give(event, eventPictureKind(event, lieuKinds.get(event.lieu) ?? "facade"));
  }
  // A route has no picture: the web draws its own plan from its sites (issue 33), rather than one
  // clip art of four steps for every route whatever its count.
  for (const route of DEMO_PARCOURS) {
    for (const site of route.sites) await give(site, sitePictureKind(site));
  }
  return { store, byItem };
}

const silentLog = { error() {}, warn() {} } as unknown as FastifyBaseLogger;

/** The picture columns of a demo item: "/uploads/…" (a route's: the bare file name, SPEC §7). */
function pictureColumns(pictures: ReadonlyMap<object, DemoPicture> | null, item: object, bare = false) {
  const picture = pictures?.get(item);
  if (!picture) return { image: null, image_alt: null };
  return { image: bare ? picture.file : uploadUrl(picture.file), image_alt: picture.alt };
}

async function hasNoUsers(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

async function hashDemoPasswords(): Promise<PasswordHashes> {
  const [participant, professionnel, shared] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.participant.password),
    hashPassword(DEMO_ACCOUNTS.professionnel.password),
    hashPassword(randomBytes(32).toString("base64url")),
  ]);
  return { participant, professionnel, shared };
}

function userEmail(user: DemoUser): string {
  return "demoAccount" in user ? DEMO_ACCOUNTS[user.demoAccount].email : user.email;
}

/** The id a natural key was given by a bulk insert; a typo in the demo content fails loudly. */
function idOf<Key>(ids: ReadonlyMap<Key, number>, key: Key, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo data: unknown ${what} "${key}"`);
  return id;
}

async function insertDemoData(
  tx: Transaction,
  hashes: PasswordHashes,
  now: Date,
  pictures: ReadonlyMap<object, DemoPicture> | null,
): Promise<void> {
  const today = parisDay(now);
  const at = (moment: DemoMoment) => parisInstant(addDays(today, moment.day), moment.time);

  // Users, resolved by e-mail.
  const insertedUsers = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((user) => ({
        first_name: user.first_name,
        last_name: user.last_name,
        email: userEmail(user),
        password_hash: "demoAccount" in user ? hashes[user.demoAccount] : hashes.shared,
        phone: user.phone,
        address: user.address,
        city: user.city,
        organization: "organization" in user ? (user.organization ?? null) : null,
        siret: "siret" in user ? (user.siret ?? null) : null,
        // The demo organisers publish at once (issue 29): SPEC's client signs in as one of them.
        verification_status: user.role === "professionnel" ? ("verified" as const) : null,
        verified_at: user.role === "professionnel" ? now : null,
        description: user.description,
        role: user.role,
        // Demo addresses count as proven: a demo account shows its registrations made without it.
        email_confirmed_at: now,
      })),
    )
    .returning();
  const idByEmail = new Map(insertedUsers.map((row) => [row.email, row.id]));
  const userIds = new Map(DEMO_USERS.map((user) => [user.key, idOf(idByEmail, userEmail(user), "user")]));
  // Each demo organiser founded their organisation (issue 30), which owns what they publish.
  const organisationIds = new Map<number, number>();
  for (const row of insertedUsers) {
    if (row.role === "professionnel")
      organisationIds.set(row.id, await foundOrganisation(tx as unknown as Database, row));
  }
  /** The creator and the owning organisation of a demo organiser's item. */
  const ownedBy = (key: string) => {
    const userId = idOf(userIds, key, "user");
    return { user_id: userId, organisation_id: idOf(organisationIds, userId, "organisation") };
  };

  // Venues, resolved by name.
  const insertedLieux = await tx
    .insert(lieux)
    .values(
      DEMO_LIEUX.map((lieu) => ({
        nom: lieu.nom,
        ville: lieu.ville,
        pays: "France",
        description: lieu.description,
        site_web: lieu.site_web,
        adresse: lieu.adresse,
        code_postal: lieu.code_postal,
        latitude: lieu.latitude,
        longitude: lieu.longitude,
        ...accessibilityOfLieu(lieu.key),
        ...pictureColumns(pictures, lieu),
        ...ownedBy(lieu.owner),
      })),
    )
    .returning({ id: lieux.id, nom: lieux.nom });
  const idByLieuName = new Map(insertedLieux.map((row) => [row.nom, row.id]));
  const lieuIds = new Map(DEMO_LIEUX.map((lieu) => [lieu.key, idOf(idByLieuName, lieu.nom, "venue")]));
  const lieuOwner = new Map(DEMO_LIEUX.map((lieu) => [lieu.key, lieu.owner]));

  // Events, each at a venue of its owner, resolved by title.
  const insertedEvents = await tx
    .insert(events)
    .values(
      DEMO_EVENTS.map((event) => ({
        title: event.title,
        description: event.description,
        category: event.category,
        date_start: at(event.start),
        date_end: event.end ? at(event.end) : null,
        price_cents: event.priceCents,
        payment_mode:
          event.priceCents === null ? ("free" as const) : (event.paymentMode ?? ("on_site" as const)),
        image_url: pictureColumns(pictures, event).image,
        image_alt: pictureColumns(pictures, event).image_alt,
        lieu_id: idOf(lieuIds, event.lieu, "venue"),
        ...accessibilityOfEvent(event),
        ...ownedBy(lieuOwner.get(event.lieu) ?? ""),
      })),
    )
    .returning({ id: events.id, title: events.title });
  const idByTitle = new Map(insertedEvents.map((row) => [row.title, row.id]));
  const eventIds = new Map(DEMO_EVENTS.map((event) => [event.key, idOf(idByTitle, event.title, "event")]));

  // A first session per event at its dates (it receives the demo registrations), then the others.
  const insertedSessions = await tx
    .insert(eventSessions)
    .values(
      DEMO_EVENTS.map((event) => ({
        event_id: idOf(eventIds, event.key, "event"),
        starts_at: at(event.start),
        ends_at: event.end ? at(event.end) : null,
      })),
    )
    .returning({ id: eventSessions.id, event_id: eventSessions.event_id });
  const sessionIds = new Map(insertedSessions.map((row) => [row.event_id, row.id]));
  const moreSessions = DEMO_EVENTS.flatMap((event) =>
    (event.moreSessions ?? []).map((session) => ({
      event_id: idOf(eventIds, event.key, "event"),
      starts_at: at(session.start),
      ends_at: session.end ? at(session.end) : null,
      capacity: session.capacity,
    })),
  );
  if (moreSessions.length > 0) await tx.insert(eventSessions).values(moreSessions);
  // An event's dates follow its sessions (decision 019): first start, last end.
  await tx.execute(sql`update events e set
    date_start = (select min(s.starts_at) from event_sessions s where s.event_id = e.id),
    date_end = (select max(coalesce(s.ends_at, s.starts_at)) from event_sessions s where s.event_id = e.id)
    where (select count(*) from event_sessions s where s.event_id = e.id) > 1`);

  await tx.insert(programs).values(
    DEMO_EVENTS.flatMap((event) =>
      (event.programme ?? []).map((line) => ({
        event_id: idOf(eventIds, event.key, "event"),
        date: addDays(today, event.start.day + (line.day ?? 0)),
        start_time: line.start,
        end_time: line.end,
        title: line.title,
        description: line.description ?? null,
        category: line.category,
      })),
    ),
  );

  const insertedParcours = await tx
    .insert(parcours)
    .values(
      DEMO_PARCOURS.map((route) => ({
        title: route.title,
        description: route.description,
        theme: route.theme,
        difficulty: route.difficulty,
        duration: route.duration,
        ...pictureColumns(pictures, route, true),
        lieu_id: route.lieu ? idOf(lieuIds, route.lieu, "venue") : null,
        ...ownedBy(route.owner),
        participants: route.participants,
        rating: route.rating,
      })),
    )
    .returning({ id: parcours.id, title: parcours.title });
  const parcoursIds = new Map(insertedParcours.map((row) => [row.title, row.id]));

  await tx.insert(sites).values(
    DEMO_PARCOURS.flatMap((route) =>
      route.sites.map((site) => ({
        name: site.name,
        categorie: site.categorie,
        description: site.description,
        adresse: site.adresse,
        heure_ouverture: site.heure_ouverture,
        tarif: site.tarif,
        telephone: null,
        email: null,
        site_web: site.site_web ?? null,
        services: [...site.services],
        transport: site.transport,
        periode_historique: site.periode_historique,
        style_architectural: site.style_architectural,
        points_interet: site.points_interet,
        latitude: site.latitude,
        longitude: site.longitude,
        ...pictureColumns(pictures, site),
        lieu_id: site.lieu ? idOf(lieuIds, site.lieu, "venue") : null,
        parcours_id: idOf(parcoursIds, route.title, "route"),
        ...ownedBy(route.owner),
      })),
    ),
  );

  await tx.insert(participations).values(planRegistrations(userIds, eventIds, sessionIds, lieuOwner));
  // Places taken follow the registrations, as the booking core keeps them (the CHECK guards capacity).
  await tx.execute(sql`update event_sessions s set places_taken = coalesce((select sum(p.nombre_places)
    from participations p where p.session_id = s.id and p.status = 'confirmed'), 0)`);
  for (const event of DEMO_EVENTS) {
    if (event.placesLeft === undefined) continue;
    const sessionId = idOf(sessionIds, idOf(eventIds, event.key, "event"), "session");
    // A capacity needs at least one place: a full session without registrations gets one taken.
    await tx.execute(sql`update event_sessions set capacity = greatest(places_taken + ${event.placesLeft}, 1)
      where id = ${sessionId}`);
  }

  await tx.insert(locations).values(
    DEMO_LOCATIONS.map(({ owner, ...location }) => ({
      ...location,
      country: "France",
      image: null,
      ...ownedBy(owner),
    })),
  );
}

interface Registrant {
  userId: number | null;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
}

/** Deterministic registrations: the demo participant's own, then the others taken in turn. */
function planRegistrations(
  userIds: ReadonlyMap<string, number>,
  eventIds: ReadonlyMap<string, number>,
  sessionIds: ReadonlyMap<number, number>,
  lieuOwner: ReadonlyMap<string, string>,
) {
  const fromUser = (user: DemoUser): Registrant => ({
    userId: idOf(userIds, user.key, "user"),
    nom: user.last_name,
    prenom: user.first_name,
    email: userEmail(user),
    telephone: user.phone,
  });
  const demoParticipant = DEMO_USERS.find(
    (user) => "demoAccount" in user && user.demoAccount === "participant",
  );
  const demoProfessionnel = DEMO_USERS.find(
    (user) => "demoAccount" in user && user.demoAccount === "professionnel",
  );
  if (!demoParticipant || !demoProfessionnel) throw new Error("Demo data: the demo accounts are missing");
  // Most people register with their account: every account holder in turn, then one anonymous visitor.
  const accountHolders = DEMO_USERS.filter(
    (user) => user.role === "participant" && user !== demoParticipant,
  ).map(fromUser);
  const others: Registrant[] = ANONYMOUS_REGISTRANTS.flatMap((person) => [
    ...accountHolders,
    { userId: null, ...person },
  ]);
  const eventsByKey = new Map(DEMO_EVENTS.map((event) => [event.key, event]));

  const rows: (typeof participations.$inferInsert)[] = [];
  const register = (eventKey: string, registrant: Registrant, places: number, motivation: string | null) => {
    const event = eventsByKey.get(eventKey);
    if (!event) throw new Error(`Demo data: unknown event "${eventKey}"`);
    const eventId = idOf(eventIds, eventKey, "event");
    rows.push({
      event_id: eventId,
      session_id: idOf(sessionIds, eventId, "session"),
      user_id: registrant.userId,
      nom: registrant.nom,
      prenom: registrant.prenom,
      email: registrant.email,
      telephone: registrant.telephone,
      nombre_places: places,
      demandes_speciales: SPECIAL_REQUESTS[rows.length % SPECIAL_REQUESTS.length] ?? null,
      motivation,
      montant_paye_cents: (event.priceCents ?? 0) * places,
      // The online event's registrations are shown paid through the simulated provider (a
      // demonstration): a pending one would hold its places for PAYMENT_HOLD_MINUTES only.
      payment_status:
        event.priceCents === null ? "free" : event.paymentMode === "online" ? "paid" : "on_site",
      // 32 characters, like the codes the API issues (the ticket page and the scanner check the shape).
      ticket_code: randomBytes(24).toString("base64url"),
    });
  };

  const me = fromUser(demoParticipant);
  for (const registration of DEMO_PARTICIPANT_REGISTRATIONS) {
    register(registration.event, me, registration.places, registration.motivation);
  }
  let turn = 0;
  DEMO_EVENTS.forEach((event, index) => {
    const registrations =
      lieuOwner.get(event.lieu) === demoProfessionnel.key
        ? REGISTRATIONS_PER_DEMO_PROFESSIONNEL_EVENT
        : (REGISTRATIONS_PER_EVENT[index % REGISTRATIONS_PER_EVENT.length] ?? 0);
    // An event takes fewer consecutive turns than there are account holders: nobody registers twice.
    for (let n = 0; n < registrations; n++, turn++) {
      const registrant = others[turn % others.length] as Registrant;
      const places = PLACES_CYCLE[turn % PLACES_CYCLE.length] ?? 1;
      register(event.key, registrant, places, MOTIVATIONS[turn % MOTIVATIONS.length] ?? null);
    }
  });
  return rows;
}

// Demo times are French wall-clock times, whatever the server's own time zone: the contract's
// Paris clock (dates.ts) converts both ways.

/** "YYYY-MM-DD" of the Paris calendar day at this instant. */
function parisDay(instant: Date): string {
  return isoToParisLocal(instant.toISOString())?.slice(0, 10) ?? "";
}

function isoDay(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return isoDay(Date.UTC(year, month - 1, date + days));
}

/** The instant at which Paris clocks show `time` ("HH:MM") on `day`. */
function parisInstant(day: string, time: string): Date {
  const iso = parisLocalToIso(`${day}T${time}`);
  if (!iso) throw new Error(`Demo data: ${day} ${time} is not a date`);
  return new Date(iso);
}

/** A demo venue's accessibility columns (DEMO_ACCESSIBILITY). */
function accessibilityOfLieu(key: string) {
  const known = DEMO_ACCESSIBILITY.lieux[key];
  return { accessibility: [...(known?.families ?? [])], accessibility_details: known?.details ?? null };
}

/** A demo event's: its own when it differs from its venue's, else the venue's families alone. */
function accessibilityOfEvent(event: { key: string; lieu: string }) {
  const own = DEMO_ACCESSIBILITY.events[event.key];
  if (own) return { accessibility: [...own.families], accessibility_details: own.details ?? null };
  return {
    accessibility: [...(DEMO_ACCESSIBILITY.lieux[event.lieu]?.families ?? [])],
    accessibility_details: null,
  };
}
