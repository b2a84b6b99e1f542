import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Answers shorter than this are sent as they are: they fit in one TCP segment already, and
 * compressing them would cost CPU for no round trip saved. The one threshold of @fastify/compress
 * (app.ts) and of the public cache's stored encodings (plugins/public-cache.ts).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type StoredEncoding = "br" | "gzip";

/** What @fastify/compress uses by default: brotli at quality 4, gzip at zlib's default level. */
export function encodeBody(encoding: StoredEncoding, body: string): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body);
}

/**
 * The encoding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): the highest
 * weight among br and gzip, br on a tie (smaller), `*` standing for both; `q=0` refuses;
 * undefined when the client takes neither.
 */
export function preferredEncoding(acceptEncoding: string | undefined): StoredEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights: Record<StoredEncoding, number | undefined> = { br: undefined, gzip: undefined };
  let wildcard: number | undefined;
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...parameters] = item.split(";").map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight)) continue;
    if (token === "br") weights.br = weight;
    else if (token === "gzip" || token === "x-gzip") weights.gzip = weight;
    else if (token === "*") wildcard = weight;
  }
  const br = weights.br ?? wildcard ?? 0;
  const gzip = weights.gzip ?? wildcard ?? 0;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? "br" : "gzip";
}
