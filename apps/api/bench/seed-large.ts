import { eq, sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import { eventSessions, events, lieux, users } from "../src/db/schema.ts";
import { hashPassword } from "../src/modules/auth/password.ts";

export const BENCH_LOGIN = { email: "bench@culture-patrimoine.test", password: "Banc-d-essai-2026" };

export interface LargeDataSet {
  eventId: number;
  parcoursId: number;
  counts: Record<string, number>;
}

/**
 * A platform at scale, written in bulk with generate_series: 200 organisers and 2 000 participants,
 * 1 000 venues, 12 000 events (every category, a third free, titles mixing accented words such as
 * "Église") with one session each, 24 000 programme lines, 500 routes with 2 500 sites, 50 000
 * registrations.
 */
export async function seedLargeDataSet(db: Database): Promise<LargeDataSet> {
  const realHash = await hashPassword(BENCH_LOGIN.password);
  const sharedHash = await hashPassword(`unused-${Date.now()}`);
  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  await run(sql`insert into users (first_name, last_name, email, password_hash, role)
    values ('Banc', 'Essai', ${BENCH_LOGIN.email}, ${realHash}, 'participant')`);
  await run(sql`insert into users (first_name, last_name, email, password_hash, role, organization, siret)
    select 'Organisatrice', 'N° ' || g, 'orga' || g || '@bench.test', ${sharedHash}, 'professionnel',
      'Structure culturelle ' || g, '73282932000074'
    from generate_series(1, 200) g`);
  await run(sql`insert into users (first_name, last_name, email, password_hash, role)
    select 'Visiteur', 'N° ' || g, 'visiteur' || g || '@bench.test', ${sharedHash}, 'participant'
    from generate_series(1, 2000) g`);

  await run(sql`insert into lieux (nom, ville, pays, description, user_id)
    select (array['Musée', 'Théâtre', 'Abbaye', 'Château', 'Église', 'Opéra', 'Médiathèque'])[1 + g % 7] || ' n° ' || g,
      (array['Lyon', 'Toulouse', 'Strasbourg', 'Avignon', 'Besançon', 'Nantes', 'Lille', 'Rennes', 'Bordeaux', 'Montpellier'])[1 + g % 10],
      'France', 'Un lieu culturel de la région, ouvert toute l''année.', o.id
    from generate_series(1, 1000) g
    join lateral (select id from users where email = 'orga' || (1 + g % 200) || '@bench.test') o on true`);

  await run(sql`insert into events (title, description, category, date_start, date_end, price_cents, lieu_id, user_id)
    select
      (array['Concert d''orgue à l''Église Saint-Pierre', 'Exposition : lumières de la Renaissance',
             'Visite guidée des remparts', 'Spectacle de marionnettes', 'Conférence sur les cathédrales gothiques'])[1 + g % 5]
        || ' — ' || g,
      (array['Un moment musical dans un cadre exceptionnel.', 'Peintures et dessins des collections régionales.',
             'Découverte du patrimoine fortifié avec un guide conférencier.', 'Pour petits et grands, en plein air.',
             'Histoire des bâtisseurs et des églises de la région.'])[1 + g % 5],
      (array['Musique', 'Exposition', 'Visite', 'Spectacle', 'Conférence'])[1 + g % 5],
      now() + make_interval(days => 1 + g % 180, hours => g % 12),
      case when g % 7 = 0 then now() + make_interval(days => 10 + g % 180) end,
      case when g % 3 = 0 then null else 500 + (g % 20) * 100 end,
      l.id, l.user_id
    from generate_series(1, 12000) g
    join lieux l on l.id = (select min(id) from lieux) + (g % 1000)`);
  // Booking core: a priced event is paid at the venue, and every event has one session (unlimited
  // places here) that holds its registrations.
  await run(sql`update events set payment_mode = 'on_site' where price_cents > 0`);
  await run(sql`insert into event_sessions (event_id, starts_at, ends_at)
    select id, date_start, date_end from events`);

  await run(sql`insert into programs (event_id, date, start_time, end_time, title, category)
    select e.id, (e.date_start at time zone 'Europe/Paris')::date, make_time(9 + s, 0, 0), make_time(10 + s, 0, 0),
      (array['Accueil', 'Atelier découverte', 'Pause', 'Déjeuner', 'Conférence'])[1 + s], (array['Autre', 'Atelier', 'Pause', 'Repas', 'Action'])[1 + s]
    from events e cross join generate_series(0, 1) s`);

  await run(sql`insert into parcours (title, description, theme, difficulty, duration, lieu_id, user_id, participants, rating)
    select 'Parcours patrimonial n° ' || g, 'Une promenade commentée entre monuments et jardins.',
      (array['Architecture', 'Histoire', 'Art sacré', 'Nature'])[1 + g % 4],
      (array['facile', 'modéré', 'difficile'])[1 + g % 3], 60 + (g % 8) * 30, l.id, l.user_id, g % 400, 3.8 + (g % 12) / 10.0
    from generate_series(1, 500) g
    join lieux l on l.id = (select min(id) from lieux) + (g % 1000)`);

  await run(sql`insert into sites (name, categorie, description, adresse, services, parcours_id, lieu_id, user_id)
    select 'Étape ' || s || ' du parcours ' || p.id,
      (array['Musée', 'Monument', 'Église', 'Château', 'Parc'])[s], 'Une étape remarquable du parcours.',
      s || ' place de l''Hôtel de Ville', '["Parking disponible", "Audioguide disponible"]'::jsonb, p.id, p.lieu_id, p.user_id
    from parcours p cross join generate_series(1, 5) s`);

  await run(sql`insert into participations (event_id, session_id, user_id, nom, prenom, email, telephone,
      nombre_places, motivation, montant_paye_cents, payment_status, ticket_code)
    select e.id, s.id, u.id, 'Visiteur', 'N° ' || g, 'visiteur' || (1 + g % 2000) || '@bench.test', '0612345678',
      1 + g % 4, 'Curiosité', coalesce(e.price_cents, 0) * (1 + g % 4),
      case when e.price_cents is null then 'free' else 'on_site' end, md5('ticket-' || g)
    from generate_series(1, 50000) g
    join events e on e.id = (select min(id) from events) + (g % 12000)
    join event_sessions s on s.event_id = e.id
    join users u on u.id = (select min(id) from users where role = 'participant') + 1 + (g % 2000)`);
  await run(sql`update event_sessions s set places_taken = p.places
    from (select session_id, sum(nombre_places)::int as places from participations group by session_id) p
    where p.session_id = s.id`);

  await run(sql`analyze`);
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
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  const ids = (await db.execute(sql`select (select min(id) + 4321 from events) as event_id,
      (select min(id) + 123 from parcours) as parcours_id`)) as unknown as {
    rows: { event_id: number; parcours_id: number }[];
  };
  return { eventId: Number(ids.rows[0]?.event_id), parcoursId: Number(ids.rows[0]?.parcours_id), counts };
}

export interface HotSession {
  eventId: number;
  sessionId: number;
  capacity: number;
}

/**
 * The booking scenarios' sessions: two free events of one session each, a month ahead, owned by the
 * first organiser — one with more places than a run can sell (every request is a 201), one of
 * `smallCapacity` places that fills within the first second (most requests are then a 409).
 */
export async function seedHotSessions(
  db: Database,
  largeCapacity: number,
  smallCapacity: number,
): Promise<{ large: HotSession; small: HotSession }> {
  const [organiser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "orga1@bench.test"));
  if (!organiser) throw new Error("seedHotSessions: run seedLargeDataSet first");
  const [lieu] = await db
    .select({ id: lieux.id })
    .from(lieux)
    .where(eq(lieux.user_id, organiser.id))
    .limit(1);
  const startsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const hotSession = async (title: string, capacity: number): Promise<HotSession> => {
    const [event] = await db
      .insert(events)
      .values({
        title,
        description: "Une séance très demandée, pour le banc d'essai des inscriptions.",
        category: "Spectacle",
        date_start: startsAt,
        price_cents: null,
        payment_mode: "free",
        lieu_id: lieu?.id ?? null,
        user_id: organiser.id,
      })
      .returning({ id: events.id });
    if (!event) throw new Error("seedHotSessions: no event inserted");
    const [session] = await db
      .insert(eventSessions)
      .values({ event_id: event.id, starts_at: startsAt, capacity })
      .returning({ id: eventSessions.id });
    if (!session) throw new Error("seedHotSessions: no session inserted");
    return { eventId: event.id, sessionId: session.id, capacity };
  };
  return {
    large: await hotSession("Ouverture de saison — grande jauge", largeCapacity),
    small: await hotSession("Ouverture de saison — petite jauge", smallCapacity),
  };
}
