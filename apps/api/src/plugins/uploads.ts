import { UPLOADS_PREFIX } from "@culture-patrimoine/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import {
  type ByteRange,
  type FileStore,
  FileStoreError,
  isStoredFileName,
  STORED_CACHE_CONTROL,
} from "../lib/file-store.ts";
import { STORAGE_RETRY_AFTER_SECONDS } from "../lib/images.ts";

// GET and HEAD /uploads/{name} (decisions 008, 032, 051): the same address, headers and answers
// whichever store holds the files — the local folder streamed as @fastify/static did, or the
// bucket streamed through the API (or, with S3_PUBLIC_URL, a redirect to its public address).

/** How long a browser or proxy may keep the redirect to S3_PUBLIC_URL (the target never changes). */
export const PUBLIC_REDIRECT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** "bytes=0-99", "bytes=100-", "bytes=-500": one range; anything else is ignored (the whole file). */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") return { suffix: Number(last) };
  const start = Number(first);
  if (last === "") return { start };
  const end = Number(last);
  return end < start ? undefined : { start, end };
}

/** If-None-Match (weak comparison, as RFC 9110 says for GET) or else If-Modified-Since. */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
  }
  const since = request.headers["if-modified-since"];
  const sinceTime = since ? Date.parse(since) : Number.NaN;
  // HTTP dates have whole seconds.
  return !Number.isNaN(sinceTime) && Math.floor(lastModified.getTime() / 1000) * 1000 <= sinceTime;
}

function storageUnavailable(): AppError {
  return new AppError(503, "STORAGE_UNAVAILABLE", undefined, undefined, {
    "retry-after": String(STORAGE_RETRY_AFTER_SECONDS),
  });
}

export function registerUploadsRoute(app: FastifyInstance, files: FileStore): void {
  async function serve(request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
    const { name } = request.params;
    // A stored picture only: any other name (a path, "..", a file we never wrote) is the 404 of an
    // unknown address, and never reaches the disk or the bucket.
    const read = (options: Parameters<FileStore["read"]>[1]) =>
      files.read(name, options).catch((error: unknown) => {
        if (!(error instanceof FileStoreError)) throw error;
        request.log.error({ err: error, storage: files.location }, "picture storage unavailable");
        throw storageUnavailable();
      });
    if (!isStoredFileName(name)) return reply.callNotFound();
    const redirect = files.publicAddressOf(name);
    if (redirect) {
      return reply
        .code(302)
        .header("location", redirect)
        .header("cache-control", `public, max-age=${PUBLIC_REDIRECT_MAX_AGE_SECONDS}`)
        .header("cross-origin-resource-policy", "cross-origin")
        .send();
    }
    const conditional =
      request.headers["if-none-match"] !== undefined || request.headers["if-modified-since"] !== undefined;
    // A range with If-Range is served whole: simpler than comparing validators, and always correct.
    const range = request.headers["if-range"] ? undefined : parseRange(request.headers.range);
    const headOnly = request.method === "HEAD" || conditional;
    let file = await read({ headOnly, range });
    if (!file) return reply.callNotFound();
    // Uploads are public images: a client served from another origin (CORS_ORIGINS) must be able to
    // show them, which helmet's same-origin policy forbids. Only here: the app stays same-origin.
    reply
      .header("cross-origin-resource-policy", "cross-origin")
      .header("accept-ranges", "bytes")
      // Names are generated and never reused, so a file never changes behind its address.
      .header("cache-control", STORED_CACHE_CONTROL)
      .header("last-modified", file.lastModified.toUTCString())
      .header("etag", file.etag);
    if (conditional && notModified(request, file.etag, file.lastModified)) {
      return reply.code(304).send();
    }
    if (request.method !== "HEAD" && !file.body) {
      file = await read({ range });
      if (!file) return reply.callNotFound();
    }
    reply.type(file.contentType);
    if (file.range) {
      const { start, end } = file.range;
      reply
        .code(206)
        .header("content-range", `bytes ${start}-${end}/${file.size}`)
        .header("content-length", String(end - start + 1));
    } else {
      reply.header("content-length", String(file.size));
    }
    return reply.send(request.method === "HEAD" ? undefined : file.body);
  }
  app.route<{ Params: { name: string } }>({
    method: ["GET", "HEAD"],
    url: `${UPLOADS_PREFIX}:name`,
    schema: { hide: true },
    handler: serve,
  });
}
