import {
  apiErrorSchema,
  idParamsSchema,
  paginationQuerySchema,
} from "@culture-patrimoine/contract/schemas/common";
import { ownListParamsSchema } from "@culture-patrimoine/contract/schemas/moderation-fields";
import {
  ownSiteListSchema,
  siteBodySchema,
  siteDetailSchema,
  siteFilterCountsSchema,
  siteListQuerySchema,
  siteListSchema,
  sitePreviewSchema,
  siteSchema,
} from "@culture-patrimoine/contract/schemas/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppDeps, filesOf } from "../../deps.ts";
import { imageWrite } from "../../lib/image-form.ts";
import { sendPage } from "../../lib/list.ts";
import { authOf } from "../../plugins/auth.ts";
import {
  countSiteChoices,
  createSite,
  deleteSite,
  getSite,
  listOwnSites,
  listSites,
  previewSite,
  updateSite,
} from "./sites.service.ts";

export const sitesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const tags = ["Sites"];
  const security = [{ bearerAuth: [] }];
  const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  // Create and edit also take a multipart form with a picture (docs/decisions/032-pictures.md);
  // `services` may come as JSON text there, as SPEC's client sends it in JSON.
  const pictures = await imageWrite(app, deps, { groupId: "site-forms" });
  const professionnel = app.requireMember("content");

  app.get(
    "/",
    {
      // The filters by city, département and accessibility read the sites' venues.
      config: { publicCache: { shows: ["sites", "lieux"] } },
      schema: {
        tags,
        summary: "Lister les sites publiés (filtres parcours_id et user_id)",
        description:
          "Par ordre de création. Filtres facultatifs (sans eux, la liste de toujours)\u00a0: `q`, des mots cherchés " +
          "dans le nom, l’adresse, la période, le style, la description et les points d’intérêt (accents, majuscules " +
          "et pluriels ignorés)\u00a0; `categorie`\u00a0; `ville` (accents et majuscules ignorés) ou `departement` " +
          "(01 à 95, 2A, 2B, 971 à 976) et `accessibility` (les familles toutes accueillies, `moteur,visuel` ou le " +
          "paramètre répété) sont ceux du lieu du site (`lieu_id`)\u00a0: un site sans lieu publié n’en a aucun.",
        querystring: siteListQuerySchema,
        response: { 200: siteListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendPage(reply, await listSites(db, request.query, deps.config.publicUrl)),
  );

  // Static paths before /:id: never read as a site id.
  app.get(
    "/counts",
    {
      config: { publicCache: { shows: ["sites", "lieux"] } },
      schema: {
        tags,
        summary: "Compter les sites de chaque choix des filtres de la liste",
        description:
          "Les mêmes paramètres que la liste. Pour chaque choix d’un filtre (catégorie, accessibilité du lieu, villes " +
          "et départements des lieux qui comptent le plus de sites publiés, et celui choisi), le nombre de sites " +
          "publiés qu’il donnerait, les autres filtres appliqués\u00a0; `total`\u00a0: les sites des filtres tels " +
          "qu’ils sont.",
        querystring: siteListQuerySchema,
        response: { 200: siteFilterCountsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => countSiteChoices(db, request.query),
  );

  app.get(
    "/user/:userId",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Lister ses propres sites, publiés ou non, avec leur état de modération",
        description:
          "Réservé à l’organisateur lui-même (403 sinon)\u00a0: chaque site porte moderation_status, moderation_reason (motif d’un refus ou d’une dépublication) et owner_suspended.",
        security,
        params: ownListParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: ownSiteListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listOwnSites(db, authOf(request), request.params.userId, request.query, deps.config.publicUrl),
      ),
  );

  app.get(
    "/:id/preview",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Aperçu d’un site, publié ou non (son propriétaire ou un administrateur)",
        description:
          "Le site tel que sa page le montre, quel que soit son état, avec moderation_status, moderation_reason et owner_suspended. Pour tout autre compte\u00a0: 403 si le site est public, 404 sinon, comme un site inconnu, afin de ne rien révéler. Jamais mis en cache (Cache-Control: private, no-store).",
        security,
        params: idParamsSchema,
        response: {
          200: sitePreviewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return previewSite(db, authOf(request), request.params.id, deps.config.publicUrl);
    },
  );

  app.get(
    "/:id",
    {
      // Its venue's name and its route's title are in the answer: a change to either renews it.
      config: { publicCache: { shows: ["sites", "lieux", "parcours"] } },
      schema: {
        tags,
        summary:
          "Lire un site publié (services en chaîne JSON), avec son lieu et son étape dans son parcours (404 s’il ne l’est pas)",
        params: idParamsSchema,
        response: { 200: siteDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getSite(db, request.params.id, deps.config.publicUrl),
  );

  app.post(
    "/",
    {
      config: { publicCache: { changes: ["sites"] }, rateLimit: pictures.rateLimit },
      onRequest: [professionnel, pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary:
          "Créer un site sur un de ses parcours (professionnel ; JSON, ou formulaire multipart avec image)",
        description:
          "Le site est publié tout de suite ou attend la validation d’un administrateur selon la politique de modération et la vérification de l’organisateur\u00a0: la réponse le dit dans moderation_status.",
        security,
        consumes: pictures.consumes,
        body: siteBodySchema,
        response: { 201: siteSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSite(deps, authOf(request), request.body, pictures.uploadOf(request))),
  );

  app.put(
    "/:id",
    {
      config: { publicCache: { changes: ["sites"] }, rateLimit: pictures.rateLimit },
      onRequest: [professionnel, pictures.contentTypes],
      preValidation: pictures.readForm,
      schema: {
        tags,
        summary: "Modifier un de ses sites (en multipart sans fichier, l’image reste)",
        description:
          "Un site refusé ou dépublié repasse en attente de validation\u00a0; un site publié aussi quand son organisateur n’est pas vérifié (moderation_status de la réponse).",
        security,
        consumes: pictures.consumes,
        params: idParamsSchema,
        body: siteBodySchema,
        response: { 200: siteSchema, 404: apiErrorSchema, ...writeErrors, ...pictures.errors },
      },
    },
    async (request) =>
      updateSite(deps, authOf(request), request.params.id, request.body, pictures.uploadOf(request)),
  );

  app.delete(
    "/:id",
    {
      config: { publicCache: { changes: ["sites"] } },
      onRequest: professionnel,
      schema: {
        tags,
        summary: "Supprimer un de ses sites",
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe("Site supprimé"), 404: apiErrorSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteSite(db, authOf(request), request.params.id, {
        files: filesOf(deps),
        log: request.log,
      });
      return reply.code(204).send(null);
    },
  );
};
