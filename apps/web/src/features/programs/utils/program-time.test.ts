import { describe, expect, it } from "vitest";
import { formatTime, formatTimeRange } from "./program-time.ts";

describe("programme times", () => {
  it("reads hours the French way", () => {
    expect(formatTime("14:00")).toBe("14\u00a0h");
    expect(formatTime("09:30")).toBe("9\u00a0h\u00a030");
    expect(formatTime("00:05")).toBe("0\u00a0h\u00a005");
    expect(formatTime("14:00:00")).toBe("14\u00a0h");
  });

  it("leaves an unexpected value untouched", () => {
    expect(formatTime("midi")).toBe("midi");
  });

  it("joins start and end with an en dash", () => {
    expect(formatTimeRange("14:00", "15:30")).toBe("14\u00a0h – 15\u00a0h\u00a030");
  });
});
