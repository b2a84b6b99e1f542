/** What the login form hands to the forgotten-password page: the address already typed. */
export interface ForgottenPasswordState {
  email: string;
}

/** The address handed over by the login form, or "" (a state from elsewhere is ignored). */
export function prefilledEmail(state: unknown): string {
  if (typeof state !== "object" || state === null || !("email" in state)) return "";
  return typeof state.email === "string" ? state.email.slice(0, 254) : "";
}
