import { describe, expect, it } from "vitest";
import { memberActions } from "./member-actions.ts";

describe("memberActions", () => {
  it("gives a responsable the role of everyone, removal of the others and leaving for themselves", () => {
    expect(memberActions({ user_id: 2 }, { selfId: 1, manages: true })).toEqual({
      changeRole: true,
      remove: true,
      leave: false,
    });
    expect(memberActions({ user_id: 1 }, { selfId: 1, manages: true })).toEqual({
      changeRole: true,
      remove: false,
      leave: true,
    });
  });

  it("lets any other member only leave, from their own row", () => {
    expect(memberActions({ user_id: 2 }, { selfId: 1, manages: false })).toEqual({
      changeRole: false,
      remove: false,
      leave: false,
    });
    expect(memberActions({ user_id: 1 }, { selfId: 1, manages: false })).toEqual({
      changeRole: false,
      remove: false,
      leave: true,
    });
  });
});
