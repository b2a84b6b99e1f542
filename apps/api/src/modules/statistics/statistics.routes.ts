import { apiErrorSchema, idParamsSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  eventStatisticsSchema,
  seasonStatisticsQuerySchema,
  seasonStatisticsSchema,
} from "@culture-patrimoine/contract/schemas/statistics";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { authOf } from "../../plugins/auth.ts";
import { eventStatistics, seasonStatistics } from "./statistics.service.ts";
import { eventStatisticsCsv, seasonStatisticsCsv } from "./statistics-csv.ts";

const tags = ["Statistiques"];
const security = [{ bearerAuth: [] }];
const memberErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const eventErrors = { ...memberErrors, 404: apiErrorSchema };
const csvSummary =
  "en CSV pour un tableur français (UTF-8 avec BOM, «\u00a0;\u00a0», une section par tableau)";

/**
 * The organisation's statistics (issue 30 point 3), for its responsables and éditeurs: the season
 * under /api/statistics, an event's under /api/events (registered with both prefixes).
 */
export const statisticsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const content = app.requireMember("content");

  app.get(
    "/statistics/season",
    {
      onRequest: content,
      schema: {
        tags,
        summary:
          "Statistiques de la saison de son organisation (responsable, éditeur)\u00a0: inscriptions par jour de Paris, places, entrées, absences, liste d’attente et annulations par événement, parcours et lieux (par défaut\u00a0: 90 jours avant et après aujourd’hui, 400 jours au plus)",
        security,
        querystring: seasonStatisticsQuerySchema,
        response: { 200: seasonStatisticsSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return seasonStatistics(deps.db, authOf(request), request.query, nowOf(deps));
    },
  );

  app.get(
    "/statistics/season.csv",
    {
      onRequest: content,
      schema: {
        tags,
        summary: `Statistiques de la saison ${csvSummary}`,
        security,
        querystring: seasonStatisticsQuerySchema,
        response: { 200: z.string().describe("text/csv"), ...memberErrors },
      },
    },
    async (request, reply) => {
      const stats = await seasonStatistics(deps.db, authOf(request), request.query, nowOf(deps));
      const { fileName, csv } = seasonStatisticsCsv(stats);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );

  app.get(
    "/events/:id/statistics",
    {
      onRequest: content,
      schema: {
        tags,
        summary:
          "Statistiques d’un événement de son organisation (responsable, éditeur)\u00a0: inscriptions par jour depuis sa création, et par séance places, remplissage, entrées, absences, liste d’attente et annulations",
        security,
        params: idParamsSchema,
        response: { 200: eventStatisticsSchema, ...eventErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return eventStatistics(deps.db, authOf(request), request.params.id, nowOf(deps));
    },
  );

  app.get(
    "/events/:id/statistics.csv",
    {
      onRequest: content,
      schema: {
        tags,
        summary: `Statistiques d’un événement ${csvSummary}`,
        security,
        params: idParamsSchema,
        response: { 200: z.string().describe("text/csv"), ...eventErrors },
      },
    },
    async (request, reply) => {
      const stats = await eventStatistics(deps.db, authOf(request), request.params.id, nowOf(deps));
      const { fileName, csv } = eventStatisticsCsv(stats);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );
};
