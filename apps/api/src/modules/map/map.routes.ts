import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  geocodeQuerySchema,
  geocodeResultsSchema,
  mapConfigSchema,
  mapPointsQuerySchema,
  mapPointsSchema,
} from "@culture-patrimoine/contract/schemas/map";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { geocode, mapConfig, mapPoints } from "./map.service.ts";

/** /api/map: the points of /carte, the map's configuration, the address service (decision 034). */
export const mapRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["Carte"];

  app.get(
    "/points",
    {
      // Events are placed at their venue; sites show their venue's city.
      config: { publicCache: { shows: ["events", "lieux", "sites"] } },
      schema: {
        tags,
        summary:
          "Points de la carte : événements à venir (à leur lieu), lieux et sites qui ont une position ; au plus 500 de chaque sorte, bbox=ouest,sud,est,nord pour une zone",
        querystring: mapPointsQuerySchema,
        response: { 200: mapPointsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => mapPoints(deps.db, request.query, nowOf(deps)),
  );

  app.get(
    "/config",
    {
      schema: {
        tags,
        summary:
          "Fond de carte (modèle d’adresse des tuiles, attribution) et recherche d’adresse activée ou non",
        response: { 200: mapConfigSchema },
      },
    },
    async () => mapConfig(deps.config.map),
  );

  app.get(
    "/geocode",
    {
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary:
          "Position d’une adresse par le service national d’adresses (professionnel ; si GEOCODER_URL est configuré)",
        security: [{ bearerAuth: [] }],
        querystring: geocodeQuerySchema,
        response: {
          200: geocodeResultsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema.describe("Recherche d’adresse non configurée"),
          503: apiErrorSchema.describe("Le service d’adresses ne répond pas"),
        },
      },
    },
    async (request) => ({ results: await geocode(deps.config.map, request.query.q) }),
  );
};
