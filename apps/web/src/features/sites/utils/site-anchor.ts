import { paths } from "@culture-patrimoine/contract/routes";
import { publicOrigin } from "../../../lib/public-url.ts";

// A site's public place is its own page, /sites/{id}: the QR code posted on the spot opens it.
// Codes printed before it existed open /sites#site-{id}, which the list forwards to that page.

/** The id of a site's card in the list. */
export function siteAnchorId(id: number): string {
  return `site-${id}`;
}

/** The absolute address a site's QR code encodes (a phone scanning it knows no relative URL). */
export function sitePublicUrl(id: number, origin: string = publicOrigin()): string {
  return `${origin}${paths.siteDetail.getHref(id)}`;
}

/** The site an old address targets ("#site-12" → 12), or null. */
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
