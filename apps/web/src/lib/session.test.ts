// @vitest-environment jsdom
// (reads window, storage, fetch or XMLHttpRequest: the only pure-looking tests that need a DOM)
import { STORAGE_KEYS } from "@culture-patrimoine/contract/constants";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearSession,
  getSession,
  parseSession,
  prepareSession,
  setSession,
  updateSessionUser,
  useSession,
} from "./session.ts";

const user = {
  id: 7,
  first_name: "Marie",
  last_name: "Curie",
  email: "marie@example.fr",
  role: "participant" as const,
};

afterEach(() => {
  window.localStorage.clear();
});

describe("session storage", () => {
  it("stores the token and only the session fields of the user", () => {
    // What the API answers carries more than the header needs; only the session fields are kept.
    const publicUser = { ...user, phone: "0612345678", siret: null };
    setSession("tok-1", publicUser);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe("tok-1");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? "{}")).toEqual(user);
    expect(getSession()).toEqual({ token: "tok-1", user });
  });

  it("answers the same object while nothing changed", () => {
    setSession("tok-1", user);
    expect(getSession()).toBe(getSession());
  });

  it("removes both keys on logout", () => {
    setSession("tok-1", user);
    clearSession();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it("keeps the token when the user is refreshed", () => {
    setSession("tok-1", user);
    updateSessionUser({ ...user, first_name: "Irène" });
    expect(getSession()).toEqual({ token: "tok-1", user: { ...user, first_name: "Irène" } });
  });

  it("treats missing or malformed values as logged out", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tok");
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    await prepareSession();
    expect(parseSession("tok", JSON.stringify(user))).toEqual({ token: "tok", user });
    expect(parseSession(null, JSON.stringify(user))).toBeNull();
    expect(parseSession("tok", null)).toBeNull();
    expect(parseSession("tok", "{not json")).toBeNull();
    expect(parseSession("tok", JSON.stringify({ id: 1 }))).toBeNull();
    expect(parseSession("tok", JSON.stringify({ ...user, role: "admin" }))).toBeNull();
  });
});

describe("useSession", () => {
  it("follows logins and logouts of this tab", () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => setSession("tok-1", user));
    expect(result.current?.user.first_name).toBe("Marie");
    act(() => clearSession());
    expect(result.current).toBeNull();
  });

  it("follows another tab through the storage event", async () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.token, "tok-2");
      window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.user }));
    });
    await waitFor(() => expect(result.current?.token).toBe("tok-2"));
  });
});

// The user schema (and zod) loads only when a stored session must be checked (decision 038): a
// fresh copy of the module has not loaded it yet.
describe("the stored session's check", () => {
  it("is loaded before the first render when a session is stored", async () => {
    vi.resetModules();
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-3");
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    const fresh = await import("./session.ts");
    await fresh.prepareSession();
    expect(fresh.getSession()).toEqual({ token: "tok-3", user });
  });

  it("believes no stored session before its schema is there, then reads it again", async () => {
    vi.resetModules();
    const fresh = await import("./session.ts");
    window.localStorage.setItem(STORAGE_KEYS.token, "tok-4");
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    const changed = vi.fn();
    fresh.subscribeToSession(changed);
    expect(fresh.getSession()).toBeNull();
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(fresh.getSession()).toEqual({ token: "tok-4", user });
    // Checked now: a forged role is no session.
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, role: "admin" }));
    expect(fresh.getSession()).toBeNull();
  });

  it("is not needed by what this tab stored itself", async () => {
    vi.resetModules();
    const fresh = await import("./session.ts");
    fresh.setSession("tok-5", { ...user, phone: "0612345678" } as typeof user);
    expect(fresh.getSession()).toEqual({ token: "tok-5", user });
  });
});
