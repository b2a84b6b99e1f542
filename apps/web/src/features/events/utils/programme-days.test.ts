import type { ProgramResponse } from "@culture-patrimoine/contract/schemas/program";
import { describe, expect, it } from "vitest";
import { formatTime, programmeDays } from "./programme-days.ts";

function line(id: number, date: string, start: string, end: string): ProgramResponse {
  return {
    id,
    date,
    start_time: start,
    end_time: end,
    title: `Ligne ${id}`,
    description: null,
    category: null,
    event_id: 1,
    event: { id: 1, title: "Festival", user_id: 2, organisation_id: 2, lieu: null },
  };
}

describe("programmeDays", () => {
  it("groups by day in time order whatever the order received", () => {
    const days = programmeDays([
      line(1, "2026-06-15", "10:00", "11:00"),
      line(2, "2026-06-14", "18:00", "19:00"),
      line(3, "2026-06-14", "09:30", "10:30"),
    ]);
    expect(days.map((day) => day.date)).toEqual(["2026-06-14", "2026-06-15"]);
    expect(days[0]?.lines.map((l) => l.id)).toEqual([3, 2]);
  });

  it("gives no day for no line", () => {
    expect(programmeDays([])).toEqual([]);
  });
});

describe("formatTime", () => {
  it("writes times the French way", () => {
    expect(formatTime("14:30")).toBe("14\u00a0h\u00a030");
    expect(formatTime("09:05:00")).toBe("09\u00a0h\u00a005");
  });
});
