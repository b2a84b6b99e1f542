import { authMessages } from "@culture-patrimoine/contract/messages";
import { and, count, eq, gt, lt, min, or } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { TooManyRequestsError } from "../../errors.ts";

type ThrottlePolicy = Config["loginThrottle"];

// Failures are counted in the database, not in memory, so that every API process behind a load
// balancer sees the same counts (DESIGN.md §3).

/** Refuses the attempt (429 with Retry-After) when the e-mail or the IP failed too often lately. */
export async function assertLoginAllowed(db: Database, email: string, ip: string, policy: ThrottlePolicy) {
  const windowMs = policy.windowMinutes * 60_000;
  const since = new Date(Date.now() - windowMs);
  const [stats] = await db
    .select({
      byEmail: count(),
      oldest: min(loginFailures.created_at),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.created_at, since)));
  const [ipStats] = await db
    .select({ byIp: count(), oldest: min(loginFailures.created_at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.created_at, since)));

  const blockedBy =
    (stats?.byEmail ?? 0) >= policy.maxPerEmail
      ? stats?.oldest
      : (ipStats?.byIp ?? 0) >= policy.maxPerIp
        ? ipStats?.oldest
        : null;
  if (!blockedBy) return;
  const retryAfterSeconds = (new Date(blockedBy).getTime() + windowMs - Date.now()) / 1000;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw new TooManyRequestsError(retryAfterSeconds, authMessages.tooManyAttempts(minutes));
}

export async function recordLoginFailure(db: Database, email: string, ip: string, policy: ThrottlePolicy) {
  await db.insert(loginFailures).values({ email, ip });
  // Keep the table small: rows older than the window no longer count.
  const expired = new Date(Date.now() - policy.windowMinutes * 60_000);
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
        lt(loginFailures.created_at, expired),
      ),
    );
}

/** A successful login forgets the e-mail's failures (its owner proved who they are). */
export async function clearLoginFailures(db: Database, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
