// @vitest-environment jsdom
// (reads window, storage, fetch or XMLHttpRequest: the only pure-looking tests that need a DOM)
import { STORAGE_KEYS } from "@culture-patrimoine/contract/constants";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  clearSession,
  getSession,
  parseSession,
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

  it("treats missing or malformed values as logged out", () => {
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

  it("follows another tab through the storage event", () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.token, "tok-2");
      window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.user }));
    });
    expect(result.current?.token).toBe("tok-2");
  });
});
