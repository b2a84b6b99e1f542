import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
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
 * "Église"), 24 000 programme lines, 500 routes with 2 500 sites, 50 000 registrations.
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

  await run(sql`insert into participations (event_id, user_id, nom, prenom, email, telephone, nombre_places,
      motivation, montant_paye_cents, payment_status, ticket_code)
    select e.id, u.id, 'Visiteur', 'N° ' || g, 'visiteur' || (1 + g % 2000) || '@bench.test', '0612345678',
      1 + g % 4, 'Curiosité', coalesce(e.price_cents, 0) * (1 + g % 4),
      case when e.price_cents is null then 'free' else 'paid' end, md5('ticket-' || g)
    from generate_series(1, 50000) g
    join events e on e.id = (select min(id) from events) + (g % 12000)
    join users u on u.id = (select min(id) from users where role = 'participant') + 1 + (g % 2000)`);

  await run(sql`analyze`);
  const counts: Record<string, number> = {};
  for (const table of ["users", "lieux", "events", "programs", "parcours", "sites", "participations"]) {
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
