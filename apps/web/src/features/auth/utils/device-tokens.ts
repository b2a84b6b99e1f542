// The device tokens of this browser (docs/decisions/024): the API gives one with each login and
// sign-up, for that account; sent back with the next login of the account, it says "this browser
// has logged in here before", so that a stranger's failed attempts on the account never hold its
// owner back. They stay after logging out (they open nothing by themselves).
//
// Kept per account under a SHA-256 of its e-mail, so that the storage of a shared computer does not
// list the addresses that logged in on it. The link of a password reset also vouches for the
// browser that used it, for the account it reset, whose address the page does not know: kept apart
// and sent with the next logins, until the API answers it back as that account's token. It goes
// first: the reset revoked the account's other tokens, this browser's too. (Until then, another
// account logging in here is counted as from a new browser: rare, and no worse than no token.)

const TOKENS_KEY = "deviceTokens";
const RESET_LINK_KEY = "deviceTokenFromReset";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, strict settings): logins are then counted as new.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // As above: nothing kept, nothing broken.
  }
}

function readTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(read(TOKENS_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

/** The storage key of an account: SHA-256 of its e-mail as the API compares it (trimmed, lower case). */
async function accountKey(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The token to send with a login of `email`: a reset link's, else this browser's for the account. */
export async function deviceTokenFor(email: string): Promise<string | undefined> {
  return read(RESET_LINK_KEY) ?? readTokens()[await accountKey(email)];
}

/** Keeps the token the API answered for the account of `email` (an older API answers none). */
export async function rememberDeviceToken(email: string, token: string | undefined): Promise<void> {
  if (!token) return;
  const tokens = readTokens();
  tokens[await accountKey(email)] = token;
  write(TOKENS_KEY, JSON.stringify(tokens));
  // A reset link's token answered back is now the account's own.
  if (read(RESET_LINK_KEY) === token) write(RESET_LINK_KEY, null);
}

/** After a password reset: the link's token vouches for this browser at its next login. */
export function rememberResetLink(linkToken: string): void {
  write(RESET_LINK_KEY, linkToken);
}
