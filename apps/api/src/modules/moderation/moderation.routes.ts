import { MODERATION_STATUSES } from "@culture-patrimoine/contract/constants";
import { apiErrorSchema, idParamsSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  adminUserListSchema,
  adminUsersQuerySchema,
  moderationItemDetailSchema,
  moderationItemListSchema,
  moderationItemParamsSchema,
  moderationQueueQuerySchema,
  optionalReasonBodySchema,
  requiredReasonBodySchema,
} from "@culture-patrimoine/contract/schemas/moderation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import { reinstateAccount, suspendAccount } from "./account-suspension.ts";
import { listAccounts } from "./admin-users.ts";
import { administratorOf, decideOnContent, type ModerationDecision } from "./moderation-decisions.ts";
import { getModerationItem, listModerationQueue } from "./moderation-queue.ts";

const tags = ["Administration"];
const security = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const decidedSchema = z.object({ moderation_status: z.enum(MODERATION_STATUSES) });

/**
 * The moderation queue and the suspension of accounts, registered inside /api/admin (admin.routes.ts)
 * and so behind its requireAdministrator guard. Decisions change what public answers show: they
 * declare no publicCache group, so this process's public cache is emptied (any kind may change:
 * an approved venue appears in its events).
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/moderation",
    {
      schema: {
        tags,
        summary:
          "File de modération\u00a0: événements, parcours, sites et lieux par état (en attente par défaut, les plus anciens d’abord)",
        security,
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationItemListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { limit, offset, ...filter } = request.query;
      return sendPage(
        reply,
        await listModerationQueue(deps.db, { limit, offset, ...filter }, { limit, offset }),
      );
    },
  );

  app.get(
    "/moderation/:kind/:id",
    {
      schema: {
        tags,
        summary: "Aperçu d’un contenu à modérer, ses signalements ouverts et son historique de modération",
        security,
        params: moderationItemParamsSchema,
        response: { 200: moderationItemDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getModerationItem(deps.db, request.params.kind, request.params.id, deps.config.publicUrl);
    },
  );

  const decisions: {
    path: string;
    decision: ModerationDecision;
    summary: string;
    reasonRequired: boolean;
  }[] = [
    {
      path: "approve",
      decision: "approve",
      summary: "Valider (publier) un contenu en attente, refusé ou dépublié",
      reasonRequired: false,
    },
    {
      path: "refuse",
      decision: "refuse",
      summary: "Refuser un contenu en attente, avec un motif envoyé par e-mail à son organisateur",
      reasonRequired: true,
    },
    {
      path: "unpublish",
      decision: "unpublish",
      summary:
        "Dépublier un contenu public, avec un motif envoyé par e-mail à son organisateur (ses signalements ouverts sont résolus)",
      reasonRequired: true,
    },
  ];
  for (const { path, decision, summary, reasonRequired } of decisions) {
    app.post(
      `/moderation/:kind/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          description: "409 `ALREADY_DECIDED` quand l’état actuel du contenu ne permet plus cette décision.",
          security,
          params: moderationItemParamsSchema,
          body: reasonRequired ? requiredReasonBodySchema : optionalReasonBodySchema,
          response: { 200: decidedSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const admin = await administratorOf(deps.db, authOf(request).user.id);
        return decideOnContent(deps.db, admin, request.params, decision, request.body.reason);
      },
    );
  }

  app.get(
    "/users",
    {
      schema: {
        tags,
        summary: "Chercher un compte (nom, e-mail, structure), par rôle, suspendus seulement",
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { limit, offset, ...filter } = request.query;
      return sendPage(reply, await listAccounts(deps.db, { limit, offset, ...filter }, { limit, offset }));
    },
  );

  app.post(
    "/users/:id/suspend",
    {
      schema: {
        tags,
        summary:
          "Suspendre un compte\u00a0: ses sessions révoquées, ses connexions refusées, ses contenus retirés du public, un e-mail avec le motif",
        security,
        params: idParamsSchema,
        body: requiredReasonBodySchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await administratorOf(deps.db, authOf(request).user.id);
      await suspendAccount(deps.db, admin, request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/users/:id/reinstate",
    {
      schema: {
        tags,
        summary: "Rétablir un compte suspendu\u00a0: ses contenus retrouvent leur état de modération",
        security,
        params: idParamsSchema,
        body: optionalReasonBodySchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await administratorOf(deps.db, authOf(request).user.id);
      await reinstateAccount(deps.db, admin, request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );
};
