import { createHash, randomBytes } from "node:crypto";
import {
  PASSWORD_RESET_MAX_PER_HOUR,
  PASSWORD_RESET_VALID_MINUTES,
} from "@culture-patrimoine/contract/constants";
import { mailChannelMessages } from "@culture-patrimoine/contract/email-texts";
import type { PasswordResetBody } from "@culture-patrimoine/contract/schemas/mail";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { passwordResetTokens, sessions, users } from "../../db/schema.ts";
import { ValidationError } from "../../errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { clearAccountThrottle } from "./login-throttle.ts";
import { hashPassword } from "./password.ts";
import { trustOnlyResetBrowser } from "./trusted-devices.ts";

// « Mot de passe oublié » (issue 11): a single-use link valid PASSWORD_RESET_VALID_MINUTES, sent by
// e-mail through the outbox. Only the token's SHA-256 is stored; the raw token lives in the outbox
// row until the message is sent, then is wiped from it.

function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Writes a reset link for the account of `email`, if there is one and it has not had
 * PASSWORD_RESET_MAX_PER_HOUR links in the last hour (nobody can flood an inbox). The caller
 * answers the same in every case, so that the call says nothing about which addresses have an account.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (!user) return;
  await db.transaction(async (tx) => {
    // The account's row is locked so that two simultaneous requests cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [recent] = await tx
      .select({ value: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.user_id, user.id),
          gt(passwordResetTokens.created_at, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.value ?? 0) >= PASSWORD_RESET_MAX_PER_HOUR) return;
    const token = randomBytes(32).toString("base64url");
    await tx.insert(passwordResetTokens).values({
      user_id: user.id,
      token_hash: hashResetToken(token),
      expires_at: sql`now() + ${`${PASSWORD_RESET_VALID_MINUTES} minutes`}::interval`,
    });
    await enqueueMail(tx, {
      kind: "password_reset",
      recipient: user.email,
      userId: user.id,
      payload: { token },
    });
  });
}

function invalidLink(): ValidationError {
  return new ValidationError([{ path: "token", message: mailChannelMessages.resetLinkInvalid }]);
}

/**
 * Sets the new password of the link's account: the link is used up by a conditional UPDATE (two
 * submissions of one link: one wins), every session of the account is revoked, every other link
 * of the account is used up, its failed logins are forgotten, the browser that used the link becomes
 * its only trusted one (the link's token is its device token), and the owner is told by e-mail.
 */
export async function resetPassword(db: Database, body: PasswordResetBody): Promise<void> {
  const tokenHash = hashResetToken(body.token);
  const live = and(
    eq(passwordResetTokens.token_hash, tokenHash),
    isNull(passwordResetTokens.used_at),
    gt(passwordResetTokens.expires_at, sql`now()`),
  );
  // A dead link is refused before the password is hashed (hashing is the expensive part).
  const [found] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(live);
  if (!found) throw invalidLink();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(live)
      .returning({ user_id: passwordResetTokens.user_id });
    if (!used) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(users.id, used.user_id))
      .returning({ id: users.id, email: users.email });
    if (!user) throw invalidLink();
    await tx.delete(sessions).where(eq(sessions.user_id, user.id));
    await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetTokens.user_id, user.id), isNull(passwordResetTokens.used_at)));
    await clearAccountThrottle(tx, user.email);
    await trustOnlyResetBrowser(tx, user.id, body.token);
    await enqueueMail(tx, {
      kind: "password_changed",
      recipient: user.email,
      userId: user.id,
      payload: { at: new Date().toISOString() },
    });
  });
}
