/**
 * Which methods each API path answers, so that an unknown method on a known path gets 405 with an
 * `Allow` header instead of 404 (RFC 9110). Fed by an onRoute hook; Fastify's router only says
 * "no route", never "no route for this method".
 */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  record(url: string, method: string | string[]): void {
    // Wildcards (the CORS preflight, static files) are not resources of their own.
    if (url.includes("*")) return;
    let methods = this.byUrl.get(url);
    if (!methods) {
      methods = new Set();
      this.byUrl.set(url, methods);
      this.routes.push({ pattern: toPattern(url), methods });
    }
    for (const one of Array.isArray(method) ? method : [method]) methods.add(one.toUpperCase());
  }

  /** The methods of every route whose pattern matches `path`, sorted; empty for an unknown path. */
  allowedFor(path: string): string[] {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const allowed = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(trimmed)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed].sort();
  }
}

function toPattern(url: string): RegExp {
  const trimmed = url.length > 1 ? url.replace(/\/+$/, "") : url;
  const source = trimmed
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}
