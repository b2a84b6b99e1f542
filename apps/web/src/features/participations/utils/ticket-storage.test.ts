// @vitest-environment jsdom
// (reads window, storage, fetch or XMLHttpRequest: the only pure-looking tests that need a DOM)
import { afterEach, describe, expect, it } from "vitest";
import { lastRegistrationId, rememberRegistration, storedTicketCode } from "./ticket-storage.ts";

afterEach(() => window.sessionStorage.clear());

describe("ticket storage", () => {
  it("keeps an anonymous registrant's ticket code by registration id, and the last registration", () => {
    rememberRegistration(41, "code-41");
    rememberRegistration(42, "code-42");
    expect(storedTicketCode(41)).toBe("code-41");
    expect(storedTicketCode(42)).toBe("code-42");
    expect(lastRegistrationId()).toBe(42);
  });

  it("keeps no code for a member, only the last registration", () => {
    rememberRegistration(43, null);
    expect(storedTicketCode(43)).toBeNull();
    expect(lastRegistrationId()).toBe(43);
  });

  it("reads nothing when nothing was kept or the value is broken", () => {
    expect(lastRegistrationId()).toBeNull();
    window.sessionStorage.setItem("last-participation-id", "abc");
    expect(lastRegistrationId()).toBeNull();
  });
});
