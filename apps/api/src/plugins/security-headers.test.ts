import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/app.ts";

// A stand-in for apps/web/dist: the headers do not depend on what the bundle contains.
const distDir = mkdtempSync(path.join(tmpdir(), "cp-web-headers-"));
let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><html lang="fr"><head><title>Culture &amp; Patrimoine</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, "assets", "index-Ab12Cd34.js"), "console.log('app')");
  ctx = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

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

/** A Permissions-Policy header as its features: `{ camera: "()", geolocation: "(self)", … }`. */
function featuresOf(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header ?? "")
      .split(",")
      .map((entry) => entry.trim().split("="))
      .filter(([name]) => name)
      .map(([name = "", allowlist = ""]) => [name, allowlist]),
  );
}

/** The powerful features every answer denies unless its page uses them (decision 041). */
const DENIED = ["camera", "geolocation", "microphone", "payment", "usb", "display-capture"];

describe("Permissions-Policy (decision 041)", () => {
  it.each([
    "/api/health",
    "/api/events",
    "/api/inconnue",
    "/api/docs",
    "/api/docs/static/swagger-ui-bundle.js",
    "/assets/index-Ab12Cd34.js",
    "/assets/missing-0000.js",
  ])("denies every powerful feature on %s", async (url) => {
    const response = await ctx.app.inject({ method: "GET", url });
    const features = featuresOf(response.headers["permissions-policy"]);
    for (const feature of DENIED) expect(features[feature], feature).toBe("()");
    expect(Object.values(features)).not.toContain("(self)");
  });

  it("denies them on an answer written before routing (an undecodable address)", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/events/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(featuresOf(response.headers["permissions-policy"]).camera).toBe("()");
  });

  it.each(["/", "/events", "/events?q=orgue", "/events/999999", "/dashboard", "/une/page/inconnue"])(
    "grants the position to the app's page %s (« Près de moi » on /events, reached from any page)",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.headers["content-type"]).toContain("text/html");
      const features = featuresOf(response.headers["permissions-policy"]);
      expect(features.geolocation).toBe("(self)");
      for (const feature of DENIED.filter((name) => name !== "geolocation")) {
        expect(features[feature], feature).toBe("()");
      }
    },
  );

  it.each(["/scan", "/scan/", "/scan?event=5"])(
    "grants the camera to the door scanner's page %s only",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      const features = featuresOf(response.headers["permissions-policy"]);
      expect(features.camera).toBe("(self)");
      expect(features.geolocation).toBe("(self)");
      expect(features.microphone).toBe("()");
    },
  );
});
