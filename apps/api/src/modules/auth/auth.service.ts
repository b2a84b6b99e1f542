import type { AuthResponse, LoginBody, RegisterBody } from "@culture-patrimoine/contract/schemas/auth";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import {
  AccountSuspendedError,
  ConflictError,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  UnauthorizedError,
} from "../../errors.ts";
import { createSession, revokeSession } from "../../lib/sessions.ts";
import { foundOrganisation } from "../organisations/founding.ts";
import { checkIdentityAfterSignUp } from "../organisers/organisers.service.ts";
import { enqueueEmailConfirmation } from "../users/email-confirmation.ts";
import { toPublicUser } from "../users/user.mapper.ts";
import { countLoginAttempt, forgiveLoginAttempt, loginCounters } from "./login-throttle.ts";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password.ts";
import { secondFactorRequired, secondFactorSetupRequired } from "./second-factor-login.ts";
import { findTrustedDevice, touchTrustedDevice, trustDevice } from "./trusted-devices.ts";

export interface AuthDeps {
  db: Database;
  config: Config;
}

/**
 * Creates the account and its first session; the link that confirms its address is written to
 * the outbox in the same transaction (issue 28).
 */
export async function register({ db, config }: AuthDeps, body: RegisterBody): Promise<AuthResponse> {
  const passwordHash = await hashPassword(body.password);
  const professional = body.role === "professionnel" ? body : undefined;
  try {
    const { row, token } = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [created] = await tx
        .insert(users)
        .values({
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          password_hash: passwordHash,
          phone: body.phone,
          address: body.address ?? null,
          city: body.city ?? null,
          role: body.role,
          organization: professional?.organization ?? null,
          siret: professional?.siret ?? null,
          rna: professional?.rna ?? null,
          description: professional?.description ?? null,
          // A new organiser is « à vérifier » until an administrator decides (decision 047).
          verification_status: professional ? "pending" : null,
        })
        .returning();
      if (!created) throw new Error("insert returned no row");
      // Before the session, so that it acts for the new organisation at once.
      if (professional) await foundOrganisation(tx, created);
      const session = await createSession(tx, created.id, config.session);
      await enqueueEmailConfirmation(tx, {
        userId: created.id,
        email: created.email,
        sessionId: session.sessionId,
      });
      return { row: created, token: session.token };
    });
    // After the commit: a slow or failing Sirene never undoes nor fails the sign-up (issue 29).
    if (professional) await checkIdentityAfterSignUp({ db, config, now: new Date() }, row);
    return { token, user: toPublicUser(row), device_token: await trustDevice(db, row.id) };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new ConflictError("EMAIL_TAKEN");
    throw error;
  }
}

/**
 * Checks the password, counted against the browser's device token when it sends one of this
 * account, else against the account and the address (login-throttle.ts). The same statements run
 * whether the e-mail has an account or not, and an unknown one is checked against a decoy hash, so
 * neither the answer nor its time tells which addresses have an account.
 */
export async function login(
  { db, config, appSecret, now }: AuthDeps & { appSecret: string; now: Date },
  body: LoginBody,
  ip: string,
): Promise<AuthResponse> {
  const deviceId = await findTrustedDevice(db, body.device_token, body.email);
  const counters = loginCounters({ email: body.email, ip, deviceId }, config.loginThrottle);
  await countLoginAttempt(db, counters, config.loginThrottle);
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, body.email))
    .limit(1);
  const valid = row
    ? await verifyPassword(row.password_hash, body.password)
    : await verifyAgainstDecoy(body.password);
  // The attempt is already counted as a failure: nothing more to write.
  if (!row || !valid) throw new UnauthorizedError("INVALID_CREDENTIALS");
  await forgiveLoginAttempt(db, counters);
  if (row.suspended_at) throw new AccountSuspendedError();
  // A right password of an account with a second factor opens no session: the second step does
  // (second-factor-login.ts). An administrator always needs one (issue 29).
  if (row.totp_enabled_at) throw secondFactorRequired(appSecret, row, now);
  if (row.role === "administrateur") throw secondFactorSetupRequired();
  let deviceToken: string;
  if (deviceId !== null && body.device_token) {
    await touchTrustedDevice(db, deviceId);
    deviceToken = body.device_token;
  } else {
    deviceToken = await trustDevice(db, row.id);
  }
  const { token } = await createSession(db, row.id, config.session);
  return { token, user: toPublicUser(row), device_token: deviceToken };
}

export function logout({ db }: AuthDeps, sessionId: number): Promise<void> {
  return revokeSession(db, sessionId);
}
