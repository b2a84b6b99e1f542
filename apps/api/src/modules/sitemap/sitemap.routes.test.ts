import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../db/schema.ts";
import { registerProfessionnel } from "../../test/accounts.ts";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { insertEvent, insertLieu, insertParcours, ownerColumns } from "../../test/rows.ts";
import { sitemap, sitemapPart } from "./sitemap.service.ts";

const PUBLIC_URL = "https://culture.example";
let ctx: TestContext;
const eventIds: number[] = [];
const parcoursIds: number[] = [];
let lieuId: number;
let siteId: number;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  const organiserId = (await registerProfessionnel(ctx.app)).user.id;
  for (const title of ["Concert d'orgue", "Nuit des musées", "Visite <guidée> & goûter"]) {
    eventIds.push((await insertEvent(ctx.database.db, organiserId, { title })).id);
  }
  for (const title of ["Les traboules", "Les quais"]) {
    parcoursIds.push((await insertParcours(ctx.database.db, organiserId, { title })).id);
  }
  lieuId = (await insertLieu(ctx.database.db, organiserId)).id;
  const [site] = await ctx.database.db
    .insert(sites)
    .values({
      name: "Basilique",
      categorie: "Église",
      description: "d",
      ...(await ownerColumns(ctx.database.db, organiserId)),
    })
    .returning();
  siteId = site!.id;
});
afterAll(async () => {
  await ctx.close();
});

/** The <loc> addresses of a sitemap or sitemap index. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("GET /robots.txt", () => {
  it("keeps forms, account, tickets and e-mailed links out, and points at the sitemap", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "evil.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const rule of [
      "/dashboard",
      "/create-event",
      "/events/edit/*",
      "/events/*/register",
      "/events/*/inscrits",
      "/profile",
      "/settings/*",
      "/billet/*",
      "/scan",
      "/reinitialiser-mot-de-passe",
      // The search's results: a search engine has its own (issue 32).
      "/recherche",
    ]) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    // Public pages and the API (which a crawler running the app needs) stay readable.
    const disallowed = lines.filter((line) => line.startsWith("Disallow:")).map((line) => line.slice(10));
    for (const open of [
      "/",
      "/events",
      "/events/12",
      "/parcours/3",
      "/lieux/4",
      "/sites/5",
      "/auth",
      "/api/events",
      "/uploads/a.webp",
    ]) {
      expect(
        disallowed.filter((rule) => new RegExp(`^${rule.replace(/\*/g, "[^/]+")}`).test(open)),
        open,
      ).toEqual([]);
    }
    expect(lines).toContain("Sitemap: https://culture.example/sitemap.xml");
    expect(response.body).not.toContain("evil.example");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages, every event and every route at the public address", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "evil.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locations(response.body);
    for (const page of [
      "/",
      "/events",
      "/parcours",
      "/lieux",
      "/sites",
      "/programs",
      "/mentions-legales",
      "/conditions-generales-d-utilisation",
    ]) {
      expect(urls).toContain(`${PUBLIC_URL}${page}`);
    }
    for (const id of eventIds) expect(urls).toContain(`${PUBLIC_URL}/events/${id}`);
    for (const id of parcoursIds) expect(urls).toContain(`${PUBLIC_URL}/parcours/${id}`);
    expect(urls).toContain(`${PUBLIC_URL}/lieux/${lieuId}`);
    expect(urls).toContain(`${PUBLIC_URL}/sites/${siteId}`);
    expect(urls.some((url) => /dashboard|create-|auth|profile/.test(url))).toBe(false);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(response.body).not.toContain("evil.example");
  });

  it("becomes an index of files of at most the limit when the pages do not fit in one", async () => {
    const limit = 2;
    const index = await sitemap(ctx.database.db, PUBLIC_URL, limit);
    expect(index).toContain("<sitemapindex ");
    const files = locations(index);
    expect(files[0]).toBe(`${PUBLIC_URL}/sitemaps/pages.xml`);
    const eventFiles = files.filter((file) => file.includes("/sitemaps/events-"));
    const parcoursFiles = files.filter((file) => file.includes("/sitemaps/parcours-"));
    expect(eventFiles).toHaveLength(Math.ceil(Math.max(...eventIds) / limit));
    expect(parcoursFiles).toHaveLength(Math.ceil(Math.max(...parcoursIds) / limit));
    expect(files).toContain(`${PUBLIC_URL}/sitemaps/lieux-${Math.ceil(lieuId / limit)}.xml`);
    expect(files).toContain(`${PUBLIC_URL}/sitemaps/sites-${Math.ceil(siteId / limit)}.xml`);

    // Every event is in exactly one file, and no file holds more than the limit.
    const listed: string[] = [];
    for (let chunk = 1; chunk <= eventFiles.length; chunk += 1) {
      const urls = locations(await sitemapPart(ctx.database.db, PUBLIC_URL, "events", chunk, limit));
      expect(urls.length).toBeLessThanOrEqual(limit);
      listed.push(...urls);
    }
    expect(listed.sort()).toEqual(eventIds.map((id) => `${PUBLIC_URL}/events/${id}`).sort());
  });

  it("serves the files of an index, and 404 for a name it never gives", async () => {
    const pages = await ctx.app.inject({ method: "GET", url: "/sitemaps/pages.xml" });
    expect(pages.statusCode).toBe(200);
    expect(locations(pages.body)).toContain(`${PUBLIC_URL}/events`);
    const events = await ctx.app.inject({ method: "GET", url: "/sitemaps/events-1.xml" });
    expect(events.statusCode).toBe(200);
    expect(locations(events.body)).toContain(`${PUBLIC_URL}/events/${eventIds[0]}`);
    expect(events.headers["cache-control"]).toBe("public, max-age=3600");
    const venues = await ctx.app.inject({ method: "GET", url: "/sitemaps/lieux-1.xml" });
    expect(locations(venues.body)).toEqual([`${PUBLIC_URL}/lieux/${lieuId}`]);
    const heritage = await ctx.app.inject({ method: "GET", url: "/sitemaps/sites-1.xml" });
    expect(locations(heritage.body)).toEqual([`${PUBLIC_URL}/sites/${siteId}`]);
    for (const url of ["/sitemaps/events-0.xml", "/sitemaps/users-1.xml", "/sitemaps/events-1.txt"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
  });
});
