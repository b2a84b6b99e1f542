import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/app.ts";
import { SERVER_ENTRY } from "./web.ts";

// Every file of the web build, walked one by one: the browser's files are served with their
// headers, the build's internals (Vite's manifest, the server bundle of decision 036) answer 404
// like any unknown file. The build is a stand-in with the layout of a real one (apps/web/dist after
// `npm run build`); TEST_WEB_DIST=<folder of a real build> walks that one instead.

/** Where the build keeps what the server reads from disk and no browser may fetch. */
const INTERNAL_FOLDERS = [".vite", path.dirname(SERVER_ENTRY)];

function writeStandIn(dir: string) {
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  // What the build compresses (text of 1 kB or more) gets its brotli and gzip copies beside it.
  const writeCompressed = (file: string, content: string) => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content));
  };
  writeCompressed(
    "index.html",
    `<!doctype html><html lang="fr"><head><title>Culture &amp; Patrimoine</title>${"<!-- -->".repeat(200)}</head><body><div id="root"></div></body></html>`,
  );
  write("start-app.js", "document.documentElement.dataset.appReady = '';");
  write("zod-jitless.js", "globalThis.__zodJitless = true;");
  writeCompressed("assets/index-Ab12Cd34.js", `console.log(${JSON.stringify("app ".repeat(400))});`);
  writeCompressed("assets/index-Ef56Gh78.css", `.fr-btn{color:#000091}${".fr-x{margin:0}".repeat(100)}`);
  write("assets/Marianne-Regular-Ij90Kl12.woff2", Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1]));
  write("assets/icon-Mn34Op56.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write("favicon.ico", Buffer.from([0, 0, 1, 0]));
  write(
    ".vite/manifest.json",
    JSON.stringify({
      "index.html": { file: "assets/index-Ab12Cd34.js", css: ["assets/index-Ef56Gh78.css"] },
    }),
  );
  write(
    SERVER_ENTRY,
    'export const SERVER_STATE_ELEMENT_ID = "cp-server-state";\nexport async function render() { return null; }\n',
  );
  write(".server/assets/events-page-Qr78St90.js", "export const page = 'server';");
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const realBuild = process.env.TEST_WEB_DIST ? path.resolve(process.env.TEST_WEB_DIST) : null;
const distDir = realBuild ?? mkdtempSync(path.join(tmpdir(), "cp-web-build-files-"));
/** Each file of the build as its URL path, and whether it is an internal one. */
let files: { url: string; file: string; internal: boolean }[] = [];
let ctx: TestContext;
beforeAll(async () => {
  if (!realBuild) writeStandIn(distDir);
  files = filesUnder(distDir).map((file) => {
    const relative = path.relative(distDir, file).split(path.sep);
    return {
      url: `/${relative.map(encodeURIComponent).join("/")}`,
      file,
      internal: INTERNAL_FOLDERS.includes(relative[0] ?? ""),
    };
  });
  ctx = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await ctx.close();
  if (!realBuild) rmSync(distDir, { recursive: true, force: true });
});

function expectedCacheControl(url: string): string {
  const logical = url.replace(/\.(?:br|gz)$/, "");
  if (logical === "/index.html") return "no-cache";
  if (logical.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

describe("the files of the web build", () => {
  it("holds both kinds of files (the walk below checks something)", () => {
    expect(files.filter((entry) => entry.internal).map((entry) => entry.url)).toEqual(
      expect.arrayContaining(["/.vite/manifest.json", "/.server/entry-server.js"]),
    );
    expect(files.filter((entry) => !entry.internal).length).toBeGreaterThan(5);
  });

  it("serves every file meant for browsers, as it is, with its cache and security headers", async () => {
    for (const { url, file } of files.filter((entry) => !entry.internal)) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.rawPayload.equals(readFileSync(file)), url).toBe(true);
      expect(response.headers["cache-control"], url).toBe(expectedCacheControl(url));
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["content-security-policy"], url).toContain("default-src 'self'");
      // Its brotli copy, when the build wrote one, is what a browser that accepts it receives.
      if (existsSync(`${file}.br`)) {
        const compressed = await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
        expect(compressed.headers["content-encoding"], url).toBe("br");
        expect(compressed.rawPayload.equals(readFileSync(`${file}.br`)), url).toBe(true);
      }
    }
  });

  it("answers every internal file of the build with the 404 of an unknown file", async () => {
    const unknown = await ctx.app.inject({ method: "GET", url: "/assets/missing-0000.js" });
    expect(unknown.statusCode).toBe(404);
    const internals = files.filter((entry) => entry.internal).map((entry) => entry.url);
    // Spelled with an encoded dot too, and asked for in each encoding the static files know.
    const variants = internals.flatMap((url) => [url, url.replace("/.", "/%2e"), url.replace("/.", "/%2E")]);
    for (const url of variants) {
      for (const encoding of ["identity", "br, gzip"]) {
        const response = await ctx.app.inject({
          method: "GET",
          url,
          headers: { "accept-encoding": encoding },
        });
        expect({ url, encoding, status: response.statusCode }).toEqual({ url, encoding, status: 404 });
        expect(response.headers["content-type"], url).toContain("application/json");
        expect(response.json(), url).toEqual(unknown.json());
      }
    }
  });
});
