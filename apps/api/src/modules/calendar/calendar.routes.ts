import { eventCalendarQuerySchema, icsFileSchema } from "@culture-patrimoine/contract/schemas/calendar";
import { apiErrorSchema, idParamsSchema } from "@culture-patrimoine/contract/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { eventCalendar } from "./calendar.service.ts";

/**
 * Registered under /api/events. Not in the public read cache: the cache keeps JSON answers only
 * (it would serve this file as application/json, without its Content-Disposition), and the file
 * costs two indexed reads.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/:id/calendar.ics",
    {
      schema: {
        tags: ["Événements"],
        summary: "Ajouter à son agenda : les séances d’un événement (ou l’une d’elles) en fichier .ics",
        params: idParamsSchema,
        querystring: eventCalendarQuerySchema,
        response: {
          200: {
            description: "Fichier iCalendar à télécharger (Content-Disposition: attachment)",
            content: { "text/calendar": { schema: icsFileSchema } },
          },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await eventCalendar(
        deps.db,
        deps.config.publicUrl,
        request.params.id,
        request.query.session,
        nowOf(deps),
      );
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-cache")
        .send(file.body);
    },
  );
};
