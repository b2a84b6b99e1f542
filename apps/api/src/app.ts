import {
  LINK_HEADER,
  SEARCH_CORRECTED_HEADER,
  TOTAL_COUNT_BOUNDED_HEADER,
  TOTAL_COUNT_HEADER,
} from "@culture-patrimoine/contract/constants";
import fastifyCompress from "@fastify/compress";
import fastifyCors from "@fastify/cors";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type AppDeps, nowOf } from "./deps.ts";
import { AppError } from "./errors.ts";
import { withBodyErrorResponses } from "./lib/body-error-responses.ts";
import { withRedactedRequests } from "./lib/log-redaction.ts";
import { databaseRateLimitStore } from "./lib/rate-limit-store.ts";
import { COMPRESS_THRESHOLD_BYTES } from "./lib/response-encoding.ts";
import { RouteMethods } from "./lib/route-methods.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { attendeesRoutes, checkInRoutes } from "./modules/attendees/attendees.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { secondFactorRoutes } from "./modules/auth/second-factor.routes.ts";
import { calendarRoutes } from "./modules/calendar/calendar.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { eventsRoutes } from "./modules/events/events.routes.ts";
import { getEvent } from "./modules/events/events.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { lieuxRoutes } from "./modules/lieux/lieux.routes.ts";
import { getLieu } from "./modules/lieux/lieux.service.ts";
import { locationsRoutes } from "./modules/locations/locations.routes.ts";
import { mailRoutes } from "./modules/mail/mail.routes.ts";
import { mailWorkerPlugin } from "./modules/mail/mail-worker.plugin.ts";
import { createMailTransport } from "./modules/mail/transport.ts";
import { mapRoutes } from "./modules/map/map.routes.ts";
import { openDataRoutes } from "./modules/open-data/open-data.routes.ts";
import { invitationsRoutes, organisationsRoutes } from "./modules/organisations/organisations.routes.ts";
import { organisersRoutes } from "./modules/organisers/organisers.routes.ts";
import { parcoursRoutes } from "./modules/parcours/parcours.routes.ts";
import { getParcours } from "./modules/parcours/parcours.service.ts";
import { participationsRoutes, ticketsRoutes } from "./modules/participations/participations.routes.ts";
import { programsRoutes } from "./modules/programs/programs.routes.ts";
import { adminReportsRoutes, reportsRoutes } from "./modules/reports/reports.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { sitemapRoutes } from "./modules/sitemap/sitemap.routes.ts";
import { sitesRoutes } from "./modules/sites/sites.routes.ts";
import { getSite } from "./modules/sites/sites.service.ts";
import { statisticsRoutes } from "./modules/statistics/statistics.routes.ts";
import { statsRoutes } from "./modules/stats/stats.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { authPlugin } from "./plugins/auth.ts";
import { embeddedMaintenancePlugin } from "./plugins/embedded-maintenance.ts";
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from "./plugins/error-handler.ts";
import { publicCachePlugin } from "./plugins/public-cache.ts";
import { pageSecurityHeaders, securityHeadersPlugin } from "./plugins/security-headers.ts";
import { sessionSweeperPlugin } from "./plugins/session-sweeper.ts";
import { webPlugin } from "./plugins/web.ts";

export interface BuildAppOptions {
  logger?: FastifyServerOptions["logger"];
}

/** The whole HTTP application, without listening: main.ts starts it, tests call app.inject(). */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const { config } = deps;
  const securityHeaders = pageSecurityHeaders(config);
  const app = Fastify({
    // Request URLs are logged with their secrets (ticket codes, mail tokens) masked, in tests too.
    logger: withRedactedRequests(
      options.logger ?? {
        level: config.logLevel,
        // Requests are logged without bodies; headers that carry credentials are masked anyway.
        redact: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"],
      },
    ),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // During a graceful stop (lib/shutdown.ts), a request arriving on a keep-alive connection that
    // was busy at SIGTERM is answered, with "Connection: close", while the database is still open.
    // Fastify's default answered it 503, which a load balancer cannot pass to another process when
    // it is a POST (nginx never resends one): registrations failed during a deploy
    // (several-machines.test.ts).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors met before routing (undecodable URL) or before a request exists (not HTTP, too slow):
    // the same error format and security headers as every other answer.
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    // Node's defaults let a client take a minute for its headers and five for its body, checked
    // every 30 s. Headers arrive in milliseconds from any real client; a body (an image of at
    // most UPLOAD_MAX_BYTES) within a minute even on a slow phone. Keep-alive stays above the
    // 60 s idle timeout of the usual load balancers, so they never reuse a socket we closed.
    keepAliveTimeout: config.timeouts.keepAliveMs,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(config.timeouts.headersMs, 5_000),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only (and multipart where a route asks for it): text/plain gets 415, not a confusing 400.
  app.removeContentTypeParser("text/plain");

  await app.register(errorHandlerPlugin);
  const routeMethods = new RouteMethods();
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/")) routeMethods.record(route.url, route.method);
    withBodyErrorResponses(route);
  });
  await app.register(securityHeadersPlugin, { pageHeaders: securityHeaders });
  await app.register(fastifyCors, {
    // Closed unless CORS_ORIGINS lists the origins of separately hosted clients.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: [TOTAL_COUNT_HEADER, LINK_HEADER, TOTAL_COUNT_BOUNDED_HEADER, SEARCH_CORRECTED_HEADER],
    methods: ["GET", "POST", "PUT", "DELETE"],
  });
  // Before compression: the cache keeps the serialized JSON, compression applies to every answer.
  await app.register(publicCachePlugin, {
    ttlMs: config.publicCacheTtlMs,
    compressThresholdBytes: COMPRESS_THRESHOLD_BYTES,
  });
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database: every process sees the same hits (DESIGN.md §3).
    store: databaseRateLimitStore(deps.db),
    errorResponseBuilder: () => new AppError(429, "TOO_MANY_REQUESTS"),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Culture & Patrimoine — API",
        description:
          "API publique des événements culturels, lieux, parcours et sites patrimoniaux.\n\n" +
          "Listes\u00a0: un tableau JSON, le total dans l’en-tête `X-Total-Count` et, s’il reste des lignes, " +
          '`Link: <…>; rel="next"` vers la suite. Les listes d’événements comptent au plus 100 lignes ' +
          "(ou jusqu’à la page demandée)\u00a0: au-delà, `X-Total-Count` donne les lignes comptées, un " +
          "minimum, et `X-Total-Count-Bounded: true` le signale. Leur lien `next` reprend après la " +
          "dernière ligne (`after`), `offset` reste accepté.",
        version: "1.0.0",
      },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  // Its pages carry the pages' security headers (securityHeadersPlugin), CSP included: Swagger UI
  // runs its own script files and writes a <style> element, which the pages' policy allows. Its own
  // `staticCSP` replaced it with a looser one (base-uri and frame-ancestors 'self', styles from any
  // https: origin) that still blocked that <style> element.
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(authPlugin, { deps });
  await app.register(sessionSweeperPlugin, { deps });
  await app.register(embeddedMaintenancePlugin, { deps });
  await app.register(mailWorkerPlugin, {
    deps,
    transport: deps.mailTransport ?? createMailTransport(config.mail),
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps });
      await api.register(authRoutes, { deps, prefix: "/auth" });
      await api.register(usersRoutes, { deps, prefix: "/users" });
      await api.register(secondFactorRoutes, { deps, prefix: "/users" });
      await api.register(eventsRoutes, { deps, prefix: "/events" });
      await api.register(attendeesRoutes, { deps, prefix: "/events" });
      await api.register(calendarRoutes, { deps, prefix: "/events" });
      await api.register(checkInRoutes, { deps, prefix: "/check-ins" });
      await api.register(ticketsRoutes, { deps, prefix: "/tickets" });
      await api.register(programsRoutes, { deps, prefix: "/programs" });
      await api.register(lieuxRoutes, { deps, prefix: "/lieux" });
      await api.register(parcoursRoutes, { deps, prefix: "/parcours" });
      await api.register(sitesRoutes, { deps, prefix: "/sites" });
      await api.register(participationsRoutes, { deps, prefix: "/participations" });
      await api.register(locationsRoutes, { deps, prefix: "/locations" });
      await api.register(statsRoutes, { deps, prefix: "/stats" });
      await api.register(statisticsRoutes, { deps });
      await api.register(dashboardRoutes, { deps, prefix: "/dashboard" });
      await api.register(mailRoutes, { deps, prefix: "/mail" });
      await api.register(openDataRoutes, { deps, prefix: "/open-data" });
      await api.register(mapRoutes, { deps, prefix: "/map" });
      await api.register(searchRoutes, { deps, prefix: "/search" });
      await api.register(adminRoutes, { deps, prefix: "/admin" });
      await api.register(reportsRoutes, { deps, prefix: "/reports" });
      await api.register(adminReportsRoutes, { deps, prefix: "/admin/reports" });
      await api.register(organisersRoutes, { deps, prefix: "/admin/organisers" });
      await api.register(organisationsRoutes, { deps, prefix: "/organisations" });
      await api.register(invitationsRoutes, { deps, prefix: "/invitations" });
    },
    { prefix: "/api" },
  );
  // Before the web app's pages, whose static files would otherwise answer these paths.
  await app.register(sitemapRoutes, { deps });
  await app.register(webPlugin, {
    deps,
    loadEvent: (id) => getEvent(deps.db, id, deps.config.publicUrl, nowOf(deps)),
    loadParcours: (id) => getParcours(deps.db, id, deps.config.publicUrl),
    loadLieu: (id) => getLieu(deps.db, id, deps.config.publicUrl),
    loadSite: (id) => getSite(deps.db, id, deps.config.publicUrl),
    allowedMethods: (path) => routeMethods.allowedFor(path),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
