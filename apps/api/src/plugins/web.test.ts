import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/app.ts";

// A stand-in for apps/web/dist: the plugin's behaviour does not depend on what the bundle contains.
const distDir = mkdtempSync(path.join(tmpdir(), "cp-web-dist-"));
let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, "assets", "index-Ab12Cd34.js"), "console.log('app')");
  writeFileSync(path.join(distDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ WEB_DIST_DIR: distDir });
  writeFileSync(path.join(ctx.config.uploadsDir, "parcours-123.webp"), "RIFF....WEBP");
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it.each(["/", "/events", "/events/42", "/settings/3", "/create-parcours", "/mentions-legales"])(
    "answers the page %s with the HTML shell (200, not cached)",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    },
  );

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
    const found = await ctx.app.inject({ method: "GET", url: "/uploads/parcours-123.webp" });
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
