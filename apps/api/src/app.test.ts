import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./test/app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("API frame", () => {
  it("answers the health check after pinging the database", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
  });

  it("sends the security headers of DESIGN.md §4: the whole set on pages, what concerns JSON on the API", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/mentions-legales" });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");

    const json = await ctx.app.inject({ method: "GET", url: "/api/health" });
    for (const response of [page, json]) {
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
    // A browser never renders a JSON answer as a document: the policies of documents stay off it.
    for (const name of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"]) {
      expect(json.headers[name]).toBeUndefined();
    }
    // The API's documentation is a page.
    const docs = await ctx.app.inject({ method: "GET", url: "/api/docs/static/index.html" });
    expect(docs.headers["content-security-policy"]).toBeDefined();
  });

  it("answers an unknown API route with a 404 in the error format", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: "Cette adresse de l’API n’existe pas.",
      code: "ROUTE_NOT_FOUND",
    });
  });

  it("refuses malformed JSON with a 400, not a 500", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.fr", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INVALID_JSON", error: expect.stringContaining("JSON") });
  });

  it("refuses an empty JSON body with a 400", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_JSON");
  });

  it("answers a NUL byte in text with a 400, never a 500", async () => {
    const register = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        first_name: "Nul\u0000Octet",
        email: "nul.octet@exemple.fr",
        password: "Une-phrase-de-passe-2026",
        phone: "0612345678",
        role: "participant",
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({
      error: "Le texte contient un caractère non autorisé.",
      code: "INVALID_CHARACTER",
    });
    const search = await ctx.app.inject({ method: "GET", url: "/api/events?q=%00" });
    expect(search.statusCode).toBe(400);
  });

  it("refuses a wrong content type with a 415", async () => {
    for (const contentType of ["text/plain", "application/xml", "application/x-www-form-urlencoded"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": contentType },
        payload: "email=a@b.fr",
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toMatchObject({
        code: "UNSUPPORTED_MEDIA_TYPE",
        error: "Type de contenu non pris en charge.",
      });
    }
  });

  it("refuses a body over the size limit with a 413", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ first_name: "x".repeat(ctx.config.bodyLimitBytes + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("serves the OpenAPI document with every route of SPEC §7", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/register",
        "/api/auth/login",
        "/api/auth/logout",
        "/api/users/{id}",
        "/api/health",
        "/api/events",
        "/api/events/{id}",
        "/api/events/user/{userId}",
        "/api/events/recent",
        "/api/programs",
        "/api/programs/{programId}",
        "/api/programs/batch",
        "/api/lieux",
        "/api/lieux/{id}",
        "/api/parcours",
        "/api/parcours/{id}",
        "/api/parcours/create",
        "/api/sites",
        "/api/sites/{id}",
        "/api/participations",
        "/api/participations/{id}",
        "/api/locations",
        "/api/locations/{id}",
        "/api/stats",
        "/api/dashboard",
      ]),
    );
    // Every operation documents its answers with the contract's schemas.
    for (const [path, operations] of Object.entries<Record<string, { responses?: object }>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.responses, `${method} ${path}`).toBeDefined();
      }
    }
    const docsPage = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docsPage.statusCode).toBe(200);
  });

  it("keeps CORS closed by default", async () => {
    const response = await ctx.app.inject({
      method: "OPTIONS",
      url: "/api/health",
      headers: { origin: "https://ailleurs.example", "access-control-request-method": "GET" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("CORS_ORIGINS", () => {
  it("opens the API to the listed origins only", async () => {
    const open = await createTestApp({ CORS_ORIGINS: "https://client.example, https://autre.example" });
    try {
      const allowed = await open.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { origin: "https://client.example" },
      });
      expect(allowed.headers["access-control-allow-origin"]).toBe("https://client.example");
      expect(allowed.headers["access-control-expose-headers"]).toContain("X-Total-Count");
      const refused = await open.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { origin: "https://evil.example" },
      });
      expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});
