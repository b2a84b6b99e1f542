import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeBody, preferredEncoding } from "./response-encoding.ts";

describe("preferredEncoding", () => {
  it("takes brotli from browsers that offer it, gzip from those that do not", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
    expect(preferredEncoding("GZIP;Q=0.5, BR;Q=0.4")).toBe("gzip");
  });

  it("answers uncompressed when nothing it stores is accepted", () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("deflate, zstd")).toBeUndefined();
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(preferredEncoding("*;q=0")).toBeUndefined();
  });

  it("reads q=0 as a refusal and * as every other encoding", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
    expect(preferredEncoding("gzip;q=abc, br;q=0.1")).toBe("br");
  });
});

describe("encodeBody", () => {
  it("gives back the same text once decoded", () => {
    const body = JSON.stringify(Array.from({ length: 50 }, (_, id) => ({ id, nom: `Abbaye n° ${id}` })));
    expect(brotliDecompressSync(encodeBody("br", body)).toString("utf8")).toBe(body);
    expect(gunzipSync(encodeBody("gzip", body)).toString("utf8")).toBe(body);
  });
});
