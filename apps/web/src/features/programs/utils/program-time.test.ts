import { describe, expect, it } from "vitest";
import { formatTime, formatTimeRange } from "./program-time.ts";

describe("programme times", () => {
  it("reads hours the French way", () => {
    expect(formatTime("14:00")).toBe("14 h");
    expect(formatTime("09:30")).toBe("9 h 30");
    expect(formatTime("00:05")).toBe("0 h 05");
    expect(formatTime("14:00:00")).toBe("14 h");
  });

  it("leaves an unexpected value untouched", () => {
    expect(formatTime("midi")).toBe("midi");
  });

  it("joins start and end with an en dash", () => {
    expect(formatTimeRange("14:00", "15:30")).toBe("14 h – 15 h 30");
  });
});
