import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  mailLinkTokenSchema,
  remindersOffBodySchema,
  remindersOffResponseSchema,
} from "@culture-patrimoine/contract/schemas/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { turnRemindersOff } from "./reminders-off.ts";

export const mailRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["E-mails"];
  const rateLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    "/reminders-off",
    {
      config: { rateLimit, publicCache: { changes: [] } },
      schema: {
        tags,
        summary: "Ne plus recevoir de rappels (lien en pied des rappels, sans compte)",
        body: remindersOffBodySchema,
        response: { 200: remindersOffResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => turnRemindersOff(deps.db, deps.appSecret, request.body.token),
  );

  // RFC 8058 one-click unsubscribe: the mail client POSTs « List-Unsubscribe=One-Click » as a form.
  // The body is not needed (the token is in the address); it is read as text and ignored.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, body),
  );
  app.post(
    "/reminders-off/:token",
    {
      config: { rateLimit, publicCache: { changes: [] } },
      schema: {
        tags,
        summary: "Désabonnement en un clic des rappels (RFC 8058, en-tête List-Unsubscribe)",
        params: z.object({ token: mailLinkTokenSchema }),
        response: { 200: remindersOffResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => turnRemindersOff(deps.db, deps.appSecret, request.params.token),
  );
};
