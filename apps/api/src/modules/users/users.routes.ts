import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  publicUserSchema,
  userIdParamsSchema,
  userUpdateBodySchema,
} from "@culture-patrimoine/contract/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";
import { authOf } from "../../plugins/auth.ts";
import { getUser, updateUser } from "./users.service.ts";

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
};
