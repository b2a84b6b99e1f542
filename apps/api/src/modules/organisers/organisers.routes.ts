import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  organiserDetailSchema,
  organiserListQuerySchema,
  organiserListSchema,
  refuseOrganiserBodySchema,
  verifyOrganiserBodySchema,
} from "@culture-patrimoine/contract/schemas/organisers";
import { userIdParamsSchema } from "@culture-patrimoine/contract/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import {
  checkIdentity,
  getOrganiser,
  listOrganisers,
  refuseOrganiser,
  verifyOrganiser,
} from "./organisers.service.ts";

const tags = ["Administration"];
const security = [{ bearerAuth: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
// A decision on an organiser changes no public content (decision 047): nothing to forget.
const decisionConfig = { publicCache: { changes: [] } };

/** /api/admin/organisers: administrators verify organisers (issue 29). */
export const organisersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", app.requireAdministrator);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const serviceDeps = () => ({ db: deps.db, config: deps.config, now: nowOf(deps) });

  app.get(
    "/",
    {
      schema: {
        tags,
        summary:
          "Organisateurs par état de vérification (à vérifier d’abord, les plus anciens d’abord), recherche dans la structure, les noms, l’e-mail, le SIRET et le RNA",
        security,
        querystring: organiserListQuerySchema,
        response: { 200: organiserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filter } = request.query;
      return sendPage(reply, await listOrganisers(deps.db, filter, { limit, offset }));
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary:
          "Dossier d’un organisateur\u00a0: identité, SIRET ou RNA, résultat Sirene, contenus par état",
        security,
        params: userIdParamsSchema,
        response: { 200: organiserDetailSchema, ...errors },
      },
    },
    async (request) => getOrganiser(deps, request.params.id),
  );

  app.post(
    "/:id/identity-check",
    {
      config: decisionConfig,
      schema: {
        tags,
        summary:
          "Vérifier maintenant le SIRET dans Sirene (SIRENE_API_URL)\u00a0; un numéro RNA ne s’y vérifie pas (409)",
        security,
        params: userIdParamsSchema,
        response: { 200: organiserDetailSchema, ...errors },
      },
    },
    async (request) => checkIdentity(serviceDeps(), authOf(request).user.id, request.params.id),
  );

  app.post(
    "/:id/verify",
    {
      config: decisionConfig,
      schema: {
        tags,
        summary:
          "Valider un organisateur (motif facultatif, envoyé par e-mail)\u00a0; déjà vérifié\u00a0: 409",
        security,
        params: userIdParamsSchema,
        body: verifyOrganiserBodySchema,
        response: { 200: organiserDetailSchema, ...errors },
      },
    },
    async (request) =>
      verifyOrganiser(serviceDeps(), authOf(request).user.id, request.params.id, request.body),
  );

  app.post(
    "/:id/refuse",
    {
      config: decisionConfig,
      schema: {
        tags,
        summary:
          "Refuser un organisateur avec un motif (3 à 1000 caractères, envoyé par e-mail)\u00a0; déjà refusé\u00a0: 409",
        security,
        params: userIdParamsSchema,
        body: refuseOrganiserBodySchema,
        response: { 200: organiserDetailSchema, ...errors },
      },
    },
    async (request) =>
      refuseOrganiser(serviceDeps(), authOf(request).user.id, request.params.id, request.body),
  );
};
