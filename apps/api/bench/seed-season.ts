import { eq, sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import { users } from "../src/db/schema.ts";
import { hashPassword } from "../src/modules/auth/password.ts";

// The season statistics' data set (issue 30 point 3): one organisation whose season holds
// `registrations` registrations, on top of whatever the database already holds (other
// organisations' events and registrations stay, as on a real platform). Written in bulk like
// seed-large.ts, then VACUUM ANALYZE.

export const SEASON_LOGIN = { email: "saison@bench.test", password: "Banc-d-essai-saison-2026" };

const EVENTS = 250;
const SESSIONS_PER_EVENT = 2;
const VENUES = 6;
const ROUTES = 5;

/** A row's pseudo-random pick in [0, modulo): the same data on every run. */
function pick(column: string, salt: number, modulo: number) {
  return sql.raw(`(abs(hashint4(${column} * 31 + ${salt})::bigint) % ${modulo})::int`);
}

/**
 * The organisation of SEASON_LOGIN (its responsable), its venues and routes, EVENTS events with two
 * sessions each spread over the default window (90 days either side of today), and `registrations`
 * registrations spread over them, made up to 60 days before their session (never after now): 5 %
 * cancelled a day later, 4 % on the waiting list, the others confirmed, 70 % of those whose session
 * is over checked in. Nothing is added when the account exists.
 */
export async function seedSeasonStatistics(db: Database, registrations: number): Promise<void> {
  const present = await db.select({ id: users.id }).from(users).where(eq(users.email, SEASON_LOGIN.email));
  if (present.length > 0) return;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const hash = await hashPassword(SEASON_LOGIN.password);
  await run(sql`insert into users (first_name, last_name, email, password_hash, role, organization, siret, verification_status)
    values ('Saison', 'Banc', ${SEASON_LOGIN.email}, ${hash}, 'professionnel', 'Scène nationale du banc d’essai', '73282932000074', 'verified')`);
  await run(sql`insert into organisations (name, siret, founder_id, verification_status)
    select organization, siret, id, verification_status from users where email = ${SEASON_LOGIN.email}`);
  await run(sql`insert into memberships (organisation_id, user_id, role)
    select o.id, o.founder_id, 'responsable' from organisations o join users u on u.id = o.founder_id
    where u.email = ${SEASON_LOGIN.email}`);
  const owner = sql`(select o.id as organisation_id, o.founder_id as user_id from organisations o
    join users u on u.id = o.founder_id where u.email = ${SEASON_LOGIN.email})`;
  await run(sql`insert into lieux (nom, ville, pays, user_id, organisation_id)
    select 'Salle ' || g, 'Lyon', 'France', w.user_id, w.organisation_id
    from generate_series(1, ${VENUES}) g cross join ${owner} w`);
  await run(sql`insert into parcours (title, description, theme, difficulty, duration, user_id, organisation_id, participants)
    select 'Parcours de saison ' || g, 'Une promenade entre les salles.', 'Histoire', 'facile', 90,
      w.user_id, w.organisation_id, 100 * g
    from generate_series(1, ${ROUTES}) g cross join ${owner} w`);
  // Day 0 is 90 days ago; a session every 180 / EVENTS days, 20:00 UTC, the second one a week later.
  await run(sql`insert into events (title, description, category, date_start, date_end, price_cents,
      payment_mode, lieu_id, user_id, organisation_id, created_at)
    select 'Spectacle de saison n° ' || g, 'Une soirée de la saison.', 'Spectacle', d.start,
      d.start + interval '7 days 2 hours', null, 'free',
      (select min(id) from lieux where organisation_id = w.organisation_id) + g % ${VENUES},
      w.user_id, w.organisation_id, d.start - interval '120 days'
    from generate_series(1, ${EVENTS}) g cross join ${owner} w
    cross join lateral (select date_trunc('day', now()) - interval '90 days'
      + make_interval(days => (g * 180) / ${EVENTS}, hours => 20) as start) d`);
  await run(sql`insert into event_sessions (event_id, starts_at, ends_at, capacity)
    select e.id, e.date_start + make_interval(days => 7 * k), e.date_start + make_interval(days => 7 * k, hours => 2), 5000
    from events e cross join generate_series(0, ${SESSIONS_PER_EVENT - 1}) k
    where e.organisation_id = (select organisation_id from ${owner} w)`);
  // Each registration's session by its rank (a hash join, not one scan per row).
  await run(sql`insert into participations (event_id, session_id, user_id, nom, prenom, email, telephone,
      nombre_places, motivation, montant_paye_cents, payment_status, ticket_code, status, created_at,
      cancelled_at, cancelled_by, checked_in_at)
    with ranked as (
      select s.id, s.event_id, s.starts_at, s.ends_at, (row_number() over (order by s.id) - 1)::int as rank
      from event_sessions s join events e on e.id = s.event_id
      where e.organisation_id = (select organisation_id from ${owner} w)
    )
    select s.event_id, s.id, null, 'Spectateur', 'N° ' || g, 'spectateur' || g || '@bench.test', '0612345678',
      1 + ${pick("g", 1, 4)}, 'Curiosité', 0, 'free', md5('bench-season-' || g), st.status,
      c.made, case when st.status = 'cancelled' then least(now(), c.made + interval '1 day') end,
      case when st.status = 'cancelled' then 'participant' end,
      case when st.status = 'confirmed' and s.ends_at < now() and ${pick("g", 3, 10)} < 7 then s.starts_at end
    from generate_series(1, ${registrations}) g
    join ranked s on s.rank = ${pick("g", 2, EVENTS * SESSIONS_PER_EVENT)}
    cross join lateral (select least(now(), s.starts_at - make_interval(days => 1 + ${pick("g", 4, 60)}, mins => ${pick("g", 5, 1440)})) as made) c
    cross join lateral (select case when ${pick("g", 6, 100)} < 5 then 'cancelled'
      when ${pick("g", 6, 100)} < 9 then 'waitlisted' else 'confirmed' end as status) st`);
  await run(sql`update event_sessions s set places_taken = p.places
    from (select session_id, sum(nombre_places)::int as places from participations
      where status = 'confirmed' and email like 'spectateur%@bench.test' group by session_id) p
    where p.session_id = s.id`);
  await run(sql`vacuum (analyze)`);
}
