import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { apiErrorMessages, searchMessages, ticketMessages } from "@culture-patrimoine/contract/messages";
import { type PublicPageName, publicPageMeta } from "@culture-patrimoine/contract/page-meta";
import { isAppPath, parsePathId, paths, UPLOADS_PREFIX } from "@culture-patrimoine/contract/routes";
import type { EventResponse } from "@culture-patrimoine/contract/schemas/event";
import type { LieuResponse } from "@culture-patrimoine/contract/schemas/lieu";
import type { ParcoursDetailResponse } from "@culture-patrimoine/contract/schemas/parcours";
import type { SiteDetailResponse } from "@culture-patrimoine/contract/schemas/site";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type AppDeps, filesOf } from "../deps.ts";
import { NotFoundError } from "../errors.ts";
import { redactUrl } from "../lib/log-redaction.ts";
import { appPagePermissionsPolicy } from "./security-headers.ts";
import { registerUploadsRoute } from "./uploads.ts";
import {
  escapeHtml,
  jsonForScript,
  withEventMeta,
  withLieuMeta,
  withPageTitle,
  withParcoursMeta,
  withPublicPageMeta,
  withPublicUrl,
  withSiteMeta,
} from "./web-event-meta.ts";
import {
  IDEMPOTENCY_FIELD,
  isCrossSite,
  parseFormBody,
  participationBodyOf,
  participationHeaders,
} from "./web-registration-form.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const EVENT_PAGE = /^\/events\/([^/]+)\/?$/;
const PARCOURS_PAGE = /^\/parcours\/([^/]+)\/?$/;
const LIEU_PAGE = /^\/lieux\/([^/]+)\/?$/;
const SITE_PAGE = /^\/sites\/([^/]+)\/?$/;
const TICKET_PAGE = /^\/billet\/([^/]+)\/?$/;
const REGISTER_PAGE = /^\/events\/([^/]+)\/register\/?$/;

/** Where the web build puts its server bundle, beside the browser's files (apps/web/vite.config.ts). */
export const SERVER_ENTRY = path.join(".server", "entry-server.js");

/**
 * What the server bundle (apps/web/src/entry-server.tsx) exports. Described here, not imported: the
 * API never imports the web app (DESIGN.md §1), it loads its build.
 */
export interface ServerRenderer {
  SERVER_STATE_ELEMENT_ID: string;
  render(input: {
    url: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    publicUrl: string;
    allowMissing?: boolean;
    registrationAttempt?: { eventId: number; attempt: RegistrationAttempt };
  }): Promise<{ html: string; state: unknown; missing: boolean; modules: string[] } | null>;
}

/** A registration form sent without JavaScript and refused (apps/web plain-registration.ts). */
export interface RegistrationAttempt {
  values: Record<string, string>;
  errors: { path: string; message: string }[];
  message: string;
  full: { placesLeft: number } | null;
}

/** An entry of the browser build's manifest (Vite's `build.manifest`), as far as it is read here. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(webDistDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(webDistDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The tags a server-rendered page needs in its <head> beyond the shell's: the stylesheets of the
 * page modules it was rendered with (painted styled at once, no shift when the page's chunk
 * arrives) and their scripts, preloaded beside the main one (hydration waits for them). What the
 * shell (index.html) already loads is left out. The preloads go in a `<template data-app-scripts>`,
 * like the shell's own scripts: the browser fetches them once the page has painted (decision 037).
 */
export function pageAssetTagsOf(manifest: Manifest): (modules: string[]) => string[] {
  const walk = (keys: string[], seen: Set<string>) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      walk(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  // The shell's modules are the same for every page: walked once, not on each request.
  const inShell = walk(["index.html"], new Set());
  return (modules) => {
    const page = [...walk(modules, new Set())].filter((key) => !inShell.has(key));
    const css = new Set(page.flatMap((key) => manifest[key]?.css ?? []));
    const scripts = page.map((key) => manifest[key]?.file).filter((file) => file !== undefined);
    const preloads = scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
    );
    return [
      ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
      ...(preloads.length ? [`<template data-app-scripts>${preloads.join("")}</template>`] : []),
    ];
  };
}

/** The public page of the route table a path is, when it has no parameter (/, /events, /lieux...). */
const publicPageByPath = new Map<string, PublicPageName>(
  (Object.keys(publicPageMeta) as PublicPageName[]).map((name) => [paths[name].getHref(), name]),
);

function cacheControlFor(servedPath: string, webDistDir: string): string {
  // A precompressed copy (index.html.br) is cached like the file it stands for.
  const filePath = servedPath.replace(/\.(?:br|gz)$/, "");
  if (filePath === path.join(webDistDir, "index.html")) return "no-cache";
  // Vite puts content-hashed files under assets/: their URL changes whenever their content does.
  if (filePath.startsWith(path.join(webDistDir, "assets") + path.sep)) {
    return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  }
  return "public, max-age=3600";
}

/**
 * Serves the built web app and the uploads from the API process (DESIGN.md §1; uploads.ts): hashed assets with
 * a long cache, the HTML shell for every page of the route table (404 status for unknown paths, so
 * that crawlers and monitors see the truth), and JSON 404s under /api.
 */
export interface WebPluginOptions {
  deps: AppDeps;
  /** The event an event page is about (throws NotFoundError): given by app.ts, which wires modules. */
  loadEvent: (id: number) => Promise<EventResponse>;
  /** The route a route page is about (throws NotFoundError). */
  loadParcours: (id: number) => Promise<ParcoursDetailResponse>;
  /** The venue a venue page is about (throws NotFoundError). */
  loadLieu: (id: number) => Promise<LieuResponse>;
  /** The heritage site a site page is about (throws NotFoundError). */
  loadSite: (id: number) => Promise<SiteDetailResponse>;
  /** The methods an API path answers (empty when unknown): an other method gets 405, not 404. */
  allowedMethods: (path: string) => string[];
}

export const webPlugin = fp<WebPluginOptions>(async (app: FastifyInstance, options) => {
  const { deps, loadEvent, loadParcours, loadLieu, loadSite, allowedMethods } = options;
  const { webDistDir, publicUrl } = deps.config;
  // The embedded mode's folder exists from the start, as it always did (tools and tests look in it).
  if (!deps.config.objectStorage) mkdirSync(deps.config.uploadsDir, { recursive: true });
  registerUploadsRoute(app, filesOf(deps));

  const indexFile = path.join(webDistDir, "index.html");
  // Every page carries the public address, which the app reads for the addresses it prints (a
  // site's QR code): the browser's own origin may be an internal one (docs/decisions/035).
  const shell = existsSync(indexFile) ? withPublicUrl(readFileSync(indexFile, "utf8"), publicUrl) : null;
  if (shell) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      // "/" is answered with index.html; every other page by the not-found handler below.
      index: "index.html",
      // Only the browser's files. The build keeps what the server reads from disk in dot folders,
      // Vite's manifest (.vite/) and the server bundle (.server/, decision 036): any path with a
      // segment starting with a dot answers the 404 of an unknown file (@fastify/static serves
      // them by default).
      dotfiles: "ignore",
      // The build writes a brotli and a gzip copy beside each text file (decision 030): sent as
      // they are, with Content-Encoding and Vary, instead of compressing on every request.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header("cache-control", cacheControlFor(filePath, webDistDir));
      },
    });
  } else {
    app.log.warn({ webDistDir }, "web app not built: only the API is served (run npm run build)");
  }
  const serverEntry = path.join(webDistDir, SERVER_ENTRY);
  const renderer =
    shell !== null && existsSync(serverEntry)
      ? ((await import(pathToFileURL(serverEntry).href)) as ServerRenderer)
      : null;
  const manifest = renderer === null ? null : readManifest(webDistDir);
  const pageAssetTags = manifest ? pageAssetTagsOf(manifest) : () => [];
  if (shell !== null && renderer === null) {
    app.log.warn({ serverEntry }, "no server bundle: pages are rendered by the browser only");
  }

  /**
   * The app's requests during a server render go through this same API in-process: the answer, the
   * public cache and the validation are exactly the browser's. Never with the visitor's token or
   * cookies: what the server renders is the anonymous page, the same for everyone (decision 036).
   */
  async function injectFetch(url: string, init: RequestInit): Promise<Response> {
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET") throw new Error(`server render: ${method} ${url} is not a read`);
    const answer = await app.inject({ method: "GET", url, headers: { accept: "application/json" } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  }

  /**
   * A public page with its content rendered by the app's own routes and components (decision 036):
   * the HTML inside #root and, beside it, the answers it was rendered from, which the browser puts in
   * its cache before hydrating. If rendering fails the page is the plain shell, which the browser
   * renders as before: logged, never an error page.
   */
  async function withServerRender(
    request: FastifyRequest,
    html: string,
    { allowMissing = false }: { allowMissing?: boolean } = {},
  ): Promise<string> {
    return (await serverRendered(request, html, allowMissing)).html;
  }

  /** The page rendered, and whether its item was missing (a query answered 404, with allowMissing). */
  async function serverRendered(
    request: FastifyRequest,
    html: string,
    allowMissing: boolean,
    registrationAttempt?: { eventId: number; attempt: RegistrationAttempt },
  ): Promise<{ html: string; missing: boolean }> {
    if (renderer === null) return { html, missing: false };
    try {
      const started = performance.now();
      const rendered = await renderer.render({
        url: request.url,
        fetch: injectFetch,
        publicUrl,
        allowMissing,
        ...(registrationAttempt && { registrationAttempt }),
      });
      if (rendered === null) return { html, missing: false };
      request.log.debug({ ms: Math.round(performance.now() - started) }, "page rendered");
      // A missing item's page comes without state: the browser renders it itself (decision 053).
      const state =
        rendered.state === null
          ? ""
          : `<script type="application/json" id="${escapeHtml(renderer.SERVER_STATE_ELEMENT_ID)}">${jsonForScript(rendered.state)}</script>`;
      const assets = pageAssetTags(rendered.modules);
      // Function replacements: "$&" in a page's text must stay literal.
      const page = html
        .replace(/<\/head>/i, () => `${assets.map((tag) => `  ${tag}\n`).join("")}  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
        .replace(/<\/body>/i, () => `${state}\n  </body>`);
      return { html: page, missing: rendered.missing };
    } catch (error) {
      request.log.error({ err: error }, "server render failed: the page is sent for the browser to render");
      return { html, missing: false };
    }
  }

  /**
   * The shell of a page about one item (an event, a route) carries the item's metadata (title,
   * description, Open Graph, JSON-LD for an event) for crawlers that run no JavaScript; an unknown
   * item answers 404, like an unknown page, while the app shows its "introuvable" state.
   */
  async function itemPage<T>(
    request: FastifyRequest,
    html: string,
    rawId: string,
    load: (id: number) => Promise<T>,
    write: (html: string, item: T) => string,
  ) {
    // An unknown item's page is its own "introuvable" state inside the layout, with its 404 status,
    // readable without scripts (decision 053).
    const missing = async () => ({
      status: 404,
      html: await withServerRender(request, html, { allowMissing: true }),
    });
    const id = parsePathId(rawId);
    if (id === null) return missing();
    let item: T;
    try {
      item = await load(id);
    } catch (error) {
      if (error instanceof NotFoundError) return missing();
      // The page still works without its metadata: the app loads the item itself.
      request.log.error({ err: error }, "page metadata unavailable");
      return { status: 200, html };
    }
    return { status: 200, html: await withServerRender(request, write(html, item)) };
  }

  /** The status and HTML of a page of the app (its addresses from PUBLIC_URL, never from Host). */
  async function pageFor(request: FastifyRequest, html: string, pathname: string) {
    if (REGISTER_PAGE.test(pathname)) return registerPage(request, html);
    const eventId = EVENT_PAGE.exec(pathname)?.[1];
    if (eventId !== undefined) {
      return itemPage(request, html, eventId, loadEvent, (shell, event) =>
        withEventMeta(shell, event, publicUrl),
      );
    }
    const parcoursId = PARCOURS_PAGE.exec(pathname)?.[1];
    if (parcoursId !== undefined) {
      return itemPage(request, html, parcoursId, loadParcours, (shell, parcours) =>
        withParcoursMeta(shell, parcours, publicUrl),
      );
    }
    const lieuId = LIEU_PAGE.exec(pathname)?.[1];
    if (lieuId !== undefined) {
      return itemPage(request, html, lieuId, loadLieu, (shell, lieu) => withLieuMeta(shell, lieu, publicUrl));
    }
    const siteId = SITE_PAGE.exec(pathname)?.[1];
    if (siteId !== undefined) {
      return itemPage(request, html, siteId, loadSite, (shell, site) => withSiteMeta(shell, site, publicUrl));
    }
    if (TICKET_PAGE.test(pathname)) return ticketPage(request, html);
    const bare = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
    // The search's results (issue 32): rendered like the lists, with the shell's metadata (kept out of
    // search engines: it is not in publicPageMeta, so robots.txt lists it).
    // Titled by the words searched, as the page titles itself once its script runs.
    if (bare === paths.search.pattern) {
      const q = new URLSearchParams(request.url.split("?")[1] ?? "").get("q")?.trim() ?? "";
      const title = q ? searchMessages.pageTitle(q) : searchMessages.heading;
      return { status: 200, html: withPageTitle(await withServerRender(request, html), title) };
    }
    const publicPage = publicPageByPath.get(bare);
    if (publicPage) {
      return {
        status: 200,
        html: await withServerRender(
          request,
          withPublicPageMeta(html, publicPage, publicUrl, request.url.split("?")[1] ?? ""),
        ),
      };
    }
    if (isAppPath(pathname)) return { status: 200, html };
    // An unknown address: the not-found page inside the layout, with its 404 (decision 053).
    return { status: 404, html: await withServerRender(request, html) };
  }

  /**
   * /billet/{code}: the ticket rendered with its QR code, readable at the door without scripts; a
   * forged or unknown code answers 404 with the ticket's "introuvable" state, titled apart.
   */
  async function registerPage(
    request: FastifyRequest,
    html: string,
    registrationAttempt?: { eventId: number; attempt: RegistrationAttempt },
  ) {
    const rendered = await serverRendered(request, html, true, registrationAttempt);
    return {
      status: rendered.missing ? 404 : 200,
      html: rendered.html,
      // Each display carries its own Idempotency-Key, and a refused form the values typed.
      cacheControl: "private, no-store",
    };
  }

  async function ticketPage(request: FastifyRequest, html: string) {
    const rendered = await serverRendered(request, html, true);
    const title = rendered.missing ? ticketMessages.ticketNotFoundTitle : ticketMessages.ticketTitle;
    return {
      status: rendered.missing ? 404 : 200,
      html: withPageTitle(rendered.html, title),
      // The page holds its holder's name: never kept by a shared cache.
      cacheControl: "private, no-store",
    };
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    pathname: string,
    answer?: { status: number; html: string; cacheControl?: string },
  ) {
    const page: { status: number; html: string; cacheControl?: string } =
      answer ?? (await pageFor(request, html, pathname));
    if (page.status === 404) request.log.info({ path: redactUrl(pathname) }, "page not found");
    return reply
      .code(page.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", page.cacheControl ?? "no-cache")
      .header("permissions-policy", appPagePermissionsPolicy(pathname))
      .send(page.html);
  }

  if (shell !== null) {
    // The home page carries its own metadata too: this route answers "/" before the static files.
    app.get("/", { schema: { hide: true } }, (request, reply) => sendPage(request, reply, shell, "/"));
  }

  if (shell !== null && renderer !== null) {
    const page = shell;
    // The registration form without JavaScript (decision 053). Its own context: the form body
    // parser stays out of the JSON API, which keeps answering 415 to forms (no cross-site POST).
    await app.register(async (forms) => {
      forms.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: 64 * 1024 },
        (_request, body, done) => done(null, parseFormBody(String(body))),
      );
      forms.post("/events/:id/register", { schema: { hide: true } }, async (request, reply) => {
        const pathname = request.url.split("?")[0] ?? "/";
        if (isCrossSite(request, publicUrl)) {
          request.log.warn({ path: redactUrl(pathname) }, "cross-site registration form refused");
          return reply
            .code(403)
            .type("text/plain; charset=utf-8")
            .header("cache-control", "no-store")
            .send(ticketMessages.crossSiteForm);
        }
        const contentType = request.headers["content-type"] ?? "";
        if (!contentType.startsWith("application/x-www-form-urlencoded")) {
          return reply
            .code(415)
            .send({ error: apiErrorMessages.UNSUPPORTED_MEDIA_TYPE, code: "UNSUPPORTED_MEDIA_TYPE" });
        }
        const eventId = parsePathId((request.params as { id: string }).id);
        if (eventId === null) return sendPage(request, reply, page, pathname);
        const values = request.body as Record<string, string>;
        // The JSON API's own request, in-process: same schema, service, rules and idempotency. As the
        // visitor's IP, for the API's per-IP limits; anonymous, as SPEC's registration is.
        const answer = await app.inject({
          method: "POST",
          url: "/api/participations",
          headers: participationHeaders(values),
          payload: JSON.stringify(participationBodyOf(values, eventId)),
          remoteAddress: request.ip,
        });
        if (answer.statusCode === 201) {
          const { ticket_code } = answer.json() as { ticket_code: string };
          return reply
            .code(303)
            .header("location", paths.ticket.getHref(ticket_code))
            .header("cache-control", "no-store")
            .send();
        }
        const error = answer.json() as {
          error?: string;
          code?: string;
          details?: { path: string; message: string }[];
          places_left?: number;
        };
        // An unknown or unpublished event: its page's 404.
        if (answer.statusCode === 404) return sendPage(request, reply, page, pathname);
        // The form again, with the API's status (400 invalid, 409 full, 422, 429...); an event
        // the page cannot find (the API may say 400 for it) is its page's 404.
        const { [IDEMPOTENCY_FIELD]: _key, ...kept } = values;
        const attempt: RegistrationAttempt = {
          values: kept,
          errors: error.details ?? [],
          message: error.error ?? apiErrorMessages.INTERNAL_ERROR,
          full: error.code === "SESSION_FULL" ? { placesLeft: error.places_left ?? 0 } : null,
        };
        const rendered = await registerPage(request, page, { eventId, attempt });
        const status = rendered.status === 404 ? 404 : answer.statusCode;
        return sendPage(request, reply, page, pathname, { ...rendered, status });
      });
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPage =
      shell !== null &&
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/api/") &&
      !pathname.startsWith(UPLOADS_PREFIX) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage) return sendPage(request, reply, shell, pathname);
    const allowed = pathname.startsWith("/api/") ? allowedMethods(pathname) : [];
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header("allow", allowed.join(", "))
        .send({ error: apiErrorMessages.METHOD_NOT_ALLOWED, code: "METHOD_NOT_ALLOWED" });
    }
    return reply.code(404).send({ error: apiErrorMessages.ROUTE_NOT_FOUND, code: "ROUTE_NOT_FOUND" });
  });
});
