import { parcoursMessages } from "@culture-patrimoine/contract/messages";
import {
  apiErrorSchema,
  idParamsSchema,
  paginationQuerySchema,
} from "@culture-patrimoine/contract/schemas/common";
import { ownListParamsSchema } from "@culture-patrimoine/contract/schemas/moderation-fields";
import {
  ownParcoursListSchema,
  ownParcoursSchema,
  parcoursDetailSchema,
  parcoursFilterCountsSchema,
  parcoursListQuerySchema,
  parcoursListSchema,
} from "@culture-patrimoine/contract/schemas/parcours";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import {
  acceptContentTypes,
  JSON_TYPE,
  MULTIPART,
  mediaTypeOf,
  registerImageMultipart,
  uploadedImageOf,
} from "../../lib/image-form.ts";
import { imageQueueOf } from "../../lib/images.ts";
import { sendJson } from "../../lib/json-text.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import { parcoursFormSchema, readParcoursForm } from "./parcours.form.ts";
import {
  countParcoursChoices,
  createParcours,
  deleteParcours,
  listOwnParcours,
  listParcours,
  previewParcours,
  updateParcours,
} from "./parcours.service.ts";
import { publicRouteText } from "./parcours-json.ts";

export const parcoursRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await registerImageMultipart(app, deps.config.uploadMaxBytes);

  const { db, config } = deps;
  const tags = ["Parcours"];
  const security = [{ bearerAuth: [] }];
  const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const formErrors = {
    ...writeErrors,
    413: apiErrorSchema,
    415: apiErrorSchema,
    429: apiErrorSchema.describe("Trop de formulaires envoyés par ce compte en 10 minutes"),
    503: apiErrorSchema.describe("Trop d’images en attente de conversion, ou stockage indisponible"),
    507: apiErrorSchema.describe("Espace de stockage des images plein"),
  };
  const professionnel = app.requireMember("content");
  // Image conversion is bounded per process: it shares libuv's threads with password hashing.
  const imageQueue = imageQueueOf(config);
  const writeContext = (request: FastifyRequest) => ({
    deps,
    auth: authOf(request),
    log: request.log,
    imageQueue,
  });
  // Forms per account (the routes' guard has run: the key is the professional, not an address). One
  // bucket for creation and edition (groupId) in the rate-limit plugin's store; JSON edits carry no
  // image and are not counted.
  const formRateLimit = {
    max: config.uploadRateLimitPer10Minutes,
    timeWindow: 10 * 60_000,
    groupId: "parcours-forms",
    keyGenerator: (request: FastifyRequest) => `account:${authOf(request).user.id}`,
    allowList: (request: FastifyRequest) => mediaTypeOf(request) !== MULTIPART,
    errorResponseBuilder: () => new AppError(429, "TOO_MANY_REQUESTS", parcoursMessages.formsRateLimited),
  };

  app.get(
    "/",
    {
      config: { publicCache: { shows: ["parcours", "sites", "lieux"] } },
      schema: {
        tags,
        summary:
          "Lister les parcours publiés (filtres user_id pour ceux d’un organisateur, lieu_id pour ceux d’un lieu)",
        description:
          "Du plus récent au plus ancien. Filtres facultatifs (sans eux, la liste de toujours)\u00a0: `q`, des mots " +
          "cherchés dans le titre, le thème et la description (accents, majuscules et pluriels ignorés)\u00a0; " +
          "`theme`, tel qu’écrit sur les parcours (accents et majuscules ignorés)\u00a0; `difficulty` (facile, modéré " +
          "ou difficile)\u00a0; `ville` (accents et majuscules ignorés) ou `departement` (01 à 95, 2A, 2B, 971 à 976) " +
          "du lieu du parcours\u00a0: un parcours sans lieu publié n’en a aucun.",
        querystring: parcoursListQuerySchema,
        response: { 200: parcoursListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendPage(reply, await listParcours(db, request.query, deps.config.publicUrl)),
  );

  // Static paths before /:id: never read as a route id.
  app.get(
    "/counts",
    {
      config: { publicCache: { shows: ["parcours", "lieux"] } },
      schema: {
        tags,
        summary: "Compter les parcours de chaque choix des filtres de la liste",
        description:
          "Les mêmes paramètres que la liste. Pour chaque choix d’un filtre (chaque thème des parcours publiés, " +
          "difficulté, villes et départements des lieux qui comptent le plus de parcours, et celui choisi), le " +
          "nombre de parcours publiés qu’il donnerait, les autres filtres appliqués\u00a0; `total`\u00a0: les " +
          "parcours des filtres tels qu’ils sont.",
        querystring: parcoursListQuerySchema,
        response: { 200: parcoursFilterCountsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => countParcoursChoices(db, request.query),
  );

  app.get(
    "/user/:userId",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Lister ses propres parcours, publiés ou non, avec leur état de modération",
        description:
          "Réservé à l’organisateur lui-même (403 sinon)\u00a0: chaque parcours porte moderation_status, moderation_reason (motif d’un refus ou d’une dépublication) et owner_suspended, avec tous ses sites.",
        security,
        params: ownListParamsSchema,
        querystring: paginationQuerySchema,
        response: {
          200: ownParcoursListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listOwnParcours(db, authOf(request), request.params.userId, request.query, config.publicUrl),
      ),
  );

  app.get(
    "/:id/preview",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Aperçu d’un parcours, publié ou non (son propriétaire ou un administrateur)",
        description:
          "Le parcours tel que sa page le montre, quel que soit son état, avec tous ses sites, moderation_status, moderation_reason et owner_suspended. Pour tout autre compte\u00a0: 403 si le parcours est public, 404 sinon, comme un parcours inconnu, afin de ne rien révéler. Jamais mis en cache (Cache-Control: private, no-store).",
        security,
        params: idParamsSchema,
        response: {
          200: ownParcoursSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return previewParcours(db, authOf(request), request.params.id, config.publicUrl);
    },
  );

  app.get(
    "/:id",
    {
      config: { publicCache: { shows: ["parcours", "sites", "lieux"] } },
      schema: {
        tags,
        summary: "Lire un parcours publié, avec son lieu et ses sites publiés (404 s’il ne l’est pas)",
        params: idParamsSchema,
        response: { 200: parcoursDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, await publicRouteText(db, request.params.id, deps.config.publicUrl)),
  );

  app.post(
    "/create",
    {
      config: { publicCache: { changes: ["parcours"] }, rateLimit: formRateLimit },
      onRequest: [professionnel, acceptContentTypes(MULTIPART)],
      preValidation: readParcoursForm,
      schema: {
        tags,
        summary: "Créer un parcours (professionnel\u00a0; formulaire multipart avec image facultative)",
        description:
          "Le parcours est publié tout de suite ou attend la validation d’un administrateur selon la politique de modération et la vérification de l’organisateur\u00a0: la réponse le dit dans moderation_status.",
        security,
        consumes: [MULTIPART],
        body: parcoursFormSchema,
        response: { 201: parcoursDetailSchema, ...formErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createParcours(writeContext(request), request.body, uploadedImageOf(request))),
  );

  app.put(
    "/:id",
    {
      config: { publicCache: { changes: ["parcours"] }, rateLimit: formRateLimit },
      onRequest: [professionnel, acceptContentTypes(MULTIPART, JSON_TYPE)],
      preValidation: readParcoursForm,
      schema: {
        tags,
        summary: "Modifier un de ses parcours (multipart comme la création, ou JSON sans image)",
        description:
          "Un parcours refusé ou dépublié repasse en attente de validation\u00a0; un parcours publié aussi quand son organisateur n’est pas vérifié (moderation_status de la réponse).",
        security,
        consumes: [MULTIPART, JSON_TYPE],
        params: idParamsSchema,
        body: parcoursFormSchema,
        response: { 200: parcoursDetailSchema, 404: apiErrorSchema, ...formErrors },
      },
    },
    async (request) =>
      updateParcours(writeContext(request), request.params.id, request.body, uploadedImageOf(request)),
  );

  app.delete(
    "/:id",
    {
      config: { publicCache: { changes: ["parcours", "sites"] } },
      onRequest: professionnel,
      schema: {
        tags,
        summary: "Supprimer un de ses parcours (ses sites restent, sans parcours)",
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe("Parcours supprimé"), 404: apiErrorSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteParcours(writeContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
