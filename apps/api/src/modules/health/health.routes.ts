import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["Service"],
        summary: "État du service et de sa base de données",
        response: { 200: z.object({ status: z.literal("ok"), database: z.literal("ok") }) },
      },
    },
    async (request) => {
      try {
        await pingDatabase(deps.db);
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        throw new AppError(503, "SERVICE_UNAVAILABLE");
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
