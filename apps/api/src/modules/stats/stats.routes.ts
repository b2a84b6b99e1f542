import { statsSchema } from "@culture-patrimoine/contract/schemas/stats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";
import { getStats } from "./stats.service.ts";

export const statsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/",
    {
      config: { publicCache: { shows: ["events", "parcours", "lieux", "sites", "registrations"] } },
      schema: {
        tags: ["Service"],
        summary: "Chiffres de la plateforme : événements, parcours, lieux et sites, inscriptions",
        response: { 200: statsSchema },
      },
    },
    async () => getStats(deps.db),
  );
};
