import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  programBatchBodySchema,
  programBodySchema,
  programIdParamsSchema,
  programListQuerySchema,
  programListSchema,
  programSchema,
} from "@culture-patrimoine/contract/schemas/program";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import {
  createProgram,
  createProgramBatch,
  deleteProgram,
  getProgram,
  listPrograms,
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
    async (request, reply) => sendPage(reply, await listPrograms(deps.db, request.query)),
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
      onRequest: app.requireRole("professionnel"),
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
      onRequest: app.requireRole("professionnel"),
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
      onRequest: app.requireRole("professionnel"),
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
      onRequest: app.requireRole("professionnel"),
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
