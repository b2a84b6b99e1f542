import { apiErrorSchema, idParamsSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  lieuBodySchema,
  lieuListQuerySchema,
  lieuListSchema,
  lieuSchema,
} from "@culture-patrimoine/contract/schemas/lieu";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { imageWrite } from "../../lib/image-form.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import { createLieu, deleteLieu, getLieu, listLieux, updateLieu } from "./lieux.service.ts";

export const lieuxRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ["Lieux"];
  const security = [{ bearerAuth: [] }];
  const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  // Create and edit also take a multipart form with a picture (docs/decisions/032-pictures.md).
  const pictures = await imageWrite(app, deps, { groupId: "lieu-forms", jsonFields: ["accessibility"] });

  app.get(
    "/",
    {
      config: { publicCache: { shows: ["lieux"] } },
      schema: {
        tags,
        summary: "Lister les lieux (filtre user_id pour ceux d’un organisateur)",
        querystring: lieuListQuerySchema,
        response: { 200: lieuListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendPage(reply, await listLieux(db, request.query, deps.config.publicUrl)),
  );

  app.get(
    "/:id",
    {
      config: { publicCache: { shows: ["lieux"] } },
      schema: {
        tags,
        summary: "Lire un lieu",
        params: idParamsSchema,
        response: { 200: lieuSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getLieu(db, request.params.id, deps.config.publicUrl),
  );

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["lieux"] }, rateLimit: pictures.rateLimit },
      onRequest: [app.requireRole("professionnel"), pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary: "Créer un lieu (professionnel\u00a0; JSON, ou formulaire multipart avec image)",
        security,
        consumes: pictures.consumes,
        body: lieuBodySchema,
        response: { 201: lieuSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createLieu(
            db,
            authOf(request),
            request.body,
            deps.config.publicUrl,
            pictures.uploadOf(request),
          ),
        ),
  );

  app.put(
    "/:id",
    {
      config: { publicCache: { changes: ["lieux"] }, rateLimit: pictures.rateLimit },
      onRequest: [app.requireRole("professionnel"), pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary: "Modifier un de ses lieux (en multipart sans fichier, l’image reste)",
        security,
        consumes: pictures.consumes,
        params: idParamsSchema,
        body: lieuBodySchema,
        response: { 200: lieuSchema, 404: apiErrorSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request) =>
      updateLieu(
        db,
        authOf(request),
        request.params.id,
        request.body,
        deps.config.publicUrl,
        pictures.uploadOf(request),
      ),
  );

  app.delete(
    "/:id",
    {
      config: { publicCache: { changes: ["lieux", "events", "parcours", "sites"] } },
      onRequest: app.requireRole("professionnel"),
      schema: {
        tags,
        summary: "Supprimer un de ses lieux (ses événements, parcours et sites restent, sans lieu)",
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe("Lieu supprimé"), 404: apiErrorSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteLieu(db, authOf(request), request.params.id, {
        uploadsDir: deps.config.uploadsDir,
        log: request.log,
      });
      return reply.code(204).send(null);
    },
  );
};
