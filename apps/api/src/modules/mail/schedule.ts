import {
  CANCELLATION_REMINDER_HOURS_BEFORE_DEADLINE,
  EVE_REMINDER_PARIS_HOUR,
  FREE_CANCELLATION_HOURS,
  ORGANISER_DIGEST_PARIS_HOUR,
  PARIS_TIME_ZONE,
} from "@culture-patrimoine/contract/constants";
import { parisDay, parisHourDaysBefore } from "@culture-patrimoine/contract/french-dates";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { newMessageIdSql } from "./outbox.ts";

// Reminders and digests are not written ahead: each worker round looks for the ones that have
// fallen due, from the sessions' times and the registrations as they are now, and writes them to
// the outbox under a dedupe key. So they survive restarts (the next round finds them), follow a
// session moved or cancelled, and are written once whichever processes look
// (docs/decisions/021-mail-outbox.md).

/** Rows an INSERT wrote: node-postgres says rowCount, PGlite affectedRows. */
function rowsWritten(result: unknown): number {
  const outcome = result as { rowCount?: number | null; affectedRows?: number };
  return outcome.rowCount ?? outcome.affectedRows ?? 0;
}

/**
 * Registrations still holding their places, whose person still wants reminders; not one whose
 * online payment is awaited (its reminder would show a ticket it is not yet: it comes once paid).
 */
const remindable = sql`p.status = 'confirmed' and p.payment_status <> 'pending' and p.reminders_enabled and s.cancelled_at is null
  and coalesce((select u.reminders_enabled from users u where u.id = p.user_id), true)`;

/**
 * The cancellation reminder: CANCELLATION_REMINDER_HOURS_BEFORE_DEADLINE before the free
 * cancellation ends (72 h before the session), while there is still time to cancel. Not for a
 * registration made after that moment: its confirmation said the deadline a moment ago.
 */
async function scheduleCancellationReminders(db: Database, now: Date): Promise<number> {
  const leadHours = CANCELLATION_REMINDER_HOURS_BEFORE_DEADLINE + FREE_CANCELLATION_HOURS;
  const lead = sql`${`${leadHours} hours`}::interval`;
  const deadline = sql`${`${FREE_CANCELLATION_HOURS} hours`}::interval`;
  const result =
    await db.execute(sql`insert into mail_outbox (kind, recipient, participation_id, user_id, dedupe_key, message_id)
    select 'cancellation_reminder', p.email, p.id, p.user_id, 'cancellation_reminder:' || p.id, ${newMessageIdSql}
    from event_sessions s
    join participations p on p.session_id = s.id
    where s.starts_at > ${now.toISOString()}::timestamptz + ${deadline}
      and s.starts_at <= ${now.toISOString()}::timestamptz + ${lead}
      and p.created_at <= s.starts_at - ${lead}
      and ${remindable}
    on conflict (dedupe_key) do nothing`);
  return rowsWritten(result);
}

/**
 * The eve reminder: from EVE_REMINDER_PARIS_HOUR (Paris) the day before the session, until the
 * session's day begins; not for a registration made after that hour.
 */
async function scheduleEveReminders(db: Database, now: Date): Promise<number> {
  const zone = PARIS_TIME_ZONE;
  const eve = sql`(((s.starts_at at time zone ${zone})::date - 1) + make_time(${EVE_REMINDER_PARIS_HOUR}, 0, 0)) at time zone ${zone}`;
  const result =
    await db.execute(sql`insert into mail_outbox (kind, recipient, participation_id, user_id, dedupe_key, message_id)
    select 'eve_reminder', p.email, p.id, p.user_id, 'eve_reminder:' || p.id, ${newMessageIdSql}
    from event_sessions s
    join participations p on p.session_id = s.id
    where s.starts_at > ${now.toISOString()}::timestamptz
      and s.starts_at <= ${now.toISOString()}::timestamptz + interval '2 days'
      and ${eve} <= ${now.toISOString()}::timestamptz
      and (${now.toISOString()}::timestamptz at time zone ${zone})::date < (s.starts_at at time zone ${zone})::date
      and p.created_at < ${eve}
      and ${remindable}
    on conflict (dedupe_key) do nothing`);
  return rowsWritten(result);
}

/**
 * The organisers' digest: once a day from ORGANISER_DIGEST_PARIS_HOUR (Paris), the registrations of
 * the 24 hours before, for each professionnel who had some and did not turn it off. After a
 * stop, the last digest due is sent late; older ones are not.
 */
async function scheduleOrganiserDigests(db: Database, now: Date): Promise<number> {
  const today = parisHourDaysBefore(now, 0, ORGANISER_DIGEST_PARIS_HOUR);
  const until =
    today.getTime() <= now.getTime() ? today : parisHourDaysBefore(now, 1, ORGANISER_DIGEST_PARIS_HOUR);
  const from = parisHourDaysBefore(until, 1, ORGANISER_DIGEST_PARIS_HOUR);
  const day = parisDay(until);
  const payload = JSON.stringify({ day, from: from.toISOString(), to: until.toISOString() });
  const result =
    await db.execute(sql`insert into mail_outbox (kind, recipient, user_id, payload, dedupe_key, message_id)
    select 'organiser_digest', u.email, u.id, ${payload}::jsonb, 'organiser_digest:' || u.id || ':' || ${day}, ${newMessageIdSql}
    from users u
    where u.role = 'professionnel' and u.organiser_digest_enabled
      and exists (select 1 from participations p join events e on e.id = p.event_id
        where e.user_id = u.id and p.created_at >= ${from.toISOString()}::timestamptz and p.created_at < ${until.toISOString()}::timestamptz)
    on conflict (dedupe_key) do nothing`);
  return rowsWritten(result);
}

/** Writes every reminder and digest due at `now` that is not written yet; answers how many. */
export async function scheduleDueMail(db: Database, now: Date): Promise<number> {
  const cancellation = await scheduleCancellationReminders(db, now);
  const eve = await scheduleEveReminders(db, now);
  const digests = await scheduleOrganiserDigests(db, now);
  return cancellation + eve + digests;
}
