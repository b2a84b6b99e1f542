import {
  EMAIL_CONFIRMATION_MAX_PER_HOUR,
  EMAIL_CONFIRMATION_VALID_DAYS,
} from "@culture-patrimoine/contract/constants";
import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  emailChangeConfirmBodySchema,
  emailChangeConfirmResponseSchema,
  emailConfirmationConfirmBodySchema,
  emailConfirmationConfirmResponseSchema,
  emailConfirmationRequestResponseSchema,
  emailPreferencesSchema,
} from "@culture-patrimoine/contract/schemas/mail";
import {
  publicUserSchema,
  userIdParamsSchema,
  userUpdateBodySchema,
  userUpdateResponseSchema,
} from "@culture-patrimoine/contract/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { authOf } from "../../plugins/auth.ts";
import { confirmEmailChange } from "./email-change.ts";
import { confirmEmailAddress, requestEmailConfirmation } from "./email-confirmation.ts";
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
        description:
          "Une nouvelle adresse e-mail est enregistrée tout de suite avec `current_password`\u00a0; sans lui, " +
          "le reste est enregistré et un lien de confirmation est envoyé à la nouvelle adresse, " +
          "rendue dans `pending_email` (l’adresse du compte ne change qu’à l’ouverture du lien). " +
          "Un changement d’adresse ou de mot de passe ferme les autres sessions du compte.",
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: userUpdateBodySchema,
        response: { 200: userUpdateResponseSchema, 409: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      updateUser(
        { db: deps.db, appSecret: deps.appSecret, now: nowOf(deps) },
        authOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    "/email-change/confirm",
    {
      // The link's token is the credential: no session needed (it may be opened on another device).
      config: {
        rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 },
        publicCache: { changes: [] },
      },
      schema: {
        tags: ["Comptes"],
        summary:
          "Confirmer une nouvelle adresse e-mail avec le lien reçu à cette adresse (valable 24 heures)\u00a0; les autres sessions du compte sont fermées",
        body: emailChangeConfirmBodySchema,
        response: {
          200: emailChangeConfirmResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => confirmEmailChange(deps.db, deps.appSecret, request.body.token, nowOf(deps)),
  );

  app.post(
    "/:id/email-confirmation",
    {
      config: { publicCache: { changes: [] } },
      onRequest: app.requireUser,
      schema: {
        tags: ["Comptes"],
        summary: `Recevoir à nouveau le lien qui confirme l’adresse e-mail de son compte (au plus ${EMAIL_CONFIRMATION_MAX_PER_HOUR} par heure, celui de l’inscription compris)`,
        description:
          "Une adresse confirmée fait apparaître dans le compte les inscriptions faites sans compte avec " +
          "cette adresse. 409 si elle l’est déjà.",
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: {
          202: emailConfirmationRequestResponseSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestEmailConfirmation(deps.db, authOf(request), request.params.id)),
  );

  app.post(
    "/email-confirmation/confirm",
    {
      // The link's token is the credential, as for a new address's link.
      config: {
        rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 },
        publicCache: { changes: [] },
      },
      schema: {
        tags: ["Comptes"],
        summary: `Confirmer l’adresse e-mail de son compte avec le lien reçu à cette adresse (valable ${EMAIL_CONFIRMATION_VALID_DAYS}\u00a0jours, sans session)`,
        body: emailConfirmationConfirmBodySchema,
        response: {
          200: emailConfirmationConfirmResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => confirmEmailAddress(deps.db, deps.appSecret, request.body.token, nowOf(deps)),
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
