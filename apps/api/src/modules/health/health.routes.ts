import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client.ts";
import { type AppDeps, filesOf } from "../../deps.ts";
import { DatabaseUnavailableError } from "../../errors.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["Service"],
        summary: "État du service, de sa base de données et du stockage des images",
        response: {
          200: z.object({
            // "degraded": the service answers but cannot store images (see `storage`).
            status: z.enum(["ok", "degraded"]),
            database: z.literal("ok"),
            storage: z
              .enum(["ok", "full", "unwritable", "unreachable"])
              .describe(
                "Stockage des images\u00a0: full s’il reste moins de place qu’un envoi, unwritable si le dossier ne peut être écrit, unreachable si le stockage objet (S3) ne répond pas ou refuse l’accès",
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
      // A full or read-only uploads folder, or an object storage that does not answer, stops image
      // uploads (and pictures) only: pages and bookings still work, so the answer stays 200 (with
      // shared storage a 503 would take every process out of the load balancer at once) and says
      // what is wrong (decisions 008, 051).
      const files = filesOf(deps);
      const storage = await files.state(deps.config.uploadMaxBytes);
      if (storage !== "ok") {
        request.log.error({ storage, location: files.location }, "health check: pictures cannot be stored");
      }
      return {
        status: storage === "ok" ? ("ok" as const) : ("degraded" as const),
        database: "ok" as const,
        storage,
      };
    },
  );
};
