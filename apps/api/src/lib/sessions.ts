import { createHash, randomBytes } from "node:crypto";
import type { OrganisationRole, Role } from "@culture-patrimoine/contract/constants";
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { memberships, sessions, users } from "../db/schema.ts";

/** The organisation a session acts for, and the member's role in it (issue 30, decision 049). */
export interface ActingOrganisation {
  id: number;
  role: OrganisationRole;
}

export interface AuthContext {
  sessionId: number;
  user: { id: number; role: Role };
  /** Null when the account belongs to no organisation, or was removed from the one it acted for. */
  organisation: ActingOrganisation | null;
}

type SessionPolicy = Config["session"];

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Opens a session and returns its bearer token (256 random bits) and id; only the token's hash is stored. */
export async function createSession(
  db: Database,
  userId: number,
  policy: SessionPolicy,
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + policy.absoluteDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(sessions)
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      // A new session acts for the member's first organisation, one where they are responsable first.
      organisation_id: sql`(select ${memberships.organisation_id} from ${memberships}
        where ${memberships.user_id} = ${userId}
        order by (${memberships.role} = 'responsable') desc, ${memberships.created_at}, ${memberships.organisation_id}
        limit 1)`,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("insert returned no row");
  return { token, sessionId: row.id };
}

// Touching last_used_at on every request would turn each read into a write; once a minute is
// precise enough for an idle timeout counted in hours.
const TOUCH_INTERVAL_MS = 60_000;

/** The session a token opens, or null when it is unknown, revoked, idle too long or past its end. */
export async function resolveSession(
  db: Database,
  token: string,
  policy: SessionPolicy,
): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = Date.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.last_used_at,
      userId: users.id,
      role: users.role,
      organisationId: memberships.organisation_id,
      organisationRole: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    // The role is read on every request: a member removed or changed loses the access at once.
    .leftJoin(
      memberships,
      and(
        eq(memberships.organisation_id, sessions.organisation_id),
        eq(memberships.user_id, sessions.user_id),
      ),
    )
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        // Suspending an account revokes its sessions; this also refuses one opened meanwhile.
        isNull(users.suspended_at),
        gt(sessions.expires_at, new Date(now)),
        gt(sessions.last_used_at, new Date(now - policy.idleMinutes * 60_000)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ last_used_at: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: { id: row.userId, role: row.role },
    organisation:
      row.organisationId === null || row.organisationRole === null
        ? null
        : { id: row.organisationId, role: row.organisationRole },
  };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Closes every session of a user but the one given (a password change keeps its own session). */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)));
}

/** Housekeeping: sessions past their absolute end are of no use to anyone. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires_at, new Date()));
}
