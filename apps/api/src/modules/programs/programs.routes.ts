import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  programBatchBodySchema,
  programBodySchema,
  programIdParamsSchema,
  programListQuerySchema,
  programListSchema,
  programPreviewQuerySchema,
  programSchema,
} from "@culture-patrimoine/contract/schemas/program";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { sendJsonPage } from "../../lib/json-text.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import {
  createProgram,
  createProgramBatch,
  deleteProgram,
  getProgram,
  listProgramsText,
  previewProgram,
  previewPrograms,
  updateProgram,
} from "./programs.service.ts";

export const programsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["Programmes"];
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
      config: { publicCache: { shows: ["programs", "events", "lieux"] } },
      schema: {
        tags,
        summary: "Lister les lignes de programme (toutes, ou celles d’un événement)",
        querystring: programListQuerySchema,
        response: { 200: programListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendJsonPage(reply, await listProgramsText(deps.db, request.query)),
  );

  // Issue 29: a held event's lines, for its owner and the administrators. Never publicly cached
  // (no publicCache), declared before "/:programId" so that "preview" reads as the static path.
  app.get(
    "/preview",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "Prévisualiser le programme d’un événement, quel que soit son état de modération (son organisateur, un administrateur)",
        description:
          "Les lignes de l’événement `event_id`, dans la même forme et le même ordre que `GET /api/programs` " +
          "(paginées, total dans `X-Total-Count`), que l’événement soit publié, en attente, refusé, dépublié ou " +
          "que le compte de son organisateur soit suspendu. Le lieu de l’événement figure s’il est publié ou " +
          "s’il appartient à l’organisateur (tous les lieux pour un administrateur). Réservé à l’organisateur de " +
          "l’événement et aux administrateurs\u00a0; pour tout autre compte, 404 comme pour un événement inconnu, " +
          "afin de ne rien révéler. Jamais mis en cache (`Cache-Control: private, no-store`).",
        security,
        querystring: programPreviewQuerySchema,
        response: { 200: programListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return sendPage(reply, await previewPrograms(deps.db, authOf(request), request.query));
    },
  );

  app.get(
    "/:programId/preview",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "Prévisualiser une ligne de programme, quel que soit l’état de son événement (son organisateur, un administrateur)",
        description:
          "La même réponse que `GET /api/programs/{programId}`, quel que soit l’état de modération de l’événement. " +
          "Réservé à l’organisateur de l’événement et aux administrateurs\u00a0; pour tout autre compte, 404 comme " +
          "pour une ligne inconnue. Jamais mis en cache (`Cache-Control: private, no-store`).",
        security,
        params: programIdParamsSchema,
        response: { 200: programSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return previewProgram(deps.db, authOf(request), request.params.programId);
    },
  );

  // Public like the list: SPEC's client sends a token here, which is simply not needed.
  app.get(
    "/:programId",
    {
      config: { publicCache: { shows: ["programs", "events", "lieux"] } },
      schema: {
        tags,
        summary: "Lire une ligne de programme",
        params: programIdParamsSchema,
        response: { 200: programSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getProgram(deps.db, request.params.programId),
  );

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["programs"] } },
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary: "Ajouter une ligne au programme de son événement",
        security,
        body: programBodySchema,
        response: { 201: programSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProgram(deps.db, authOf(request), request.body)),
  );

  app.post(
    "/batch",
    {
      config: { publicCache: { changes: ["programs"] } },
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary: "Ajouter plusieurs lignes au programme de son événement, toutes ou aucune",
        security,
        body: programBatchBodySchema,
        response: { 201: programListSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createProgramBatch(deps.db, authOf(request), request.body)),
  );

  app.put(
    "/:programId",
    {
      config: { publicCache: { changes: ["programs"] } },
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary: "Modifier une ligne de son programme (elle peut changer d’événement)",
        security,
        params: programIdParamsSchema,
        body: programBodySchema,
        response: { 200: programSchema, 404: apiErrorSchema, ...writeErrors },
      },
    },
    async (request) => updateProgram(deps.db, authOf(request), request.params.programId, request.body),
  );

  app.delete(
    "/:programId",
    {
      config: { publicCache: { changes: ["programs"] } },
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary: "Supprimer une ligne de son programme",
        security,
        params: programIdParamsSchema,
        response: {
          204: z.null().describe("Ligne supprimée"),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteProgram(deps.db, authOf(request), request.params.programId);
      return reply.code(204).send(null);
    },
  );
};
