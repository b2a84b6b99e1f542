import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { toParisIso } from "@culture-patrimoine/contract/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventSessions, parcours } from "../db/schema.ts";
import { registerProfessionnel } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { insertEvent, insertLieu, insertParcours } from "../test/rows.ts";

// Where the service is published: page addresses come from here, never from the request's Host.
const PUBLIC_URL = "https://culture.example";
// A stand-in for apps/web/dist: the plugin's behaviour does not depend on what the bundle contains.
const distDir = mkdtempSync(path.join(tmpdir(), "cp-web-dist-"));
let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    [
      '<!doctype html><html lang="fr"><head><meta charset="UTF-8" />',
      '<meta name="description" content="Découvrez les événements culturels." />',
      "<title>Culture &amp; Patrimoine</title></head>",
      '<body><div id="root"></div></body></html>',
    ].join("\n"),
  );
  writeFileSync(path.join(distDir, "assets", "index-Ab12Cd34.js"), "console.log('app')");
  writeFileSync(path.join(distDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: PUBLIC_URL });
  writeFileSync(
    path.join(ctx.config.uploadsDir, "0b8a1c3e-1111-4222-8333-444455556666.webp"),
    "RIFF....WEBP",
  );
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it.each(["/", "/events", "/settings/3", "/create-parcours", "/mentions-legales"])(
    "answers the page %s with the HTML shell (200, not cached)",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    },
  );

  it("answers the registration page with the HTML shell, never stored (its form carries a key of its own)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/events/42/register" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toContain('<div id="root">');
  });

  it("answers an unknown page with the shell and a 404 status (the app shows its 404 page)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/une/page/inconnue?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<div id="root">');
  });

  it("serves hashed assets with a one-year immutable cache", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/assets/index-Ab12Cd34.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing asset with a 404, never the HTML shell", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/assets/missing-0000.js" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });

  it("serves uploads with a long cache and answers a missing one with 404", async () => {
    const found = await ctx.app.inject({
      method: "GET",
      url: "/uploads/0b8a1c3e-1111-4222-8333-444455556666.webp",
    });
    expect(found.statusCode).toBe(200);
    expect(found.headers["cache-control"]).toContain("immutable");
    const missing = await ctx.app.inject({ method: "GET", url: "/uploads/absent.webp" });
    expect(missing.statusCode).toBe(404);
  });

  it("does not let a path escape the uploads folder", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/uploads/..%2f..%2fapp-secret" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("secret");
  });

  it("keeps answering JSON for unknown API routes", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/inconnue" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("ROUTE_NOT_FOUND");
  });

  it("does not answer the shell to a POST on a page path", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/events", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("ROUTE_NOT_FOUND");
  });
});

/** The JSON-LD objects of a page, parsed back as a crawler would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key.replace(":", "\\:")}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const InStock = "https://schema.org/InStock";
const SoldOut = "https://schema.org/SoldOut";
const EventScheduled = "https://schema.org/EventScheduled";

describe("event pages for search engines and link previews", () => {
  let organiserId: number;
  let lieuId: number;
  beforeAll(async () => {
    organiserId = (await registerProfessionnel(ctx.app)).user.id;
    lieuId = (
      await insertLieu(ctx.database.db, organiserId, { nom: "Église Saint-Eustache", ville: "Paris" })
    ).id;
  });

  it("writes the event's title, description, Open Graph tags and schema.org Event into the shell", async () => {
    const start = new Date(Date.now() + 10 * DAY_MS);
    const end = new Date(start.getTime() + 2 * 60 * 60 * 1000);
    const event = await insertEvent(ctx.database.db, organiserId, {
      title: "Concert d'orgue à l'Église Saint-Eustache",
      description: "Récital sur le grand orgue de Saint-Eustache, près de 8 000 tuyaux.",
      category: "Musique",
      date_start: start,
      date_end: end,
      price_cents: 1250,
      lieu_id: lieuId,
    });
    const response = await ctx.app.inject({
      method: "GET",
      url: `/events/${event.id}`,
      // A forged Host header must not end up in the page's addresses.
      headers: { host: "evil.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const [session] = await ctx.database.db
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.event_id, event.id));
    const html = response.body;
    expect(html).toContain('<div id="root">');
    expect(html).toContain(
      "<title>Concert d&#39;orgue à l&#39;Église Saint-Eustache — Culture &amp; Patrimoine</title>",
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, "name", "description")).toBe(
      "Récital sur le grand orgue de Saint-Eustache, près de 8 000 tuyaux.",
    );
    expect(metaContent(html, "property", "og:title")).toBe(
      "Concert d&#39;orgue à l&#39;Église Saint-Eustache",
    );
    expect(metaContent(html, "property", "og:type")).toBe("website");
    expect(metaContent(html, "property", "og:url")).toBe(`https://culture.example/events/${event.id}`);

    const [data] = jsonLd(html);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Concert d'orgue à l'Église Saint-Eustache",
      description: "Récital sur le grand orgue de Saint-Eustache, près de 8 000 tuyaux.",
      url: `https://culture.example/events/${event.id}`,
      startDate: toParisIso(start),
      endDate: toParisIso(end),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Église Saint-Eustache",
        address: { "@type": "PostalAddress", addressLocality: "Paris", addressCountry: "FR" },
      },
      // One offer per session still open to registration: here the event's only session.
      offers: [
        {
          "@type": "Offer",
          price: 12.5,
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          url: `https://culture.example/events/${event.id}/register?seance=${session?.id}`,
          validFrom: toParisIso(event.created_at),
          availabilityEnds: toParisIso(start),
        },
      ],
      // No organizer: the venue is not who organises, and the page names no one else.
    });
  });

  it("keeps hostile text inert: escaped in the HTML, no way out of the JSON-LD script", async () => {
    const title = `Nuit "blanche" <b>&</b> co</title><script>alert(1)</script>`;
    const description =
      "Fin du script </script><script>alert(2)</script> et <!-- commentaire --> \u2028 ligne";
    const event = await insertEvent(ctx.database.db, organiserId, { title, description, lieu_id: lieuId });
    const html = (await ctx.app.inject({ method: "GET", url: `/events/${event.id}` })).body;
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>");
    expect(html).toContain("Nuit &quot;blanche&quot; &lt;b&gt;&amp;&lt;/b&gt; co&lt;/title&gt;");
    // Exactly one script element: the JSON-LD, whose JSON holds no "<" at all.
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    const [data] = jsonLd(html);
    expect(data?.name).toBe(title);
    // The description is tidied (spaces and line separators collapsed), never cut open.
    expect(data?.description).toBe(description.replace(/\s+/g, " "));
  });

  it("describes a free event as free, and one without a venue without inventing one", async () => {
    const event = await insertEvent(ctx.database.db, organiserId, {
      title: "Visite libre",
      description: null,
      category: "Visite",
      price_cents: null,
      lieu_id: null,
    });
    const html = (await ctx.app.inject({ method: "GET", url: `/events/${event.id}` })).body;
    const [data] = jsonLd(html);
    expect(data?.isAccessibleForFree).toBe(true);
    expect(data?.offers).toMatchObject([{ price: 0, priceCurrency: "EUR", availability: InStock }]);
    expect(data?.location).toEqual({
      "@type": "Place",
      name: "Lieu non renseigné",
      address: { "@type": "PostalAddress", addressCountry: "FR" },
    });
    expect(data).not.toHaveProperty("endDate");
    // Without a description, the meta description still says what it is.
    expect(metaContent(html, "name", "description")).toBe("Visite : Visite libre");
  });

  it("cuts a long description to about 160 characters on a word", async () => {
    const description = "Une exposition sur les bâtisseurs de cathédrales et leurs chantiers. ".repeat(8);
    const event = await insertEvent(ctx.database.db, organiserId, { description, lieu_id: lieuId });
    const html = (await ctx.app.inject({ method: "GET", url: `/events/${event.id}` })).body;
    const meta = metaContent(html, "name", "description") ?? "";
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith("…")).toBe(true);
    expect(description.startsWith(meta.slice(0, -1))).toBe(true);
  });

  it("offers nothing for a past event", async () => {
    const event = await insertEvent(ctx.database.db, organiserId, {
      date_start: new Date(Date.now() - 3 * DAY_MS),
      lieu_id: lieuId,
    });
    const [data] = jsonLd((await ctx.app.inject({ method: "GET", url: `/events/${event.id}` })).body);
    expect(data?.eventStatus).toBe(EventScheduled);
    expect(data).not.toHaveProperty("offers");
  });

  it("offers each upcoming session: SoldOut when full, InStock otherwise, cancelled and past ones not", async () => {
    const start = new Date(Date.now() + 7 * DAY_MS);
    const event = await insertEvent(ctx.database.db, organiserId, {
      title: "Visite des toits",
      date_start: start,
      price_cents: 800,
      lieu_id: lieuId,
    });
    const [open] = await ctx.database.db
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.event_id, event.id));
    const [full, cancelled] = await ctx.database.db
      .insert(eventSessions)
      .values([
        { event_id: event.id, starts_at: new Date(start.getTime() + DAY_MS), capacity: 2, places_taken: 2 },
        { event_id: event.id, starts_at: new Date(start.getTime() + 2 * DAY_MS), cancelled_at: new Date() },
        { event_id: event.id, starts_at: new Date(Date.now() - DAY_MS) },
      ])
      .returning();
    const [data] = jsonLd((await ctx.app.inject({ method: "GET", url: `/events/${event.id}` })).body);
    expect(data?.eventStatus).toBe(EventScheduled);
    const offers = data?.offers as Record<string, unknown>[];
    expect(offers.map((offer) => [offer.url, offer.availability])).toEqual([
      [`https://culture.example/events/${event.id}/register?seance=${open?.id}`, InStock],
      [`https://culture.example/events/${event.id}/register?seance=${full?.id}`, SoldOut],
    ]);
    for (const offer of offers) {
      expect(offer).toMatchObject({ "@type": "Offer", price: 8, priceCurrency: "EUR" });
      expect(offer.validFrom).toBe(toParisIso(event.created_at));
    }
    expect(offers[1]?.availabilityEnds).toBe(toParisIso(new Date(start.getTime() + DAY_MS)));
    expect(JSON.stringify(offers)).not.toContain(`seance=${cancelled?.id}`);
  });

  it("says SoldOut for a full event, and still nothing of InStock", async () => {
    const event = await insertEvent(ctx.database.db, organiserId, { lieu_id: lieuId });
    await ctx.database.db
      .update(eventSessions)
      .set({ capacity: 30, places_taken: 30 })
      .where(eq(eventSessions.event_id, event.id));
    const html = (await ctx.app.inject({ method: "GET", url: `/events/${event.id}` })).body;
    const [data] = jsonLd(html);
    expect(data?.offers).toMatchObject([{ availability: SoldOut }]);
    expect(html).not.toContain("InStock");
  });

  it("marks an event whose every session is cancelled as cancelled, with nothing offered", async () => {
    const event = await insertEvent(ctx.database.db, organiserId, { lieu_id: lieuId });
    await ctx.database.db
      .update(eventSessions)
      .set({ cancelled_at: new Date() })
      .where(eq(eventSessions.event_id, event.id));
    const [data] = jsonLd((await ctx.app.inject({ method: "GET", url: `/events/${event.id}` })).body);
    expect(data?.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(data).not.toHaveProperty("offers");
  });

  it.each(["/events/999999", "/events/abc", "/events/0", "/events/99999999999"])(
    "answers %s (no such event) with the plain shell and a 404 status",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain("<title>Culture &amp; Patrimoine</title>");
      expect(jsonLd(response.body)).toEqual([]);
    },
  );

  it("answers HEAD on an event page like GET", async () => {
    const event = await insertEvent(ctx.database.db, organiserId, { lieu_id: lieuId });
    const response = await ctx.app.inject({ method: "HEAD", url: `/events/${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("gives the list pages their own title, description and canonical address, without JSON-LD", async () => {
    const html = (await ctx.app.inject({ method: "GET", url: "/events", headers: { host: "evil.example" } }))
      .body;
    expect(jsonLd(html)).toEqual([]);
    expect(html).toContain("<title>Événements — Culture &amp; Patrimoine</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, "name", "description")).toMatch(/^Concerts, expositions/);
    expect(html).toContain('<link rel="canonical" href="https://culture.example/events" data-page-meta />');
    expect(html).not.toContain("evil.example");
  });
});

describe("the other pages' metadata and status", () => {
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await registerProfessionnel(ctx.app)).user.id;
  });

  it.each([
    ["/", "Accueil", "https://culture.example/"],
    ["/parcours", "Parcours", "https://culture.example/parcours"],
    ["/parcours/", "Parcours", "https://culture.example/parcours"],
    ["/lieux", "Lieux", "https://culture.example/lieux"],
    ["/sites", "Sites", "https://culture.example/sites"],
    ["/programs", "Programmes", "https://culture.example/programs"],
    ["/auth", "Connexion", "https://culture.example/auth"],
    // Each address its own title (issue 33): a list's page 2, the sign-up tab.
    ["/events?q=concert&page=2", "Événements — page 2", "https://culture.example/events"],
    ["/auth?tab=inscription", "Inscription", "https://culture.example/auth"],
    ["/mentions-legales", "Mentions légales", "https://culture.example/mentions-legales"],
  ])("titles %s « %s » with its canonical address", async (url, title, canonical) => {
    const response = await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(`<title>${title} — Culture &amp; Patrimoine</title>`);
    expect(response.body).toContain(`<link rel="canonical" href="${canonical}" data-page-meta />`);
    expect(metaContent(response.body, "property", "og:title")).toBe(title);
  });

  it("answers the home page with a query string and HEAD like a plain GET", async () => {
    const withQuery = await ctx.app.inject({ method: "GET", url: "/?utm_source=lettre" });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).toContain("<title>Accueil — Culture &amp; Patrimoine</title>");
    expect(withQuery.body).toContain(
      '<link rel="canonical" href="https://culture.example/" data-page-meta />',
    );
    const head = await ctx.app.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toContain("text/html");
  });

  it("titles a route page with the route's name, its picture as og:image", async () => {
    const route = await insertParcours(ctx.database.db, organiserId, {
      title: "Les traboules du Vieux Lyon",
      description: "Une balade d'une cour à l'autre par les passages de la Renaissance.",
      image: "parcours-123.webp",
    });
    const response = await ctx.app.inject({ method: "GET", url: `/parcours/${route.id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Les traboules du Vieux Lyon — Culture &amp; Patrimoine</title>");
    expect(metaContent(html, "name", "description")).toBe(
      "Une balade d&#39;une cour à l&#39;autre par les passages de la Renaissance.",
    );
    expect(metaContent(html, "property", "og:image")).toBe(
      "https://culture.example/uploads/parcours-123.webp",
    );
    expect(metaContent(html, "property", "og:url")).toBe(`https://culture.example/parcours/${route.id}`);
  });

  it("gives a stored picture's size and alt text to link previews (og:image:width, :height, :alt)", async () => {
    const name = "1b4e28ba-2fa1-41d2-883f-0016d3cca427-1600x900.webp";
    const route = await insertParcours(ctx.database.db, organiserId, { image: name });
    await ctx.database.db
      .update(parcours)
      .set({ image_alt: "Illustration : un plan de ville" })
      .where(eq(parcours.id, route.id));
    const html = (await ctx.app.inject({ method: "GET", url: `/parcours/${route.id}` })).body;
    expect(metaContent(html, "property", "og:image")).toBe(`https://culture.example/uploads/${name}`);
    expect(metaContent(html, "property", "og:image:width")).toBe("1600");
    expect(metaContent(html, "property", "og:image:height")).toBe("900");
    expect(metaContent(html, "property", "og:image:alt")).toBe("Illustration : un plan de ville");
  });

  it("leaves og:image out for a route without a picture", async () => {
    const route = await insertParcours(ctx.database.db, organiserId, { image: null });
    const html = (await ctx.app.inject({ method: "GET", url: `/parcours/${route.id}` })).body;
    expect(metaContent(html, "property", "og:image")).toBeUndefined();
    expect(metaContent(html, "property", "og:title")).toBe("Les traboules du Vieux Lyon");
  });

  it.each(["/parcours/999999", "/parcours/abc", "/parcours/0"])(
    "answers %s (no such route) with the plain shell and a 404 status",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain("<title>Culture &amp; Patrimoine</title>");
    },
  );

  it("leaves the shell of a members' page as it is (robots.txt keeps crawlers out)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/create-parcours" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Culture &amp; Patrimoine</title>");
    expect(response.body).not.toContain("data-page-meta");
  });
});
