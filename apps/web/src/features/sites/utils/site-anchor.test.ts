// @vitest-environment jsdom
// (reads window, storage, fetch or XMLHttpRequest: the only pure-looking tests that need a DOM)
import { afterEach, describe, expect, it } from "vitest";
import { qrFileName, siteAnchorId, sitePublicUrl, targetedSiteId } from "./site-anchor.ts";

afterEach(() => {
  for (const tag of document.head.querySelectorAll('meta[name="cp-public-url"]')) tag.remove();
});

function publishAt(url: string) {
  const meta = document.createElement("meta");
  meta.name = "cp-public-url";
  meta.content = url;
  document.head.append(meta);
}

describe("site addresses", () => {
  it("points a site's QR code at the site's own page", () => {
    expect(siteAnchorId(12)).toBe("site-12");
    expect(sitePublicUrl(12, "https://culture.gouv.example")).toBe("https://culture.gouv.example/sites/12");
    expect(qrFileName(12)).toBe("qr-site-12.svg");
  });

  it("takes the public address the server wrote into the page (PUBLIC_URL)", () => {
    publishAt("https://culture.gouv.example/");
    expect(sitePublicUrl(3)).toBe("https://culture.gouv.example/sites/3");
  });

  it("defaults to the page's own origin without it, or with a broken one", () => {
    expect(sitePublicUrl(3)).toBe(`${window.location.origin}/sites/3`);
    publishAt("javascript:alert(1)");
    expect(sitePublicUrl(3)).toBe(`${window.location.origin}/sites/3`);
  });

  it("reads the site an old address (/sites#site-12) targets", () => {
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
