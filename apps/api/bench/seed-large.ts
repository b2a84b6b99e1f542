import { eq, sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import { eventSessions, events, lieux, organisations, users } from "../src/db/schema.ts";
import { hashPassword } from "../src/modules/auth/password.ts";

export const BENCH_LOGIN = { email: "bench@culture-patrimoine.test", password: "Banc-d-essai-2026" };

/**
 * Accounts of the login measure, one per connection, same password: 50 connections on one account
 * measured the login throttle (its account counter lets 5 attempts in flight, then answers 429),
 * not a login.
 */
export function benchAccount(index: number): { email: string; password: string } {
  return { email: `banc${index}@culture-patrimoine.test`, password: BENCH_LOGIN.password };
}
export const BENCH_ACCOUNTS = 64;

export interface LargeDataSet {
  /** An upcoming event with three sessions of limited places (the event page's heaviest case). */
  eventId: number;
  /** A route with its five sites. */
  parcoursId: number;
  counts: Record<string, number>;
}

const ORGANISERS = 200;
const PARTICIPANTS = 2000;
const VENUES = 600;
const ROUTES = 100;
/** Owner of seedHotSessions' events, apart from the generated ones. */
const HOT_ORGANISER = "jauge@bench.test";

// Real cities, so that a venue list looks like one; a venue's city is picked by its number, and
// the venue gets the city's postcode and a point near its centre (the filters and the distance
// sort of issue 14).
const CITIES: readonly { name: string; postcode: string; lat: number; lon: number }[] = [
  { name: "Paris", postcode: "75001", lat: 48.8566, lon: 2.3522 },
  { name: "Lyon", postcode: "69001", lat: 45.764, lon: 4.8357 },
  { name: "Marseille", postcode: "13001", lat: 43.2965, lon: 5.3698 },
  { name: "Toulouse", postcode: "31000", lat: 43.6047, lon: 1.4442 },
  { name: "Nice", postcode: "06000", lat: 43.7102, lon: 7.262 },
  { name: "Nantes", postcode: "44000", lat: 47.2184, lon: -1.5536 },
  { name: "Strasbourg", postcode: "67000", lat: 48.5734, lon: 7.7521 },
  { name: "Montpellier", postcode: "34000", lat: 43.6108, lon: 3.8767 },
  { name: "Bordeaux", postcode: "33000", lat: 44.8378, lon: -0.5792 },
  { name: "Lille", postcode: "59000", lat: 50.6292, lon: 3.0573 },
  { name: "Rennes", postcode: "35000", lat: 48.1173, lon: -1.6778 },
  { name: "Reims", postcode: "51100", lat: 49.2583, lon: 4.0317 },
  { name: "Saint-Étienne", postcode: "42000", lat: 45.4397, lon: 4.3872 },
  { name: "Le Havre", postcode: "76600", lat: 49.4944, lon: 0.1079 },
  { name: "Toulon", postcode: "83000", lat: 43.1242, lon: 5.928 },
  { name: "Grenoble", postcode: "38000", lat: 45.1885, lon: 5.7245 },
  { name: "Dijon", postcode: "21000", lat: 47.322, lon: 5.0415 },
  { name: "Angers", postcode: "49000", lat: 47.4784, lon: -0.5632 },
  { name: "Nîmes", postcode: "30000", lat: 43.8367, lon: 4.3601 },
  { name: "Clermont-Ferrand", postcode: "63000", lat: 45.7772, lon: 3.087 },
  { name: "Aix-en-Provence", postcode: "13100", lat: 43.5297, lon: 5.4474 },
  { name: "Brest", postcode: "29200", lat: 48.3904, lon: -4.4861 },
  { name: "Tours", postcode: "37000", lat: 47.3941, lon: 0.6848 },
  { name: "Amiens", postcode: "80000", lat: 49.8941, lon: 2.2958 },
  { name: "Limoges", postcode: "87000", lat: 45.8336, lon: 1.2611 },
  { name: "Perpignan", postcode: "66000", lat: 42.6887, lon: 2.8948 },
  { name: "Metz", postcode: "57000", lat: 49.1193, lon: 6.1757 },
  { name: "Besançon", postcode: "25000", lat: 47.2378, lon: 6.0241 },
  { name: "Orléans", postcode: "45000", lat: 47.903, lon: 1.9093 },
  { name: "Rouen", postcode: "76000", lat: 49.4432, lon: 1.0999 },
  { name: "Caen", postcode: "14000", lat: 49.1829, lon: -0.3707 },
  { name: "Nancy", postcode: "54000", lat: 48.6921, lon: 6.1844 },
  { name: "Avignon", postcode: "84000", lat: 43.9493, lon: 4.8055 },
  { name: "Poitiers", postcode: "86000", lat: 46.5802, lon: 0.3404 },
  { name: "La Rochelle", postcode: "17000", lat: 46.1603, lon: -1.1511 },
  { name: "Colmar", postcode: "68000", lat: 48.0794, lon: 7.3585 },
  { name: "Carcassonne", postcode: "11000", lat: 43.213, lon: 2.3491 },
  { name: "Chartres", postcode: "28000", lat: 48.4439, lon: 1.489 },
  { name: "Albi", postcode: "81000", lat: 43.9289, lon: 2.1464 },
  { name: "Vézelay", postcode: "89450", lat: 47.4661, lon: 3.7436 },
];

// Ten titles and ten descriptions, each picked by its own hash: one title in ten and one description
// in ten say « Église »/« église », about a fifth of the events together (the `q=eglise` measure).
const TITLES = [
  "Concert d’orgue à l’Église Saint-Pierre",
  "Exposition : lumières de la Renaissance",
  "Visite guidée des remparts",
  "Spectacle de marionnettes",
  "Conférence sur les cathédrales gothiques",
  "Nuit des musées : parcours aux flambeaux",
  "Festival de musique baroque",
  "Atelier de calligraphie médiévale",
  "Lecture publique au jardin",
  "Balade contée dans la vieille ville",
];
const DESCRIPTIONS = [
  "Un moment musical dans un cadre exceptionnel.",
  "Peintures et dessins des collections régionales.",
  "Découverte du patrimoine fortifié avec un guide conférencier.",
  "Pour petits et grands, en plein air.",
  "Histoire des bâtisseurs, de la première église du bourg aux grands chantiers.",
  "Les salles ouvertes tard le soir, à la lueur des lampes.",
  "Des ensembles venus de toute l’Europe, sur instruments d’époque.",
  "Plumes, encres et parchemins : on repart avec son œuvre.",
  "Textes choisis lus par une troupe locale.",
  "Légendes et anecdotes, de la place du marché au cloître.",
];
const CATEGORIES = ["Musique", "Exposition", "Visite", "Spectacle", "Conférence"];

function numberArray(values: number[]) {
  return sql.raw(`(array[${values.join(", ")}]::double precision[])`);
}

function textArray(values: readonly string[]) {
  return sql.raw(`(array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}])`);
}

/**
 * A stable pseudo-random integer in [0, modulo) for the row numbered `column` and the attribute
 * `salt` (< 16): the same data set on every run and both engines (hashint4 is PostgreSQL's own hash).
 */
function pick(column: string, salt: number | string, modulo: number) {
  return sql.raw(`(abs(hashint4(${column} * 16 + ${salt})::bigint) % ${modulo})::int`);
}

async function countOf(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** The people, venues and routes, once: the events grow around them. */
async function seedBase(db: Database): Promise<void> {
  const realHash = await hashPassword(BENCH_LOGIN.password);
  const sharedHash = await hashPassword(`unused-${Date.now()}`);
  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  await run(sql`insert into users (first_name, last_name, email, password_hash, role)
    values ('Banc', 'Essai', ${BENCH_LOGIN.email}, ${realHash}, 'participant')`);
  // One argon2 hash verifies for every account (the salt is inside it): no need to hash 64 times.
  await run(sql`insert into users (first_name, last_name, email, password_hash, role)
    select 'Banc', 'N° ' || g, 'banc' || g || '@culture-patrimoine.test', ${realHash}, 'participant'
    from generate_series(1, ${BENCH_ACCOUNTS}) g`);
  await run(sql`insert into users (first_name, last_name, email, password_hash, role, organization, siret, verification_status)
    select 'Organisatrice', 'N° ' || g, 'orga' || g || '@bench.test', ${sharedHash}, 'professionnel',
      'Structure culturelle ' || g, '73282932000074', 'verified'
    from generate_series(1, ${ORGANISERS}) g`);
  await run(sql`insert into users (first_name, last_name, email, password_hash, role, organization, siret, verification_status)
    values ('Jauge', 'Banc', ${HOT_ORGANISER}, ${sharedHash}, 'professionnel', 'Théâtre du banc d’essai', '73282932000074', 'verified')`);
  await run(sql`insert into users (first_name, last_name, email, password_hash, role)
    select 'Visiteur', 'N° ' || g, 'visiteur' || g || '@bench.test', ${sharedHash}, 'participant'
    from generate_series(1, ${PARTICIPANTS}) g`);

  // Each organiser founded their organisation (issue 30), which owns what they publish.
  await run(sql`insert into organisations (name, siret, founder_id, verification_status)
    select organization, siret, id, verification_status from users where role = 'professionnel' order by id`);
  await run(sql`insert into memberships (organisation_id, user_id, role)
    select id, founder_id, 'responsable' from organisations`);

  await run(sql`insert into lieux (nom, ville, pays, description, user_id, organisation_id, code_postal, latitude, longitude)
    select ${textArray(["Musée", "Théâtre", "Abbaye", "Château", "Église", "Opéra", "Médiathèque", "Cloître"])}[1 + g % 8]
        || ' n° ' || g,
      ${textArray(CITIES.map((city) => city.name))}[1 + c.i],
      'France', 'Un lieu culturel de la région, ouvert toute l’année.', o.id, org.id,
      ${textArray(CITIES.map((city) => city.postcode))}[1 + c.i],
      ${numberArray(CITIES.map((city) => city.lat))}[1 + c.i] + (${pick("g", 2, 200)} - 100) / 4000.0,
      ${numberArray(CITIES.map((city) => city.lon))}[1 + c.i] + (${pick("g", 3, 200)} - 100) / 3000.0
    from generate_series(1, ${VENUES}) g
    cross join lateral (select ${pick("g", 1, CITIES.length)} as i) c
    join users o on o.email = 'orga' || (1 + g % ${ORGANISERS}) || '@bench.test'
    join organisations org on org.founder_id = o.id`);

  await run(sql`insert into parcours (title, description, theme, difficulty, duration, lieu_id, user_id, organisation_id, participants, rating)
    select 'Parcours patrimonial n° ' || g, 'Une promenade commentée entre monuments et jardins.',
      (array['Architecture', 'Histoire', 'Art sacré', 'Nature'])[1 + g % 4],
      (array['facile', 'modéré', 'difficile'])[1 + g % 3], 60 + (g % 8) * 30, l.id, l.user_id, l.organisation_id, g % 400, 3.8 + (g % 12) / 10.0
    from generate_series(1, ${ROUTES}) g
    join lieux l on l.id = (select min(id) from lieux) + (g * 7 % ${VENUES})`);
  await run(sql`insert into sites (name, categorie, description, adresse, services, parcours_id, lieu_id, user_id, organisation_id)
    select 'Étape ' || s || ' du parcours ' || p.id,
      (array['Musée', 'Monument', 'Église', 'Château', 'Parc'])[s], 'Une étape remarquable du parcours.',
      s || ' place de l’Hôtel de Ville', '["Parking disponible", "Audioguide disponible"]'::jsonb, p.id, p.lieu_id, p.user_id, p.organisation_id
    from parcours p cross join generate_series(1, 5) s`);
}

/** Rows of a query's first column as numbers. */
async function numberOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | null }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A platform that has run for years, written in bulk (one INSERT … SELECT per table, then VACUUM
 * ANALYZE: autovacuum would have visited such a platform long ago, and a bulk-written table whose
 * pages are not yet marked visible makes every index-only scan visit the table).
 * Creates the people (200 organisers, 2 000 participants, the bench accounts), 600 venues in 40 cities
 * and 100 routes of 5 sites the first time; then adds events until the generator has made `events`
 * of them, so that a 1 000-event database grows to 100 000 with the same shape:
 * - dates spread evenly over the last 4 years and the next 6 months: about 89 % are over;
 * - 8 % run for weeks (exhibitions: one session from date_start to date_end), 15 % have three
 *   evening sessions on three days, the rest one session (half of them with an end time);
 * - every category (a fifth each), a third free, « Église »/« église » in about a fifth of them;
 * - 40 % of sessions unlimited, the others 30 to 500 places; 0 to 4 registrations per event (1 to
 *   4 places each) on its first session, counted into places_taken; two programme lines for one event
 *   in four.
 * Row n's attributes are drawn from a hash of n: the same data on every run.
 */
export async function seedLargeDataSet(db: Database, options: { events: number }): Promise<LargeDataSet> {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const present = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_LOGIN.email));
  if (present.length === 0) await seedBase(db);

  // Events of this generator only (seedHotSessions adds its own, owned by another account).
  const made = await numberOf(
    db,
    sql`select count(*)::int as n from events e join users u on u.id = e.user_id where u.email like 'orga%@bench.test'`,
  );
  if (options.events > made) {
    const lastId = await numberOf(db, sql`select max(id) as n from events`);
    const newEvents = sql.raw(`e.id > ${lastId}`);
    // date_start: day 0 is four years ago, day 1 642 six months ahead; 9 h to 20 h UTC.
    await run(sql`insert into events (title, description, category, date_start, date_end, price_cents,
        payment_mode, accessibility, lieu_id, user_id, organisation_id, created_at)
      select ${textArray(TITLES)}[1 + ${pick("g", 2, 10)}] || ' — n° ' || g,
        ${textArray(DESCRIPTIONS)}[1 + ${pick("g", 3, 10)}],
        ${textArray(CATEGORIES)}[1 + ${pick("g", 4, 5)}],
        d.start,
        case
          when d.kind < 8 then d.start + make_interval(days => 14 + ${pick("g", 6, 150)})
          when d.kind < 23 then d.start + interval '2 days 2 hours'
          when d.kind < 62 then d.start + interval '2 hours'
        end,
        case when ${pick("g", 7, 3)} = 0 then null else 500 + ${pick("g", 8, 20)} * 100 end,
        case when ${pick("g", 7, 3)} = 0 then 'free' else 'on_site' end,
        -- A third welcome wheelchairs, a few every family, the rest say nothing.
        (array['{moteur}', '{moteur,auditif}', '{}', '{}', '{}', '{moteur,visuel,auditif,mental}'])[1 + ${pick("g", 15, 6)}]::text[],
        l.id, l.user_id, l.organisation_id,
        -- Published a few weeks before it starts, never later than now (/api/events/recent sorts by it).
        least(now(), d.start - make_interval(days => 7 + ${pick("g", 9, 60)}))
      from generate_series(${made + 1}::int, ${options.events}::int) g
      cross join lateral (select ${pick("g", 11, 100)} as kind,
          date_trunc('day', now()) - interval '1461 days'
            + make_interval(days => ${pick("g", 5, 1643)}, hours => 9 + ${pick("g", 10, 12)}) as start) d
      join lieux l on l.id = (select min(id) from lieux) + ${pick("g", 12, VENUES)}`);
    // An event's dates are its first start and last end: three two-hour evenings for the
    // "2 days 2 hours" events, one session spanning the event for the others.
    await run(sql`insert into event_sessions (event_id, starts_at, ends_at, capacity)
      select e.id, e.date_start + make_interval(days => k),
        case when k > 0 or e.date_end = e.date_start + interval '2 days 2 hours'
          then e.date_start + make_interval(days => k, hours => 2) else e.date_end end,
        case when ${pick("e.id", 13, 10)} < 4 then null else 30 + ${pick("e.id", 14, 471)} end
      from events e
      cross join lateral generate_series(0,
        case when e.date_end = e.date_start + interval '2 days 2 hours' then 2 else 0 end) k
      where ${newEvents}`);
    await run(sql`insert into participations (event_id, session_id, user_id, nom, prenom, email, telephone,
        nombre_places, motivation, montant_paye_cents, payment_status, ticket_code)
      select e.id, s.id, v.id, v.last_name, 'Visiteur', v.email, '0612345678',
        1 + ${pick("e.id", "r", 4)}, 'Curiosité',
        coalesce(e.price_cents, 0) * (1 + ${pick("e.id", "r", 4)}),
        case when e.price_cents is null then 'free' else 'on_site' end,
        md5('bench-ticket-' || e.id || '-' || r)
      from events e
      join event_sessions s on s.event_id = e.id and s.starts_at = e.date_start
      cross join lateral generate_series(1, ${pick("e.id", 15, 5)}) r
      join users v on v.email = 'visiteur' || (1 + ${pick("e.id", "r + 4", PARTICIPANTS)}) || '@bench.test'
      where ${newEvents}`);
    await run(sql`update event_sessions s set places_taken = p.places
      from (select session_id, sum(nombre_places)::int as places from participations
        where status = 'confirmed' and ${sql.raw(`event_id > ${lastId}`)} group by session_id) p
      where p.session_id = s.id`);
    await run(sql`insert into programs (event_id, date, start_time, end_time, title, category)
      select e.id, (e.date_start at time zone 'Europe/Paris')::date, make_time(9 + s, 0, 0), make_time(10 + s, 0, 0),
        (array['Accueil', 'Atelier découverte'])[1 + s], (array['Autre', 'Atelier'])[1 + s]
      from events e cross join generate_series(0, 1) s
      where ${newEvents} and e.id % 4 = 0`);
    await run(sql`vacuum (analyze)`);
  }

  const counts: Record<string, number> = {};
  for (const table of [
    "users",
    "lieux",
    "events",
    "event_sessions",
    "programs",
    "parcours",
    "sites",
    "participations",
  ]) {
    counts[table] = await countOf(db, table);
  }
  const eventId = await numberOf(
    db,
    sql`select s.event_id as n from event_sessions s where s.starts_at > now() and s.capacity is not null
      group by s.event_id having count(*) = 3 order by s.event_id limit 1`,
  );
  const parcoursId = await numberOf(db, sql`select min(id) + 42 as n from parcours`);
  return { eventId, parcoursId, counts };
}

export interface HotSession {
  eventId: number;
  sessionId: number;
  capacity: number;
}

/**
 * Makes free one-session events at a new venue of the hot-session organiser (seeded by
 * seedLargeDataSet), `daysAhead` days from now: the sessions everyone wants, for the booking
 * scenarios (here and saturday.ts).
 */
export async function hotSessionMaker(
  db: Database,
  options: { venue: string; daysAhead: number; description: string },
): Promise<(title: string, capacity: number) => Promise<HotSession>> {
  const [organiser] = await db
    .select({ id: users.id, organisationId: organisations.id })
    .from(users)
    .innerJoin(organisations, eq(organisations.founder_id, users.id))
    .where(eq(users.email, HOT_ORGANISER));
  if (!organiser) throw new Error("hot sessions: run seedLargeDataSet first");
  const owner = { user_id: organiser.id, organisation_id: organiser.organisationId };
  const [lieu] = await db
    .insert(lieux)
    .values({ nom: options.venue, ville: "Lyon", ...owner })
    .returning({ id: lieux.id });
  const startsAt = new Date(Date.now() + options.daysAhead * 24 * 60 * 60 * 1000);
  return async (title, capacity) => {
    const [event] = await db
      .insert(events)
      .values({
        title,
        description: options.description,
        category: "Spectacle",
        date_start: startsAt,
        price_cents: null,
        payment_mode: "free",
        lieu_id: lieu?.id ?? null,
        ...owner,
      })
      .returning({ id: events.id });
    if (!event) throw new Error("hot sessions: no event inserted");
    const [session] = await db
      .insert(eventSessions)
      .values({ event_id: event.id, starts_at: startsAt, capacity })
      .returning({ id: eventSessions.id });
    if (!session) throw new Error("hot sessions: no session inserted");
    return { eventId: event.id, sessionId: session.id, capacity };
  };
}

/**
 * The booking scenarios' sessions: two free events of one session each, a month ahead, owned by their own
 * organiser — one with more places than a run can sell (every request is a 201), one of
 * `smallCapacity` places that fills within the first second (most requests are then a 409).
 */
export async function seedHotSessions(
  db: Database,
  largeCapacity: number,
  smallCapacity: number,
): Promise<{ large: HotSession; small: HotSession; bursts: HotSession[] }> {
  const hotSession = await hotSessionMaker(db, {
    venue: "Théâtre du banc d’essai",
    daysAhead: 30,
    description: "Une séance très demandée, pour le banc d’essai des inscriptions.",
  });
  return {
    large: await hotSession("Ouverture de saison — grande jauge", largeCapacity),
    small: await hotSession("Ouverture de saison — petite jauge", smallCapacity),
    // One session per burst of burst.ts (400, then 1 000 registrations with join_waitlist).
    bursts: [
      await hotSession("Première mondiale — rafale de 400", 120),
      await hotSession("Première mondiale — rafale de 1 000", 120),
    ],
  };
}
