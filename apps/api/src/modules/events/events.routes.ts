import { isDateOnly } from "@culture-patrimoine/contract/dates";
import {
  apiErrorSchema,
  idParamsSchema,
  keysetPaginationQuerySchema,
} from "@culture-patrimoine/contract/schemas/common";
import {
  eventBodySchema,
  eventChangePreviewSchema,
  eventListQuerySchema,
  eventListSchema,
  eventSchema,
  eventUserParamsSchema,
  ownEventListSchema,
  ownEventSchema,
  recentEventListSchema,
  recentEventsQuerySchema,
} from "@culture-patrimoine/contract/schemas/event";
import { eventFilterCountsSchema } from "@culture-patrimoine/contract/schemas/event-filters";
import {
  sessionListSchema,
  sessionParamsSchema,
  sessionSchema,
} from "@culture-patrimoine/contract/schemas/event-session";
import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppDeps, filesOf, nowOf } from "../../deps.ts";
import { imageWrite } from "../../lib/image-form.ts";
import { sendJson, sendJsonPage } from "../../lib/json-text.ts";
import { retryingTransaction } from "../../lib/transactions.ts";
import { authOf } from "../../plugins/auth.ts";
import { plainEventListText, publicEventText } from "./event-json.ts";
import {
  cancelSession,
  createEvent,
  deleteEvent,
  getEventSessions,
  listEventsText,
  listOwnEvents,
  listRecentEvents,
  previewEvent,
  updateEvent,
} from "./events.service.ts";
import { countEventChoices } from "./events-list.ts";
import { type DatesSentAsDays, NO_DAYS, previewEventChange } from "./session-changes.ts";

// A SPEC client's form sends bare days ("2026-12-10"), which the schema turns into instants (Paris
// midnight): which dates were bare days is read from the body as sent, before its validation, so
// that an edit keeps the session's time of day (session-changes.ts, wantedSessions).
const daysSent = new WeakMap<FastifyRequest, DatesSentAsDays>();
const rememberDaysSent: preValidationAsyncHookHandler = async (request) => {
  const body = request.body as Record<string, unknown> | null | undefined;
  daysSent.set(request, { date_start: isDateOnly(body?.date_start), date_end: isDateOnly(body?.date_end) });
};
const daysSentBy = (request: FastifyRequest) => daysSent.get(request) ?? NO_DAYS;

export const eventsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Create and edit also take a multipart form with a picture (docs/decisions/032-pictures.md).
  const pictures = await imageWrite(app, deps, {
    groupId: "event-forms",
    jsonFields: ["sessions", "accessibility"],
  });
  const tags = ["Événements"];
  const security = [{ bearerAuth: [] }];
  const writeErrors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    413: apiErrorSchema,
    415: apiErrorSchema,
  };

  app.get(
    "/",
    {
      config: { publicCache: { shows: ["events", "registrations", "lieux"] } },
      schema: {
        tags,
        summary: "Lister les événements (recherche sans accents ni casse, catégorie, organisateur, lieu)",
        description:
          "Triés par début puis identifiant\u00a0; une recherche (`q`) demande chaque mot, dans n’importe quel ordre, " +
          "dans le titre, la description, le nom ou la ville du lieu, et liste d’abord les événements dont le titre les " +
          "contient tous. Filtres\u00a0: `when`, `from`/`to` (heure de Paris), `ville`, `departement`, `free`, " +
          "`accessibility`\u00a0; `sort=distance` avec `lat` et `lon` trie par distance au lieu (pages par `offset`). Le total (`X-Total-Count`) est compté jusqu’à 100 lignes, ou " +
          "jusqu’à la page demandée\u00a0; au-delà, il vaut les lignes comptées et `X-Total-Count-Bounded: true` " +
          'est envoyé. `after` (valeur donnée par le lien `rel="next"`) reprend après une ligne, sans parcourir ' +
          "les précédentes\u00a0; `offset` reste accepté.",
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { publicUrl } = deps.config;
      const now = nowOf(deps);
      const plain = await plainEventListText(deps.db, request.query, { publicUrl, now });
      return sendJsonPage(reply, plain ?? (await listEventsText(deps.db, request.query, publicUrl, now)));
    },
  );

  // Static paths first: they must never be read as an event id.
  app.get(
    "/counts",
    {
      config: { publicCache: { shows: ["events", "lieux"] } },
      schema: {
        tags,
        summary: "Compter les événements de chaque choix des filtres de la liste",
        description:
          "Les mêmes paramètres que la liste. Pour chaque choix d’un filtre (période, gratuit, accessibilité, " +
          "catégorie, villes et départements qui comptent le plus de lieux), le nombre d’événements qu’il donnerait, " +
          "les autres filtres appliqués\u00a0; chaque nombre est compté jusqu’à `bound` + 1 (au-delà\u00a0: «\u00a0100+\u00a0»).",
        querystring: eventListQuerySchema,
        response: { 200: eventFilterCountsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => countEventChoices(deps.db, request.query, nowOf(deps)),
  );

  app.get(
    "/recent",
    {
      config: { publicCache: { shows: ["events"] } },
      schema: {
        tags,
        summary: "Derniers événements publiés, sauf ceux d’un organisateur",
        querystring: recentEventsQuerySchema,
        response: { 200: recentEventListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listRecentEvents(deps.db, request.query),
  );

  app.get(
    "/user/:userId",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Lister ses propres événements",
        description:
          "Tous ses événements, publiés ou non\u00a0: chacun dit son état de modération (`moderation_status`), " +
          "le motif d’un refus ou d’une dépublication (`moderation_reason`) et si le compte est suspendu (`owner_suspended`).",
        security,
        params: eventUserParamsSchema,
        querystring: keysetPaginationQuerySchema,
        response: { 200: ownEventListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJsonPage(
        reply,
        await listOwnEvents(
          deps.db,
          authOf(request),
          request.params.userId,
          request.query,
          deps.config.publicUrl,
          nowOf(deps),
        ),
      ),
  );

  app.get(
    "/:id",
    {
      config: { publicCache: { shows: ["events", "registrations", "lieux"] } },
      schema: {
        tags,
        summary: "Lire un événement",
        description:
          "Un événement public (publié, compte de son organisateur actif)\u00a0; sinon 404, comme un événement inconnu. " +
          "Son lieu (`lieu`) est null quand le lieu n’est pas public.",
        params: idParamsSchema,
        response: { 200: eventSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await publicEventText(deps.db, request.params.id, {
          publicUrl: deps.config.publicUrl,
          now: nowOf(deps),
        }),
      ),
  );

  app.get(
    "/:id/preview",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "Prévisualiser un événement, quel que soit son état de modération (son organisateur, un administrateur)",
        description:
          "La même réponse que `GET /api/events/{id}`, avec l’état de modération (`moderation_status`), le motif " +
          "d’un refus ou d’une dépublication (`moderation_reason`) et la suspension du compte de l’organisateur " +
          "(`owner_suspended`). Réservé à l’organisateur de l’événement et aux administrateurs\u00a0; pour tout autre " +
          "compte, 403 si l’événement est public, 404 sinon, comme pour un événement inconnu, afin de ne rien " +
          "révéler. Jamais mis en cache " +
          "(`Cache-Control: private, no-store`).",
        security,
        params: idParamsSchema,
        response: {
          200: ownEventSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return previewEvent(deps, authOf(request), request.params.id);
    },
  );

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["events"] }, rateLimit: pictures.rateLimit },
      onRequest: [app.requireMember("content"), pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary:
          "Créer un événement (professionnel, dans tout lieu enregistré\u00a0; JSON, ou formulaire multipart avec image)",
        description:
          "L’événement est publié aussitôt, ou attend la validation d’un administrateur (organisateur non vérifié, " +
          "selon la politique de modération)\u00a0: la réponse (201) dit son état dans `moderation_status`.",
        security,
        consumes: pictures.consumes,
        body: eventBodySchema,
        response: { 201: eventSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createEvent(deps, authOf(request), request.body, pictures.uploadOf(request))),
  );

  app.put(
    "/:id",
    {
      config: { publicCache: { changes: ["events", "registrations"] }, rateLimit: pictures.rateLimit },
      onRequest: [app.requireMember("content"), pictures.contentTypes],
      preValidation: [pictures.readForm, rememberDaysSent],
      schema: {
        tags,
        summary:
          "Modifier son événement (tous les champs sont remplacés\u00a0; en multipart sans fichier, l’image reste)",
        description:
          "Une séance déplacée (début ou fin) ou un autre lieu est annoncé par courriel, avec la mise à jour " +
          "de l’agenda, à chaque inscription confirmée ou en liste d’attente des séances concernées (ni annulées " +
          "ni commencées). Sans `sessions`, une date envoyée sans heure (`2026-12-10`) garde l’heure de la séance.",
        security,
        consumes: pictures.consumes,
        params: idParamsSchema,
        body: eventBodySchema,
        response: {
          200: eventSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...writeErrors,
          ...pictures.errors,
        },
      },
    },
    async (request) =>
      retryingTransaction(() =>
        updateEvent(
          deps,
          authOf(request),
          request.params.id,
          request.body,
          pictures.uploadOf(request),
          daysSentBy(request),
        ),
      ),
  );

  app.post(
    "/:id/change-preview",
    {
      // Reads only: no cached answer goes stale.
      config: { publicCache: { changes: [] } },
      onRequest: app.requireMember("content"),
      preValidation: rememberDaysSent,
      schema: {
        tags,
        summary:
          "Compter les personnes qu’une modification de son événement préviendrait (rien n’est enregistré)",
        description:
          "Le même corps que `PUT /api/events/{id}` (JSON)\u00a0: le nombre d’inscriptions, confirmées ou en liste " +
          "d’attente, qui recevraient un courriel (séance déplacée, autre lieu). Réservé à l’organisateur de l’événement.",
        security,
        params: idParamsSchema,
        body: eventBodySchema,
        response: {
          200: eventChangePreviewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      previewEventChange(deps, authOf(request), request.params.id, request.body, daysSentBy(request)),
  );

  app.get(
    "/:id/sessions",
    {
      config: { publicCache: { shows: ["events", "registrations"] } },
      schema: {
        tags,
        summary: "Lister les séances d’un événement, avec les places restantes",
        params: idParamsSchema,
        response: { 200: sessionListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getEventSessions(deps, request.params.id),
  );

  app.post(
    "/:id/sessions/:sessionId/cancel",
    {
      config: { publicCache: { changes: ["events", "registrations"] } },
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary: "Annuler une séance de son événement\u00a0: toutes ses inscriptions sont annulées",
        security,
        params: sessionParamsSchema,
        response: {
          200: sessionSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      retryingTransaction(() =>
        cancelSession(deps, authOf(request), request.params.id, request.params.sessionId),
      ),
  );

  app.delete(
    "/:id",
    {
      config: { publicCache: { changes: ["events", "programs"] } },
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary: "Supprimer son événement et son programme (refusé s’il a des inscrits)",
        security,
        params: idParamsSchema,
        response: {
          204: z.null().describe("Événement supprimé"),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteEvent(deps.db, authOf(request), request.params.id, {
        files: filesOf(deps),
        log: request.log,
      });
      return reply.code(204).send(null);
    },
  );
};
