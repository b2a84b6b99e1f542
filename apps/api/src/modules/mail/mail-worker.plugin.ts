import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppDeps } from "../../deps.ts";
import type { MailTransport } from "./transport.ts";
import { startMailWorker } from "./worker.ts";

/**
 * Runs the mail worker while the server listens (not while a test merely builds the app and
 * injects requests: those tests call deliverDueMail themselves). Every API process runs one.
 */
export const mailWorkerPlugin = fp<{ deps: AppDeps; transport: MailTransport }>(
  async (app: FastifyInstance, { deps, transport }) => {
    let worker: ReturnType<typeof startMailWorker> | null = null;
    app.addHook("onListen", async () => {
      worker = startMailWorker({
        db: deps.db,
        mail: deps.config.mail,
        publicUrl: deps.config.publicUrl,
        appSecret: deps.appSecret,
        transport,
        paymentHoldMinutes: deps.config.paymentHoldMinutes,
        ...(deps.now && { now: deps.now }),
        log: app.log,
      });
    });
    app.addHook("onClose", async () => {
      await worker?.stop();
      transport.close();
    });
  },
);
