import { describe, expect, it } from "vitest";
import { participationOfRemindersOffToken, remindersOffToken } from "./mail-links.ts";

const secret = "un-secret-de-test-".padEnd(40, "x");

describe("reminders-off link token", () => {
  it("names its registration and passes the contract's token shape", () => {
    for (const id of [1, 42, 2_147_483_647]) {
      const token = remindersOffToken(secret, id);
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,200}$/);
      expect(participationOfRemindersOffToken(secret, token)).toBe(id);
    }
  });

  it("is refused when forged, altered, or signed with another secret", () => {
    const token = remindersOffToken(secret, 42);
    const otherId = `r${(43).toString(36)}${token.slice(-32)}`;
    expect(participationOfRemindersOffToken(secret, otherId)).toBeNull();
    expect(participationOfRemindersOffToken(secret, `${token.slice(0, -1)}A`)).toBeNull();
    expect(participationOfRemindersOffToken("un-autre-secret".padEnd(40, "y"), token)).toBeNull();
    expect(participationOfRemindersOffToken(secret, "r0".padEnd(34, "A"))).toBeNull();
    expect(participationOfRemindersOffToken(secret, "nimportequoi")).toBeNull();
  });
});
