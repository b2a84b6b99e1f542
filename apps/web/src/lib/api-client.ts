import {
  LINK_HEADER,
  SEARCH_CORRECTED_HEADER,
  STORAGE_KEYS,
  TOTAL_COUNT_BOUNDED_HEADER,
  TOTAL_COUNT_HEADER,
} from "@culture-patrimoine/contract/constants";
import type { z } from "zod";
import { malformedResponseError, networkError, toApiError } from "./api-error.ts";
import { clearSession } from "./session.ts";

const API_BASE = "/api";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  query?: Query;
  /** Send the stored bearer token (default true). Login and register send none. */
  auth?: boolean;
  /**
   * Extra request headers (Idempotency-Key of a registration). Accept, Authorization and
   * Content-Type stay the client's own.
   */
  headers?: Record<string, string>;
  /**
   * A 401 on a call that carried a token means the session died: log out and go to /auth
   * (default true). Logout turns it off: its own 401 needs no "session expired" detour.
   */
  expireSessionOn401?: boolean;
  signal?: AbortSignal;
}

let onSessionExpired: (() => void) | null = null;

type Transport = (url: string, init: RequestInit) => Promise<Response>;

// The browser's fetch, looked up at each call (tests stub it). Server rendering sends the same
// requests through the API in-process instead (entry-server.tsx, decision 036).
let transport: Transport = (url, init) => fetch(url, init);

/** Where requests go: the network in the browser, the API's own router when rendering on the server. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** The app decides what "session expired" looks like (toast, redirect); the client only detects it. */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ""}`;
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

type ParsedBody = { ok: true; value: unknown } | { ok: false };

function parseText(text: string): ParsedBody {
  try {
    return { ok: true, value: text === "" ? null : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function readBody(response: Response): Promise<ParsedBody> {
  try {
    return parseText(await response.text());
  } catch {
    return { ok: false };
  }
}

function retryAfter(header: string | null): number | undefined {
  const value = Number(header);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The one way the web app talks to the API: JSON in, JSON out, French errors (ApiError). */
async function send(path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> {
  const { method = "GET", body, query, auth = true, expireSessionOn401 = true, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: "application/json" };
  const token = auth ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  // Fastify refuses a JSON Content-Type without a body, so it is only sent with one.
  if (body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    throw await failure(response.status, parsed, retryAfter(response.headers.get("retry-after")), {
      token,
      expireSessionOn401,
    });
  }
  if (!parsed.ok) throw malformedResponseError(response.status);
  return { response, body: parsed.value };
}

/**
 * The ApiError of a refused call. A 401 on a call that carried the token still stored means the
 * session died: it is cleared once, here, whatever transport made the call.
 */
async function failure(
  status: number,
  parsed: ParsedBody,
  retryAfterSeconds: number | undefined,
  { token, expireSessionOn401 }: { token: string | null; expireSessionOn401: boolean },
) {
  if (status === 401 && token && expireSessionOn401 && readToken() === token) {
    clearSession();
    onSessionExpired?.();
  }
  return toApiError(status, parsed.ok ? parsed.value : null, retryAfterSeconds);
}

/**
 * The contract schema an answer is checked against, or a function loading it. A page the server
 * rendered shows its answers without checking them again, so its module need not bring zod and the
 * contract's schemas along: the API functions of the public pages load theirs with the first
 * request the page makes itself (decision 038).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** Sends the request and loads its schema at the same time; a schema that cannot load is a network failure. */
async function sendAndLoad<S extends z.ZodType>(
  path: string,
  source: SchemaSource<S>,
  options: RequestOptions,
) {
  const schema = typeof source === "function" ? source().catch(() => Promise.reject(networkError())) : source;
  const [sent, loaded] = await Promise.all([send(path, options), schema]);
  return { ...sent, schema: loaded };
}

/** A call whose answer is checked against a contract schema (so its type is the schema's). */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  source: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { response, body, schema } = await sendAndLoad(path, source, options);
  const result = schema.safeParse(body);
  if (!result.success) throw malformedResponseError(response.status);
  return result.data;
}

/** A call that answers nothing worth reading (204). */
export async function apiCommand(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** A page of a list as paginated screens read it. */
export interface ListPage<T> {
  items: T[];
  /** X-Total-Count: exact, or a lower bound when `bounded` (« plus de 100 »). */
  total: number;
  /** X-Total-Count-Bounded: the API stopped counting (docs/decisions/029-counting-and-paging-at-scale.md). */
  bounded: boolean;
  /** The `after` cursor of the rel="next" link of a keyset-paged list (events), when there is one. */
  after: string | null;
  /** X-Search-Corrected: the words found nothing, the list answers this correction (« concert »). */
  corrected: string | null;
}

/** A percent-encoded header's text; null when absent or not valid UTF-8. */
function decodedHeader(value: string | null): string | null {
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The `after` parameter of a `Link: <…>; rel="next"` header, if its target has one. */
export function nextCursorOf(link: string | null): string | null {
  const target = link === null ? undefined : /<([^>]*)>\s*;\s*rel="next"/.exec(link)?.[1];
  if (target === undefined) return null;
  return new URL(target, "http://relative.invalid").searchParams.get("after");
}

/** A list, its total (X-Total-Count) and where its next page starts, for paginated screens. */
export async function apiList<S extends z.ZodType>(
  path: string,
  itemSource: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<ListPage<z.output<S>>> {
  const { response, body, schema: itemSchema } = await sendAndLoad(path, itemSource, options);
  if (!Array.isArray(body)) throw malformedResponseError(response.status);
  const items: z.output<S>[] = [];
  for (const item of body) {
    const result = itemSchema.safeParse(item);
    if (!result.success) throw malformedResponseError(response.status);
    items.push(result.data);
  }
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return {
    items,
    total: Number.isFinite(total) && total >= items.length ? total : items.length,
    bounded: response.headers.get(TOTAL_COUNT_BOUNDED_HEADER) === "true",
    after: nextCursorOf(response.headers.get(LINK_HEADER)),
    corrected: decodedHeader(response.headers.get(SEARCH_CORRECTED_HEADER)),
  };
}

/** A file the API answered (a CSV export): its content and the name it suggested. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the answer named none. */
  fileName: string | null;
}

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266, percent-encoded)
 * wins over `filename="…"`.
 */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name, if any, is used instead.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(contentDisposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * A GET answered by a file rather than JSON (the attendees' CSV): the same token and the same
 * French errors as apiRequest (a refusal still comes as JSON), the body kept as a Blob with the
 * name the server gave it. A 401 ends the session as elsewhere.
 */
export async function apiDownload(
  path: string,
  { query, signal, accept = "*/*" }: Pick<RequestOptions, "query" | "signal"> & { accept?: string } = {},
): Promise<DownloadedFile> {
  const headers: Record<string, string> = { Accept: accept };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await transport(buildUrl(path, query), { method: "GET", headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) {
    const parsed = await readBody(response);
    const retry = retryAfter(response.headers.get("retry-after"));
    throw await failure(response.status, parsed, retry, { token, expireSessionOn401: true });
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  return { blob, fileName: fileNameOf(response.headers.get("content-disposition")) };
}

export interface UploadOptions {
  method?: "POST" | "PUT";
  /** Sent as multipart/form-data; the browser writes the boundary. */
  formData: FormData;
  /** Share of the body sent so far, from 0 to 1, as the browser reports it. */
  onProgress?: (ratio: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart form (a file and its fields) whose upload progress can be shown. fetch() cannot
 * report how much of a request body has gone, XMLHttpRequest can; everything else (token, errors,
 * 401, schema check) is the same as apiRequest.
 */
export function apiUpload<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = "POST", formData, onProgress, signal }: UploadOptions,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    const token = readToken();
    request.open(method, buildUrl(path, undefined));
    request.setRequestHeader("Accept", "application/json");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);

    const onAbort = () => request.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => signal?.removeEventListener("abort", onAbort);

    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener("load", () => {
      settle();
      const parsed = parseText(request.responseText);
      const status = request.status;
      if (status < 200 || status >= 300) {
        const retry = retryAfter(request.getResponseHeader("retry-after"));
        void failure(status, parsed, retry, { token, expireSessionOn401: true }).then(reject);
        return;
      }
      onProgress?.(1);
      const result = parsed.ok ? schema.safeParse(parsed.value) : null;
      if (!result?.success) reject(malformedResponseError(status));
      else resolve(result.data);
    });
    request.addEventListener("error", () => {
      settle();
      reject(networkError());
    });
    request.addEventListener("abort", () => {
      settle();
      reject(signal?.reason ?? new DOMException("Envoi annulé", "AbortError"));
    });
    request.send(formData);
  });
}
