import { createHmac } from "node:crypto";
import { sameText } from "../../lib/ticket-code.ts";

// The link at the foot of a reminder turns reminders off without an account: its token names the
// registration and is signed with APP_SECRET, so nobody can forge one for somebody else's.

const MAC_LENGTH = 32;

function macOf(appSecret: string, participationId: number): string {
  return createHmac("sha256", appSecret)
    .update(`reminders-off:${participationId}`)
    .digest("base64url")
    .slice(0, MAC_LENGTH);
}

/** "r" + the registration id in base 36 + 32 characters of HMAC-SHA-256. */
export function remindersOffToken(appSecret: string, participationId: number): string {
  return `r${participationId.toString(36)}${macOf(appSecret, participationId)}`;
}

/** The registration a token names, or null when it is malformed or forged. */
export function participationOfRemindersOffToken(appSecret: string, token: string): number | null {
  const match = /^r([0-9a-z]{1,7})([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return sameText(match[2], macOf(appSecret, id)) ? id : null;
}
