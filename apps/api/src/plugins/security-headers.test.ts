import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A CSP header as its directives: `{ "script-src": ["'self'"], … }`. */
function directivesOf(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("the API's documentation (/api/docs)", () => {
  it.each([
    "/api/docs",
    "/api/docs/",
    "/api/docs/static/swagger-ui.css",
    "/api/docs/static/swagger-ui-bundle.js",
    "/api/docs/static/swagger-initializer.js",
    "/api/docs/json",
  ])("answers %s with a CSP that lets Swagger UI work and nothing more", async (url) => {
    const response = await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(response.headers["content-security-policy"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    // Its scripts are files of its own; it writes a <style> element (its layout), as the app's
    // pages set style attributes.
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
  });

  it("runs no inline script, so that script-src 'self' is enough", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="/);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
  });
});
