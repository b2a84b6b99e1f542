import {
  attendeeListSchema,
  attendeeQuerySchema,
  checkInBodySchema,
  checkInResponseSchema,
} from "@culture-patrimoine/contract/schemas/attendees";
import { apiErrorSchema, idParamsSchema } from "@culture-patrimoine/contract/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { authOf } from "../../plugins/auth.ts";
import { attendeesCsv, checkIn, listAttendees } from "./attendees.service.ts";

const tags = ["Inscrits et contrôle des billets"];
const security = [{ bearerAuth: [] }];
const ownerErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Under /api/events: an event's registrations, for its organiser only. */
export const attendeesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/:id/attendees",
    {
      onRequest: app.requireMember("door"),
      schema: {
        tags,
        summary: "Inscrits d’un événement par séance (son organisateur seulement)",
        security,
        params: idParamsSchema,
        querystring: attendeeQuerySchema,
        response: { 200: attendeeListSchema, ...ownerErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listAttendees(deps, authOf(request), request.params.id, request.query.session_id);
    },
  );

  app.get(
    "/:id/attendees.csv",
    {
      onRequest: app.requireMember("door"),
      schema: {
        tags,
        summary: "Inscrits d’un événement en CSV pour un tableur français (UTF-8 avec BOM, «\u00a0;\u00a0»)",
        security,
        params: idParamsSchema,
        querystring: attendeeQuerySchema,
        response: { 200: z.string().describe("text/csv"), ...ownerErrors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await attendeesCsv(
        deps,
        authOf(request),
        request.params.id,
        request.query.session_id,
      );
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );
};

/** /api/check-ins: the door scanner. */
export const checkInRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/",
    {
      config: { publicCache: { changes: [] } },
      onRequest: app.requireMember("door"),
      schema: {
        tags,
        summary:
          "Contrôler un billet à l’entrée d’une séance (session_id, sinon celle en cours ou la prochaine)\u00a0: valide (entrée enregistrée une fois), déjà scanné, annulé, autre séance, séance terminée, autre événement ou inconnu\u00a0; avec les entrées et les personnes attendues de la séance",
        security,
        body: checkInBodySchema,
        response: { 200: checkInResponseSchema, ...ownerErrors },
      },
    },
    async (request) => checkIn(deps, authOf(request), request.body),
  );
};
