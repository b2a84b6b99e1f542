// The token of the link that confirms a new e-mail address (docs/decisions/025): what it claims
// (which account, which session asked, the new address, until when), base64url-encoded, followed
// by MAC_LENGTH characters of signature. The API signs and checks it with APP_SECRET; the page the
// link opens only reads the claim, to show the address it confirms. No table holds pending
// changes: everything the confirmation needs is in the link.

export interface EmailChangeClaim {
  userId: number;
  /** The session that asked: it stays open when the others are closed. */
  sessionId: number;
  email: string;
  /** Unix time in seconds. */
  expiresAt: number;
}

export const EMAIL_CHANGE_MAC_LENGTH = 32;

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** The claim part of a token: "userId.sessionId.expiresAt.email", base64url-encoded. */
export function encodeEmailChangeClaim(claim: EmailChangeClaim): string {
  return toBase64Url(`${claim.userId}.${claim.sessionId}.${claim.expiresAt}.${claim.email}`);
}

const CLAIM = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,12})\.(.+@.+)$/;

/** The claim and the signature of a token, or null when it cannot be one (cut short, altered). */
export function splitEmailChangeToken(token: string): { claim: EmailChangeClaim; mac: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token) || token.length <= EMAIL_CHANGE_MAC_LENGTH) return null;
  const decoded = fromBase64Url(token.slice(0, -EMAIL_CHANGE_MAC_LENGTH));
  const match = decoded === null ? null : CLAIM.exec(decoded);
  if (!match) return null;
  const [, userId, sessionId, expiresAt, email] = match;
  return {
    claim: {
      userId: Number(userId),
      sessionId: Number(sessionId),
      expiresAt: Number(expiresAt),
      email: email ?? "",
    },
    mac: token.slice(-EMAIL_CHANGE_MAC_LENGTH),
  };
}
