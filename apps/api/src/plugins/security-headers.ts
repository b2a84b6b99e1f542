import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.ts";

/** What every answer carries (DESIGN.md §3): the one place the security headers are chosen. */
// No annotation: @fastify/helmet types helmet's options from its CommonJS declarations, this file
// from the ESM ones; the inferred literal fits both.
export function securityHeaderOptions(config: Pick<Config, "env">) {
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // DSFR and React set style attributes; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
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
 * The same headers as a plain object, for answers written before Fastify's hooks run (a request
 * line Node cannot parse, a URL Fastify cannot decode): helmet only sets fixed values, so running
 * it once on a stand-in response gives exactly what @fastify/helmet adds to every other answer.
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
