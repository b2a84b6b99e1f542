import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { NotFoundError } from "../../errors.ts";
import { robotsTxt, type SitemapPart, sitemap, sitemapPart } from "./sitemap.service.ts";

// Crawlers read these a few times a day at most; an hour of cache keeps them cheap, and a new event
// appears in the sitemap within the hour.
const CACHE_CONTROL = "public, max-age=3600";
const PART = /^(?:pages|(events|parcours|lieux|sites)-([1-9]\d{0,5}))\.xml$/;

export const sitemapRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const origin = deps.config.publicUrl;

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", CACHE_CONTROL).send(robotsTxt(origin)),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", CACHE_CONTROL)
      .send(await sitemap(db, origin)),
  );

  app.get(
    "/sitemaps/:file",
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const match = PART.exec(request.params.file);
      if (!match) throw new NotFoundError();
      const kind = match[1] as SitemapPart | undefined;
      const body = kind
        ? await sitemapPart(db, origin, kind, Number(match[2]))
        : await sitemapPart(db, origin, "pages", 1);
      return reply.type("application/xml; charset=utf-8").header("cache-control", CACHE_CONTROL).send(body);
    },
  );
};
