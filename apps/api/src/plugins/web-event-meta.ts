import { SERVICE_NAME } from "@culture-patrimoine/contract/constants";
import { isEventOver } from "@culture-patrimoine/contract/event-rules";
import { lieuMessages } from "@culture-patrimoine/contract/messages";
import { paths } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import { excerpt } from "@culture-patrimoine/contract/text";

// The event page's metadata, written into the HTML shell by the server, so that search engines and
// link previews (which run no JavaScript) see the event: title, description, Open Graph and a
// schema.org Event in JSON-LD (https://developers.google.com/search/docs/appearance/structured-data/event).

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

/** schema.org Event, as search engines read it. */
export function eventJsonLd(event: EventResponse, origin: string, now = new Date()): Record<string, unknown> {
  const pageUrl = `${origin}${paths.eventDetail.getHref(event.id)}`;
  const free = event.price === null || event.price <= 0;
  const image = absoluteHttpUrl(event.image_url, origin);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: eventDescription(event),
    url: pageUrl,
    startDate: event.date_start,
    ...(event.date_end && { endDate: event.date_end }),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
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
    ...(free && { isAccessibleForFree: true }),
    offers: {
      "@type": "Offer",
      price: free ? 0 : event.price,
      priceCurrency: "EUR",
      // Registrations close once the event is over (the API refuses them).
      availability: isEventOver(event, now) ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url: `${origin}${paths.eventRegister.getHref(event.id)}`,
    },
    organizer: {
      "@type": "Organization",
      // Events take place in their organiser's own venue: the venue names who organises it.
      name: event.lieu?.nom ?? SERVICE_NAME,
      url: origin,
    },
  };
}

/** The shell with the event's title, description, Open Graph tags and JSON-LD in its <head>. */
export function withEventMeta(shell: string, event: EventResponse, origin: string, now = new Date()): string {
  const title = `${event.title} — ${SERVICE_NAME}`;
  const description = eventDescription(event);
  const pageUrl = `${origin}${paths.eventDetail.getHref(event.id)}`;
  const image = absoluteHttpUrl(event.image_url, origin);
  const meta = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(SERVICE_NAME)}" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:title" content="${escapeHtml(event.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<script type="application/ld+json">${jsonForScript(eventJsonLd(event, origin, now))}</script>`,
  ].join("\n    ");

  const withoutOld = shell
    .replace(/<title>[\s\S]*?<\/title>/i, "")
    .replace(/<meta\s+name="description"[^>]*>/i, "");
  // A function replacement: "$&" or "$1" in an event's text must stay literal.
  return withoutOld.replace(
    /<\/head>/i,
    () => `  <title>${escapeHtml(title)}</title>\n    ${meta}\n  </head>`,
  );
}
