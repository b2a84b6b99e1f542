import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.ts";

/** What pages carry (DESIGN.md §3): the one place the security headers are chosen. */
export function securityHeaderOptions(
  config: Pick<Config, "env"> & Partial<Pick<Config, "map">>,
): HelmetOptions {
  // The map's background tiles are images from the configured tile server (docs/decisions/034).
  const tileOrigin = config.map?.tiles?.origin;
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // DSFR and React set style attributes; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
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
 * What a JSON answer of the API keeps of them: a browser never renders JSON as a document, so the
 * policies of documents (CSP, framing, cross-origin opener, DNS prefetch, old IE switches) say
 * nothing there. Kept: no type sniffing (a JSON answer must never be read as a script or a page),
 * HTTPS only, the referrer policy and same-origin reads.
 */
const API_ANSWER_HEADERS = [
  "x-content-type-options",
  "strict-transport-security",
  "referrer-policy",
  "cross-origin-resource-policy",
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
