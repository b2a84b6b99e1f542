import { LIST_MAX_LIMIT } from "@culture-patrimoine/contract/constants";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ownListQueryOptions, pageQueryOptions } from "./query-options.ts";

const itemSchema = z.object({ id: z.number() });

function answerList(items: unknown[], total: number) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(items, { headers: { "X-Total-Count": String(total) } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("shared query options", () => {
  it("reads an organisation's own items whole, under the one key every screen uses, as { items, total }", async () => {
    const fetch = answerList([{ id: 1 }, { id: 2 }], 2);
    const options = ownListQueryOptions("lieux", itemSchema, { userId: 7, organisationId: 40 });

    // The address names the member (SPEC), the key the organisation their session acts for.
    expect(options.queryKey).toEqual(["lieux", "owned-by", 40]);
    expect(ownListQueryOptions("lieux", itemSchema, { userId: 7, organisationId: 41 }).queryKey).not.toEqual(
      options.queryKey,
    );
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 2,
      bounded: false,
      after: null,
      corrected: null,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/lieux/user/7?limit=${LIST_MAX_LIMIT}`);
  });

  it("caches a page of a public list under its parameters", async () => {
    const fetch = answerList([{ id: 3 }], 40);
    const options = pageQueryOptions("sites", itemSchema, { parcours_id: 5, limit: 12, offset: 24 });

    expect(options.queryKey).toEqual(["sites", "list", { parcours_id: 5, limit: 12, offset: 24 }]);
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({
      items: [{ id: 3 }],
      total: 40,
      bounded: false,
      after: null,
      corrected: null,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/sites?parcours_id=5&limit=12&offset=24");
  });
});
