import { createHmac } from "node:crypto";
import { EMAIL_CHANGE_MAX_PER_HOUR, EMAIL_CHANGE_VALID_HOURS } from "@culture-patrimoine/contract/constants";
import {
  EMAIL_CHANGE_MAC_LENGTH,
  type EmailChangeClaim,
  encodeEmailChangeClaim,
  splitEmailChangeToken,
} from "@culture-patrimoine/contract/email-change-token";
import { mailChannelMessages } from "@culture-patrimoine/contract/email-texts";
import type { EmailChangeConfirmResponse } from "@culture-patrimoine/contract/schemas/mail";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailOutbox, users } from "../../db/schema.ts";
import { AppError, ConflictError, PG_UNIQUE_VIOLATION, pgErrorCode, ValidationError } from "../../errors.ts";
import { revokeOtherSessions } from "../../lib/sessions.ts";
import { sameText } from "../../lib/ticket-code.ts";
import { enqueueMail } from "../mail/outbox.ts";

// Changing one's e-mail address (docs/decisions/025). With the current password the address changes
// at once; without it (SPEC's client sends none), a link goes to the new address and the change
// waits for it. The link's token is signed with APP_SECRET over what it claims and over the
// account's current address and password hash, read again when it is used: it dies when either
// changes (the change it asked for was applied, another was, or the owner reset the password), and
// when it expires. Either way the other sessions are closed and the old address is told.

/** What a token is bound to besides its claim: read from the account when the token is checked. */
export interface AccountState {
  email: string;
  password_hash: string;
}

/**
 * What a link signed this way does: set a new address, or confirm the account's own address
 * (issue 28), or stand for a right password at login's second step (issue 29). Signed into the MAC, so that one kind of link never passes for the other.
 */
export type AccountLinkPurpose = "email-change" | "email-confirmation" | "second-factor-challenge";

/** The signature of a link's claim, for its purpose, bound to the account as it is now. */
export function accountLinkMac(
  appSecret: string,
  purpose: AccountLinkPurpose,
  claim: EmailChangeClaim,
  account: AccountState,
): string {
  return createHmac("sha256", appSecret)
    .update(
      [
        purpose,
        claim.userId,
        claim.sessionId,
        claim.expiresAt,
        claim.email,
        account.email,
        account.password_hash,
      ].join("\n"),
    )
    .digest("base64url")
    .slice(0, EMAIL_CHANGE_MAC_LENGTH);
}

/** A link's token: its claim, then its signature (docs/decisions/025). */
export function accountLinkToken(
  appSecret: string,
  purpose: AccountLinkPurpose,
  claim: EmailChangeClaim,
  account: AccountState,
): string {
  return `${encodeEmailChangeClaim(claim)}${accountLinkMac(appSecret, purpose, claim, account)}`;
}

export function emailChangeToken(appSecret: string, claim: EmailChangeClaim, account: AccountState): string {
  return accountLinkToken(appSecret, "email-change", claim, account);
}

function invalidLink(): ValidationError {
  return new ValidationError([{ path: "token", message: mailChannelMessages.emailChangeLinkInvalid }]);
}

/** The new address is taken by another account: 409, as a direct change would answer. */
export async function assertEmailFree(db: Database, email: string, userId: number): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (other && other.id !== userId) throw new ConflictError("EMAIL_TAKEN");
}

/** Tells the old address that the account's address changed, in the change's transaction. */
export async function enqueueEmailChangedNotice(
  tx: Database,
  change: { userId: number; from: string; to: string; at: Date },
): Promise<void> {
  await enqueueMail(tx, {
    kind: "email_changed",
    recipient: change.from,
    userId: change.userId,
    payload: { from: change.from, to: change.to, at: change.at.toISOString() },
  });
}

/**
 * Writes the confirmation link for `email` to that address, in the transaction that saves the rest
 * of the settings. At most EMAIL_CHANGE_MAX_PER_HOUR per account and hour (the account's row is
 * locked so that parallel saves cannot all pass the count): nobody can use an account to flood
 * somebody else's inbox.
 */
export async function requestEmailChange(
  tx: Database,
  appSecret: string,
  request: { account: AccountState & { id: number }; sessionId: number; email: string; now: Date },
): Promise<void> {
  const { account, sessionId, email, now } = request;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for("update");
  const [recent] = await tx
    .select({ value: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.user_id, account.id),
        eq(mailOutbox.kind, "email_change_requested"),
        gt(mailOutbox.created_at, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.value ?? 0) >= EMAIL_CHANGE_MAX_PER_HOUR) {
    throw new AppError(429, "TOO_MANY_REQUESTS", mailChannelMessages.emailChangeTooMany, undefined, {
      "retry-after": "3600",
    });
  }
  const claim: EmailChangeClaim = {
    userId: account.id,
    sessionId,
    email,
    expiresAt: Math.floor(now.getTime() / 1000) + EMAIL_CHANGE_VALID_HOURS * 3600,
  };
  await enqueueMail(tx, {
    kind: "email_change_requested",
    recipient: email,
    userId: account.id,
    payload: { token: emailChangeToken(appSecret, claim, account), from: account.email, to: email },
  });
}

/**
 * The link's button: sets the new address if the token is authentic, unexpired and still bound to
 * the account as it is; closes every session but the one that asked; tells the old address.
 */
export async function confirmEmailChange(
  db: Database,
  appSecret: string,
  token: string,
  now: Date,
): Promise<EmailChangeConfirmResponse> {
  const parts = splitEmailChangeToken(token);
  if (!parts || parts.claim.expiresAt * 1000 <= now.getTime()) throw invalidLink();
  const { claim, mac } = parts;
  try {
    return await db.transaction(async (tx) => {
      // Locked: two clicks on the link, or a settings save meanwhile, wait for this one.
      const [account] = await tx
        .select({ id: users.id, email: users.email, password_hash: users.password_hash })
        .from(users)
        .where(eq(users.id, claim.userId))
        .for("update");
      if (!account || !sameText(mac, accountLinkMac(appSecret, "email-change", claim, account))) {
        throw invalidLink();
      }
      // The link was opened from the new address's mailbox: that address is proven (issue 28).
      await tx
        .update(users)
        .set({ email: claim.email, email_confirmed_at: now, updated_at: sql`now()` })
        .where(eq(users.id, account.id));
      await revokeOtherSessions(tx as unknown as Database, account.id, claim.sessionId);
      await enqueueEmailChangedNotice(tx as unknown as Database, {
        userId: account.id,
        from: account.email,
        to: claim.email,
        at: now,
      });
      return { id: account.id, email: claim.email };
    });
  } catch (error) {
    // Another account took the address since the link was sent.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError("EMAIL_TAKEN");
    throw error;
  }
}
