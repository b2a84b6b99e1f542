import { apiErrorSchema } from "@culture-patrimoine/contract/schemas/common";
import { searchQuerySchema, searchResultsSchema } from "@culture-patrimoine/contract/schemas/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppDeps, nowOf } from "../../deps.ts";
import { searchEverything } from "./search.service.ts";

export const searchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/",
    {
      // The events' next session says how many places are left: registrations change it too.
      config: { publicCache: { shows: ["events", "registrations", "lieux", "parcours", "sites"] } },
      schema: {
        tags: ["Recherche"],
        summary: "Rechercher dans les événements à venir, les lieux, les parcours et les sites",
        description:
          "Chaque mot de `q` (accents, casse, pluriels ignorés) doit apparaître dans le titre ou le nom, le lieu ou " +
          "la ville, ou la description. Pour chaque sorte (`events`\u00a0: à venir ou en cours, comme " +
          "`GET /api/events?upcoming=true`\u00a0; `lieux`, `parcours`, `sites`), le nombre d’éléments publiés trouvés " +
          "(`total`, compté jusqu’à 100\u00a0; au-delà `bounded: true` et `total` est un minimum) et les `limit` " +
          "premiers (5 par défaut, 20 au plus), les plus pertinents d’abord (titre, puis lieu, puis description), " +
          "puis par date (événements) et par nom. Si rien n’est trouvé, une faute de frappe est corrigée\u00a0: " +
          "`corrected` donne les mots corrigés dont ce sont les résultats («\u00a0conert\u00a0» → «\u00a0concert\u00a0»), " +
          "sinon null.",
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => searchEverything(deps.db, request.query, deps.config.publicUrl, nowOf(deps)),
  );
};
