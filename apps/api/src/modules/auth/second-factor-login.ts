import type { EmailChangeClaim } from "@culture-patrimoine/contract/email-change-token";
import { splitEmailChangeToken } from "@culture-patrimoine/contract/email-change-token";
import type { AuthResponse } from "@culture-patrimoine/contract/schemas/auth";
import type { LoginSecondFactorBody } from "@culture-patrimoine/contract/schemas/second-factor";
import { normalizeIP } from "@fastify/rate-limit";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AccountSuspendedError, AppError } from "../../errors.ts";
import { createSession } from "../../lib/sessions.ts";
import { sameText } from "../../lib/ticket-code.ts";
import { accountLinkMac, accountLinkToken } from "../users/email-change.ts";
import { toPublicUser } from "../users/user.mapper.ts";
import { countLoginAttempt, forgiveLoginAttempt, type ThrottleCounter } from "./login-throttle.ts";
import { consumeRecoveryCode, consumeTotpCode, invalidSecondFactorCode } from "./second-factor.ts";
import { trustDevice } from "./trusted-devices.ts";

// Login's second step (issue 29, docs/decisions/045). A right password of an account whose second
// factor is enabled gives no session but a challenge: a token signed like decision 025's links
// (its own purpose in the MAC), bound to the account's id and current password hash, valid
// CHALLENGE_MINUTES. The second step sends it back with a code of the app or a recovery code.

export const CHALLENGE_MINUTES = 5;
const PURPOSE = "second-factor-challenge";
/**
 * The claim format of decision 025 carries a session id; a challenge is made before any session
 * exists, so it carries this placeholder (the format needs a positive number).
 */
const NO_SESSION = 1;

interface StepDeps {
  db: Database;
  config: Config;
  appSecret: string;
  now: Date;
}

/** The 401 that asks for the second step, carrying its challenge. */
export function secondFactorRequired(
  appSecret: string,
  account: { id: number; email: string; password_hash: string },
  now: Date,
): AppError {
  const claim: EmailChangeClaim = {
    userId: account.id,
    sessionId: NO_SESSION,
    email: account.email,
    expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_MINUTES * 60,
  };
  const challenge = accountLinkToken(appSecret, PURPOSE, claim, account);
  return new AppError(401, "SECOND_FACTOR_REQUIRED", undefined, undefined, undefined, { challenge });
}

/** 403: an administrator never gets a session on a password alone. */
export function secondFactorSetupRequired(): AppError {
  return new AppError(403, "SECOND_FACTOR_SETUP_REQUIRED");
}

const invalidChallenge = () => new AppError(401, "INVALID_SECOND_FACTOR_CHALLENGE");

/**
 * The second step's attempts are counted like failed logins (login-throttle.ts): per account (a
 * stolen password must not let a script try all the codes) and per address, the address counter
 * being the password login's own. A right code forgives its attempt.
 */
function secondStepCounters(
  userId: number | null,
  ip: string,
  policy: Config["loginThrottle"],
): ThrottleCounter[] {
  const half = (limit: number) => Math.floor(limit / 2);
  const address = {
    key: `address:${normalizeIP(ip)}`,
    free: half(policy.maxPerIp),
    refuseAt: policy.maxPerIp,
  };
  if (userId === null) return [address];
  return [
    { key: `second-factor:${userId}`, free: half(policy.maxPerEmail), refuseAt: policy.maxPerEmail },
    address,
  ];
}

export async function loginWithSecondFactor(
  { db, config, appSecret, now }: StepDeps,
  body: LoginSecondFactorBody,
  ip: string,
): Promise<AuthResponse> {
  const parts = splitEmailChangeToken(body.challenge);
  const counters = secondStepCounters(parts?.claim.userId ?? null, ip, config.loginThrottle);
  await countLoginAttempt(db, counters, config.loginThrottle);
  if (!parts || parts.claim.expiresAt * 1000 <= now.getTime()) throw invalidChallenge();
  const [row] = await db.select().from(users).where(eq(users.id, parts.claim.userId)).limit(1);
  if (
    !row?.totp_enabled_at ||
    !sameText(parts.mac, accountLinkMac(appSecret, PURPOSE, parts.claim, row)) ||
    row.email !== parts.claim.email
  ) {
    throw invalidChallenge();
  }
  const accepted =
    "code" in body
      ? await consumeTotpCode(db, appSecret, row.id, body.code, now)
      : await consumeRecoveryCode(db, row.id, body.recovery_code, now);
  if (!accepted) throw invalidSecondFactorCode();
  await forgiveLoginAttempt(db, counters);
  // Suspended between the two steps: the code was right, the account still may not sign in.
  if (row.suspended_at) throw new AccountSuspendedError();
  const { token } = await createSession(db, row.id, config.session);
  return { token, user: toPublicUser(row), device_token: await trustDevice(db, row.id) };
}
