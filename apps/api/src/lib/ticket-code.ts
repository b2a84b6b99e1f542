import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// A ticket code is 96 random bits followed by an HMAC (APP_SECRET) of the event and those bits: it
// cannot be guessed, and a scanner holding the secret can tell a real ticket for an event from a
// made-up string without asking the database.

function signature(secret: string, eventId: number, nonce: string): string {
  return createHmac("sha256", secret)
    .update(`ticket:${eventId}:${nonce}`)
    .digest()
    .subarray(0, 12)
    .toString("base64url");
}

export function createTicketCode(secret: string, eventId: number): string {
  const nonce = randomBytes(12).toString("base64url");
  return `${nonce}${signature(secret, eventId, nonce)}`;
}

/** A ticket code is 32 URL-safe characters: anything else is not worth a database lookup. */
export function hasTicketCodeShape(code: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(code);
}

export function isAuthenticTicketCode(secret: string, eventId: number, code: string): boolean {
  if (!hasTicketCodeShape(code)) return false;
  return sameText(code.slice(16), signature(secret, eventId, code.slice(0, 16)));
}

/** Constant-time comparison, so that response times do not reveal how much of a code is right. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
