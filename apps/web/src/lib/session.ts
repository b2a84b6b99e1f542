import { SESSION_USER_FIELDS, STORAGE_KEYS } from "@culture-patrimoine/contract/constants";
import type { SessionUser } from "@culture-patrimoine/contract/schemas/user";
import { useSyncExternalStore } from "react";

export interface Session {
  token: string;
  user: SessionUser;
}

// Same-tab writes do not fire the `storage` event, so this module notifies its own subscribers.
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, strict settings): behave as logged out.
    return null;
  }
}

// useSyncExternalStore needs the same object back while nothing changed.
let cached: { token: string | null; rawUser: string | null; session: Session | null } | null = null;

type SessionUserSchema = typeof import("@culture-patrimoine/contract/schemas/user").sessionUserSchema;

// A stored user is checked against the contract before it is believed, but zod and the user
// schemas are not part of the first load (decision 038): most visitors are anonymous and have
// nothing stored. The schema is loaded before the first render when a session is stored
// (prepareSession), or when one appears later (another tab logs in).
let sessionUserSchema: SessionUserSchema | null = null;
let schemaLoading: Promise<void> | null = null;

function loadSessionUserSchema(): Promise<void> {
  schemaLoading ??= import("@culture-patrimoine/contract/schemas/user").then(
    (schemas) => {
      sessionUserSchema = schemas.sessionUserSchema;
      // What was read before the schema was there passed for no session: read it again.
      cached = null;
      notify();
    },
    () => {
      // Offline: try again at the next read.
      schemaLoading = null;
    },
  );
  return schemaLoading;
}

/** Before the app's first render: a stored session is checked once its schema is there. */
export async function prepareSession(): Promise<void> {
  if (readRaw(STORAGE_KEYS.token) && readRaw(STORAGE_KEYS.user)) await loadSessionUserSchema();
}

/**
 * Parses the two stored values; anything missing or malformed means nobody is logged in, and so
 * does a stored session read before its schema has loaded (the read is done again once it has).
 */
export function parseSession(token: string | null, rawUser: string | null): Session | null {
  if (!token || !rawUser) return null;
  if (!sessionUserSchema) {
    void loadSessionUserSchema();
    return null;
  }
  try {
    const user = sessionUserSchema.safeParse(JSON.parse(rawUser));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const token = readRaw(STORAGE_KEYS.token);
  const rawUser = readRaw(STORAGE_KEYS.user);
  if (!cached || cached.token !== token || cached.rawUser !== rawUser) {
    cached = { token, rawUser, session: parseSession(token, rawUser) };
  }
  return cached.session;
}

/**
 * Keeps only the fields the header and the guards need (never phone, address or SIRET). The user
 * comes from an answer already checked against the contract, so this tab believes what it stored.
 */
export function setSession(token: string, user: SessionUser): void {
  const stored = Object.fromEntries(SESSION_USER_FIELDS.map((field) => [field, user[field]])) as SessionUser;
  const rawUser = JSON.stringify(stored);
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, rawUser);
  cached = { token, rawUser, session: { token, user: stored } };
  notify();
}

/** Refreshes the stored user after an account change, keeping the same token. */
export function updateSessionUser(user: SessionUser): void {
  const token = readRaw(STORAGE_KEYS.token);
  if (token) setSession(token, user);
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // Nothing stored anyway.
  }
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}
