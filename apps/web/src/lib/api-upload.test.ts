// @vitest-environment jsdom
// (reads window, storage, fetch or XMLHttpRequest: the only pure-looking tests that need a DOM)
import { apiErrorMessages } from "@culture-patrimoine/contract/messages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiUpload, setSessionExpiredHandler } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { getSession, setSession } from "./session.ts";

const user = {
  id: 4,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.fr",
  role: "professionnel" as const,
};
const answerSchema = z.object({ id: z.number() });

type Listener = (event: ProgressEvent) => void;

/** Just enough of XMLHttpRequest to play a server's answer and the upload's progress events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  responseHeaders: Record<string, string> = {};
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire("abort");
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get("progress") ?? []) {
      listener(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
    }
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.fire("load");
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new ProgressEvent(type));
  }
}

function current(): FakeXhr {
  if (!FakeXhr.last) throw new Error("no request sent");
  return FakeXhr.last;
}

function form(): FormData {
  const data = new FormData();
  data.set("title", "Balade romane");
  return data;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
  window.localStorage.clear();
});

describe("apiUpload", () => {
  it("sends the form with the stored token, reports progress and checks the answer", async () => {
    setSession("tok-7", user);
    const ratios: number[] = [];
    const formData = form();
    const pending = apiUpload("/parcours/12", answerSchema, {
      method: "PUT",
      formData,
      onProgress: (ratio) => ratios.push(ratio),
    });
    const request = current();
    expect(request.method).toBe("PUT");
    expect(request.url).toBe("/api/parcours/12");
    expect(request.headers.Authorization).toBe("Bearer tok-7");
    // The browser writes the multipart boundary itself: no Content-Type set by hand.
    expect(request.headers["Content-Type"]).toBeUndefined();
    expect(request.body).toBe(formData);

    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, { id: 12 });
    await expect(pending).resolves.toEqual({ id: 12 });
    expect(ratios).toEqual([0.25, 1, 1]);
  });

  it("turns a refusal into an ApiError with the server's message and field details", async () => {
    const pending = apiUpload("/parcours/create", answerSchema, { formData: form() });
    current().answer(400, {
      error: "Le fichier doit être une image (JPEG, PNG ou WebP)",
      code: "VALIDATION_ERROR",
      details: [{ path: "image", message: "Le fichier doit être une image (JPEG, PNG ou WebP)" }],
    });
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      details: [{ path: "image" }],
    });
    expect(current().headers.Authorization).toBeUndefined();
  });

  it("ends the session on a 401 of the stored token, like apiRequest", async () => {
    setSession("tok-old", user);
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const pending = apiUpload("/parcours/create", answerSchema, { formData: form() });
    current().answer(401, { error: "Session invalide ou expirée.", code: "INVALID_TOKEN" });
    await expect(pending).rejects.toMatchObject({ status: 401, code: "INVALID_TOKEN" });
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it("gives the French network message when the request cannot reach the server", async () => {
    const pending = apiUpload("/parcours/create", answerSchema, { formData: form() });
    current().fire("error");
    await expect(pending).rejects.toMatchObject({
      code: "NETWORK_ERROR",
      message: apiErrorMessages.NETWORK_ERROR,
    });
  });

  it("maps a body that is not the error format by its status, and reads Retry-After", async () => {
    const pending = apiUpload("/parcours/create", answerSchema, { formData: form() });
    current().answer(429, "<html>Too many</html>", { "retry-after": "30" });
    await expect(pending).rejects.toMatchObject({
      status: 429,
      code: "TOO_MANY_REQUESTS",
      retryAfterSeconds: 30,
    });
  });

  it("refuses a success whose body is not what the schema promises", async () => {
    const pending = apiUpload("/parcours/create", answerSchema, { formData: form() });
    current().answer(201, { id: "douze" });
    await expect(pending).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
  });

  it("aborts the request with its signal", async () => {
    const controller = new AbortController();
    const pending = apiUpload("/parcours/create", answerSchema, {
      formData: form(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(current().aborted).toBe(true);
  });
});
