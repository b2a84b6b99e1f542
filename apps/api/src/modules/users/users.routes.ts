import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import { emailPreferencesSchema } from "@culture-patrimoine/contract/schemas/mail";
import {
  publicUserSchema,
  userIdParamsSchema,
  userUpdateBodySchema,
} from "@culture-patrimoine/contract/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";
import { authOf } from "../../plugins/auth.ts";
import { getEmailPreferences, getUser, updateEmailPreferences, updateUser } from "./users.service.ts";

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    "/:id",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["Comptes"],
        summary: "Lire son propre compte",
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => getUser(deps.db, authOf(request), request.params.id),
  );

  app.put(
    "/:id",
    {
      config: { publicCache: { changes: [] } },
      onRequest: app.requireUser,
      schema: {
        tags: ["Comptes"],
        summary: "Modifier son propre compte (le rôle ne se change pas ici)",
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: publicUserSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => updateUser(deps.db, authOf(request), request.params.id, request.body),
  );

  app.get(
    "/:id/email-preferences",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["Comptes"],
        summary: "Lire ses préférences d’e-mail (rappels, récapitulatif des inscriptions)",
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => getEmailPreferences(deps.db, authOf(request), request.params.id),
  );

  app.put(
    "/:id/email-preferences",
    {
      config: { publicCache: { changes: [] } },
      onRequest: app.requireUser,
      schema: {
        tags: ["Comptes"],
        summary: "Modifier ses préférences d’e-mail",
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => updateEmailPreferences(deps.db, authOf(request), request.params.id, request.body),
  );
};
