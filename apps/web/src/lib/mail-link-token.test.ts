import { paths } from "@culture-patrimoine/contract/routes";
import { describe, expect, it } from "vitest";
import { addressWithoutToken, readMailLinkToken } from "./mail-link-token.ts";

// 43 base64url characters, as the API writes them.
const token = "q3VbX1o_9-fk2Lw0aZ8cRt5yUe7iOp4sDg6hJk1lMn0";

describe("readMailLinkToken", () => {
  it("reads the token of the fragment that the contract's links carry", () => {
    const hash = paths.resetPassword.getHref(token).replace(/^[^#]*/, "");
    expect(readMailLinkToken({ search: "", hash })).toBe(token);
  });

  it("falls back on the query string, and prefers the fragment", () => {
    expect(readMailLinkToken({ search: `?jeton=${token}`, hash: "" })).toBe(token);
    expect(readMailLinkToken({ search: "?jeton=autre-jeton-du-lien-1234", hash: `#jeton=${token}` })).toBe(
      token,
    );
  });

  it("gives null for a missing, empty or malformed token", () => {
    expect(readMailLinkToken({ search: "", hash: "" })).toBeNull();
    expect(readMailLinkToken({ search: "", hash: "#jeton=" })).toBeNull();
    expect(readMailLinkToken({ search: "", hash: "#jeton=abc" })).toBeNull();
    expect(readMailLinkToken({ search: "", hash: `#jeton=${token.slice(0, 10)}%3Cscript%3E` })).toBeNull();
    expect(readMailLinkToken({ search: "?autre=1", hash: "#contenu" })).toBeNull();
  });
});

describe("addressWithoutToken", () => {
  it("drops the fragment and the token parameter, keeping the other parameters", () => {
    expect(
      addressWithoutToken({ pathname: "/rappels/desactiver", search: "", hash: `#jeton=${token}` }),
    ).toBe("/rappels/desactiver");
    expect(
      addressWithoutToken({ pathname: "/rappels/desactiver", search: `?jeton=${token}&utm=mail`, hash: "" }),
    ).toBe("/rappels/desactiver?utm=mail");
  });

  it("says there is nothing to clean when the address carries no token", () => {
    expect(
      addressWithoutToken({ pathname: "/reinitialiser-mot-de-passe", search: "?a=1", hash: "" }),
    ).toBeNull();
  });
});
