import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorDisableBodySchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
} from "@culture-patrimoine/contract/schemas/second-factor";
import { userIdParamsSchema } from "@culture-patrimoine/contract/schemas/user";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { ForbiddenError } from "../../errors.ts";
import { authOf } from "../../plugins/auth.ts";
import {
  assertSecondFactorOffered,
  confirmEnrolment,
  disableSecondFactor,
  regenerateRecoveryCodes,
  secondFactorStatus,
  startEnrolment,
} from "./second-factor.ts";

// The account holder's own second factor, from the settings (issue 29): organisers may turn it on,
// administrators must have it. Acts of the holder on their own account: not in the audit log.
// Registered under /api/users.

export const secondFactorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };
  const common = { tags: ["Comptes"], security: [{ bearerAuth: [] }], params: userIdParamsSchema };
  // Codes are guessable one in a million: the holder's tries are limited like the auth routes'.
  const config = {
    rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 },
    publicCache: { changes: [] },
  };

  /** Owner only, and only an account that may have a second factor; answers its id. */
  function holder(request: FastifyRequest, id: number): number {
    const auth = authOf(request);
    if (id !== auth.user.id) throw new ForbiddenError();
    assertSecondFactorOffered(auth.user.role);
    return auth.user.id;
  }

  app.get(
    "/:id/second-factor",
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: "État de sa double authentification",
        response: { 200: secondFactorStatusSchema, ...errors },
      },
    },
    async (request) => secondFactorStatus(deps.db, holder(request, request.params.id)),
  );

  app.post(
    "/:id/second-factor/enrolment",
    {
      config,
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: "Commencer l’activation de la double authentification (adresse otpauth:// et clé)",
        response: { 200: secondFactorEnrolmentSchema, ...errors },
      },
    },
    async (request) => startEnrolment(deps.db, deps.appSecret, holder(request, request.params.id)),
  );

  app.post(
    "/:id/second-factor/confirmation",
    {
      config,
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary:
          "Activer la double authentification avec un code de l’application (codes de secours rendus une fois)",
        body: secondFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => ({
      recovery_codes: await confirmEnrolment(
        deps.db,
        deps.appSecret,
        holder(request, request.params.id),
        request.body.code,
        nowOf(deps),
      ),
    }),
  );

  app.post(
    "/:id/second-factor/recovery-codes",
    {
      config,
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary: "Remplacer ses codes de secours (avec un code de l’application)",
        body: secondFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => ({
      recovery_codes: await regenerateRecoveryCodes(
        deps.db,
        deps.appSecret,
        holder(request, request.params.id),
        request.body.code,
        nowOf(deps),
      ),
    }),
  );

  app.post(
    "/:id/second-factor/disable",
    {
      config,
      onRequest: app.requireUser,
      schema: {
        ...common,
        summary:
          "Désactiver sa double authentification (mot de passe et code\u00a0; impossible pour un administrateur)",
        body: secondFactorDisableBodySchema,
        response: { 204: z.null().describe("Double authentification désactivée"), ...errors },
      },
    },
    async (request, reply) => {
      await disableSecondFactor(
        deps.db,
        deps.appSecret,
        holder(request, request.params.id),
        request.body,
        nowOf(deps),
      );
      return reply.code(204).send(null);
    },
  );
};
