import { describe, expect, it } from "vitest";
import { isOwner } from "./ownership.ts";
import type { Session } from "./session.ts";

const session: Session = {
  token: "t",
  user: { id: 4, first_name: "Henri", last_name: "Langlois", email: "h@example.fr", role: "professionnel" },
};

describe("isOwner", () => {
  it("is true for the member who owns the item only", () => {
    expect(isOwner(session, 4)).toBe(true);
    expect(isOwner(session, 5)).toBe(false);
  });

  it("is false for an anonymous visitor or an item without owner", () => {
    expect(isOwner(null, 4)).toBe(false);
    expect(isOwner(session, null)).toBe(false);
    expect(isOwner(session, undefined)).toBe(false);
  });
});
