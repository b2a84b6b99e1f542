import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_TTL_HOURS } from "@culture-patrimoine/contract/constants";
import { bookingMessages, validationMessages } from "@culture-patrimoine/contract/messages";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { UnprocessableError, ValidationError } from "../errors.ts";

/** What a client may send as Idempotency-Key: 8 to 200 printable ASCII characters (a UUID fits). */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{8,200}$/.test(value)) {
    throw new ValidationError([
      { path: "Idempotency-Key", message: validationMessages.idempotencyKeyInvalid },
    ]);
  }
  return value;
}

/** A stable digest of a validated body: same fields and values, same hash, whatever the key order. */
export function requestHash(body: unknown): string {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash("sha256").update(canonical).digest("base64url");
}

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/**
 * Runs `work` once per key, inside the caller's transaction `tx`. The key row is inserted first: a
 * second request with the same key waits on the unique index until the first commits, then finds
 * its stored answer and replays it (or 422 when the body differs). If the work fails, the
 * transaction rolls the key back with it, so a retry runs again. Keys expire after 24 h.
 */
export async function runOnce<T>(
  tx: Database,
  key: string,
  hash: string,
  work: () => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const expired = sql`${idempotencyKeys.created_at} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key, request_hash: hash })
    .onConflictDoUpdate({
      target: idempotencyKeys.key,
      set: { request_hash: hash, status_code: null, response: null, created_at: sql`now()` },
      setWhere: expired,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!stored || stored.request_hash !== hash || stored.status_code === null) {
      throw new UnprocessableError("IDEMPOTENCY_KEY_REUSED", bookingMessages.idempotencyKeyReused);
    }
    return { statusCode: stored.status_code, body: stored.response as T, replayed: true };
  }
  const result = await work();
  await tx
    .update(idempotencyKeys)
    .set({ status_code: result.statusCode, response: result.body as object })
    .where(eq(idempotencyKeys.key, key));
  return { ...result, replayed: false };
}

/** Housekeeping: forgets keys older than their 24 h. */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`));
}
