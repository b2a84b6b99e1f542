import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { trustedDevices, users } from "../../db/schema.ts";
import { hashToken } from "../../lib/sessions.ts";

// Device tokens (OWASP "device cookies", docs/decisions/024): a browser where an account logged in
// keeps a random token for that account and sends it with its next logins; those attempts are then
// counted on the token alone (login-throttle.ts). The token opens no session and reads nothing: it
// only says "this browser has known the password before". Only its SHA-256 is stored.

/** A token unused this long no longer vouches for its browser. */
const DEVICE_TRUST_DAYS = 365;
/** Browsers remembered per account (the most recently used); enough for a family's devices. */
const DEVICES_PER_ACCOUNT = 20;

/** The trusted device `token` names for the account of `email`, or null (unknown, other account, too old). */
export async function findTrustedDevice(
  db: Database,
  token: string | null | undefined,
  email: string,
): Promise<number | null> {
  if (!token || token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.user_id))
    .where(
      and(
        eq(trustedDevices.token_hash, hashToken(token)),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        gt(trustedDevices.last_used_at, sql`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function touchTrustedDevice(db: Database, deviceId: number): Promise<void> {
  await db.update(trustedDevices).set({ last_used_at: sql`now()` }).where(eq(trustedDevices.id, deviceId));
}

/** Remembers `token` (a new random one when absent) as a browser of the account; returns it. */
export async function trustDevice(db: Database, userId: number, token?: string): Promise<string> {
  const deviceToken = token ?? randomBytes(32).toString("base64url");
  await db
    .insert(trustedDevices)
    .values({ user_id: userId, token_hash: hashToken(deviceToken) })
    .onConflictDoNothing();
  // The oldest browsers are forgotten past DEVICES_PER_ACCOUNT, so an account's rows stay few.
  const kept = db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(eq(trustedDevices.user_id, userId))
    .orderBy(desc(trustedDevices.last_used_at), desc(trustedDevices.id))
    .limit(DEVICES_PER_ACCOUNT);
  await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.user_id, userId), notInArray(trustedDevices.id, kept)));
  return deviceToken;
}

/**
 * After a password reset: the account's browsers are trusted no more (one may be a stranger's who
 * knew the old password), except the one that used the link, whose token is the link's own token:
 * the web app keeps it and sends it with its next login, so the owner logs in from there even while
 * a stranger keeps the account's or the address's counter at its limit.
 */
export async function trustOnlyResetBrowser(db: Database, userId: number, linkToken: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.user_id, userId));
  await trustDevice(db, userId, linkToken);
}
