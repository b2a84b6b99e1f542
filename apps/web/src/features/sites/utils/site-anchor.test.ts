// @vitest-environment jsdom
// (reads window, storage, fetch or XMLHttpRequest: the only pure-looking tests that need a DOM)
import { describe, expect, it } from "vitest";
import { qrFileName, siteAnchorId, sitePublicUrl, targetedSiteId } from "./site-anchor.ts";

describe("site anchors", () => {
  it("points a site's QR code at its place in the site list", () => {
    expect(siteAnchorId(12)).toBe("site-12");
    expect(sitePublicUrl(12, "https://culture.gouv.example")).toBe(
      "https://culture.gouv.example/sites#site-12",
    );
    expect(qrFileName(12)).toBe("qr-site-12.svg");
  });

  it("defaults to the page's own origin", () => {
    expect(sitePublicUrl(3)).toBe(`${window.location.origin}/sites#site-3`);
  });

  it("reads the targeted site from the address", () => {
    expect(targetedSiteId("#site-12")).toBe(12);
    for (const hash of [
      "",
      "#",
      "#site-",
      "#site-0",
      "#site-abc",
      "#site-12x",
      "#lieu-12",
      "#site-99999999999",
    ]) {
      expect(targetedSiteId(hash), hash).toBeNull();
    }
  });
});
