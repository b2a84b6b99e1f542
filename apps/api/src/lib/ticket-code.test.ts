import { describe, expect, it } from "vitest";
import { createTicketCode, isAuthenticTicketCode, sameText } from "./ticket-code.ts";

const secret = "a-test-secret-of-sufficient-length-0123";

describe("ticket codes", () => {
  it("are 32 URL-safe characters, different each time", () => {
    const codes = new Set(Array.from({ length: 200 }, () => createTicketCode(secret, 7)));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("are recognised for their event and secret only", () => {
    const code = createTicketCode(secret, 7);
    expect(isAuthenticTicketCode(secret, 7, code)).toBe(true);
    expect(isAuthenticTicketCode(secret, 8, code)).toBe(false);
    expect(isAuthenticTicketCode("another-secret-of-sufficient-length-99", 7, code)).toBe(false);
  });

  it("refuses altered or malformed codes", () => {
    const code = createTicketCode(secret, 7);
    const altered = `${code.slice(0, 31)}${code.endsWith("A") ? "B" : "A"}`;
    expect(isAuthenticTicketCode(secret, 7, altered)).toBe(false);
    expect(isAuthenticTicketCode(secret, 7, "")).toBe(false);
    expect(isAuthenticTicketCode(secret, 7, `${code}x`)).toBe(false);
  });

  it("compares texts of different lengths without throwing", () => {
    expect(sameText("abc", "abcd")).toBe(false);
    expect(sameText("abc", "abc")).toBe(true);
  });
});
