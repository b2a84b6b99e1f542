import { authMessages } from "@culture-patrimoine/contract/messages";
import { normalizeIP } from "@fastify/rate-limit";
import { and, gt, inArray, max, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { loginThrottle } from "../../db/schema.ts";
import { TooManyRequestsError } from "../../errors.ts";

type ThrottlePolicy = Config["loginThrottle"];

// Login attempts are counted in the database, not in memory, so that every API process behind a
// load balancer sees the same counts (DESIGN.md §3). Who an attempt counts against depends on the
// browser it comes from (docs/decisions/024, OWASP "device cookies"):
// - with a device token of the account (a browser where the account logged in before), only that
//   token: its owner is never held back by a stranger's failures on the account or the address;
// - without one, the account and the address: a stranger guessing, or a new browser of the owner.
// Each counter lets a few failures through, then delays the next attempt more and more (an attempt
// before its time is refused with Retry-After, its password not even checked), and an untrusted
// counter refuses for a whole window past its limit. The owner's way around a refusal is the reset
// link, which clears the account's counter and makes the browser that used it trusted.

/** One count an attempt is made against. */
export interface ThrottleCounter {
  key: string;
  /** Failures let through without delay. */
  free: number;
  /** From this many failures the key is refused for the window; never for a trusted device. */
  refuseAt: number | null;
}

/** What a login attempt is counted against (see above). */
export function loginCounters(
  attempt: { email: string; ip: string; deviceId: number | null },
  policy: ThrottlePolicy,
): ThrottleCounter[] {
  // A device's owner types their password a few times at most: half the account's limit free,
  // then delays that grow up to the window, never a refusal of its own.
  if (attempt.deviceId !== null) {
    return [{ key: deviceKey(attempt.deviceId), free: halfOf(policy.maxPerEmail), refuseAt: null }];
  }
  return [
    { key: accountKey(attempt.email), free: halfOf(policy.maxPerEmail), refuseAt: policy.maxPerEmail },
    // IPv6 by /64, as the rate limit does: one subscriber's line has the whole block.
    { key: `address:${normalizeIP(attempt.ip)}`, free: halfOf(policy.maxPerIp), refuseAt: policy.maxPerIp },
  ];
}

const halfOf = (limit: number) => Math.floor(limit / 2);
const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const deviceKey = (deviceId: number) => `device:${deviceId}`;

/** `now() + ms` in SQL, from a number of milliseconds that may be a SQL expression. */
const inMs = (ms: SQL) => sql`now() + (${ms}) * interval '1 millisecond'`;

/**
 * When the next attempt of a counter may be checked, once it has `failures` failures: not held
 * back while they are free, then after 1×, 2×, 4×… LOGIN_FIRST_DELAY_MS (at most the window), and
 * a whole window past the limit. Null: at once.
 */
function retryAtSql(failures: SQL, counter: ThrottleCounter, policy: ThrottlePolicy): SQL {
  const windowMs = policy.windowMinutes * 60_000;
  const refusal =
    counter.refuseAt === null
      ? sql``
      : sql`when ${failures} >= ${counter.refuseAt}::integer then ${inMs(sql`${windowMs}::double precision`)} `;
  // No delays at all (LOGIN_FIRST_DELAY_MS=0): no retry_at either. A delay of 0 ms wrote the
  // transaction's now(), which a parallel attempt whose transaction began a moment earlier read as
  // still to come, and refused (the flaky "of 40 at once" test on PostgreSQL: 9 checked, not 10).
  if (policy.firstDelayMs <= 0) {
    return counter.refuseAt === null ? sql`null::timestamptz` : sql`(case ${refusal}else null end)`;
  }
  const delay = sql`least(${windowMs}::double precision, ${policy.firstDelayMs}::double precision * power(2, ${failures} - ${counter.free}::integer - 1))`;
  return sql`(case ${refusal}when ${failures} > ${counter.free}::integer then ${inMs(delay)} else null end)`;
}

/**
 * Counts one attempt against `counter`, unless the counter holds attempts back for now; answers
 * whether the attempt may go on. One statement (an upsert): two processes counting the same key at
 * once both count, and parallel attempts cannot all pass before the first failure is written.
 */
async function countOne(db: Database, counter: ThrottleCounter, policy: ThrottlePolicy): Promise<boolean> {
  const t = loginThrottle;
  const windowMs = sql`${policy.windowMinutes * 60_000}::double precision`;
  const startsOver = sql`${t.expires_at} <= now()`;
  const next = sql`(case when ${startsOver} then 1 else ${t.failures} + 1 end)`;
  // The counter is forgotten a whole window after the moment it lets attempts in again: past its
  // limit, one more failure right after a refusal ends is refused again.
  const expiresAt = (retryAt: SQL) =>
    sql`coalesce(${retryAt}, now()) + (${windowMs}) * interval '1 millisecond'`;
  const first = retryAtSql(sql`1`, counter, policy);
  const updated = retryAtSql(next, counter, policy);
  const rows = await db
    .insert(t)
    .values({ key: counter.key, failures: 1, retry_at: first, expires_at: expiresAt(first) })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: next, retry_at: updated, expires_at: expiresAt(updated) },
      setWhere: sql`${startsOver} or ${t.retry_at} is null or ${t.retry_at} <= now()`,
    })
    .returning({ failures: t.failures });
  return rows.length > 0;
}

/**
 * Keys quiet for a whole window count for nothing: each attempt deletes a few of them (rows locked
 * by another attempt are left to the next), so the table stays small without a timer of its own.
 */
async function sweepSome(db: Database, counters: ThrottleCounter[]): Promise<void> {
  const own = counters.map((counter) => counter.key);
  await db.execute(sql`delete from login_throttle where key in (
    select key from login_throttle
    where expires_at < now() and key not in (${sql.join(
      own.map((key) => sql`${key}`),
      sql`, `,
    )})
    limit 20 for update skip locked)`);
}

class HeldBack extends Error {}

/**
 * Counts a login attempt against each of its counters before its password is checked, or refuses
 * it (429, Retry-After) when one of them holds attempts back: then nothing is counted. A right
 * password is forgiven afterwards (forgiveLoginAttempt).
 */
export async function countLoginAttempt(
  db: Database,
  counters: ThrottleCounter[],
  policy: ThrottlePolicy,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await sweepSome(tx, counters);
      // Always the same order (account, then address): two attempts never wait on each other's rows.
      for (const counter of counters) {
        if (!(await countOne(tx, counter, policy))) throw new HeldBack();
      }
    });
  } catch (error) {
    if (!(error instanceof HeldBack)) throw error;
    const [row] = await db
      .select({ until: max(loginThrottle.retry_at) })
      .from(loginThrottle)
      .where(
        and(
          inArray(
            loginThrottle.key,
            counters.map((counter) => counter.key),
          ),
          gt(loginThrottle.retry_at, sql`now()`),
        ),
      );
    const seconds = row?.until ? (new Date(row.until).getTime() - Date.now()) / 1000 : 1;
    throw new TooManyRequestsError(seconds, authMessages.tooManyAttempts(seconds));
  }
}

/**
 * The password was right: the attempt counted by countLoginAttempt was no failure. A trusted device
 * starts over; the account and the address only lose this attempt, since other failures on them
 * may be a stranger's.
 */
export async function forgiveLoginAttempt(db: Database, counters: ThrottleCounter[]): Promise<void> {
  const keys = counters.map((counter) => counter.key);
  const devices = keys.filter((key) => key.startsWith("device:"));
  const others = keys.filter((key) => !key.startsWith("device:"));
  if (devices.length > 0) await db.delete(loginThrottle).where(inArray(loginThrottle.key, devices));
  if (others.length > 0) {
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)`, retry_at: null })
      .where(inArray(loginThrottle.key, others));
  }
}

/**
 * A password reset proved who owns the account: its untrusted failures are forgotten. (The reset
 * also makes the browser that used the link trusted: trusted-devices.ts.)
 */
export async function clearAccountThrottle(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [accountKey(email)]));
}
