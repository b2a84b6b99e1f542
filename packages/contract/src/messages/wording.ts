// Wording shared by several messages: durations and waits, with French typography.

/** « 8\u00a0secondes » under a minute, else whole minutes rounded up: « 15\u00a0minutes ». */
export function loginWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole}\u00a0seconde${whole > 1 ? "s" : ""}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes}\u00a0minute${minutes > 1 ? "s" : ""}`;
}

/** « une heure », « 2\u00a0heures », « 30\u00a0minutes »: how long an e-mail link works. */
export function linkLifetime(minutes: number): string {
  if (minutes === 60) return "une heure";
  if (minutes % 60 === 0) return `${minutes / 60}\u00a0heures`;
  return `${minutes}\u00a0minute${minutes > 1 ? "s" : ""}`;
}

/** Waiting after too many requests, from the answer's Retry-After when it gave one. */
export function retryIn(minutes: number | undefined): string {
  return minutes === undefined || !(minutes > 0)
    ? "Réessayez un peu plus tard."
    : `Réessayez dans ${minutes}\u00a0minute${minutes > 1 ? "s" : ""}.`;
}
