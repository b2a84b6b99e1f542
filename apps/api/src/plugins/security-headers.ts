import type { IncomingMessage, ServerResponse } from "node:http";
import { paths } from "@culture-patrimoine/contract/routes";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.ts";

/** What pages carry (DESIGN.md §3): the one place the security headers are chosen. */
export function securityHeaderOptions(
  config: Pick<Config, "env"> & Partial<Pick<Config, "map" | "objectStorage">>,
): HelmetOptions {
  // The map's background tiles are images from the configured tile server (docs/decisions/034).
  const tileOrigin = config.map?.tiles?.origin;
  // Pictures redirected to the object storage's public address load from there (decision 051).
  const picturesUrl = config.objectStorage?.publicUrl;
  const picturesOrigin = picturesUrl ? new URL(picturesUrl).origin : undefined;
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // DSFR and React set style attributes; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          ...(tileOrigin ? [tileOrigin] : []),
          ...(picturesOrigin && picturesOrigin !== tileOrigin ? [picturesOrigin] : []),
        ],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.env === "production" ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The same headers as a plain object, computed once: helmet only sets fixed values, so running it
 * on a stand-in response gives every header it would write on each answer (securityHeadersPlugin,
 * and the answers written before Fastify's hooks run: a request line Node cannot parse, a URL
 * Fastify cannot decode).
 */
export function fixedSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The powerful features a browser can grant a document, denied on every answer — to the page and to
 * any frame in it — unless a page of the app uses one (docs/decisions/041-permissions-policy.md).
 * Names Chromium knows only: an unknown one is a console warning on every page (`battery`,
 * `bluetooth`, `ambient-light-sensor`, `web-share`, `document-domain` are unknown to Chromium 156).
 * Left to the browser's defaults: what the app uses without asking (the share sheet, the
 * clipboard) and what is a behaviour rather than a capability (autoplay, fullscreen).
 */
export const POWERFUL_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
] as const;
export type PowerfulFeature = (typeof POWERFUL_FEATURES)[number];

/** Every powerful feature denied, but those `granted`, which the page's own origin may ask for. */
export function permissionsPolicy(granted: readonly PowerfulFeature[] = []): string {
  return POWERFUL_FEATURES.map((feature) => `${feature}=${granted.includes(feature) ? "(self)" : "()"}`).join(
    ", ",
  );
}

const SCAN_PAGE = paths.scan.pattern;

/**
 * The policy of a page of the web app (an HTML document it runs in), by its path. A client-side
 * navigation keeps the policy of the document it started in (decision 041): the position is granted
 * on every page, since « Près de moi » (/events) is reached from all of them; the camera only on the
 * door scanner, which the app always opens as a document load.
 */
export function appPagePermissionsPolicy(pathname: string): string {
  const page = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return permissionsPolicy(page === SCAN_PAGE ? ["geolocation", "camera"] : ["geolocation"]);
}

/**
 * Every header a page, an asset or an upload carries, computed once: helmet's, and the deny-all
 * Permissions-Policy, which helmet does not write.
 */
export function pageSecurityHeaders(
  config: Parameters<typeof securityHeaderOptions>[0],
): Record<string, string> {
  return {
    ...fixedSecurityHeaders(securityHeaderOptions(config)),
    "permissions-policy": permissionsPolicy(),
  };
}

/**
 * What a JSON answer of the API keeps of them: a browser never renders JSON as a document, so the
 * policies of documents (CSP, framing, cross-origin opener, DNS prefetch, old IE switches) say
 * nothing there. Kept: no type sniffing (a JSON answer must never be read as a script or a page),
 * HTTPS only, the referrer policy, same-origin reads, and the deny-all Permissions-Policy (a JSON
 * answer opened in a tab is a document too, which asks for nothing).
 */
const API_ANSWER_HEADERS = [
  "x-content-type-options",
  "strict-transport-security",
  "referrer-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
];

/** The API's JSON answers; its documentation (/api/docs) is a set of pages. */
export function isApiAnswerPath(url: string): boolean {
  return url.startsWith("/api/") && !url.startsWith("/api/docs");
}

/**
 * The security headers of every answer, computed once: helmet's middleware rebuilt and wrote a
 * dozen headers per request (2 % of the CPU of a read); here a request costs one `reply.headers`.
 * Pages, assets and uploads get the whole set, JSON answers the part that concerns them
 * (docs/decisions/028-cost-of-a-request.md).
 */
export const securityHeadersPlugin = fp<{ pageHeaders: Record<string, string> }>(
  async (app: FastifyInstance, { pageHeaders }) => {
    const apiHeaders = Object.fromEntries(
      Object.entries(pageHeaders).filter(([name]) => API_ANSWER_HEADERS.includes(name)),
    );
    app.addHook("onRequest", async (request, reply) => {
      reply.headers(isApiAnswerPath(request.url) ? apiHeaders : pageHeaders);
    });
  },
);
