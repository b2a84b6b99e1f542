import {
  EMAIL_CONFIRMATION_MAX_PER_HOUR,
  EMAIL_CONFIRMATION_VALID_DAYS,
} from "@culture-patrimoine/contract/constants";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { splitEmailChangeToken } from "@culture-patrimoine/contract/email-change-token";
import { emailConfirmationMessages } from "@culture-patrimoine/contract/messages";
import type {
  EmailConfirmationConfirmResponse,
  EmailConfirmationRequestResponse,
} from "@culture-patrimoine/contract/schemas/mail";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mailOutbox, users } from "../../db/schema.ts";
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors.ts";
import type { AuthContext } from "../../lib/sessions.ts";
import { sameText } from "../../lib/ticket-code.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type AccountState, accountLinkMac, accountLinkToken } from "./email-change.ts";

// Confirming an account's own address (issue 28). The link is the one of a new address (decision
// 025) signed for another purpose: its claim names the account, the session that asked, the
// address and an expiry; its MAC also covers the account's current address and password hash. So it
// confirms that address only, for that account only: once the address changes, the link is dead.
// It is signed when the message is composed (nothing secret waits in the outbox), and using it
// twice is harmless: the address keeps the date it was first confirmed. A confirmed address brings
// the registrations made without an account under it into the account (participations.service.ts).

const DAY_SECONDS = 86_400;

function invalidLink(): ValidationError {
  return new ValidationError([{ path: "token", message: emailConfirmationMessages.linkInvalid }]);
}

/** Writes the confirmation e-mail to the account's address, in the caller's transaction. */
export async function enqueueEmailConfirmation(
  tx: Database,
  account: { userId: number; email: string; sessionId: number },
): Promise<void> {
  await enqueueMail(tx, {
    kind: "email_confirmation",
    recipient: account.email,
    userId: account.userId,
    payload: { sessionId: account.sessionId },
  });
}

/**
 * « Renvoyer le lien de confirmation »: the owner only; 409 once confirmed; at most
 * EMAIL_CONFIRMATION_MAX_PER_HOUR links an hour, the sign-up's included (the account's row is
 * locked so that parallel requests cannot all pass the count), then 429.
 */
export async function requestEmailConfirmation(
  db: Database,
  auth: AuthContext,
  userId: number,
): Promise<EmailConfirmationRequestResponse> {
  if (auth.user.id !== userId) throw new ForbiddenError();
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [account] = await tx
      .select({ email: users.email, confirmedAt: users.email_confirmed_at })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!account) throw new NotFoundError();
    if (account.confirmedAt !== null) {
      throw new ConflictError("CONFLICT", emailConfirmationMessages.alreadyConfirmed);
    }
    const [recent] = await tx
      .select({ value: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.user_id, userId),
          eq(mailOutbox.kind, "email_confirmation"),
          gt(mailOutbox.created_at, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.value ?? 0) >= EMAIL_CONFIRMATION_MAX_PER_HOUR) {
      throw new AppError(429, "TOO_MANY_REQUESTS", emailConfirmationMessages.tooMany, undefined, {
        "retry-after": "3600",
      });
    }
    await enqueueEmailConfirmation(tx, { userId, email: account.email, sessionId: auth.sessionId });
    return { email: account.email };
  });
}

/** The link's token, signed for the account as it is when the message is composed. */
export function emailConfirmationToken(
  appSecret: string,
  link: { userId: number; sessionId: number; now: Date },
  account: AccountState,
): string {
  const claim = {
    userId: link.userId,
    sessionId: link.sessionId,
    email: account.email,
    expiresAt: Math.floor(link.now.getTime() / 1000) + EMAIL_CONFIRMATION_VALID_DAYS * DAY_SECONDS,
  };
  return accountLinkToken(appSecret, "email-confirmation", claim, account);
}

/** The link's button: marks the address confirmed if the token is authentic, unexpired and still bound. */
export async function confirmEmailAddress(
  db: Database,
  appSecret: string,
  token: string,
  now: Date,
): Promise<EmailConfirmationConfirmResponse> {
  const parts = splitEmailChangeToken(token);
  if (!parts || parts.claim.expiresAt * 1000 <= now.getTime()) throw invalidLink();
  const { claim, mac } = parts;
  return db.transaction(async (tx) => {
    // Locked: an address change meanwhile waits for this one, or this one sees its result.
    const [account] = await tx
      .select({ id: users.id, email: users.email, password_hash: users.password_hash })
      .from(users)
      .where(eq(users.id, claim.userId))
      .for("update");
    if (
      !account ||
      claim.email !== account.email ||
      !sameText(mac, accountLinkMac(appSecret, "email-confirmation", claim, account))
    ) {
      throw invalidLink();
    }
    const [confirmed] = await tx
      .update(users)
      .set({
        email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, ${now.toISOString()}::timestamptz)`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, account.id))
      .returning({ id: users.id, email: users.email, confirmedAt: users.email_confirmed_at });
    if (!confirmed?.confirmedAt) throw new Error("confirmed address vanished under its lock");
    return {
      id: confirmed.id,
      email: confirmed.email,
      email_confirmed_at: toParisIso(confirmed.confirmedAt),
    };
  });
}
