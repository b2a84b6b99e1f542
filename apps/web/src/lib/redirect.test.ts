import { describe, expect, it } from "vitest";
import { readRedirect, redirectStateFor } from "./redirect.ts";

describe("redirect state", () => {
  it("remembers the full location", () => {
    expect(redirectStateFor({ pathname: "/settings/4", search: "?a=1", hash: "#x" })).toEqual({
      from: "/settings/4?a=1#x",
    });
  });

  it("reads only same-site paths", () => {
    expect(readRedirect({ from: "/profile" })).toBe("/profile");
    expect(readRedirect({ from: "//evil.example" })).toBeNull();
    expect(readRedirect({ from: "https://evil.example" })).toBeNull();
    expect(readRedirect({ from: "/auth?tab=inscription" })).toBeNull();
    expect(readRedirect(null)).toBeNull();
    expect(readRedirect({ from: 3 })).toBeNull();
  });
});
