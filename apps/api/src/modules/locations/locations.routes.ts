import {
  apiErrorSchema,
  idParamsSchema,
  paginationQuerySchema,
} from "@culture-patrimoine/contract/schemas/common";
import { locationBodySchema, locationSchema } from "@culture-patrimoine/contract/schemas/location";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import { createLocation, getLocation, listLocations } from "./locations.service.ts";

export const locationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ["Lieux culturels"];

  app.get(
    "/",
    {
      config: { publicCache: { shows: ["locations"] } },
      schema: {
        tags,
        summary: "Lister les lieux culturels ajoutés",
        querystring: paginationQuerySchema,
        response: { 200: z.array(locationSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendPage(reply, await listLocations(db, request.query)),
  );

  app.get(
    "/:id",
    {
      config: { publicCache: { shows: ["locations"] } },
      schema: {
        tags,
        summary: "Lire un lieu culturel",
        params: idParamsSchema,
        response: { 200: locationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getLocation(db, request.params.id),
  );

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["locations"] } },
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary: "Ajouter un lieu culturel (professionnel)",
        security: [{ bearerAuth: [] }],
        body: locationBodySchema,
        response: { 201: locationSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createLocation(db, authOf(request), request.body)),
  );
};
