import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import { dashboardSchema } from "@culture-patrimoine/contract/schemas/dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";
import { authOf } from "../../plugins/auth.ts";
import { getDashboard } from "./dashboard.service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["Comptes"],
        summary: "Compteurs de son espace personnel (participants : places réservées à ses événements)",
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getDashboard(deps.db, authOf(request)),
  );
};
