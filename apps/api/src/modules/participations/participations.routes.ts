import { apiErrorSchema, idParamsSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  type ParticipationBody,
  participationBodySchema,
  participationListQuerySchema,
  participationListSchema,
  participationSchema,
} from "@culture-patrimoine/contract/schemas/participation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import { createParticipation, getParticipation, listParticipations } from "./participations.service.ts";

export const participationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["Inscriptions"];
  // Token optional: anonymous visitors register too.
  const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

  app.post(
    "/",
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "S'inscrire à un événement (avec ou sans compte) ; le montant est calculé par le serveur",
        security,
        body: participationBodySchema,
        response: { 201: participationSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The validator already ran the schema; its preprocess step (card-field refusal) hides the
      // output type from the type provider.
      const body = request.body as ParticipationBody;
      return reply.code(201).send(await createParticipation(deps, request.auth, body));
    },
  );

  app.get(
    "/",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Lister ses propres inscriptions, avec leur événement",
        security: [{ bearerAuth: [] }],
        querystring: participationListQuerySchema,
        response: {
          200: participationListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listParticipations(deps.db, authOf(request), request.query)),
  );

  app.get(
    "/:id",
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "Lire une inscription : son titulaire, ou le porteur de son code de billet",
        security,
        params: idParamsSchema,
        querystring: z.object({ ticket_code: z.string().max(100).optional() }),
        response: {
          200: participationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => getParticipation(deps.db, request.auth, request.params.id, request.query.ticket_code),
  );
};
