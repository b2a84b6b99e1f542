import { apiErrorSchema, idParamsSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  siteBodySchema,
  siteDetailSchema,
  siteListQuerySchema,
  siteListSchema,
  siteSchema,
} from "@culture-patrimoine/contract/schemas/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { imageWrite } from "../../lib/image-form.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import { createSite, deleteSite, getSite, listSites, updateSite } from "./sites.service.ts";

export const sitesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ["Sites"];
  const security = [{ bearerAuth: [] }];
  const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  // Create and edit also take a multipart form with a picture (docs/decisions/032-pictures.md);
  // `services` may come as JSON text there, as SPEC's client sends it in JSON.
  const pictures = await imageWrite(app, deps, { groupId: "site-forms" });
  const professionnel = app.requireRole("professionnel");

  app.get(
    "/",
    {
      config: { publicCache: { shows: ["sites"] } },
      schema: {
        tags,
        summary: "Lister les sites (filtres parcours_id et user_id)",
        querystring: siteListQuerySchema,
        response: { 200: siteListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendPage(reply, await listSites(db, request.query, deps.config.publicUrl)),
  );

  app.get(
    "/:id",
    {
      // Its venue's name and its route's title are in the answer: a change to either renews it.
      config: { publicCache: { shows: ["sites", "lieux", "parcours"] } },
      schema: {
        tags,
        summary: "Lire un site (services en chaîne JSON), avec son lieu et son étape dans son parcours",
        params: idParamsSchema,
        response: { 200: siteDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getSite(db, request.params.id, deps.config.publicUrl),
  );

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["sites"] }, rateLimit: pictures.rateLimit },
      onRequest: [professionnel, pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary:
          "Créer un site sur un de ses parcours (professionnel ; JSON, ou formulaire multipart avec image)",
        security,
        consumes: pictures.consumes,
        body: siteBodySchema,
        response: { 201: siteSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createSite(
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
      config: { publicCache: { changes: ["sites"] }, rateLimit: pictures.rateLimit },
      onRequest: [professionnel, pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary: "Modifier un de ses sites (en multipart sans fichier, l’image reste)",
        security,
        consumes: pictures.consumes,
        params: idParamsSchema,
        body: siteBodySchema,
        response: { 200: siteSchema, 404: apiErrorSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request) =>
      updateSite(
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
      config: { publicCache: { changes: ["sites"] } },
      onRequest: professionnel,
      schema: {
        tags,
        summary: "Supprimer un de ses sites",
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe("Site supprimé"), 404: apiErrorSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteSite(db, authOf(request), request.params.id, {
        uploadsDir: deps.config.uploadsDir,
        log: request.log,
      });
      return reply.code(204).send(null);
    },
  );
};
