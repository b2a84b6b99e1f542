import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerProfessionnel } from "./test/accounts.ts";
import { createTestApp, type TestContext } from "./test/app.ts";

/** Splits a raw HTTP answer into its status, lower-cased headers and parsed JSON body. */
function parseAnswer(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: body ? JSON.parse(body) : null };
}

/** What every answer of the API carries, errors included. */
function expectSecurityHeaders(headers: Record<string, string | undefined>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["strict-transport-security"]).toContain("max-age=31536000");
}

/**
 * Sends `text` on a raw socket and resolves with what the server answered when it closed it. A
 * server that never closed it would leave the test to fail on its own timeout.
 */
function sendAndWaitForClose(port: number, text: string): Promise<{ answer: string }> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer }));
  });
}

describe("server timeouts", () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({ HEADERS_TIMEOUT_MS: "300", REQUEST_TIMEOUT_MS: "600" });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const address = ctx.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => ctx.close());

  it("applies the configured timeouts to the HTTP server", () => {
    expect(ctx.app.server.headersTimeout).toBe(300);
    expect(ctx.app.server.requestTimeout).toBe(600);
    expect(ctx.app.server.keepAliveTimeout).toBe(72_000);
  });

  it("closes a connection whose headers never end", async () => {
    const { answer } = await sendAndWaitForClose(port, "GET /api/health HTTP/1.1\r\nHost: x\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    const { body, headers } = parseAnswer(answer);
    expect(body).toEqual({ code: "REQUEST_TIMEOUT", error: expect.stringContaining("trop de temps") });
    expectSecurityHeaders(headers);
  });

  it("closes a request whose body never finishes", async () => {
    const { answer } = await sendAndWaitForClose(
      port,
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(parseAnswer(answer).body.code).toBe("REQUEST_TIMEOUT");
  });

  it("closes an image upload whose body never finishes, even once the route has started reading it", async () => {
    const organiser = await registerProfessionnel(ctx.app);
    const boundary = "----stalled";
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const { answer } = await sendAndWaitForClose(
      port,
      "POST /api/parcours/create HTTP/1.1\r\nHost: x\r\n" +
        `Authorization: Bearer ${organiser.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        "Content-Length: 2000000\r\n\r\n" +
        start +
        "\xff\xd8\xff",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 (408|400)/);
  });
});

describe("protocol errors: the API's error format and security headers", () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const address = ctx.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => ctx.close());

  it("answers bytes that are not HTTP with 400 MALFORMED_REQUEST", async () => {
    const { answer } = await sendAndWaitForClose(port, "GARBAGE\r\n\r\n");
    const { status, headers, body } = parseAnswer(answer);
    expect(status).toBe(400);
    expect(body).toEqual({ code: "MALFORMED_REQUEST", error: expect.stringContaining("mal formée") });
    expect(headers["content-type"]).toBe("application/json; charset=utf-8");
    expectSecurityHeaders(headers);
  });

  it("answers an invalid Content-Length with 400 MALFORMED_REQUEST", async () => {
    const { answer } = await sendAndWaitForClose(
      port,
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
    );
    expect(parseAnswer(answer).body.code).toBe("MALFORMED_REQUEST");
  });

  it("answers headers over Node's limit with 431 HEADERS_TOO_LARGE", async () => {
    const { answer } = await sendAndWaitForClose(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    const { status, headers, body } = parseAnswer(answer);
    expect(status).toBe(431);
    expect(body.code).toBe("HEADERS_TOO_LARGE");
    expectSecurityHeaders(headers);
  });

  it("answers a URL that cannot be decoded with 400 MALFORMED_REQUEST, in French, with the headers", async () => {
    for (const url of ["/api/events/%E0%A4%A", "/%E0%A4%A"]) {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(response.status, url).toBe(400);
      expect(await response.json()).toEqual({
        code: "MALFORMED_REQUEST",
        error: expect.stringContaining("mal formée"),
      });
      expectSecurityHeaders(Object.fromEntries(response.headers));
    }
  });

  it("answers a path parameter over the length limit with 414", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/events/${"1".repeat(300)}`);
    expect(response.status).toBe(414);
    expect(((await response.json()) as { code: string }).code).toBe("MALFORMED_REQUEST");
    expectSecurityHeaders(Object.fromEntries(response.headers));
  });
});
