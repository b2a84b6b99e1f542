// @vitest-environment jsdom
// (reads window, storage, fetch or XMLHttpRequest: the only pure-looking tests that need a DOM)
import { apiErrorMessages } from "@culture-patrimoine/contract/messages";
import { publicUserSchema } from "@culture-patrimoine/contract/schemas/user";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiCommand, apiList, apiRequest, nextCursorOf, setSessionExpiredHandler } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { getSession, setSession } from "./session.ts";

const user = {
  id: 4,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.fr",
  role: "participant" as const,
};
const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
  window.localStorage.clear();
});

describe("apiRequest", () => {
  it("sends JSON with the stored bearer token and checks the answer", async () => {
    setSession("tok-9", user);
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        ...user,
        phone: null,
        address: null,
        city: null,
        organization: null,
        siret: null,
        description: null,
        created_at: "2026-01-01T00:00:00.000Z",
      }),
    );
    const answer = await apiRequest("/users/4", publicUserSchema, {
      method: "PUT",
      body: { city: "Nantes" },
    });
    expect(answer.first_name).toBe("Ada");
    const { url, init, headers } = lastRequest();
    expect(url).toBe("/api/users/4");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe('{"city":"Nantes"}');
    expect(headers.get("Authorization")).toBe("Bearer tok-9");
    expect(headers.get("Content-Type")).toBe("application/json");
  });

  it("sends no Content-Type without a body, and no token when asked not to", async () => {
    setSession("tok-9", user);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiCommand("/auth/logout", { method: "POST", auth: false });
    expect(lastRequest().headers.get("Content-Type")).toBeNull();
    expect(lastRequest().headers.get("Authorization")).toBeNull();
  });

  it("sends extra headers (Idempotency-Key) without letting them replace its own", async () => {
    setSession("tok-9", user);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiCommand("/participations", {
      method: "POST",
      body: {},
      headers: { "Idempotency-Key": "key-12345678", Authorization: "Bearer forged" },
    });
    expect(lastRequest().headers.get("Idempotency-Key")).toBe("key-12345678");
    expect(lastRequest().headers.get("Authorization")).toBe("Bearer tok-9");
  });

  it("turns an error body into an ApiError with the server's French message", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        429,
        { error: "Trop de tentatives", code: "TOO_MANY_LOGIN_ATTEMPTS" },
        { "Retry-After": "60" },
      ),
    );
    const error = await apiRequest("/auth/login", z.unknown(), {
      method: "POST",
      body: {},
      auth: false,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: "Trop de tentatives", retryAfterSeconds: 60 });
  });

  it("reports a network failure in French", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiRequest("/health", z.unknown())).rejects.toMatchObject({
      code: "NETWORK_ERROR",
      message: apiErrorMessages.NETWORK_ERROR,
    });
  });

  it("refuses a success whose body breaks the contract", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { unexpected: true }));
    await expect(apiRequest("/users/4", publicUserSchema)).rejects.toMatchObject({
      message: apiErrorMessages.INTERNAL_ERROR,
    });
  });
});

describe("session expiry", () => {
  it("drops the session and calls the app's handler on a 401 to a call that carried a token", async () => {
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    setSession("tok-9", user);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: "Session invalide", code: "INVALID_TOKEN" }));
    await expect(apiRequest("/users/4", publicUserSchema)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("leaves the session alone for a 401 to the login call, which carries no token", async () => {
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    setSession("tok-9", user);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: "Identifiants invalides", code: "INVALID_CREDENTIALS" }),
    );
    await expect(
      apiRequest("/auth/login", z.unknown(), { method: "POST", body: {}, auth: false }),
    ).rejects.toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(getSession()).not.toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("apiList", () => {
  it("reads the items and the total of X-Total-Count", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1 }, { id: 2 }], { "X-Total-Count": "57" }));
    const page = await apiList("/events", z.object({ id: z.number() }), {
      query: { limit: 2, q: "", offset: 0 },
    });
    expect(page).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 57,
      bounded: false,
      after: null,
      corrected: null,
    });
    expect(lastRequest().url).toBe("/api/events?limit=2&offset=0");
  });

  it("reads a bounded total and the cursor of the next link", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [{ id: 1 }], {
        "X-Total-Count": "1001",
        "X-Total-Count-Bounded": "true",
        Link: '</api/events?limit=1&after=2031-03-01T10%3A00%3A00.123456Z_42>; rel="next"',
      }),
    );
    const page = await apiList("/events", z.object({ id: z.number() }), { query: { limit: 1 } });
    expect(page).toEqual({
      items: [{ id: 1 }],
      total: 1001,
      bounded: true,
      after: "2031-03-01T10:00:00.123456Z_42",
      corrected: null,
    });
    expect(nextCursorOf('</api/lieux?offset=50>; rel="next"')).toBeNull();
    expect(nextCursorOf(null)).toBeNull();
  });

  it("reads the corrected search of X-Search-Corrected, percent-encoded, and ignores a malformed one", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [{ id: 1 }], { "X-Total-Count": "1", "X-Search-Corrected": "%C3%A9glise" }),
    );
    const page = await apiList("/events", z.object({ id: z.number() }), { query: { q: "eglsie" } });
    expect(page.corrected).toBe("église");
    fetchMock.mockResolvedValue(jsonResponse(200, [], { "X-Total-Count": "0", "X-Search-Corrected": "%E9" }));
    expect((await apiList("/events", z.object({ id: z.number() }))).corrected).toBeNull();
  });
});
