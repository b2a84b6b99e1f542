import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";

// Routes of SPEC §7 for this resource: to be written (issue "The complete API").
export const eventsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
