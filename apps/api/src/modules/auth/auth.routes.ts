import {
  authResponseSchema,
  loginBodySchema,
  registerBodySchema,
} from "@culture-patrimoine/contract/schemas/auth";
import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
} from "@culture-patrimoine/contract/schemas/mail";
import { loginSecondFactorBodySchema } from "@culture-patrimoine/contract/schemas/second-factor";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { authOf } from "../../plugins/auth.ts";
import { login, logout, register } from "./auth.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { loginWithSecondFactor } from "./second-factor-login.ts";

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // One ceiling per address on all the auth calls together (one bucket: `groupId`), against
  // scripted abuse, counted in the database like everything shared by processes
  // (lib/rate-limit-store.ts); failed logins are also counted per account, address and browser
  // (login-throttle.ts).
  const rateLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000, groupId: "auth" };
  const errors = { 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    "/register",
    {
      config: { rateLimit, publicCache: { changes: [] } },
      schema: {
        tags: ["Comptes"],
        summary: "Créer un compte participant ou professionnel",
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await register(deps, request.body)),
  );

  app.post(
    "/login",
    {
      config: { rateLimit, publicCache: { changes: [] } },
      schema: {
        tags: ["Comptes"],
        summary: "Se connecter",
        body: loginBodySchema,
        response: { 200: authResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) => login({ ...deps, now: nowOf(deps) }, request.body, request.ip),
  );

  app.post(
    "/login/second-factor",
    {
      config: { rateLimit, publicCache: { changes: [] } },
      schema: {
        tags: ["Comptes"],
        summary:
          "Terminer une connexion par la double authentification : le `challenge` de la réponse 401 SECOND_FACTOR_REQUIRED, avec un code de l’application (`code`) ou un code de secours (`recovery_code`)",
        body: loginSecondFactorBodySchema,
        response: { 200: authResponseSchema, 401: apiErrorSchema, ...errors },
      },
    },
    async (request) => loginWithSecondFactor({ ...deps, now: nowOf(deps) }, request.body, request.ip),
  );

  app.post(
    "/logout",
    {
      config: { rateLimit, publicCache: { changes: [] } },
      onRequest: app.requireUser,
      schema: {
        tags: ["Comptes"],
        summary: "Se déconnecter (la session est révoquée)",
        security: [{ bearerAuth: [] }],
        response: { 204: z.null().describe("Session révoquée"), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await logout(deps, authOf(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/password-reset-request",
    {
      config: { rateLimit, publicCache: { changes: [] } },
      schema: {
        tags: ["Comptes"],
        summary:
          "Demander un lien de réinitialisation du mot de passe (même réponse que l’adresse ait un compte ou non)",
        body: passwordResetRequestBodySchema,
        response: {
          202: z.object({}).describe("Demande prise en compte"),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps.db, request.body.email);
      return reply.code(202).send({});
    },
  );

  app.post(
    "/password-reset",
    {
      config: { rateLimit, publicCache: { changes: [] } },
      schema: {
        tags: ["Comptes"],
        summary:
          "Choisir un nouveau mot de passe avec le lien reçu par e-mail (usage unique, une heure) ; toutes les sessions du compte sont fermées",
        body: passwordResetBodySchema,
        response: {
          204: z.null().describe("Mot de passe modifié"),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await resetPassword(deps.db, request.body);
      return reply.code(204).send(null);
    },
  );
};
