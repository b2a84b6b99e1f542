import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerProfessionnel } from "../test/accounts.ts";
import { createTestApp, type TestContext } from "../test/app.ts";
import { insertEvent } from "../test/rows.ts";
import { pageAssetTagsOf, SERVER_ENTRY } from "./web.ts";

// How the API uses the web build's server bundle (decision 036). The bundle here is a stand-in that
// does what the real one does with the API (reads it through the fetch it is given, answers HTML,
// state and modules), so that these tests need no web build; the real bundle is exercised by
// apps/web/src/entry-server.test.tsx and the server-rendering browser journey.

const PUBLIC_URL = "https://culture.example";
const HOSTILE_TITLE = "</script><script>alert(1)</script> & « $& »";

const fakeRenderer = `
export const SERVER_STATE_ELEMENT_ID = "cp-server-state";
export async function render({ url, fetch, publicUrl, allowMissing }) {
  const parsed = new URL(url, "http://x.invalid");
  if (parsed.searchParams.has("boom")) throw new Error("render exploded");
  if (parsed.pathname === "/auth") return null;
  const code = /^\\/billet\\/([^/]+)$/.exec(parsed.pathname)?.[1];
  if (code) {
    const ticket = await fetch("/api/tickets/" + code, { method: "GET", headers: {} });
    if (ticket.status === 404 && allowMissing) return { html: "<h2>Billet introuvable</h2>", state: null, missing: true, modules: [] };
    const body = await ticket.json();
    return { html: "<h2>" + body.prenom + "</h2><svg></svg>", state: { queries: {} }, missing: false, modules: [] };
  }
  if (parsed.pathname === "/nulle-part") return { html: "<main><h1>Page introuvable</h1></main>", state: { queries: {} }, missing: false, modules: [] };
  const id = /^\\/events\\/(\\d+)$/.exec(parsed.pathname)?.[1];
  const response = await fetch(id ? "/api/events/" + id : "/api/events?limit=5", { method: "GET", headers: {} });
  if (response.status === 404 && allowMissing) {
    return { html: "<h2>Événement introuvable</h2>", state: null, missing: true, modules: [] };
  }
  const body = await response.json();
  const titles = id ? [body.title] : body.map((event) => event.title);
  const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return {
    html: titles.map((title) => "<h2>" + escape(title) + "</h2>").join("") + "<p>" + publicUrl + "</p>",
    state: { queries: { body, total: response.headers.get("x-total-count") } },
    modules: ["src/pages/page.tsx"],
  };
}
`;

const manifest = {
  "index.html": { file: "assets/index-1.js", css: ["assets/index-1.css"], imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared-1.js", css: ["assets/shared-1.css"] },
  "_page-part.js": { file: "assets/page-part-1.js", css: ["assets/page-part-1.css"] },
  "src/pages/page.tsx": {
    file: "assets/page-1.js",
    css: ["assets/page-1.css"],
    imports: ["_shared.js", "_page-part.js", "index.html"],
  },
};

const distDir = mkdtempSync(path.join(tmpdir(), "cp-web-ssr-"));
const logLines: string[] = [];
let ctx: TestContext;
let eventId: number;
beforeAll(async () => {
  mkdirSync(path.join(distDir, ".server"), { recursive: true });
  mkdirSync(path.join(distDir, ".vite"), { recursive: true });
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><html lang="fr"><head><title>Culture &amp; Patrimoine</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, SERVER_ENTRY), fakeRenderer);
  writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(manifest));
  ctx = await createTestApp(
    { WEB_DIST_DIR: distDir, PUBLIC_URL },
    { logger: { level: "error", stream: { write: (line: string) => logLines.push(line) } } },
  );
  const organiserId = (await registerProfessionnel(ctx.app)).user.id;
  eventId = (await insertEvent(ctx.database.db, organiserId, { title: HOSTILE_TITLE })).id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

function stateOf(html: string): unknown {
  const json = /<script type="application\/json" id="cp-server-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error("no server state in the page");
  return JSON.parse(json);
}

/** The page as the shell sent it: nothing rendered in #root, no state to hydrate from. */
function expectPlainShell(html: string) {
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain("cp-server-state");
}

describe("server-rendered pages", () => {
  it("puts the rendered content in #root, the answers it used beside it, and keeps the page's metadata", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/events/${eventId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const html = response.body;
    expect(html).toContain(
      `<div id="root"><h2>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; « $&amp; »</h2>`,
    );
    expect(html).toContain(`<p>${PUBLIC_URL}</p>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/events/${eventId}" data-page-meta />`);
    expect(stateOf(html)).toMatchObject({ queries: { body: { id: eventId, title: HOSTILE_TITLE } } });
  });

  it("keeps hostile text inert in the state: nothing in it can close its script element", async () => {
    const html = (await ctx.app.inject({ method: "GET", url: "/events" })).body;
    const state = /<script type="application\/json" id="cp-server-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain("<");
    expect(state).not.toContain(">");
    expect(state).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    // The state is the page's only script element: the title opened none.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(stateOf(html)).toMatchObject({ queries: { total: "1" } });
  });

  it("reads the API anonymously, whatever the visitor sends (the page is the same for everyone)", async () => {
    const html = (
      await ctx.app.inject({
        method: "GET",
        url: "/events",
        headers: { authorization: "Bearer not-a-token", cookie: "session=abc" },
      })
    ).body;
    // A token that the API refuses would have made the list answer 401 and the render fail.
    expect(stateOf(html)).toMatchObject({ queries: { body: [{ title: HOSTILE_TITLE }] } });
  });

  it("links the stylesheets of the rendered page's modules and preloads their scripts, not the shell's", async () => {
    const html = (await ctx.app.inject({ method: "GET", url: "/events" })).body;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page-1.css" />');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page-part-1.css" />');
    // The scripts wait for the first paint, in a template that start-app.js empties (decision 037).
    expect(head).toMatch(
      /<template data-app-scripts>[\s\S]*<link rel="modulepreload" crossorigin href="\/assets\/page-1.js" \/>[\s\S]*<\/template>/,
    );
    expect(head).not.toContain("shared-1");
    expect(head).not.toContain("index-1");
  });

  it("answers an unknown event with a 404 and its rendered « introuvable » page, without state (decision 053)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/events/999999" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><h2>Événement introuvable</h2></div>');
    // No state: the browser renders that page itself rather than hydrate a failed answer.
    expect(response.body).not.toContain("cp-server-state");
  });

  it("answers an unknown address with a 404 and the rendered not-found page (decision 053)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/nulle-part" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><main><h1>Page introuvable</h1></main></div>');
  });

  it("renders a ticket, titled and never kept by a shared cache; a forged code is a 404 titled apart", async () => {
    const event = await ctx.app.inject({ method: "GET", url: `/api/events/${eventId}` });
    const session = (event.json() as { next_session: { id: number } | null }).next_session;
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/participations",
      payload: {
        prenom: "Jeanne",
        nom: "Martin",
        email: "jeanne.martin@example.fr",
        telephone: "0612345678",
        nombre_places: 1,
        demandes_speciales: null,
        motivation: "Pour l’orgue",
        event_id: eventId,
        ...(session ? { session_id: session.id } : {}),
      },
    });
    expect(registered.statusCode).toBe(201);
    const code = (registered.json() as { ticket_code: string }).ticket_code;
    const ticket = await ctx.app.inject({ method: "GET", url: `/billet/${code}` });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers["cache-control"]).toBe("private, no-store");
    expect(ticket.body).toContain("<title>Votre billet — Culture &amp; Patrimoine</title>");
    expect(ticket.body).toContain('<div id="root"><h2>Jeanne</h2><svg></svg></div>');

    const forged = await ctx.app.inject({ method: "GET", url: "/billet/FAUX-CODE-0000" });
    expect(forged.statusCode).toBe(404);
    expect(forged.headers["cache-control"]).toBe("private, no-store");
    expect(forged.body).toContain("<title>Billet introuvable — Culture &amp; Patrimoine</title>");
    expect(forged.body).toContain("<h2>Billet introuvable</h2>");
  });

  it("renders the search's results page like the lists (issue 32)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/recherche?q=orgue" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><h2>');
    expect(response.body).toContain("cp-server-state");
    // Titled by the words searched, as the page titles itself with scripts (issue 33: unique titles).
    expect(response.body).toContain("<title>Recherche\u00a0: orgue — Culture &amp; Patrimoine</title>");
    const empty = await ctx.app.inject({ method: "GET", url: "/recherche" });
    expect(empty.body).toContain("<title>Recherche — Culture &amp; Patrimoine</title>");
  });

  it("leaves members' pages to the browser", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/dashboard" });
    expect(response.statusCode).toBe(200);
    expectPlainShell(response.body);
  });

  it("sends the plain shell when the renderer declines the page", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/auth" });
    expect(response.statusCode).toBe(200);
    expectPlainShell(response.body);
  });

  it("logs a failed render and sends the plain shell, which the browser renders itself", async () => {
    logLines.length = 0;
    const response = await ctx.app.inject({ method: "GET", url: "/events?boom=1" });
    expect(response.statusCode).toBe(200);
    expectPlainShell(response.body);
    expect(response.body).toContain("<title>Événements — Culture &amp; Patrimoine</title>");
    expect(logLines.join("\n")).toContain("render exploded");
  });
});

describe("pageAssetTagsOf", () => {
  it("follows the page's imports once each and leaves out what the shell loads", () => {
    expect(pageAssetTagsOf(manifest)(["src/pages/page.tsx", "src/unknown.tsx"])).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/page-1.css" />',
      '<link rel="stylesheet" crossorigin href="/assets/page-part-1.css" />',
      "<template data-app-scripts>" +
        '<link rel="modulepreload" crossorigin href="/assets/page-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/page-part-1.js" />' +
        "</template>",
    ]);
  });
});
