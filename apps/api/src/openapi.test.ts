import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./test/app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

async function operationsWithBody(): Promise<Array<[string, Operation]>> {
  const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
  const document = response.json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths)
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
    )
    .filter(([, operation]) => operation.requestBody !== undefined);
}

describe("OpenAPI document", () => {
  it("documents 413 and 415 with the error format on every operation that takes a body", async () => {
    const operations = await operationsWithBody();
    // JSON and multipart writes of every area: register, login, settings, events, sites, parcours…
    expect(operations.length).toBeGreaterThanOrEqual(20);
    const missing: string[] = [];
    for (const [name, operation] of operations) {
      for (const status of ["413", "415"]) {
        const schema = operation.responses?.[status]?.content?.["application/json"]?.schema;
        const isErrorFormat =
          schema?.properties !== undefined &&
          "error" in schema.properties &&
          "code" in schema.properties &&
          (schema.required ?? []).includes("error");
        if (!isErrorFormat) missing.push(`${name} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps what a route documents itself (a multipart route's own 413 and 415, its 200 and 400)", async () => {
    const operations = Object.fromEntries(await operationsWithBody());
    const parcoursCreate = operations["POST /api/parcours/create"];
    expect(Object.keys(parcoursCreate?.requestBody?.content ?? {})).toContain("multipart/form-data");
    expect(Object.keys(parcoursCreate?.responses ?? {})).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "413", "415"]),
    );
    const login = operations["POST /api/auth/login"];
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "413", "415", "429"]),
    );
  });

  it("answers what it documents: 415 and 413 in the error format on a route that now declares them", async () => {
    const wrongType = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset-request",
      headers: { "content-type": "text/plain" },
      payload: "email=a@b.fr",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", error: expect.any(String) });
    const tooLarge = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.fr", password: "x".repeat(ctx.config.bodyLimitBytes) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", error: expect.any(String) });
  });
});
