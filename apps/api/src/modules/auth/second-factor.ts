import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { secondFactorMessages as t } from "@culture-patrimoine/contract/messages";
import type {
  SecondFactorEnrolment,
  SecondFactorStatus,
} from "@culture-patrimoine/contract/schemas/second-factor";
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Database } from "../../db/client.ts";
import { recoveryCodes, users } from "../../db/schema.ts";
import { AppError, ConflictError, ForbiddenError, ValidationError } from "../../errors.ts";
import { verifyPassword } from "./password.ts";

// The second factor (issue 29, docs/decisions/045): TOTP (RFC 6238: SHA-1, 6 digits, 30 s, the
// codes of one step either side accepted for a phone's clock drift) and 10 single-use recovery
// codes. The secret is stored encrypted (AES-256-GCM, key derived from APP_SECRET by HKDF with a
// label of its own), so that a copy of the database alone does not give the codes. A code is
// accepted at most once: the step it belongs to must be later than the last accepted one, checked
// by the UPDATE that records it, so two requests with the same code cannot both pass.

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Culture & Patrimoine";
/** Readable codes: no 0/o, 1/l/i. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const KEY_LABEL = "culture-patrimoine/second-factor/totp-secret/v1";
const CIPHER_PREFIX = "v1.";

function encryptionKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "", KEY_LABEL, 32));
}

/** "v1." then base64url of IV (12 bytes), ciphertext, tag (16 bytes). */
export function encryptSecret(appSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(appSecret), iv);
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return CIPHER_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export function decryptSecret(appSecret: string, stored: string): string {
  if (!stored.startsWith(CIPHER_PREFIX)) throw new Error("unknown second factor secret format");
  const raw = Buffer.from(stored.slice(CIPHER_PREFIX.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(appSecret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
    "utf8",
  );
}

export function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

/** The time step of the code `code` for the secret at `now`, or null when it matches none in the window. */
export function matchingStep(base32: string, code: string, now: Date): number | null {
  const totp = totpOf(base32, "check");
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[\s-]+/g, ""))
    .digest("hex");
}

function newRecoveryCode(): string {
  let text = "";
  for (let i = 0; i < 8; i++) text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** Replaces the account's recovery codes by 10 new ones; answers them in clear, the only time. */
export async function replaceRecoveryCodes(tx: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * Uses a recovery code of the account: true once per code. The condition `used_at is null` sits
 * in the UPDATE itself, so two requests with one code cannot both pass.
 */
export async function consumeRecoveryCode(
  db: Database,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hashRecoveryCode(code)),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

interface SecondFactorRow {
  id: number;
  email: string;
  role: string;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
}

async function accountOf(db: Database, userId: number, lock = false): Promise<SecondFactorRow> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      password_hash: users.password_hash,
      totp_secret: users.totp_secret,
      totp_enabled_at: users.totp_enabled_at,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new Error(`no account ${userId}`);
  return row;
}

/**
 * Accepts `code` for the account's stored secret (enabled or being enrolled) at `now`, recording
 * its step: false for a wrong code, and for a code of a step already used or older.
 */
export async function consumeTotpCode(
  db: Database,
  appSecret: string,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const account = await accountOf(db, userId);
  if (!account.totp_secret) return false;
  const step = matchingStep(decryptSecret(appSecret, account.totp_secret), code, now);
  if (step === null) return false;
  const rows = await db
    .update(users)
    .set({ totp_last_step: step })
    .where(and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

function invalidCode(): ValidationError {
  return new ValidationError([{ path: "code", message: t.invalidCode }]);
}

/** Organisers may have a second factor, administrators must; participants have none (403). */
export function assertSecondFactorOffered(role: string): void {
  if (role !== "professionnel" && role !== "administrateur") throw new ForbiddenError(t.notOffered);
}

export async function secondFactorStatus(db: Database, userId: number): Promise<SecondFactorStatus> {
  const account = await accountOf(db, userId);
  const [left] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return {
    enabled: account.totp_enabled_at !== null,
    enabled_at: account.totp_enabled_at?.toISOString() ?? null,
    required: account.role === "administrateur",
    recovery_codes_left: account.totp_enabled_at ? (left?.value ?? 0) : 0,
  };
}

/**
 * Starts an enrolment: a new secret, stored encrypted but not enabled until a code of it is
 * confirmed. Starting again replaces a pending secret; an enabled one is never replaced here.
 */
export async function startEnrolment(
  db: Database,
  appSecret: string,
  userId: number,
): Promise<SecondFactorEnrolment> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const account = await accountOf(tx, userId, true);
    if (account.totp_enabled_at) throw new ConflictError("CONFLICT", t.alreadyEnabled);
    const secret = new Secret({ size: 20 }).base32;
    await tx
      .update(users)
      .set({ totp_secret: encryptSecret(appSecret, secret), totp_last_step: null, updated_at: sql`now()` })
      .where(eq(users.id, userId));
    return { otpauth_url: totpOf(secret, account.email).toString(), secret };
  });
}

/** Confirms the enrolment with a code of the new secret: enables it, answers the recovery codes. */
export async function confirmEnrolment(
  db: Database,
  appSecret: string,
  userId: number,
  code: string,
  now: Date,
): Promise<string[]> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const account = await accountOf(tx, userId, true);
    if (account.totp_enabled_at) throw new ConflictError("CONFLICT", t.alreadyEnabled);
    if (!account.totp_secret) throw new ConflictError("CONFLICT", t.notStarted);
    if (!(await consumeTotpCode(tx, appSecret, userId, code, now))) throw invalidCode();
    await tx.update(users).set({ totp_enabled_at: now, updated_at: sql`now()` }).where(eq(users.id, userId));
    return replaceRecoveryCodes(tx, userId);
  });
}

/** New recovery codes, with a current code of the app: the old ones stop working. */
export async function regenerateRecoveryCodes(
  db: Database,
  appSecret: string,
  userId: number,
  code: string,
  now: Date,
): Promise<string[]> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const account = await accountOf(tx, userId, true);
    if (!account.totp_enabled_at) throw new ConflictError("CONFLICT", t.notEnabled);
    if (!(await consumeTotpCode(tx, appSecret, userId, code, now))) throw invalidCode();
    return replaceRecoveryCodes(tx, userId);
  });
}

/** Turns the second factor off, with the password and a current code; never an administrator's. */
export async function disableSecondFactor(
  db: Database,
  appSecret: string,
  userId: number,
  proof: { password: string; code: string },
  now: Date,
): Promise<void> {
  const account = await accountOf(db, userId);
  if (account.role === "administrateur") throw new ForbiddenError(t.requiredForAdministrators);
  if (!account.totp_enabled_at) throw new ConflictError("CONFLICT", t.notEnabled);
  if (!(await verifyPassword(account.password_hash, proof.password))) {
    throw new ValidationError([{ path: "password", message: t.wrongPassword }]);
  }
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    if (!(await consumeTotpCode(tx, appSecret, userId, proof.code, now))) throw invalidCode();
    await tx
      .update(users)
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  });
}

/**
 * Enrols and enables a second factor at once, for the command line that creates an administrator
 * (`npm run admin:create`): the secret and the recovery codes are printed there, once. Replaces
 * any second factor the account had.
 */
export async function enrolConfirmedSecondFactor(
  db: Database,
  appSecret: string,
  userId: number,
): Promise<{ otpauthUrl: string; secret: string; recoveryCodes: string[] }> {
  return enableWithSecret(db, appSecret, userId, new Secret({ size: 20 }).base32);
}

/** Enables the given secret (the seed's fixed demo secret, or a new one) with new recovery codes. */
export async function enableWithSecret(
  db: Database,
  appSecret: string,
  userId: number,
  secret: string,
): Promise<{ otpauthUrl: string; secret: string; recoveryCodes: string[] }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const account = await accountOf(tx, userId, true);
    await tx
      .update(users)
      .set({
        totp_secret: encryptSecret(appSecret, secret),
        totp_enabled_at: sql`now()`,
        totp_last_step: null,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, userId));
    const codes = await replaceRecoveryCodes(tx, userId);
    return { otpauthUrl: totpOf(secret, account.email).toString(), secret, recoveryCodes: codes };
  });
}

/** 401 of a wrong code at login's second step. */
export function invalidSecondFactorCode(): AppError {
  return new AppError(401, "INVALID_SECOND_FACTOR_CODE");
}
