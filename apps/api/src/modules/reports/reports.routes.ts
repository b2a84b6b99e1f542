import { reportMessages } from "@culture-patrimoine/contract/messages";
import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  dismissedReportsSchema,
  dismissReportsBodySchema,
  itemReportsSchema,
  reportAcceptedSchema,
  reportBodySchema,
  reportedItemListSchema,
  reportedItemsQuerySchema,
  reportTargetParamsSchema,
} from "@culture-patrimoine/contract/schemas/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import { createReport, dismissReports, itemReports, listReportedItems } from "./reports.service.ts";

const HOUR_MS = 60 * 60 * 1000;

/** POST /api/reports: « Signaler ce contenu », with or without an account. */
export const reportsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/",
    {
      onRequest: app.optionalUser,
      config: {
        // Per address, counted in the database like the auth routes' limit (every process sees the
        // same hits); the one open report per address and item is the database's unique index.
        rateLimit: {
          max: deps.config.reportRateLimitPerHour,
          timeWindow: HOUR_MS,
          errorResponseBuilder: () => new AppError(429, "TOO_MANY_REQUESTS", reportMessages.tooMany),
        },
        publicCache: { changes: [] },
      },
      schema: {
        tags: ["Signalements"],
        summary:
          "Signaler un événement, un parcours, un site ou un lieu public (sans compte possible)\u00a0; un second signalement du même contenu depuis la même adresse ne change rien",
        body: reportBodySchema,
        response: {
          202: reportAcceptedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await createReport(deps, request.body, {
        ip: request.ip,
        userId: request.auth?.user.id ?? null,
      });
      return reply.code(202).send(answer);
    },
  );
};

const tags = ["Administration"];
const security = [{ bearerAuth: [] }];
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/admin/reports: administrators only. */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", app.requireAdministrator);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/",
    {
      schema: {
        tags,
        summary:
          "Contenus signalés, les plus signalés d’abord (état des signalements\u00a0: open par défaut ou resolved\u00a0; type de contenu)",
        security,
        querystring: reportedItemsQuerySchema,
        response: { 200: reportedItemListSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filter } = request.query;
      return sendPage(reply, await listReportedItems(deps.db, filter, { limit, offset }));
    },
  );

  app.get(
    "/:kind/:id",
    {
      schema: {
        tags,
        summary: "Les signalements d’un contenu, les plus récents d’abord",
        security,
        params: reportTargetParamsSchema,
        response: { 200: itemReportsSchema, 404: apiErrorSchema, ...adminErrors },
      },
    },
    async (request) => itemReports(deps.db, request.params),
  );

  app.post(
    "/:kind/:id/resolve",
    {
      config: { publicCache: { changes: [] } },
      schema: {
        tags,
        summary:
          "Classer sans suite\u00a0: le contenu reste publié, ses signalements ouverts sont traités, l’acte est inscrit au journal",
        security,
        params: reportTargetParamsSchema,
        body: dismissReportsBodySchema,
        response: { 200: dismissedReportsSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...adminErrors },
      },
    },
    async (request) => dismissReports(deps.db, request.params, authOf(request).user.id, request.body.reason),
  );
};
