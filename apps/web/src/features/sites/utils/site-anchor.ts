import { paths } from "@culture-patrimoine/contract/routes";

// A site's public place is its entry in the site list, /sites#site-{id}: the QR code posted on the
// spot opens it, and the route page links to it.

export function siteAnchorId(id: number): string {
  return `site-${id}`;
}

/** The absolute address a site's QR code encodes (a phone scanning it knows no relative URL). */
export function sitePublicUrl(id: number, origin: string = window.location.origin): string {
  return `${origin}${paths.sites.getHref()}#${siteAnchorId(id)}`;
}

/** The site an address targets ("#site-12" → 12), or null. */
export function targetedSiteId(hash: string): number | null {
  const match = /^#site-(\d{1,10})$/.exec(hash);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The file name offered when a site's QR code is downloaded. */
export function qrFileName(id: number): string {
  return `qr-site-${id}.svg`;
}
