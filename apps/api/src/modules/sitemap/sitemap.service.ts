import { isIndexablePage, type PublicPageName, publicPageMeta } from "@culture-patrimoine/contract/page-meta";
import { type PageName, paths } from "@culture-patrimoine/contract/routes";
import { and, asc, gt, lte, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { events, lieux, parcours, sites } from "../../db/schema.ts";

// The sitemap (https://www.sitemaps.org/protocol.html) and robots.txt of the public pages, with
// addresses from the configured public URL (docs/decisions/031).

/** The protocol's ceiling of addresses per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The public pages of the route table listed in the sitemap: the login page is public but no content. */
const sitemapPages = (Object.keys(publicPageMeta) as PublicPageName[]).filter((name) => name !== "auth");

export type SitemapPart = "pages" | keyof typeof itemTables;

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

const xmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    ({ path, lastmod }) =>
      `<url><loc>${xml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(origin: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${xml(`${origin}${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

const staticUrls = (): SitemapUrl[] => sitemapPages.map((name) => ({ path: paths[name].getHref() }));

const itemTables = {
  events: { table: events, href: paths.eventDetail.getHref },
  parcours: { table: parcours, href: paths.parcoursDetail.getHref },
  lieux: { table: lieux, href: paths.lieuDetail.getHref },
  sites: { table: sites, href: paths.siteDetail.getHref },
} as const;
type ItemKind = keyof typeof itemTables;
const itemKinds = Object.keys(itemTables) as ItemKind[];

/**
 * The items of one kind, all of them or those whose id lies in ((chunk - 1) × limit, chunk × limit]:
 * a range of the primary key, so a file reads at most `limit` rows through the index however large
 * the table.
 */
async function itemUrls(db: Database, kind: ItemKind, range?: { chunk: number; limit: number }) {
  const { table, href } = itemTables[kind];
  const rows = await db
    .select({ id: table.id, updated_at: table.updated_at })
    .from(table)
    .where(
      and(
        // What the public may see only (issue 29): a hidden item's page answers 404.
        table.is_public,
        range && and(gt(table.id, (range.chunk - 1) * range.limit), lte(table.id, range.chunk * range.limit)),
      ),
    )
    .orderBy(asc(table.id));
  return rows.map((row) => ({ path: href(row.id), lastmod: row.updated_at }));
}

/** How many id ranges of `limit` cover a table (0 when it is empty). */
async function chunksOf(db: Database, kind: ItemKind, limit: number): Promise<number> {
  const { table } = itemTables[kind];
  const [row] = await db.select({ value: max(table.id) }).from(table);
  return Math.ceil((row?.value ?? 0) / limit);
}

async function countOf(db: Database, kind: ItemKind): Promise<number> {
  const { table } = itemTables[kind];
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(table)
    .where(sql`${table.is_public}`);
  return row?.value ?? 0;
}

/** The file name of one part of a sitemap index. */
export function sitemapPartPath(part: SitemapPart, chunk = 1): string {
  return part === "pages" ? "/sitemaps/pages.xml" : `/sitemaps/${part}-${chunk}.xml`;
}

/**
 * /sitemap.xml: every public page in one file while they fit in `limit` addresses, else an index
 * of files of at most `limit` addresses each (the static pages, then events, routes, venues and sites
 * by id range).
 */
export async function sitemap(db: Database, origin: string, limit = SITEMAP_URL_LIMIT): Promise<string> {
  const counts = await Promise.all(itemKinds.map((kind) => countOf(db, kind)));
  if (sitemapPages.length + counts.reduce((sum, count) => sum + count, 0) <= limit) {
    const urls = await Promise.all(itemKinds.map((kind) => itemUrls(db, kind)));
    return urlset(origin, [...staticUrls(), ...urls.flat()]);
  }
  const chunks = await Promise.all(itemKinds.map((kind) => chunksOf(db, kind, limit)));
  const files = [
    sitemapPartPath("pages"),
    ...itemKinds.flatMap((kind, kindIndex) =>
      Array.from({ length: chunks[kindIndex] ?? 0 }, (_, index) => sitemapPartPath(kind, index + 1)),
    ),
  ];
  return sitemapIndex(origin, files);
}

/** One file of the sitemap index (a chunk past the end is an empty list, not an error). */
export async function sitemapPart(
  db: Database,
  origin: string,
  part: SitemapPart,
  chunk: number,
  limit = SITEMAP_URL_LIMIT,
): Promise<string> {
  if (part === "pages") return urlset(origin, staticUrls());
  return urlset(origin, await itemUrls(db, part, { chunk, limit }));
}

/** A route pattern as a robots.txt rule: each parameter matches any segment. */
function robotsRule(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, "*");
}

/**
 * robots.txt: the pages that are not public content (forms, account, tickets, links sent by
 * e-mail) are kept out; the API stays readable, since a crawler that runs the app needs it.
 */
export function robotsTxt(origin: string): string {
  const rules = [
    ...new Set(
      (Object.keys(paths) as PageName[])
        .filter((name) => !isIndexablePage(name))
        .map((name) => robotsRule(paths[name].pattern)),
    ),
  ];
  return [
    "User-agent: *",
    ...rules.map((rule) => `Disallow: ${rule}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
