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
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import { createLieu, deleteLieu, getLieu, listLieux, updateLieu } from "./lieux.service.ts";

export const lieuxRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ["Lieux"];
  const security = [{ bearerAuth: [] }];
  const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    "/",
    {
      config: { publicCache: { shows: ["lieux"] } },
      schema: {
        tags,
        summary: "Lister les lieux (filtre user_id pour ceux d'un organisateur)",
        querystring: lieuListQuerySchema,
        response: { 200: lieuListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendPage(reply, await listLieux(db, request.query)),
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
    async (request) => getLieu(db, request.params.id),
  );

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["lieux"] } },
      onRequest: app.requireRole("professionnel"),
      schema: {
        tags,
        summary: "Créer un lieu (professionnel)",
        security,
        body: lieuBodySchema,
        response: { 201: lieuSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createLieu(db, authOf(request), request.body)),
  );

  app.put(
    "/:id",
    {
      config: { publicCache: { changes: ["lieux"] } },
      onRequest: app.requireRole("professionnel"),
      schema: {
        tags,
        summary: "Modifier un de ses lieux",
        security,
        params: idParamsSchema,
        body: lieuBodySchema,
        response: { 200: lieuSchema, 404: apiErrorSchema, ...writeErrors },
      },
    },
    async (request) => updateLieu(db, authOf(request), request.params.id, request.body),
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
      await deleteLieu(db, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
