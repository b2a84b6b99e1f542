import {
  IDEMPOTENCY_KEY_HEADER,
  TICKETS_LOOKUP_MAX_PER_ADDRESS_PER_HOUR,
  TICKETS_LOOKUP_MAX_PER_IP_PER_HOUR,
} from "@culture-patrimoine/contract/constants";
import { ticketsLookupMessages } from "@culture-patrimoine/contract/messages";
import { apiErrorSchema, idParamsSchema } from "@culture-patrimoine/contract/schemas/common";
import {
  type TicketsLookupBody,
  ticketsLookupBodySchema,
  ticketsLookupResponseSchema,
} from "@culture-patrimoine/contract/schemas/mail";
import {
  cancelParticipationBodySchema,
  checkoutSchema,
  type ParticipationBody,
  participationBodySchema,
  participationListQuerySchema,
  participationListSchema,
  participationSchema,
  simulatedPaymentBodySchema,
  ticketParamsSchema,
} from "@culture-patrimoine/contract/schemas/participation";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { AppError, ServerBusyError } from "../../errors.ts";
import { parseIdempotencyKey, requestHash, runOnce } from "../../lib/idempotency.ts";
import { sendPage } from "../../lib/list.ts";
import { retryingTransaction } from "../../lib/transactions.ts";
import { KeyedWorkQueue } from "../../lib/work-queue.ts";
import { authOf } from "../../plugins/auth.ts";
import {
  cancelParticipation,
  createParticipation,
  getParticipation,
  getTicket,
  listParticipations,
} from "./participations.service.ts";
import { completeSimulatedPayment, startCheckout } from "./payments.service.ts";
import { requestTicketsLookup } from "./tickets-lookup.ts";

export const participationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["Inscriptions"];
  // Token optional: anonymous visitors register too.
  const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
  // Registrations that may join the waiting list lock their session from their first statement to
  // their COMMIT (participations.service.ts): the database runs them one at a time per session
  // anyway. They wait their turn here, one per event and per process, instead of each holding a
  // pool connection while it queues on the row lock, so a burst on one session leaves the pool to
  // everyone else (decision 042). Plain registrations lock the session for their last statement
  // only and run side by side. The places stay the database's.
  const waitlistQueue = new KeyedWorkQueue<number>({
    concurrency: 1,
    maxWaiting: deps.config.registrationQueue.maxWaiting,
    maxWaitMs: deps.config.registrationQueue.maxWaitMs,
    busyError: () => new ServerBusyError(),
  });

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["registrations"] } },
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary:
          "S’inscrire à une séance (avec ou sans compte)\u00a0; places prises atomiquement, liste d’attente sur demande, en-tête Idempotency-Key honoré 24 h",
        security,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.string().optional() }),
        body: participationBodySchema,
        response: {
          201: participationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // The validator already ran the schema; its preprocess step (card-field refusal) hides the
      // output type from the type provider.
      const body = request.body as ParticipationBody;
      const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
      const register = async (tx: typeof deps.db) => ({
        statusCode: 201,
        body: await createParticipation(tx, deps, request.auth, body),
      });
      const run = () =>
        retryingTransaction(() =>
          deps.db.transaction(async (tx) => {
            if (key === undefined) return { ...(await register(tx)), replayed: false };
            // Keys are per account (or shared by anonymous visitors, where a UUID is never guessed).
            const scopedKey = `${request.auth?.user.id ?? "anonymous"}:${key}`;
            return runOnce(tx, scopedKey, requestHash(body), () => register(tx));
          }),
        );
      const result = body.join_waitlist ? await waitlistQueue.run(body.event_id, run) : await run();
      if (result.replayed) reply.header("Idempotent-Replayed", "true");
      return reply.code(result.statusCode as 201).send(result.body);
    },
  );

  app.post(
    "/:id/cancel",
    {
      config: { publicCache: { changes: ["registrations"] } },
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary:
          "Annuler une inscription\u00a0: son titulaire (jeton ou code de billet) jusqu’à 48 h avant la séance, ou l’organisateur",
        security,
        params: idParamsSchema,
        body: cancelParticipationBodySchema,
        response: {
          200: participationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      retryingTransaction(() =>
        cancelParticipation(deps, request.auth, request.params.id, request.body?.ticket_code),
      ),
  );

  app.get(
    "/",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Lister ses propres inscriptions, avec leur événement",
        security: [{ bearerAuth: [] }],
        querystring: participationListQuerySchema,
        response: {
          200: participationListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => sendPage(reply, await listParticipations(deps, authOf(request), request.query)),
  );

  app.get(
    "/:id",
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        summary: "Lire une inscription\u00a0: son titulaire, ou le porteur de son code de billet",
        security,
        params: idParamsSchema,
        querystring: z.object({ ticket_code: z.string().max(100).optional() }),
        response: {
          200: participationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => getParticipation(deps, request.auth, request.params.id, request.query.ticket_code),
  );
};

const HOUR_MS = 3_600_000;

/** GET /api/tickets/{code}: the ticket link, for whoever holds it (no account needed). */
export const ticketsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // « Retrouver mes billets » is limited per network address and per typed address, counted in the
  // database like every limit shared by processes (lib/rate-limit-store.ts). The two checks and the
  // one outbox row are the whole work of every request, whether the address has tickets or not.
  const lookupLimits = [
    app.createRateLimit({
      max: TICKETS_LOOKUP_MAX_PER_IP_PER_HOUR,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `tickets-lookup:ip:${normalizeIP(request.ip)}`,
    }),
    app.createRateLimit({
      max: TICKETS_LOOKUP_MAX_PER_ADDRESS_PER_HOUR,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `tickets-lookup:address:${(request.body as TicketsLookupBody).email}`,
    }),
  ];
  const withinLookupLimits = async (request: FastifyRequest) => {
    for (const limit of lookupLimits) {
      const hit = await limit(request);
      if (!hit.isAllowed && hit.isExceeded) {
        throw new AppError(
          429,
          "TOO_MANY_REQUESTS",
          ticketsLookupMessages.tooManyRequests(Math.ceil(hit.ttlInSeconds / 60)),
          undefined,
          { "retry-after": String(Math.max(1, hit.ttlInSeconds)) },
        );
      }
    }
  };

  app.post(
    "/lookup",
    {
      config: { publicCache: { changes: [] } },
      // After validation: the address limit counts the address as the schema normalised it.
      preHandler: withinLookupLimits,
      schema: {
        tags: ["Inscriptions"],
        summary:
          "Retrouver ses billets\u00a0: la liste des inscriptions à venir faites avec une adresse est envoyée à cette adresse (même réponse qu’il y en ait ou non)",
        description:
          "Réponse 202 identique dans tous les cas\u00a0; le courriel n’est envoyé que s’il y a des inscriptions " +
          "à venir (confirmées, en liste d’attente ou en attente de paiement). Au plus " +
          `${TICKETS_LOOKUP_MAX_PER_ADDRESS_PER_HOUR} demandes par heure pour une adresse et ` +
          `${TICKETS_LOOKUP_MAX_PER_IP_PER_HOUR} par adresse réseau, puis 429 avec Retry-After.`,
        body: ticketsLookupBodySchema,
        response: { 202: ticketsLookupResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await requestTicketsLookup(deps.db, request.body.email);
      return reply.code(202).send({ message: ticketsLookupMessages.accepted });
    },
  );

  app.get(
    "/:code",
    {
      schema: {
        tags: ["Inscriptions"],
        summary: "Lire un billet par son code (le lien du billet)\u00a0: inscription, séance, événement",
        params: ticketParamsSchema,
        response: { 200: participationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A ticket names a person: never kept by a shared cache.
      reply.header("cache-control", "private, no-store");
      return getTicket(deps, request.params.code);
    },
  );

  const paymentErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.post(
    "/:code/checkout",
    {
      config: { publicCache: { changes: [] } },
      schema: {
        tags: ["Inscriptions"],
        summary:
          "Payer en ligne une inscription en attente\u00a0: adresse de la page de paiement du prestataire (ici une simulation)",
        params: ticketParamsSchema,
        response: { 200: checkoutSchema, ...paymentErrors },
      },
    },
    async (request) => startCheckout(deps, request.params.code),
  );

  app.post(
    "/:code/simulated-payment",
    {
      // A refusal (or a deadline found passed) releases places: the events' counts change.
      config: { publicCache: { changes: ["registrations"] } },
      schema: {
        tags: ["Inscriptions"],
        summary:
          "Démonstration\u00a0: issue d’un paiement simulé (tient lieu de la notification signée d’un vrai prestataire)",
        params: ticketParamsSchema,
        body: simulatedPaymentBodySchema,
        response: { 200: participationSchema, ...paymentErrors },
      },
    },
    async (request) => completeSimulatedPayment(deps, request.params.code, request.body.outcome),
  );
};
