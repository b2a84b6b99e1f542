import { mailLinkTokenSchema } from "@culture-patrimoine/contract/schemas/mail";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/** The parameter of an e-mail link that carries its token (contract's paths.resetPassword). */
const TOKEN_PARAM = "jeton";

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

const fragmentParams = (hash: string) => new URLSearchParams(hash.replace(/^#/, ""));

/**
 * The token of a link sent by e-mail: in the fragment (`#jeton=…`, which no server log sees), or
 * in the query string (`?jeton=…`) of a link rewritten by a mail client. Null when it is missing
 * or cannot be a token (a link cut short when copied).
 */
export function readMailLinkToken({ search, hash }: Pick<Address, "search" | "hash">): string | null {
  const raw = fragmentParams(hash).get(TOKEN_PARAM) ?? new URLSearchParams(search).get(TOKEN_PARAM);
  const parsed = mailLinkTokenSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The same address without its token (other query parameters kept), or null when it has none. */
export function addressWithoutToken({ pathname, search, hash }: Address): string | null {
  const query = new URLSearchParams(search);
  if (!fragmentParams(hash).has(TOKEN_PARAM) && !query.has(TOKEN_PARAM)) return null;
  query.delete(TOKEN_PARAM);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ""}`;
}

export interface MailLink {
  /** The link's token; null when it had none or a malformed one. */
  token: string | null;
  /**
   * Which link it was: another one opened in the same tab (only the fragment differs, so the
   * browser keeps the page) gets another key, so that the page can start over with it.
   */
  key: number;
}

/**
 * The link that opened the page: its token is read, then taken out of the address bar (a replaced
 * history entry), so that it lingers neither in the history nor on a shared screen. An address
 * that carries a token again is another link opened in the same tab (or the same one, again).
 */
export function useMailLink(): MailLink {
  const location = useLocation();
  const navigate = useNavigate();
  const cleaned = addressWithoutToken(location);
  const [read, setRead] = useState(() => ({
    link: { token: readMailLinkToken(location), key: 0 },
    location,
  }));
  // Compared by identity: the router gives each navigation its own location, and browsers give a
  // fragment-only navigation no history key of its own.
  if (cleaned !== null && read.location !== location) {
    setRead({ link: { token: readMailLinkToken(location), key: read.link.key + 1 }, location });
  }

  useEffect(() => {
    if (cleaned !== null) void navigate(cleaned, { replace: true, preventScrollReset: true });
  }, [cleaned, navigate]);

  return read.link;
}
