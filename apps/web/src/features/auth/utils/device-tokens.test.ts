// @vitest-environment jsdom
// (reads localStorage)
import { afterEach, describe, expect, it } from "vitest";
import { deviceTokenFor, rememberDeviceToken, rememberResetLink } from "./device-tokens.ts";

afterEach(() => {
  window.localStorage.clear();
});

const TOKEN_A = "a".repeat(43);
const TOKEN_B = "b".repeat(43);
const LINK = "l".repeat(43);

describe("device tokens of this browser", () => {
  it("keeps one token per account, found whatever the e-mail's case or spaces", async () => {
    await rememberDeviceToken("louise@example.fr", TOKEN_A);
    await rememberDeviceToken("paul@example.fr", TOKEN_B);
    expect(await deviceTokenFor("  Louise@Example.FR ")).toBe(TOKEN_A);
    expect(await deviceTokenFor("paul@example.fr")).toBe(TOKEN_B);
    expect(await deviceTokenFor("inconnu@example.fr")).toBeUndefined();
  });

  it("does not list the addresses in the storage", async () => {
    await rememberDeviceToken("louise@example.fr", TOKEN_A);
    const stored = JSON.stringify({ ...window.localStorage });
    expect(stored).not.toContain("louise");
    expect(stored).toContain(TOKEN_A);
  });

  it("keeps nothing when the API answered no token", async () => {
    await rememberDeviceToken("louise@example.fr", undefined);
    expect(window.localStorage.length).toBe(0);
  });

  it("sends a reset link's token first, until the API answers it back for the account", async () => {
    await rememberDeviceToken("louise@example.fr", TOKEN_A);
    rememberResetLink(LINK);
    // The reset revoked the account's older tokens: the link goes first, for any address.
    expect(await deviceTokenFor("louise@example.fr")).toBe(LINK);
    expect(await deviceTokenFor("paul@example.fr")).toBe(LINK);
    // Another account's login answers its own token: the link stays for the account it reset.
    await rememberDeviceToken("paul@example.fr", TOKEN_B);
    expect(await deviceTokenFor("louise@example.fr")).toBe(LINK);
    await rememberDeviceToken("louise@example.fr", LINK);
    expect(await deviceTokenFor("louise@example.fr")).toBe(LINK);
    expect(await deviceTokenFor("paul@example.fr")).toBe(TOKEN_B);
    expect(window.localStorage.getItem("deviceTokenFromReset")).toBeNull();
  });

  it("reads damaged storage as empty", async () => {
    window.localStorage.setItem("deviceTokens", "{pas du json");
    expect(await deviceTokenFor("louise@example.fr")).toBeUndefined();
    window.localStorage.setItem("deviceTokens", JSON.stringify(["x"]));
    await rememberDeviceToken("louise@example.fr", TOKEN_A);
    expect(await deviceTokenFor("louise@example.fr")).toBe(TOKEN_A);
  });
});
