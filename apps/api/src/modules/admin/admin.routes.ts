import {
  auditLogFilterSchema,
  auditLogListSchema,
  auditLogQuerySchema,
  platformFiguresSchema,
} from "@culture-patrimoine/contract/schemas/admin";
import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { sendPage } from "../../lib/list.ts";
import { moderationRoutes } from "../moderation/moderation.routes.ts";
import { auditLogCsv, listAuditLog } from "./audit-log.service.ts";
import { platformFigures } from "./figures.service.ts";

const tags = ["Administration"];
const security = [{ bearerAuth: [] }];
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/admin: administrators only, every route behind requireAdministrator. */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", app.requireAdministrator);
  await app.register(moderationRoutes, { deps });

  app.get(
    "/audit-log",
    {
      schema: {
        tags,
        summary:
          "Journal des actions des administrateurs, les plus récentes d’abord (filtres\u00a0: action, auteur, objet, dates, motif)",
        security,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogListSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { limit, offset, ...filter } = request.query;
      return sendPage(reply, await listAuditLog(deps.db, filter, { limit, offset }));
    },
  );

  app.get(
    "/figures",
    {
      schema: {
        tags,
        summary:
          "Chiffres de la plateforme\u00a0: organisateurs par état de vérification, contenus par état de modération, inscriptions par semaine (12 dernières semaines)",
        security,
        response: { 200: platformFiguresSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return platformFigures(deps.db, nowOf(deps));
    },
  );

  app.get(
    "/audit-log.csv",
    {
      schema: {
        tags,
        summary: "Journal des actions en CSV pour un tableur français (UTF-8 avec BOM, «\u00a0;\u00a0»)",
        security,
        querystring: auditLogFilterSchema,
        response: { 200: z.string().describe("text/csv"), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await auditLogCsv(deps.db, request.query, nowOf(deps));
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );
};
