import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { isFreePrice } from "@culture-patrimoine/contract/event-rules";
import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { type PublicPageName, publicPageMeta, publicPageTitle } from "@culture-patrimoine/contract/page-meta";
import { pictureFileForWidth } from "@culture-patrimoine/contract/pictures";
import { paths, sessionRegisterPath, uploadUrl } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursDetailResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { SiteDetailResponse } from "@culture-patrimoine/contract/schemas/site";
import { excerpt } from "@culture-patrimoine/contract/text";

// Each public page's metadata, written into the HTML shell by the server, so that search engines and
// link previews (which run no JavaScript) see the page: title, description, canonical link, Open
// Graph, and for an event a schema.org Event in JSON-LD
// (https://developers.google.com/search/docs/appearance/structured-data/event). Addresses are built
// from the configured public URL, never from the request's Host header (docs/decisions/031).

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * JSON inside a <script> element: "<" can never close the element ("</script>", "<!--"), and the
 * two line separators that old parsers choke on are escaped too. JSON.parse reads it unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function absoluteHttpUrl(url: string | null, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The meta description: the event's own words, else what, when and where in one line. */
export function eventDescription(event: EventResponse): string {
  if (event.description?.trim()) return excerpt(event.description);
  const place = event.lieu ? `${event.lieu.nom}, ${event.lieu.ville}` : null;
  return excerpt([`${event.category} : ${event.title}`, place].filter(Boolean).join(" — "));
}

const SCHEMA = "https://schema.org/";

/**
 * One Offer per session still open to registration (not cancelled, not begun), at the event's
 * price: SoldOut once its places are taken, InStock otherwise. Registrations open when the event
 * is published and close when the session begins.
 */
function sessionOffers(event: EventResponse, origin: string): Record<string, unknown>[] {
  const price = isFreePrice(event.price) ? 0 : event.price;
  return (event.sessions ?? [])
    .filter((session) => session.state === "open" || session.state === "full")
    .map((session) => ({
      "@type": "Offer",
      price,
      priceCurrency: "EUR",
      availability: `${SCHEMA}${session.state === "full" ? "SoldOut" : "InStock"}`,
      url: `${origin}${sessionRegisterPath(event.id, session.id)}`,
      validFrom: event.created_at,
      availabilityEnds: session.starts_at,
    }));
}

/**
 * schema.org Event, as search engines read it: only what the data holds (no organiser: the venue
 * is not who organises, and the event names no one else).
 */
export function eventJsonLd(event: EventResponse, origin: string): Record<string, unknown> {
  const pageUrl = `${origin}${paths.eventDetail.getHref(event.id)}`;
  const image = absoluteHttpUrl(event.image_url, origin);
  const sessions = event.sessions ?? [];
  const cancelled = sessions.length > 0 && sessions.every((session) => session.state === "cancelled");
  const offers = sessionOffers(event, origin);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: eventDescription(event),
    url: pageUrl,
    startDate: event.date_start,
    ...(event.date_end && { endDate: event.date_end }),
    eventStatus: `${SCHEMA}${cancelled ? "EventCancelled" : "EventScheduled"}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    ...(image && { image: [image] }),
    location: {
      "@type": "Place",
      name: event.lieu?.nom ?? lieuMessages.noLieu,
      address: {
        "@type": "PostalAddress",
        ...(event.lieu && { addressLocality: event.lieu.ville }),
        addressCountry: "FR",
      },
    },
    ...(isFreePrice(event.price) && { isAccessibleForFree: true }),
    // Nothing left to register to (past or cancelled): no offer rather than a closed one.
    ...(offers.length > 0 && { offers }),
  };
}

/** What a page's <head> says about it to search engines and link previews. */
export interface PageHead {
  /** The page's own title, without the service's name. */
  title: string;
  description: string;
  /** Absolute address of the page, from the configured public URL. */
  url: string;
  /** A picture for link previews: its absolute address, and for ours its size and alt text. */
  image?: PreviewImage | null;
  jsonLd?: Record<string, unknown>;
}

export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string | null;
}

/** Link previews show about 1 200 pixels: the smallest stored width that is at least that. */
const PREVIEW_WIDTH = 1200;

/**
 * The link-preview picture of an item's image column: for ours, the stored width closest above
 * 1 200 px with its size (docs/decisions/032-pictures.md); an http(s) address sent as JSON as it is.
 */
export function previewImage(value: string | null, alt: string | null, origin: string): PreviewImage | null {
  const stored = pictureFileForWidth(value, PREVIEW_WIDTH);
  if (stored) {
    return { url: `${origin}${uploadUrl(stored.name)}`, width: stored.width, height: stored.height, alt };
  }
  const url = absoluteHttpUrl(value, origin);
  return url ? { url, alt } : null;
}

function imageTags(image: PreviewImage | null | undefined): string[] {
  if (!image) return [];
  const tag = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" data-page-meta />`;
  return [
    tag("og:image", image.url),
    ...(image.width && image.height
      ? [tag("og:image:width", String(image.width)), tag("og:image:height", String(image.height))]
      : []),
    ...(image.alt?.trim() ? [tag("og:image:alt", image.alt.trim())] : []),
  ];
}

/**
 * The shell with the page's title, description, canonical link, Open Graph tags and JSON-LD in its
 * <head>, replacing the shell's generic title and description. Every tag it writes carries
 * data-page-meta, so that the app can tell them from the shell's own when the visitor navigates.
 */
export function withPageHead(shell: string, head: PageHead): string {
  const title = `${head.title} — ${SERVICE_NAME}`;
  const meta = [
    `<meta name="description" content="${escapeHtml(head.description)}" data-page-meta />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" data-page-meta />`,
    `<meta property="og:type" content="website" data-page-meta />`,
    `<meta property="og:site_name" content="${escapeHtml(SERVICE_NAME)}" data-page-meta />`,
    `<meta property="og:locale" content="fr_FR" data-page-meta />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" data-page-meta />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" data-page-meta />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" data-page-meta />`,
    ...imageTags(head.image),
    ...(head.jsonLd
      ? [`<script type="application/ld+json" data-page-meta>${jsonForScript(head.jsonLd)}</script>`]
      : []),
  ].join("\n    ");

  const withoutOld = shell
    .replace(/<title>[\s\S]*?<\/title>/i, "")
    .replace(/<meta\s+name="description"[^>]*>/i, "");
  // A function replacement: "$&" or "$1" in a page's text must stay literal.
  return withoutOld.replace(
    /<\/head>/i,
    () => `  <title>${escapeHtml(title)}</title>\n    ${meta}\n  </head>`,
  );
}

/** The shell of an event page: its title, description, picture and schema.org Event. */
export function withEventMeta(shell: string, event: EventResponse, origin: string): string {
  return withPageHead(shell, {
    title: event.title,
    description: eventDescription(event),
    url: `${origin}${paths.eventDetail.getHref(event.id)}`,
    image: previewImage(event.image_url, event.image_alt, origin),
    jsonLd: eventJsonLd(event, origin),
  });
}

/** The meta description of a route: its own words, else its theme and where it starts. */
export function parcoursDescription(parcours: ParcoursDetailResponse): string {
  if (parcours.description.trim()) return excerpt(parcours.description);
  const place = parcours.Lieu ? `${parcours.Lieu.nom}, ${parcours.Lieu.ville}` : null;
  return excerpt([`Parcours ${parcours.theme}\u00a0: ${parcours.title}`, place].filter(Boolean).join(" — "));
}

/** The shell of a route page: titled with the route's name, with its picture when it has one. */
export function withParcoursMeta(shell: string, parcours: ParcoursDetailResponse, origin: string): string {
  return withPageHead(shell, {
    title: parcours.title,
    description: parcoursDescription(parcours),
    url: `${origin}${paths.parcoursDetail.getHref(parcours.id)}`,
    // A route's column holds the bare file name (SPEC §7).
    image: previewImage(parcours.image && uploadUrl(parcours.image), parcours.image_alt, origin),
  });
}

/** The meta description of a venue: its own words, else where it is. */
export function lieuDescription(lieu: LieuResponse): string {
  if (lieu.description?.trim()) return excerpt(lieu.description);
  return excerpt(`${lieu.nom}, lieu culturel à ${lieu.ville}\u00a0: ses événements à venir et ses parcours.`);
}

/** The shell of a venue page: titled with its name, with its picture when it has one. */
export function withLieuMeta(shell: string, lieu: LieuResponse, origin: string): string {
  return withPageHead(shell, {
    title: lieu.nom,
    description: lieuDescription(lieu),
    url: `${origin}${paths.lieuDetail.getHref(lieu.id)}`,
    image: previewImage(lieu.image, lieu.image_alt, origin),
  });
}

/** The meta description of a heritage site: its own words, else its kind and its route. */
export function siteDescription(site: SiteDetailResponse): string {
  if (site.description.trim()) return excerpt(site.description);
  const route = site.step ? ` — étape ${site.step.position} du parcours ${site.step.parcours_title}` : "";
  return excerpt(`${site.categorie}\u00a0: ${site.name}${route}`);
}

/** The shell of a site page (what its QR code opens): titled with its name. */
export function withSiteMeta(shell: string, site: SiteDetailResponse, origin: string): string {
  return withPageHead(shell, {
    title: site.name,
    description: siteDescription(site),
    url: `${origin}${paths.siteDetail.getHref(site.id)}`,
    image: previewImage(site.image, site.image_alt, origin),
  });
}

/** The shell titled for a page that has no other metadata to give (a ticket: kept out of search engines). */
export function withPageTitle(shell: string, title: string): string {
  const full = `<title>${escapeHtml(`${title} — ${SERVICE_NAME}`)}</title>`;
  return shell.replace(/<title>[\s\S]*?<\/title>/i, () => full);
}

/** The shell of a public page of the route table (lists, legal pages...): its title and description. */
export function withPublicPageMeta(shell: string, name: PublicPageName, origin: string, search = ""): string {
  // The page of a list or the tab of /auth titles the page (issue 33); the canonical address stays.
  const title = publicPageTitle(name, search);
  const { description } = publicPageMeta[name];
  return withPageHead(shell, { title, description, url: `${origin}${paths[name].getHref()}` });
}

/** The name of the <meta> that carries PUBLIC_URL to the app (not data-page-meta: it stays). */
export const PUBLIC_URL_META = "cp-public-url";

/** The shell with the configured public address in a <meta>, for the addresses the app prints. */
export function withPublicUrl(shell: string, origin: string): string {
  return shell.replace(
    /<\/head>/i,
    () => `  <meta name="${PUBLIC_URL_META}" content="${escapeHtml(origin)}" />\n  </head>`,
  );
}
