import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./worker.ts";

describe("retry delay of a refused message", () => {
  it("grows four times at each attempt from the base, up to six hours", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([
      30_000, 120_000, 480_000, 1_920_000,
    ]);
    expect(retryDelayMs(10, 30_000)).toBe(6 * 60 * 60 * 1000);
    expect(retryDelayMs(0, 30_000)).toBe(30_000);
  });
});
