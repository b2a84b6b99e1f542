import { Readable } from "node:stream";
import {
  OPEN_DATA_DATASETS,
  OPEN_DATA_MAX_AGE_SECONDS,
  openDataCatalogSchema,
  openDataCsvSchema,
} from "@culture-patrimoine/contract/schemas/open-data";
import type { FastifyReply, FastifyRequest, FastifyTypeProviderDefault } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import {
  type DatasetVersion,
  datasetCsv,
  datasetFileName,
  datasetVersion,
  openDataCatalog,
} from "./open-data.service.ts";

const tags = ["Données ouvertes"];
const notModified = z
  .null()
  .describe("Inchangé depuis la version de l’ETag envoyé dans If-None-Match : pas de corps");

/**
 * Public, reusable by any cache for a few minutes, then revalidated with the ETag (one small query
 * instead of the file). Readable from any origin, by a script or by a page of another site (helmet's
 * Cross-Origin-Resource-Policy is same-origin): the data is public and no credential goes with it.
 */
function sendVersionHeaders(reply: FastifyReply, version: DatasetVersion): void {
  reply
    .header("cache-control", `public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}`)
    .header("etag", version.etag)
    .header("access-control-allow-origin", "*")
    .header("cross-origin-resource-policy", "cross-origin");
  if (version.lastModified) reply.header("last-modified", version.lastModified.toUTCString());
}

/**
 * If-None-Match names the current version (weak comparison, RFC 9110 §13.1.2). If-Modified-Since is
 * not answered with 304: a deletion leaves no date, so only the ETag tells a deletion apart.
 */
function stillFresh(request: FastifyRequest, version: DatasetVersion): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const current = opaque(version.etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === current);
}

/** /api/open-data: the platform's public facts under the Licence Ouverte (docs/decisions/023). */
export const openDataRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Catalogue des données ouvertes : fichiers, colonnes, nombre de lignes, licence",
        response: { 200: openDataCatalogSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const { catalog, version } = await openDataCatalog(deps);
      sendVersionHeaders(reply, version);
      if (stillFresh(request, version)) return reply.code(304).send(null);
      return catalog;
    },
  );

  // The files are streams, which the zod provider's reply type (a string, from the schema) does not
  // admit; the schemas still document them in OpenAPI.
  const files = app.withTypeProvider<FastifyTypeProviderDefault>();
  for (const dataset of OPEN_DATA_DATASETS) {
    files.get(
      `/${dataset.id}.csv`,
      {
        schema: {
          tags,
          summary: `${dataset.title} en CSV (Licence Ouverte 2.0) : ${dataset.description}`,
          response: {
            200: {
              description: `Colonnes : ${dataset.columns.map((column) => column.name).join(", ")}`,
              content: { "text/csv": { schema: openDataCsvSchema } },
            },
            304: notModified,
          },
        },
      },
      async (request, reply) => {
        const version = await datasetVersion(deps, dataset.id);
        sendVersionHeaders(reply, version);
        if (stillFresh(request, version)) return reply.code(304).send();
        reply
          .type("text/csv; charset=utf-8; header=present")
          .header("content-disposition", `attachment; filename="${datasetFileName(deps, dataset.id)}"`);
        // Fastify answers HEAD through this handler and would read the whole stream to drop it.
        if (request.method === "HEAD") return reply.send();
        // Not object mode: the stream reads one batch ahead of the socket, not sixteen.
        return reply.send(Readable.from(datasetCsv(deps, dataset.id), { objectMode: false }));
      },
    );
  }
};
