// @vitest-environment jsdom
// (reads window, storage and fetch: the only pure-looking tests that need a DOM)
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiDownload, fileNameOf } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { getSession, setSession } from "./session.ts";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const user = {
  id: 4,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.fr",
  role: "professionnel" as const,
};

describe("fileNameOf", () => {
  it("reads the name a Content-Disposition suggests", () => {
    expect(fileNameOf('attachment; filename="inscrits-evenement-5.csv"')).toBe("inscrits-evenement-5.csv");
    expect(fileNameOf("attachment; filename=inscrits.csv")).toBe("inscrits.csv");
    expect(fileNameOf("attachment; filename=\"a.csv\"; filename*=UTF-8''inscrits%20%C3%A9t%C3%A9.csv")).toBe(
      "inscrits été.csv",
    );
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe("apiDownload", () => {
  it("gets a file with the token, keeps its bytes and its name", async () => {
    setSession("tok-4", user);
    fetchMock.mockResolvedValue(
      new Response("\ufeffNom;Prénom\n", {
        status: 200,
        headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="x.csv"' },
      }),
    );
    const file = await apiDownload("/events/5/attendees.csv", {
      query: { session_id: 3 },
      accept: "text/csv",
    });
    expect(file.fileName).toBe("x.csv");
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/events/5/attendees.csv?session_id=3");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer tok-4");
    expect(headers.get("Accept")).toBe("text/csv");
  });

  it("turns a refusal into the API's French error, and a 401 ends the session", async () => {
    setSession("tok-4", user);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: "Seul l’organisateur…", code: "FORBIDDEN" }), {
        status: 403,
        headers: { "Content-Type": "application/json" },
      }),
    );
    const refused = await apiDownload("/events/5/attendees.csv").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe("Seul l’organisateur…");
    expect(getSession()).not.toBeNull();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }));
    await expect(apiDownload("/events/5/attendees.csv")).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
  });
});
