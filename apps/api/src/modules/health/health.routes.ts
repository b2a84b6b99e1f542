import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import { DatabaseUnavailableError } from "../../errors.ts";
import { uploadsStorageState } from "../../lib/images.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["Service"],
        summary: "État du service, de sa base de données et du dossier des images",
        response: {
          200: z.object({
            // "degraded": the service answers but cannot store images (see `storage`).
            status: z.enum(["ok", "degraded"]),
            database: z.literal("ok"),
            storage: z
              .enum(["ok", "full", "unwritable"])
              .describe(
                "Dossier des images\u00a0: full s’il reste moins de place qu’un envoi, unwritable s’il ne peut être écrit",
              ),
          }),
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
      // A full or read-only uploads folder stops image uploads only: reads and bookings still work, so
      // the answer stays 200 (a load balancer keeps the process) and says what is wrong.
      const storage = await uploadsStorageState(deps.config.uploadsDir, deps.config.uploadMaxBytes);
      if (storage !== "ok") request.log.error({ storage }, "health check: uploads folder cannot take images");
      return {
        status: storage === "ok" ? ("ok" as const) : ("degraded" as const),
        database: "ok" as const,
        storage,
      };
    },
  );
};
