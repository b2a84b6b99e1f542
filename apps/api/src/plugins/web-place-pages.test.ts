import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../db/schema.ts";
import { registerProfessionnel } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { insertLieu, insertParcours, ownerColumns } from "../test/rows.ts";

// The venue and site pages (issue 14) as crawlers and link previews see them: their own title,
// description and canonical address from PUBLIC_URL, 404 for an unknown or malformed id, and the
// public address every page carries for the app (a site's QR code).

const PUBLIC_URL = "https://culture.example";
const distDir = mkdtempSync(path.join(tmpdir(), "cp-web-places-"));
let ctx: TestContext;
let lieuId: number;
let siteId: number;
let routeId: number;

beforeAll(async () => {
  writeFileSync(
    path.join(distDir, "index.html"),
    [
      '<!doctype html><html lang="fr"><head><meta charset="UTF-8" />',
      '<meta name="description" content="Découvrez les événements culturels." />',
      "<title>Culture &amp; Patrimoine</title></head>",
      '<body><div id="root"></div></body></html>',
    ].join("\n"),
  );
  ctx = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
  const organiserId = (await registerProfessionnel(ctx.app)).user.id;
  lieuId = (
    await insertLieu(ctx.database.db, organiserId, {
      nom: "Opéra <de> Lyon",
      ville: "Lyon",
      description: "Maison d’opéra au cœur de la Presqu’île.",
    })
  ).id;
  routeId = (await insertParcours(ctx.database.db, organiserId, { title: "Lyon Renaissance" })).id;
  const [site] = await ctx.database.db
    .insert(sites)
    .values({
      name: "Tour rose",
      categorie: "Monument",
      description: "Tour d’escalier Renaissance du Vieux Lyon.",
      parcours_id: routeId,
      ...(await ownerColumns(ctx.database.db, organiserId)),
    })
    .returning();
  siteId = site!.id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe("venue and site pages", () => {
  it("titles a venue page with its name, its own description and canonical address", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/lieux/${lieuId}`,
      headers: { host: "evil.example" },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Opéra &lt;de&gt; Lyon — Culture &amp; Patrimoine</title>");
    expect(metaContent(html, "name", "description")).toBe("Maison d’opéra au cœur de la Presqu’île.");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/lieux/${lieuId}" data-page-meta />`);
    expect(html).not.toContain("evil.example");
  });

  it("titles a site page with its name and canonical address", async () => {
    const html = (await ctx.app.inject({ method: "GET", url: `/sites/${siteId}` })).body;
    expect(html).toContain("<title>Tour rose — Culture &amp; Patrimoine</title>");
    expect(metaContent(html, "name", "description")).toBe("Tour d’escalier Renaissance du Vieux Lyon.");
    expect(metaContent(html, "property", "og:url")).toBe(`${PUBLIC_URL}/sites/${siteId}`);
  });

  it.each(["/lieux/999999", "/lieux/abc", "/lieux/0", "/sites/999999", "/sites/abc", "/sites/-2"])(
    "answers %s with the plain shell and a 404 status",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain("<title>Culture &amp; Patrimoine</title>");
    },
  );

  it("writes the public address into every page, for the addresses the app prints", async () => {
    for (const url of ["/", "/sites", `/sites/${siteId}`, "/create-site", "/nowhere"]) {
      const html = (await ctx.app.inject({ method: "GET", url })).body;
      expect(html, url).toContain(`<meta name="cp-public-url" content="${PUBLIC_URL}" />`);
    }
  });
});
