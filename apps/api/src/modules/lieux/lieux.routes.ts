import {
  apiErrorSchema,
  idParamsSchema,
  paginationQuerySchema,
} from "@culture-patrimoine/contract/schemas/common";
import {
  lieuBodySchema,
  lieuFilterCountsSchema,
  lieuListQuerySchema,
  lieuListSchema,
  lieuSchema,
  ownLieuListSchema,
  ownLieuSchema,
} from "@culture-patrimoine/contract/schemas/lieu";
import { ownListParamsSchema } from "@culture-patrimoine/contract/schemas/moderation-fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppDeps, filesOf } from "../../deps.ts";
import { imageWrite } from "../../lib/image-form.ts";
import { sendJsonPage } from "../../lib/json-text.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import {
  countLieuChoices,
  createLieu,
  deleteLieu,
  getLieu,
  listLieuChoices,
  listLieux,
  listOwnLieux,
  plainLieuxText,
  previewLieu,
  updateLieu,
} from "./lieux.service.ts";

export const lieuxRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ["Lieux"];
  const security = [{ bearerAuth: [] }];
  const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  // Create and edit also take a multipart form with a picture (docs/decisions/032-pictures.md).
  const pictures = await imageWrite(app, deps, { groupId: "lieu-forms", jsonFields: ["accessibility"] });

  app.get(
    "/",
    {
      config: { publicCache: { shows: ["lieux"] } },
      schema: {
        tags,
        summary: "Lister les lieux publiés (filtre user_id pour ceux d’un organisateur)",
        description:
          "Par ordre de nom. Filtres facultatifs (sans eux, la liste de toujours)\u00a0: `q`, des mots cherchés " +
          "dans le nom, la ville, l’adresse et la description (accents, majuscules et pluriels ignorés)\u00a0; " +
          "`ville` (accents et majuscules ignorés) ou `departement` (01 à 95, 2A, 2B, 971 à 976)\u00a0; " +
          "`accessibility`, les familles que le lieu doit toutes accueillir (`moteur,visuel` ou le paramètre répété).",
        querystring: lieuListQuerySchema,
        response: { 200: lieuListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const plain = await plainLieuxText(db, request.query, deps.config.publicUrl);
      if (plain) return sendJsonPage(reply, plain);
      return sendPage(reply, await listLieux(db, request.query, deps.config.publicUrl));
    },
  );

  // Static paths before /:id: never read as a venue id.
  app.get(
    "/counts",
    {
      config: { publicCache: { shows: ["lieux"] } },
      schema: {
        tags,
        summary: "Compter les lieux de chaque choix des filtres de la liste",
        description:
          "Les mêmes paramètres que la liste. Pour chaque choix d’un filtre (accessibilité, villes et départements " +
          "qui comptent le plus de lieux publiés, et celui choisi), le nombre de lieux publiés qu’il donnerait, " +
          "les autres filtres appliqués\u00a0; `total`\u00a0: les lieux des filtres tels qu’ils sont.",
        querystring: lieuListQuerySchema,
        response: { 200: lieuFilterCountsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => countLieuChoices(db, request.query),
  );

  app.get(
    "/user/:userId",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Lister ses propres lieux, publiés ou non, avec leur état de modération",
        description:
          "Réservé à l’organisateur lui-même (403 sinon) : chaque lieu porte moderation_status, moderation_reason (motif d’un refus ou d’une dépublication) et owner_suspended.",
        security,
        params: ownListParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: ownLieuListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db, config } = deps;
      return sendPage(
        reply,
        await listOwnLieux(db, authOf(request), request.params.userId, request.query, config.publicUrl),
      );
    },
  );

  app.get(
    "/choices",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Lister les lieux qu’on peut choisir pour un événement, un parcours ou un site",
        description:
          "Les lieux publiés et, en plus, ceux de l’utilisateur connecté même s’ils attendent encore une validation.",
        security,
        querystring: paginationQuerySchema,
        response: { 200: lieuListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listLieuChoices(db, authOf(request), request.query, deps.config.publicUrl)),
  );

  app.get(
    "/:id/preview",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Aperçu d’un lieu, publié ou non (son propriétaire ou un administrateur)",
        description:
          "Le lieu tel que sa page le montre, quel que soit son état, avec moderation_status, moderation_reason et owner_suspended. Pour tout autre compte\u00a0: 403 si le lieu est public, 404 sinon, comme un lieu inconnu, afin de ne rien révéler. Jamais mis en cache (Cache-Control: private, no-store).",
        security,
        params: idParamsSchema,
        response: {
          200: ownLieuSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return previewLieu(db, authOf(request), request.params.id, deps.config.publicUrl);
    },
  );

  app.get(
    "/:id",
    {
      config: { publicCache: { shows: ["lieux"] } },
      schema: {
        tags,
        summary: "Lire un lieu publié (404 s’il ne l’est pas)",
        params: idParamsSchema,
        response: { 200: lieuSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getLieu(db, request.params.id, deps.config.publicUrl),
  );

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["lieux"] }, rateLimit: pictures.rateLimit },
      onRequest: [app.requireMember("content"), pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary: "Créer un lieu (professionnel\u00a0; JSON, ou formulaire multipart avec image)",
        description:
          "Le lieu est publié tout de suite ou attend la validation d’un administrateur selon la politique de modération et la vérification de l’organisateur\u00a0: la réponse le dit dans moderation_status.",
        security,
        consumes: pictures.consumes,
        body: lieuBodySchema,
        response: { 201: lieuSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLieu(deps, authOf(request), request.body, pictures.uploadOf(request))),
  );

  app.put(
    "/:id",
    {
      config: { publicCache: { changes: ["lieux"] }, rateLimit: pictures.rateLimit },
      onRequest: [app.requireMember("content"), pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary: "Modifier un de ses lieux (en multipart sans fichier, l’image reste)",
        description:
          "Un lieu refusé ou dépublié repasse en attente de validation\u00a0; un lieu publié aussi quand son organisateur n’est pas vérifié (moderation_status de la réponse).",
        security,
        consumes: pictures.consumes,
        params: idParamsSchema,
        body: lieuBodySchema,
        response: { 200: lieuSchema, 404: apiErrorSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request) =>
      updateLieu(deps, authOf(request), request.params.id, request.body, pictures.uploadOf(request)),
  );

  app.delete(
    "/:id",
    {
      config: { publicCache: { changes: ["lieux", "events", "parcours", "sites"] } },
      onRequest: app.requireMember("content"),
      schema: {
        tags,
        summary: "Supprimer un de ses lieux (ses événements, parcours et sites restent, sans lieu)",
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe("Lieu supprimé"), 404: apiErrorSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteLieu(db, authOf(request), request.params.id, {
        files: filesOf(deps),
        log: request.log,
      });
      return reply.code(204).send(null);
    },
  );
};
