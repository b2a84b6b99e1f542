import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./test/app.ts";

/** Sends `text` on a raw socket and resolves with what the server answered when it closed it. */
function sendAndWaitForClose(port: number, text: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, afterMs: Date.now() - started }));
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
    const { answer, afterMs } = await sendAndWaitForClose(port, "GET /api/health HTTP/1.1\r\nHost: x\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(5_000);
  });

  it("closes a request whose body never finishes", async () => {
    const { answer, afterMs } = await sendAndWaitForClose(
      port,
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(5_000);
  });
});
