import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import { DatabaseUnavailableError } from "../../errors.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["Service"],
        summary: "État du service et de sa base de données",
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
          503: apiErrorSchema.describe("Base de données injoignable (code DATABASE_UNAVAILABLE)"),
        },
      },
    },
    async (request) => {
      try {
        await pingDatabase(deps.db);
      } catch (error) {
        // Any failure of `select 1` means the database cannot serve us, whatever its cause.
        request.log.error({ err: error }, "health check: database unreachable");
        throw new DatabaseUnavailableError();
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
